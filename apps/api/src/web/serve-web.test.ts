import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// A miniature web build with the same layout as apps/web/build/client.
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
  write('404/index.html', '<h1>not found page</h1>');
  write('assets/root-abc123.js', 'console.log(1)');
  write('.vite/manifest.json', '{}');
  write('favicon.svg', '<svg/>');
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
