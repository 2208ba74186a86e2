// One build, two processes: each page gets the public run-time settings of the process that serves it (provider ids,
// keys, collectors: PUBLIC_GOOGLE_CLIENT_ID and the rest, read by config.ts at start), in its settings meta, with the
// policy sources of exactly those providers, whichever way it is sent (plain, brotli, a 304, the 404 page, an offer
// page). Changing a setting needs a restart, never a build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  defaultPublicSettings,
  PUBLIC_SETTINGS_META,
  parsePublicSettings,
} from '@larder/contracts/values/public-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { publicSettingsOf, withPublicSettings } from './public-settings';

// A prerendered page as the build writes it: the defaults in its settings meta (root.tsx renders it).
const DEFAULTS = defaultPublicSettings('larder');
const meta = `<meta name="${PUBLIC_SETTINGS_META}" content="${JSON.stringify(DEFAULTS).replaceAll('"', '&quot;')}"/>`;
const page = (text: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${meta}</head><body><h1>${text}</h1>${'<p>Fresh food.</p>'.repeat(200)}<script>window.__page = 1;</script></body></html>`;

let root: string;
let google: TestApp;
let other: TestApp;

function settingsOf(html: string) {
  const content = html.match(new RegExp(`<meta name="${PUBLIC_SETTINGS_META}" content="([^"]*)"`))?.[1];
  const decoded = content
    ?.replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
  return parsePublicSettings(decoded, {
    ...DEFAULTS,
    clientKey: 'missing',
  });
}

const scriptSources = (policy: unknown) =>
  String(policy)
    .split(';')
    .find((part) => part.trim().startsWith('script-src'))
    ?.trim()
    .split(/\s+/)
    .slice(1);

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-settings-'));
  const files = {
    'login/index.html': page('Log in'),
    '404/index.html': page('Not found'),
    'limited-time/index.html': page('Limited time'),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  // The build's compressed sibling holds the build's defaults too.
  fs.writeFileSync(path.join(root, 'login/index.html.br'), zlib.brotliCompressSync(files['login/index.html']));
  fs.writeFileSync(
    path.join(root, '.security-policy.json'),
    JSON.stringify({
      sources: { 'script-src': [], 'style-src': [], 'img-src': ['data:'], 'connect-src': [], 'frame-src': [] },
      pages: Object.fromEntries(Object.keys(files).map((file) => [file, []])),
    }),
  );
  const web = { SERVE_WEB: 'true', WEB_BUILD_DIR: root };
  google = await createTestApp({
    env: {
      ...web,
      PUBLIC_GOOGLE_CLIENT_ID: 'google-client-1.apps.googleusercontent.com',
      PUBLIC_CLIENT_KEY: 'larder-web-2',
      PUBLIC_ANALYTICS_WRITE_KEY: '',
      CLIENT_KEYS: 'larder-web-2',
    },
  });
  other = await createTestApp({ env: { ...web, PUBLIC_FACEBOOK_APP_ID: '1234567890' } });
});

afterAll(async () => {
  await google?.app.close();
  await other?.app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the public settings of a page', () => {
  it('are those of the process serving it, and its policy allows exactly their providers', async () => {
    const withGoogle = await google.app.inject({ url: '/login/' });
    expect(withGoogle.statusCode).toBe(200);
    expect(withGoogle.body).toContain('<h1>Log in</h1>');
    const served = settingsOf(withGoogle.body);
    expect(served.googleClientId).toBe('google-client-1.apps.googleusercontent.com');
    expect(served.facebookAppId).toBe('');
    expect(served.clientKey).toBe('larder-web-2');
    // Empty means off for the analytics key (its default is on).
    expect(served.analyticsWriteKey).toBe('');
    expect(scriptSources(withGoogle.headers['content-security-policy'])).toContain(
      'https://accounts.google.com/gsi/client',
    );
    expect(scriptSources(withGoogle.headers['content-security-policy'])).not.toContain('https://connect.facebook.net');

    const withFacebook = await other.app.inject({ url: '/login/' });
    expect(settingsOf(withFacebook.body).googleClientId).toBe('');
    expect(settingsOf(withFacebook.body).facebookAppId).toBe('1234567890');
    expect(settingsOf(withFacebook.body).clientKey).toBe('larder-web');
    expect(scriptSources(withFacebook.headers['content-security-policy'])).toContain('https://connect.facebook.net');
    expect(scriptSources(withFacebook.headers['content-security-policy'])).not.toContain(
      'https://accounts.google.com/gsi/client',
    );
    // Another page: another ETag, so a browser that saw one process's page does not keep it from the other's.
    expect(withGoogle.headers.etag).not.toBe(withFacebook.headers.etag);
  });

  it('are in the page however it is sent: compressed, revalidated, the 404 page, an offer page', async () => {
    const compressed = await google.app.inject({ url: '/login/', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(settingsOf(body).googleClientId).toBe('google-client-1.apps.googleusercontent.com');

    // The same visitor (the anonymous id's cookie the page came with: it holds their experiments) revalidates.
    const visitor = compressed.cookies.find((entry) => entry.name === 'larder_anon');
    const again = await google.app.inject({
      url: '/login/',
      headers: { 'if-none-match': String(compressed.headers.etag), cookie: `larder_anon=${visitor?.value}` },
    });
    expect(again.statusCode).toBe(304);

    const missing = await google.app.inject({ url: '/no/such/page/' });
    expect(missing.statusCode).toBe(404);
    expect(settingsOf(missing.body).googleClientId).toBe('google-client-1.apps.googleusercontent.com');

    const offer = await google.app.inject({ url: '/limited-time/NOSUCHCODE/' });
    expect(settingsOf(offer.body).googleClientId).toBe('google-client-1.apps.googleusercontent.com');
  });

  it('are escaped in the page: a value cannot close the attribute', () => {
    const settings = { ...DEFAULTS, appleRedirectUri: 'https://shop.example/login/?a="><script>x()</script>' };
    const html = withPublicSettings(page('x'), settings);
    expect(html).not.toContain('<script>x()');
    expect(settingsOf(html).appleRedirectUri).toBe(settings.appleRedirectUri);
  });
});

describe('the public settings in config', () => {
  it('default as the README says, and refuse a value that is no key or no URL, naming the variable', () => {
    const settings = publicSettingsOf(loadConfig({ BRAND_SLUG: 'pantry' }));
    expect(settings).toEqual({ ...defaultPublicSettings('pantry') });
    expect(() => loadConfig({ PUBLIC_GOOGLE_CLIENT_ID: 'has space' })).toThrow(/PUBLIC_GOOGLE_CLIENT_ID/);
    expect(() => loadConfig({ PUBLIC_GOOGLE_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_GOOGLE_SCRIPT_URL/);
    expect(loadConfig({ PUBLIC_LOG_PROXY_URL: 'none' }).PUBLIC_LOG_PROXY_URL).toBe('none');
    expect(loadConfig({ PUBLIC_NATIVE_APP_IDENTIFIERS: 'a-ios, a-android' }).PUBLIC_NATIVE_APP_IDENTIFIERS).toEqual([
      'a-ios',
      'a-android',
    ]);
  });
});
