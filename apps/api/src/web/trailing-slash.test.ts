// Issue 29: every page address without its trailing slash answers a clean 301 to the page. @fastify/static's redirect
// answered 301 to the client, then wrote again: ERR_HTTP_HEADERS_SENT and a 500 in the error log for each such visit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let root: string;
let app: FastifyInstance;
const problems: string[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-slash-'));
  for (const page of ['signup', 'gift', 'plan', 'mylarder', 'quiz/hello/goals', '404']) {
    fs.mkdirSync(path.join(root, page), { recursive: true });
    fs.writeFileSync(path.join(root, page, 'index.html'), `<h1>${page}</h1>`);
  }
  ({ app } = await createTestApp({
    env: { SERVE_WEB: 'true', WEB_BUILD_DIR: root },
    extend: (fastify) => {
      fastify.addHook('onError', async (request, _reply, error) => {
        problems.push(`${request.url}: ${error.message}`);
      });
      fastify.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode >= 500) problems.push(`${request.url}: ${reply.statusCode}`);
      });
    },
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a page address without its trailing slash', () => {
  it.each([
    ['/gift', '/gift/'],
    ['/plan', '/plan/'],
    ['/signup', '/signup/'],
    ['/mylarder', '/mylarder/'],
    ['/quiz/hello/goals', '/quiz/hello/goals/'],
    ['/signup?next=%2Fplan%2F', '/signup/?next=%2Fplan%2F'],
  ])('%s answers 301 to %s, and nothing goes to the error log', async (url, location) => {
    const injected = await app.inject({ url });
    expect(injected.statusCode).toBe(301);
    expect(injected.headers.location).toBe(location);
    const { port } = app.server.address() as { port: number };
    const response = await fetch(`http://127.0.0.1:${port}${url}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
    await response.arrayBuffer();
    // The second write happened after the answer: give it the time it took.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(problems).toEqual([]);
  });

  it('is not guessed for what is not a page (an unknown path, a dot segment, a file)', async () => {
    for (const url of ['/nowhere', '/%2e%2e/etc', '/favicon.svg', '/.vite']) {
      expect((await app.inject({ url })).statusCode, url).not.toBe(301);
    }
    expect(problems).toEqual([]);
  });
});
