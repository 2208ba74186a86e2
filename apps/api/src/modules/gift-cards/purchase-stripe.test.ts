// Buying a gift card with Stripe (the stand-in, test/stand-ins/stripe.ts) when the charge's answer is lost: the
// purchase is written pending, with the card to charge and never its number, before Stripe is asked; Stripe charges
// while its answer is held until the API gives up. A retry with the same Idempotency-Key, or the delivery pass a
// minute later, charges again with the same Stripe key (Stripe replays) and completes the card once: one
// PaymentIntent, one card with its id, one receipt. The same key with another body is refused, nothing charged.
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { StripeStandIn } from '@larder/stand-ins/stripe';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { confirmedGuestCard } from '../../../test/stripe';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCards } from '../../db/schema/gift-cards';

const standIn = new StripeStandIn();
let subject: TestApp;
let api: FastifyInstance;
let held: ReturnType<StripeStandIn['holdPaymentIntents']> | undefined;

beforeAll(async () => {
  await standIn.start();
  subject = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
      PUBLIC_STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
      PUBLIC_STRIPE_JS_URL: standIn.scriptUrl(),
      STRIPE_API_URL: standIn.url,
      // The API gives up on a held answer quickly (the client library retries twice, replayed and held too).
      STRIPE_TIMEOUT_MS: '1500',
      GIFT_CARD_RATE_LIMIT_PER_IP: '1000',
    },
  });
  api = subject.app;
});

afterAll(async () => {
  held?.release();
  await subject?.app.close();
  await standIn.stop();
});

/** A guest's card confirmed in the Payment Element: what the page sends with the purchase. */
const guestCard = () =>
  confirmedGuestCard(standIn, async () =>
    (await api.inject({ method: 'POST', url: '/api/v2/gift-cards/payment-setup/', headers: CLIENT_HEADERS })).json(),
  );

const body = (stripe: { setup_intent_id: string; customer_id: string }, recipient: string) => ({
  amount_cents: 7_500,
  recipient_name: 'Grace',
  recipient_email: recipient,
  sender_name: 'Ada',
  sender_email: `buyer.${recipient}`,
  deliver_on: api.commerce.giftCards.today(),
  stripe,
});

const buy = (key: string, payload: unknown) =>
  api.inject({
    method: 'POST',
    url: '/api/v2/gift-cards/',
    headers: { ...CLIENT_HEADERS, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });

const cardsOf = (key: string) => subject.database.db.select().from(giftCards).where(eq(giftCards.purchaseKey, key));
const intentsFor = (customerId: string) =>
  [...standIn.paymentIntents.values()].filter((intent) => intent.customer === customerId);
const mail = async (template: string, recipient: string) =>
  (
    await subject.database.db.execute(
      sql`select id from email_outbox where template = ${template} and recipient = ${recipient}`,
    )
  ).rows.length;

/** A purchase whose charge Stripe made but whose answer never came back: left pending. */
async function cutOff(key: string, payload: ReturnType<typeof body>) {
  held = standIn.holdPaymentIntents();
  const first = buy(key, payload);
  const request = await held.arrived;
  // Written before Stripe was asked: pending, with the card to charge and the request's digest, never a number.
  const [pending] = await cardsOf(key);
  expect(pending).toMatchObject({
    status: 'pending',
    chargeId: null,
    cardBrand: 'visa',
    cardLast4: '4242',
    cardExpMonth: 12,
    cardExpYear: 2034,
    cardToken: expect.stringMatching(/^pm_/),
    cardProviderCustomerId: payload.stripe.customer_id,
    requestDigest: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(JSON.stringify(pending)).not.toContain('4242424242424242');
  expect(request.headers['idempotency-key']).toBe(`gift-card-${key}`);
  const lost = await first;
  expect(lost.statusCode).toBeGreaterThanOrEqual(500);
  held.release();
  expect((await cardsOf(key))[0]?.status).toBe('pending');
  expect(intentsFor(payload.stripe.customer_id)).toHaveLength(1);
  return pending;
}

describe('a gift card purchase whose charge answer was lost', () => {
  it('is completed by a retry with the same key: one charge, one card with its id, one receipt', async () => {
    const payload = body(await guestCard(), 'retry@example.com');
    await cutOff('lost-retry', payload);

    const retried = await buy('lost-retry', payload);
    expect(retried.statusCode).toBe(201);
    const again = await buy('lost-retry', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(retried.json());

    const intents = intentsFor(payload.stripe.customer_id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 7_500 });
    const cards = await cardsOf('lost-retry');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'active', chargeId: intents[0]?.id });
    expect(await mail('gift_card_receipt', 'buyer.retry@example.com')).toBe(1);
    expect(await mail('gift_card', 'retry@example.com')).toBe(1);
  });

  it('is completed by the delivery pass once it has been pending for a minute', async () => {
    const payload = body(await guestCard(), 'restart@example.com');
    await cutOff('lost-pass', payload);

    // Not while its own request may still be running.
    await api.commerce.giftCardSales.runPass();
    expect((await cardsOf('lost-pass'))[0]?.status).toBe('pending');

    const realNow = api.clock.now;
    api.clock.now = () => new Date(realNow.call(api.clock).getTime() + 2 * 60_000);
    try {
      await api.commerce.giftCardSales.runPass();
      await api.commerce.giftCardSales.runPass();
    } finally {
      api.clock.now = realNow;
    }
    const intents = intentsFor(payload.stripe.customer_id);
    expect(intents).toHaveLength(1);
    const cards = await cardsOf('lost-pass');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'active', chargeId: intents[0]?.id });
    expect(cards[0]?.deliveredAt).not.toBeNull();
    expect(await mail('gift_card_receipt', 'buyer.restart@example.com')).toBe(1);
    expect(await mail('gift_card', 'restart@example.com')).toBe(1);

    // The buyer's retry now answers the card, without a new charge.
    const retried = await buy('lost-pass', payload);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(cards[0]?.id);
    expect(intentsFor(payload.stripe.customer_id)).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and charges nothing', async () => {
    const card = await guestCard();
    const payload = body(card, 'bound@example.com');
    expect((await buy('bound-key', payload)).statusCode).toBe(201);
    const before = standIn.requests.filter((request) => request.path === '/v1/payment_intents').length;
    const other = await buy('bound-key', { ...payload, amount_cents: 50_000 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      code: CheckoutErrorCode.IdempotencyKeyReused,
      detail: 'This Idempotency-Key was used with a different request.',
    });
    expect(standIn.requests.filter((request) => request.path === '/v1/payment_intents').length).toBe(before);
    const cards = await cardsOf('bound-key');
    expect(cards).toHaveLength(1);
    expect(cards[0]?.amountCents).toBe(7_500);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    expect((await buy('bound-key', reordered)).statusCode).toBe(200);
  });
});
