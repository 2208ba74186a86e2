// The build's security policy: each page's inline scripts hashed as browsers hash them, and the sources of the API
// it calls; and the provider sources the API adds for its run-time settings — the vendor's documented set for exactly
// the configured providers, or only the origin of a stand-in's script.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { providerSources } from '@larder/contracts/values/provider-sources';
import {
  defaultPublicSettings,
  type PublicSettings,
  resolvePublicSettings,
} from '@larder/contracts/values/public-settings';
import { describe, expect, it } from 'vitest';
import { buildSources, inlineScriptHashes, SECURITY_POLICY_FILE, writeSecurityPolicy } from './security-policy';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const BASE = { PUBLIC_API_ORIGIN: 'https://api.larder.test' };

describe('inline script hashes', () => {
  it('hash each inline script’s text once, and leave scripts with a src alone', () => {
    const html =
      '<script>a()</script><script type="module" async="">await b();\n</script>' +
      '<script src="/assets/x.js"></script><script>a()</script><script id="_R_">c()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('await b();\n'), sha('c()')]);
  });
});

const settings = (given: Partial<PublicSettings>) =>
  resolvePublicSettings({ ...defaultPublicSettings('larder'), ...given }, '');

describe('provider sources', () => {
  it('name no provider when none is configured (the default collectors are the page’s own: self)', () => {
    const sources = providerSources(settings({}));
    expect(sources['script-src']).toEqual([]);
    expect(sources['frame-src']).toEqual([]);
    expect(sources['connect-src']).toEqual([]);
  });

  it('add the vendors’ documented sources for configured providers', () => {
    const sources = providerSources(
      settings({
        googleClientId: 'google-client',
        recaptchaSiteKey: 'site-key',
        logClientToken: 'pub123',
        logProxyUrl: 'none',
        logSite: 'datadoghq.eu',
      }),
    );
    expect(sources['script-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(sources['style-src']).toEqual(['https://accounts.google.com/gsi/style']);
    expect(sources['connect-src']).toContain('https://browser-intake-datadoghq.eu');
    expect(sources['script-src']).not.toContain('https://connect.facebook.net');
  });

  it('allow only the origin of a provider script served from elsewhere', () => {
    const sources = providerSources(
      settings({ facebookAppId: '123', facebookScriptUrl: 'http://127.0.0.1:9999/facebook/sdk.js' }),
    );
    expect(sources['script-src']).toEqual(['http://127.0.0.1:9999']);
    expect(sources['frame-src']).toEqual(['http://127.0.0.1:9999']);
  });
});

describe('the build’s sources', () => {
  it('are the API origin it calls, never a provider of its environment (those are the server’s, at run time)', () => {
    const sources = buildSources({
      ...BASE,
      PUBLIC_GOOGLE_CLIENT_ID: 'google-client',
      PUBLIC_RECAPTCHA_SITE_KEY: 'site-key',
      PUBLIC_FACEBOOK_APP_ID: '123',
    });
    expect(sources['connect-src']).toEqual(['https://api.larder.test']);
    expect(sources['img-src']).toEqual(['https://api.larder.test', 'data:']);
    expect(sources['script-src']).toEqual([]);
    expect(sources['frame-src']).toEqual([]);
  });

  it('are empty of origins for a build that calls its own origin', () => {
    const sources = buildSources({ PUBLIC_API_ORIGIN: '/' });
    expect(sources['connect-src']).toEqual([]);
    expect(sources['img-src']).toEqual(['data:']);
  });
});

describe('the policy file', () => {
  it('lists every page with its hashes, and skips the assets folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-policy-'));
    try {
      fs.mkdirSync(path.join(dir, 'signup'));
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>home()</script>');
      fs.writeFileSync(path.join(dir, 'signup', 'index.html'), '<script>signup()</script>');
      fs.writeFileSync(path.join(dir, 'assets', 'x.html'), '<script>nope()</script>');
      writeSecurityPolicy(dir, BASE);
      const written = JSON.parse(fs.readFileSync(path.join(dir, SECURITY_POLICY_FILE), 'utf8'));
      expect(written.pages).toEqual({ 'index.html': [sha('home()')], 'signup/index.html': [sha('signup()')] });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
