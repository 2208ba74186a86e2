// Issue 29: one rate limit for every way of asking about a promo code. Applying codes at checkout had no limit (about
// 200 guesses a second) and /limited-time/<code>/ none either; now the sign-up lookup, the public offer's API and page
// and the checkout share the per-address bucket, and a customer's checkout tries are counted from any address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
let api: FastifyInstance;
let webRoot: string;
const client = checkoutClient(() => api, '10.33');

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-promo-limits-'));
  fs.mkdirSync(path.join(webRoot, 'limited-time'));
  fs.mkdirSync(path.join(webRoot, '404'));
  fs.writeFileSync(path.join(webRoot, 'limited-time/index.html'), '<h1>Limited-time offers</h1>');
  fs.writeFileSync(path.join(webRoot, '404/index.html'), '<h1>Not found</h1>');
  subject = await createTestApp({
    env: {
      SERVE_WEB: 'true',
      WEB_BUILD_DIR: webRoot,
      PROMO_RATE_LIMIT_PER_IP: '7',
      PROMO_RATE_LIMIT_PER_CUSTOMER: '3',
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
    },
  });
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('asking about promo codes', () => {
  it('shares one limit per address across the lookup, the offer API and page, and the checkout', async () => {
    const who = await client.customer('guesser@example.com');
    const remoteAddress = '203.0.113.50';
    const ask = [
      () => api.inject({ url: '/api/get_promo_data/?promo_code=GUESS1', headers: CLIENT_HEADERS, remoteAddress }),
      () => api.inject({ url: '/api/v2/offers/GUESS2/', headers: CLIENT_HEADERS, remoteAddress }),
      () => api.inject({ url: '/limited-time/GUESS3/', remoteAddress }),
      () =>
        api.inject({
          method: 'PUT',
          url: '/api/v2/checkout/promo/',
          headers: { ...CLIENT_HEADERS, cookie: who.cookie },
          payload: { code: 'GUESS4' },
          remoteAddress,
        }),
    ];
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const [index, question] of ask.entries()) {
        // The customer's own limit (3) is not what stops this address: its checkout tries are 2 of the 7.
        if (index === 3 && round > 0) continue;
        statuses.push((await question()).statusCode);
      }
    }
    expect(statuses.every((status) => status === 404 || status === 400)).toBe(true);
    for (const question of ask.slice(0, 3)) {
      const refused = await question();
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts a customer’s checkout tries from any address', async () => {
    const who = await client.customer('rotating@example.com');
    const tryCode = (n: number) =>
      api.inject({
        method: 'PUT',
        url: '/api/v2/checkout/promo/',
        headers: { ...CLIENT_HEADERS, cookie: who.cookie },
        payload: { code: `ROTATE${n}` },
        remoteAddress: `198.51.100.${n}`,
      });
    for (let n = 1; n <= 3; n += 1) expect((await tryCode(n)).statusCode).toBe(400);
    expect((await tryCode(4)).statusCode).toBe(429);
  });
});
