// The pages read the public run-time settings from the document the API served them in (its settings meta), not
// from the build: the client key every call names, the telemetry keys, the sign-in providers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, standInNetwork } from '../../test/network';

// Each test serves its own meta (the tests' setup serves one with telemetry off: apps/web/test/setup.ts).
const removeSettings = () => {
  for (const meta of document.head.querySelectorAll('meta[name="larder-settings"]')) meta.remove();
};
beforeEach(removeSettings);
afterEach(() => {
  removeSettings();
  vi.resetModules();
});

function serveSettings(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'larder-settings';
  meta.content = content;
  document.head.append(meta);
}

describe('the public settings of a page', () => {
  it('are the ones its document was served with, collectors defaulting to the origin its calls go to', async () => {
    serveSettings(
      JSON.stringify({ clientKey: 'larder-web-2', googleClientId: 'google-client', analyticsWriteKey: 'wk' }),
    );
    const { publicSettings } = await import('./public-settings');
    const { enabledSsoProviders } = await import('../features/sso/model/sso-providers');
    expect(publicSettings().clientKey).toBe('larder-web-2');
    expect(publicSettings().analyticsWriteKey).toBe('wk');
    expect(publicSettings().analyticsCdnUrl).toBe('http://api.larder.test/api/collect/segment');
    expect(enabledSsoProviders(publicSettings())).toEqual(['google']);
  });

  it('name the served client key on every call', async () => {
    serveSettings(JSON.stringify({ clientKey: 'larder-web-2' }));
    const network = standInNetwork().on('GET', '/api/health/', () => json({}));
    const { requestJson } = await import('./request');
    await requestJson({ path: '/api/health/' }, { expect: [200] });
    expect(network.sent.map((request) => request.headers.get('Authorization'))).toEqual(['Client larder-web-2']);
  });

  it('are the defaults, no provider and the default client key, in a document without them or with a broken meta', async () => {
    serveSettings('{not json');
    const { publicSettings } = await import('./public-settings');
    expect(publicSettings().clientKey).toBe('larder-web');
    expect(publicSettings().googleClientId).toBe('');
    expect(publicSettings().nativeAppIdentifiers).toEqual(['larder-ios', 'larder-android']);
  });
});
