// Issue 29: card testing through checkout was limited per customer and per address only. A card's declines are now
// counted whoever saves it, from wherever: past CARD_DECLINE_LIMIT_PER_CARD the card waits (429), other cards do not.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, GOOD_CARD, uniqueCardNumber } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
let api: FastifyInstance;
const client = checkoutClient(() => api, '10.34');

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', CARD_DECLINE_LIMIT_PER_CARD: '2', CARD_DECLINE_LIMIT_STORE: '1000' },
  });
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

describe('checkout card declines', () => {
  it('stop one card across customers and addresses, and leave other cards alone', async () => {
    const declined = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
    const save = async (email: string, card: Record<string, unknown>) => {
      const who = await client.customer(email);
      return client.call(who, { method: 'POST', url: '/api/v2/checkout/card/', payload: card });
    };
    expect((await save('tester.one@example.com', declined)).statusCode).toBe(402);
    expect((await save('tester.two@example.com', declined)).statusCode).toBe(402);
    const stopped = await save('tester.three@example.com', declined);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    const other = await save('honest@example.com', { ...GOOD_CARD, number: uniqueCardNumber(77) });
    expect(other.statusCode).toBe(200);
    expect(other.json().status).toBe('saved');
  });
});
