import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { experiments } from '../db/schema/experiments';
import { setConfigValue } from '../modules/configs/repository';
import { assign } from '../modules/experiments/assignment';

// A miniature web build with the same layout as apps/web/build/client.
const PAGE = `<!DOCTYPE html><html><body><h1>Recommended for you</h1>${'<p>Fresh groceries every week.</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const items = ${JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, name: `item ${id}` })))};`;
let root: string;
let subject: TestApp;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('index.html', '<h1>home</h1>');
  write('signup/index.html', '<h1>Claim your free gift</h1>');
  write('quiz/hello/goals/index.html', '<h1>goals</h1>');
  write(
    'quiz/intro/index.html',
    '<!DOCTYPE html><html><head><title>Intro</title></head><body><h1>intro</h1></body></html>',
  );
  write('404/index.html', '<h1>not found page</h1>');
  write('quiz/404/index.html', '<h1>the quiz route’s not found page</h1>');
  write('admin/index.html', '<p>Loading the console</p>');
  write('admin/assets/index-abc123.js', 'console.log(2)');
  write('assets/root-abc123.js', 'console.log(1)');
  write('.vite/manifest.json', '{}');
  write('favicon.svg', '<svg/>');
  // A page and a script large enough to be worth compressing, with the build's `.br` and `.gz` siblings.
  write('plan/index.html', PAGE);
  write('assets/entry-abc123.js', SCRIPT);
  for (const file of ['plan/index.html', 'assets/entry-abc123.js']) {
    const body = fs.readFileSync(path.join(root, file));
    fs.writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(body));
  }
  subject = await createTestApp({ env: { SERVE_WEB: 'true', WEB_BUILD_DIR: root } });
});

afterAll(async () => {
  await subject.app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('serving the storefront', () => {
  it('serves a prerendered page at its trailing-slash URL, never cached', async () => {
    const response = await subject.app.inject({ url: '/signup/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Claim your free gift');
  });

  it.each([
    ['/signup', '/signup/'],
    ['/quiz/hello/goals', '/quiz/hello/goals/'],
    ['/signup?next=%2Fplan%2F', '/signup/?next=%2Fplan%2F'],
  ])('redirects %s to %s', async (url, location) => {
    const response = await subject.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('caches hashed assets for a year', async () => {
    const response = await subject.app.inject({ url: '/assets/root-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const response = await subject.app.inject({ url: '/no/such/page/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('not found page');
  });

  it('answers an unknown step of a splat route with that route’s own 404 document', async () => {
    for (const url of ['/quiz/no-such-step/', '/quiz/hello/nope/', '/quiz/nope']) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('the quiz route’s not found page');
    }
    const elsewhere = await subject.app.inject({ url: '/survey/no-such-step/' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('not found page');
    expect(elsewhere.body).not.toContain('quiz');
  });

  it('answers every console address with the console document and status 200 (it routes in the browser)', async () => {
    for (const url of ['/admin/', '/admin/orders/', '/admin/orders/12/?tab=x', '/admin/configs']) {
      const response = await subject.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('Loading the console');
    }
    // The console's own build keeps its hashed files under admin/assets/: cached for a year, as the storefront's.
    const script = await subject.app.inject({ url: '/admin/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await subject.app.inject({ url: '/admin/assets/index-missing.js' })).statusCode).toBe(404);
    expect((await subject.app.inject({ url: '/admin' })).headers.location).toBe('/admin/');
    expect((await subject.app.inject({ url: '/administrator/' })).statusCode).toBe(404);
    expect((await subject.app.inject({ url: '/api/admin/nothing/' })).statusCode).not.toBe(200);
  });

  it('keeps build metadata private', async () => {
    const response = await subject.app.inject({ url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe('{}');
  });

  it('answers unknown API paths with JSON, not the page', async () => {
    const response = await subject.app.inject({ url: '/api/nope/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('rejects path traversal', async () => {
    const response = await subject.app.inject({ url: '/../../etc/passwd' });
    expect([400, 403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('root:');
  });
});

describe('compressed variants', () => {
  const get = (url: string, headers: Record<string, string> = {}) => subject.app.inject({ url, headers });

  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('sends a page as %s when the browser accepts it, with the right length and Vary', async (encoding, decode) => {
    const response = await get('/plan/', { 'accept-encoding': `${encoding}, deflate` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(PAGE.length / 5);
    expect(decode(response.rawPayload).toString()).toBe(PAGE);
  });

  it('prefers brotli when both are accepted, and sends scripts compressed and immutable', async () => {
    const response = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['an encoding the build has no file for', { 'accept-encoding': 'zstd' }],
  ])('sends the plain file to a client with %s', async (_case, headers) => {
    const response = await get('/plan/', headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    expect(response.body).toBe(PAGE);
  });

  it('gives every encoding of a page the same ETag, and answers a revalidation with 304 in each', async () => {
    const plain = await get('/plan/');
    const brotli = await get('/plan/', { 'accept-encoding': 'br' });
    const gzip = await get('/plan/', { 'accept-encoding': 'gzip' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(brotli.headers.etag).toBe(etag);
    expect(gzip.headers.etag).toBe(etag);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const revalidated = await get('/plan/', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(revalidated.statusCode, encoding).toBe(304);
      expect(revalidated.rawPayload.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.headers['cache-control']).toBe('no-cache');
    }
    const stale = await get('/plan/', { 'accept-encoding': 'br', 'if-none-match': '"not-the-current-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-encoding']).toBe('br');
  });

  it('does not serve the compressed files by their own names', async () => {
    expect((await get('/plan/index.html.br')).statusCode).toBe(404);
    expect((await get('/assets/entry-abc123.js.gz')).statusCode).toBe(404);
  });

  it.each([
    '//plan/index.html.br',
    '/./plan/index.html.br',
    '/plan/./index.html.br',
    '/x/../plan/index.html.br',
    '/%2e/plan/index.html.br',
    '/plan%2findex.html.br',
    '/plan/index.html.b%72',
    '/x/%2e%2e/plan/index.html.br',
  ])('refuses the non-canonical path %s (issue 18, finding 10: @fastify/static advisories)', async (url) => {
    const response = await get(url);
    expect([403, 404]).toContain(response.statusCode);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressed API answers', () => {
  it('compresses a large JSON answer as the client accepts', async () => {
    const response = await subject.app.inject({
      url: '/api/v2/quiz_options/',
      headers: { 'accept-encoding': 'br', authorization: 'Client larder-web' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString());
    expect(Object.keys(json.tags).length).toBeGreaterThan(5);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const response = await subject.app.inject({ url: '/api/health/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('compresses catalogue pictures (SVG) over the threshold', async () => {
    const response = await subject.app.inject({
      url: '/api/v2/pictures/1fabb.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('<svg');
  });
});

describe('recipe and product addresses', () => {
  it.each([
    ['/recipes/1-old-name/', '/recipes/1-avocado-toast-with-poached-eggs/'],
    ['/recipes/1-old-name', '/recipes/1-avocado-toast-with-poached-eggs/'],
    ['/products/1-chicken/', '/products/1-organic-chicken-breasts/'],
  ])('redirects a stale slug %s permanently to %s', async (url, location) => {
    const response = await subject.app.inject({ url });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    '/recipes/99999-no-such-dish/',
    '/products/0-zero/',
    '/recipes/abc/',
    '/recipes/1-Avocado/',
    '/recipes/1-/',
    '/recipes/12345678901234567890-big/',
    '/products/%E2%80%AE1-x/',
  ])('answers an unknown or malformed address %s with the 404 page', async (url) => {
    const response = await subject.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('not found page');
  });
});

describe('the visitor’s experiments in the page (issue 40)', () => {
  const ANON = '0f1e2d3c-4b5a-4978-8a69-5a4b3c2d1e0f';
  /** The payload a served page holds in its `larder-experiments` meta. */
  const payloadIn = (html: string) => {
    const match = html.match(/<meta name="larder-experiments" content="([^"]*)"\/>/);
    if (!match?.[1]) throw new Error('no experiments meta in the page');
    const text = match[1]
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    return JSON.parse(text.replace(/&amp;/g, '&'));
  };

  beforeAll(async () => {
    await subject.database.db.insert(experiments).values({
      key: 'intro-copy',
      name: 'Intro copy',
      hypothesis: 'A shorter intro starts more quizzes.',
      metric: 'signup',
      status: 'running',
      variations: [
        { key: 'control', name: 'Control', weight: 50 },
        { key: 'short', name: 'Short', weight: 50 },
      ],
      createdAt: new Date(),
      startedAt: new Date(),
    });
    await setConfigValue(subject.database.db, 'web.client_side_experiment_enrollment', '1');
  });

  it('holds the payload and the server’s assignment for the cookie’s visitor, and is theirs alone', async () => {
    const response = await subject.app.inject({ url: '/quiz/intro/', headers: { cookie: `larder_anon=${ANON}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const payload = payloadIn(response.body);
    expect(payload.attributes).toEqual({ id: ANON });
    const expected = assign(payload.features, 'intro-copy', ANON);
    expect(payload.assignments['intro-copy']).toEqual({ variation: expected.value, in_experiment: true });
    // The same as GET /api/v2/experiments/ answers that visitor.
    const api = await subject.app.inject({
      url: '/api/v2/experiments/',
      headers: { cookie: `larder_anon=${ANON}`, authorization: 'Client larder-web' },
    });
    expect(api.json()).toEqual(payload);
    expect(response.body).toContain('<h1>intro</h1>');
    // Revalidated: the same visitor's page again is a 304.
    const again = await subject.app.inject({
      url: '/quiz/intro/',
      headers: { cookie: `larder_anon=${ANON}`, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('gives a first visit its anonymous id in the cookie and the page, and the analytics SDK its id', async () => {
    const response = await subject.app.inject({ url: '/quiz/intro/', headers: { 'accept-encoding': 'br' } });
    const cookie = response.cookies.find((entry) => entry.name === 'larder_anon');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(payloadIn(response.body).attributes.id).toBe(cookie?.value);
    // The analytics SDK's id as well, in its own cookie, readable by its script (it adopts the id when it loads), so
    // the server's `Experiment Viewed` and the browser's events carry the same one; a visitor who has it keeps it.
    const sdk = response.cookies.find((entry) => entry.name === 'ajs_anonymous_id');
    expect(sdk?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sdk).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(sdk?.httpOnly).not.toBe(true);
    const again = await subject.app.inject({
      url: '/quiz/intro/',
      headers: { cookie: `larder_anon=${cookie?.value}; ajs_anonymous_id=${sdk?.value}` },
    });
    expect(again.cookies).toEqual([]);
  });

  it('holds a signed-in customer’s first linked id on another device', async () => {
    const up = await signUp(subject.app, { email: 'page.payload@example.com' }, { cookie: `larder_anon=${ANON}` });
    expect(up.statusCode).toBe(201);
    const phone = '11111111-2222-4333-8444-555555555555';
    const response = await subject.app.inject({
      url: '/quiz/intro/',
      headers: { cookie: `${sessionCookie(up)}; larder_anon=${phone}` },
    });
    expect(payloadIn(response.body).attributes.id).toBe(ANON);
  });
});
