import { defaultPublicSettings, resolvePublicSettings } from '@larder/contracts/values/public-settings';
import { describe, expect, it } from 'vitest';
import { apiOriginFor, readApiOrigin, readPublicEnv } from './public-env';

describe('readApiOrigin', () => {
  it('refuses a missing setting with the spec message', () => {
    expect(() => readApiOrigin({})).toThrow(new Error('PUBLIC_API_ORIGIN must be set in environment variables'));
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: '' })).toThrow(
      'PUBLIC_API_ORIGIN must be set in environment variables',
    );
  });
  it('refuses a value that is not a string with the spec message', () => {
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: 3000 })).toThrow(new Error('PUBLIC_API_ORIGIN must be a string'));
    expect(() => readApiOrigin({ PUBLIC_API_ORIGIN: true })).toThrow('PUBLIC_API_ORIGIN must be a string');
  });
  it('returns the origin without a trailing slash', () => {
    expect(readApiOrigin({ PUBLIC_API_ORIGIN: 'https://api.larder.com/' })).toBe('https://api.larder.com');
  });
  it("reads the build's default `/` as the page's own origin: empty, so calls and pictures are relative", () => {
    expect(readApiOrigin({ PUBLIC_API_ORIGIN: '/' })).toBe('');
  });
});

describe('apiOriginFor', () => {
  const page = (origin: string) => {
    const url = new URL(origin);
    return { origin: url.origin, hostname: url.hostname, port: url.port, protocol: url.protocol };
  };

  it('by default (no configured origin), a page on any origin, port or loopback name calls its own origin', () => {
    for (const own of ['http://127.0.0.1:8080', 'http://[::1]:3100', 'http://localhost:3000', 'https://shop.example']) {
      expect(apiOriginFor('', page(own), false)).toBe(own);
    }
    // On the server: calls go to the API in the same process, by path.
    expect(apiOriginFor('', undefined, false)).toBe('');
  });

  it("by default the telemetry collectors are on the page's own origin", () => {
    const env = readPublicEnv({ PUBLIC_API_ORIGIN: '/' }, page('http://127.0.0.1:8080'));
    expect(env.apiOrigin).toBe('');
    expect(env.callOrigin).toBe('http://127.0.0.1:8080');
    const settings = resolvePublicSettings(defaultPublicSettings('larder'), env.callOrigin);
    expect(settings.analyticsCdnUrl).toBe('http://127.0.0.1:8080/api/collect/segment');
    expect(settings.analyticsApiHost).toBe('http://127.0.0.1:8080/api/collect/segment/v1');
    expect(settings.logProxyUrl).toBe('http://127.0.0.1:8080/api/collect/logs');
  });

  it('with PUBLIC_API_LOOPBACK_ALIASES, a page on another loopback name of the same port calls its own origin', () => {
    for (const own of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      expect(apiOriginFor('http://localhost:3000', page(own), true)).toBe(own);
    }
  });

  it('keeps the configured origin otherwise', () => {
    // PUBLIC_API_ORIGIN set by the operator: no aliases.
    expect(apiOriginFor('http://localhost:3000', page('http://127.0.0.1:3000'), false)).toBe('http://localhost:3000');
    // Another port, another scheme, or a host that is not loopback.
    expect(apiOriginFor('http://localhost:3000', page('http://127.0.0.1:4000'), true)).toBe('http://localhost:3000');
    expect(apiOriginFor('http://localhost:3000', page('https://127.0.0.1:3000'), true)).toBe('http://localhost:3000');
    expect(apiOriginFor('http://localhost:3000', page('http://shop.example:3000'), true)).toBe('http://localhost:3000');
    expect(apiOriginFor('https://api.example.com', page('http://localhost:3000'), true)).toBe(
      'https://api.example.com',
    );
    // Prerendering: no page.
    expect(apiOriginFor('http://localhost:3000', undefined, true)).toBe('http://localhost:3000');
  });
});
