// The test clock: only with TEST_CLOCK=true, never next to a live Stripe key; moving it moves every service's "now",
// and the finalize-due route runs the cutoff pass, so an order placed today is charged once "next week".
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

const ENV = { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };
let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place, call } = checkoutClient(() => api, '10.11');
const HEADERS = { authorization: 'Client larder-web' };

beforeAll(async () => {
  subject = await createTestApp({ env: { ...ENV, TEST_CLOCK: 'true' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const moveTo = (now: string | null) =>
  api.inject({ method: 'PUT', url: '/api/v2/test/clock/', headers: HEADERS, payload: { now } });

describe('the test clock', () => {
  it('is not there unless TEST_CLOCK is true', async () => {
    const plain = await createTestApp({ env: ENV });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/v2/test/clock/', headers: HEADERS });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });

  it('is refused next to a live Stripe key', () => {
    expect(() =>
      loadConfig({
        TEST_CLOCK: 'true',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      }),
    ).toThrow('Invalid environment variable TEST_CLOCK: must be false with a live Stripe key');
  });

  it('moves now, keeps running from there, and goes back', async () => {
    const moved = await moveTo('2031-03-08T12:00:00Z');
    expect(moved.statusCode).toBe(200);
    expect(moved.json().moved).toBe(true);
    const now = Date.parse(moved.json().now);
    expect(now).toBeGreaterThanOrEqual(Date.parse('2031-03-08T12:00:00Z'));
    expect(now).toBeLessThan(Date.parse('2031-03-08T12:01:00Z'));
    expect(api.clock.now().getUTCFullYear()).toBe(2031);
    const back = await moveTo(null);
    expect(back.json().moved).toBe(false);
    expect(Math.abs(api.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('answers 400 to a time that is not ISO 8601', async () => {
    for (const now of ['tomorrow', '2031-03-08', 12, '2031-02-30T12:00:00Z']) {
      const response = await moveTo(now as unknown as string);
      expect(response.statusCode).toBe(400);
    }
    expect(Math.abs(api.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('passes a cutoff: the finalize-due pass charges the order once', async () => {
    const who = await readyCustomer('clock@example.com');
    const placed = await place(who, 'clock-key');
    expect(placed.statusCode).toBe(201);
    const cutoff = Date.parse(placed.json().delivery.cutoff_at);
    const pass = () => api.inject({ method: 'POST', url: '/api/v2/test/orders/finalize-due/', headers: HEADERS });
    expect((await pass()).json()).toMatchObject({ finalized: 0, paid: 0 });
    await moveTo(new Date(cutoff + 60_000).toISOString());
    try {
      expect((await pass()).json()).toMatchObject({ finalized: 1, paid: 1 });
      expect((await pass()).json()).toMatchObject({ finalized: 0, paid: 0 });
      const order = await call(who, { method: 'GET', url: `/api/v2/orders/${placed.json().id}/` });
      expect(order.json().status).toBe('paid');
    } finally {
      await moveTo(null);
    }
  });
});
