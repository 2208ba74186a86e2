// Buying a gift card on the real app and database: anyone pays with the test provider; the card and the buyer's
// receipt are written once per Idempotency-Key (a retry answers the same card, one charge); today's card is emailed
// at once and a later one on its day; a declined card, a day in the past, an amount off the range and a missing key
// are refused with the reason and write nothing; the bought code redeems into credits. A card refused when charged
// leaves a failed purchase: the same key answers the same refusal, a new key may buy, and the failed card is never
// emailed or redeemed. (A purchase cut off after its charge: purchase-stripe.test.ts and faults/.)
import { GiftCardErrorCode } from '@larder/contracts/values/gift-cards';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCards } from '../../db/schema/gift-cards';
import { formatCode } from './codes';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer } = checkoutClient(() => api, '10.13');

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000', GIFT_CARD_RATE_LIMIT_PER_IP: '1000' },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const today = () => api.commerce.giftCards.today();
const purchase = (key: string | undefined, overrides: Record<string, unknown> = {}) =>
  call(undefined, {
    method: 'POST',
    url: '/api/v2/gift-cards/',
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      amount_cents: 5_000,
      recipient_name: 'Grace',
      recipient_email: 'grace@example.com',
      sender_name: 'Ada',
      sender_email: 'ada.buyer@example.com',
      message: 'Happy cooking!',
      deliver_on: today(),
      card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
      ...overrides,
    },
  });

const outbox = async (template: string, recipient: string) =>
  (
    await subject.database.db.execute(
      sql`select data from email_outbox where template = ${template} and recipient = ${recipient} order by id`,
    )
  ).rows.map((row) => (row as { data: Record<string, unknown> }).data);

describe('buying a gift card', () => {
  it('charges once, writes the card and the receipt once, and emails today’s card at once', async () => {
    const [first, again] = [await purchase('gift-one'), await purchase('gift-one')];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      amount_cents: 5_000,
      recipient_email: 'grace@example.com',
      deliver_on: today(),
    });
    expect(first.json().detail).toMatch(/^Thank you! We’ll email the \$50\.00 gift card to grace@example\.com on /);
    const rows = await subject.database.db.select().from(giftCards).where(eq(giftCards.purchaseKey, 'gift-one'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'purchase', status: 'active', purchaserEmail: 'ada.buyer@example.com' });
    expect(rows[0]?.chargeId).toMatch(/^ch_test_/);
    expect(rows[0]?.deliveredAt).not.toBeNull();
    expect(await outbox('gift_card_receipt', 'ada.buyer@example.com')).toHaveLength(1);
    const sent = await outbox('gift_card', 'grace@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.code).toBe(formatCode(rows[0]?.code ?? ''));

    // The recipient redeems it into credits.
    const who = await customer('grace.redeems@example.com');
    const redeemed = await call(who, {
      method: 'POST',
      url: '/api/v2/gift-cards/redeem/',
      payload: { code: sent[0]?.code },
    });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().balance_cents).toBe(5_000);
  });

  it('emails a later card on its day, not before', async () => {
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const bought = await purchase('gift-later', { recipient_email: 'later@example.com', deliver_on: later });
    expect(bought.statusCode).toBe(201);
    expect(await outbox('gift_card', 'later@example.com')).toHaveLength(0);
    await api.commerce.giftCards.deliverDue();
    expect(await outbox('gift_card', 'later@example.com')).toHaveLength(0);
    const realNow = api.clock.now;
    api.clock.now = () => new Date(Date.now() + 4 * 86_400_000);
    try {
      await api.commerce.giftCards.deliverDue();
    } finally {
      api.clock.now = realNow;
    }
    expect(await outbox('gift_card', 'later@example.com')).toHaveLength(1);
  });

  it('refuses a declined card, a past or far day, an amount off the range and a missing key, writing nothing', async () => {
    const declined = await purchase('gift-declined', {
      card: { number: '4000 0000 0000 0002', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().detail).toBe('Your card was declined. Try another card.');
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    for (const deliver_on of [yesterday, '2999-01-01', '2026-02-30', 'tomorrow']) {
      const refused = await purchase(`gift-day-${deliver_on}`, { deliver_on });
      expect(refused.statusCode).toBe(400);
      expect([GiftCardErrorCode.DeliveryDate, 'invalid_request']).toContain(refused.json().code);
    }
    for (const amount_cents of [2_499, 50_100, 2_550, 0, -5_000, 1e12]) {
      expect((await purchase(`gift-amount-${amount_cents}`, { amount_cents })).statusCode).toBe(400);
    }
    expect((await purchase(undefined)).statusCode).toBe(400);
    expect((await purchase('gift-bad-email', { recipient_email: 'not an email' })).statusCode).toBe(400);
    const written = await subject.database.db
      .select()
      .from(giftCards)
      .where(
        sql`${giftCards.purchaseKey} like 'gift-day-%' or ${giftCards.purchaseKey} like 'gift-amount-%' or ${giftCards.purchaseKey} in ('gift-declined', 'gift-bad-email')`,
      );
    expect(written).toHaveLength(0);
  });

  it('marks a purchase whose charge is refused failed: the key answers the refusal again, the card is no card', async () => {
    const failing = { number: '4000 0000 0000 0341', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' };
    const refused = await purchase('gift-charge-refused', {
      recipient_email: 'refused@example.com',
      sender_email: 'refused.buyer@example.com',
      card: failing,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'payment_failed', decline_code: 'card_declined' });
    const [row] = await subject.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.purchaseKey, 'gift-charge-refused'));
    expect(row).toMatchObject({ status: 'failed', failureCode: 'card_declined', cardLast4: '0341' });
    expect(row?.cardToken).toMatch(/^tok_/);

    const again = await purchase('gift-charge-refused', {
      recipient_email: 'refused@example.com',
      sender_email: 'refused.buyer@example.com',
      card: failing,
    });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(refused.json());
    expect(
      (
        await purchase('gift-charge-refused', {
          recipient_email: 'other@example.com',
          sender_email: 'refused.buyer@example.com',
          card: failing,
        })
      ).statusCode,
    ).toBe(422);

    // Never emailed, never redeemed, and no receipt.
    await api.commerce.giftCardSales.runPass();
    expect(await outbox('gift_card', 'refused@example.com')).toHaveLength(0);
    expect(await outbox('gift_card_receipt', 'refused.buyer@example.com')).toHaveLength(0);
    const who = await customer('tries.failed@example.com');
    const redeemed = await call(who, {
      method: 'POST',
      url: '/api/v2/gift-cards/redeem/',
      payload: { code: formatCode(row?.code ?? '') },
    });
    expect(redeemed.statusCode).toBe(404);

    // Another card with a new key buys it.
    const bought = await purchase('gift-charge-refused-2', { recipient_email: 'refused@example.com' });
    expect(bought.statusCode).toBe(201);
    expect(await outbox('gift_card', 'refused@example.com')).toHaveLength(1);
  });

  it('binds the key to its request: another body is refused with 422 and writes nothing', async () => {
    expect((await purchase('gift-bound', { recipient_email: 'bound@example.com' })).statusCode).toBe(201);
    const other = await purchase('gift-bound', { recipient_email: 'bound@example.com', amount_cents: 10_000 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: 'idempotency_key_reused',
      detail: 'This Idempotency-Key was used with a different request.',
    });
    const otherCard = await purchase('gift-bound', {
      recipient_email: 'bound@example.com',
      card: { number: '5555 5555 5555 4444', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
    });
    expect(otherCard.statusCode).toBe(422);
    const rows = await subject.database.db.select().from(giftCards).where(eq(giftCards.purchaseKey, 'gift-bound'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amountCents).toBe(5_000);
    expect((await purchase('gift-bound', { recipient_email: 'bound@example.com' })).statusCode).toBe(200);
  });
});
