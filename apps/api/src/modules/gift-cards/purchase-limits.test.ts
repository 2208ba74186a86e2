// Issue 29: what an anonymous gift card purchase refuses before anything is charged. A control character in a free
// text (the gift message) is a 400 naming the field, never a charge followed by a 500; declines are limited per card
// (its fingerprint) and across the store, so one card cannot be tested over and over from rotating addresses.
import { CONTROL_CHARACTERS_MESSAGE } from '@larder/contracts/values/text';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCards } from '../../db/schema/gift-cards';

let subject: TestApp;
let api: FastifyInstance;
const { call } = checkoutClient(() => api, '10.29');

beforeAll(async () => {
  subject = await createTestApp({
    env: { GIFT_CARD_RATE_LIMIT_PER_IP: '1000', CARD_DECLINE_LIMIT_PER_CARD: '3', CARD_DECLINE_LIMIT_STORE: '6' },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const DECLINED = '4000 0000 0000 0002';
let purchases = 0;
const purchase = (overrides: Record<string, unknown> = {}, remoteAddress?: string) => {
  purchases += 1;
  return call(undefined, {
    method: 'POST',
    url: '/api/v2/gift-cards/',
    headers: { 'idempotency-key': `limits-${purchases}` },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: {
      amount_cents: 5_000,
      recipient_name: 'Grace',
      recipient_email: 'grace@example.com',
      sender_name: 'Ada',
      sender_email: 'ada.buyer@example.com',
      message: 'Happy cooking!',
      deliver_on: api.commerce.giftCards.today(),
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
      ...overrides,
    },
  });
};

describe('an anonymous gift card purchase', () => {
  it('refuses a control character in the message with a 400 naming it, and charges nothing', async () => {
    const response = await purchase({ message: 'Happy\u0000cooking' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    const rows = await subject.database.db.select().from(giftCards).where(eq(giftCards.purchaseKey, 'limits-1'));
    expect(rows).toEqual([]);
    // Line breaks are what a message is made of.
    expect((await purchase({ message: 'Happy cooking,\nAda' })).statusCode).toBe(201);
  });

  it('stops a card after its declines, from any address, and the store after its declines in all', async () => {
    const declinedFrom = (index: number) =>
      purchase(
        { card: { number: DECLINED, exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' } },
        `198.51.100.${index}`,
      );
    for (let index = 1; index <= 3; index += 1) expect((await declinedFrom(index)).statusCode).toBe(402);
    const stopped = await declinedFrom(4);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Another card still pays…
    expect((await purchase({}, '198.51.100.5')).statusCode).toBe(201);
    // …until the store's declines reach their limit: then every card waits.
    const others = ['4000 0000 0000 9995', '4000 0000 0000 0069', '4000 0000 0000 0127'];
    for (const number of others) {
      const response = await purchase({ card: { number, exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' } });
      expect(response.statusCode).toBe(402);
    }
    const everyone = await purchase({}, '198.51.100.9');
    expect(everyone.statusCode).toBe(429);
  });
});
