// PAYMENT_PROVIDER=stripe against the Stripe stand-in (test/stand-ins/stripe.ts), through the official `stripe`
// package: the SetupIntent the page confirms, the card read back from Stripe, idempotent off-session charges, and
// the webhook endpoint's signature checks (valid, wrong secret, stale timestamp, replayed event).
import { CardMessage, CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { StripeStandIn, signPayload } from '@larder/stand-ins/stripe';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, sessionCookie, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';
import { StripePaymentProvider, stripeClient } from './stripe-provider';

type Who = { id: number; cookie: string };
const standIn = new StripeStandIn();
let subject: TestApp;
let api: FastifyInstance;
let counter = 0;

function call(who: Who | undefined, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }) {
  counter += 1;
  return api.inject({
    remoteAddress: `10.8.0.${counter % 250}`,
    ...options,
    headers: { ...CLIENT_HEADERS, ...(who ? { cookie: who.cookie } : {}), ...options.headers },
  });
}

async function customer(email: string): Promise<Who> {
  const response = await signUp(api, { email });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, cookie: sessionCookie(response) };
}

/** The confirm Stripe.js makes from the page. */
async function confirmInPage(clientSecret: string, number: string) {
  return (await standIn.confirmAsStripeJs(clientSecret, number)).body as { id: string; status?: string };
}

async function setup(who: Who) {
  const response = await call(who, { method: 'POST', url: '/api/v2/checkout/stripe-setup/' });
  expect(response.statusCode).toBe(200);
  return response.json() as { client_secret: string; publishable_key: string; js_url: string };
}

function webhook(body: string, signature: string | undefined) {
  return api.inject({
    method: 'POST',
    url: '/api/webhooks/stripe/',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload: body,
  });
}

const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
  });

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
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
    },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
  await standIn.stop();
});

describe('saving a card with Stripe', () => {
  it('gives the page a SetupIntent for off-session use, and keeps the card Stripe confirmed', async () => {
    const who = await customer('stripe.card@example.com');
    const started = await setup(who);
    expect(started).toEqual({
      client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
      publishable_key: standIn.publishableKey,
      js_url: standIn.scriptUrl(),
    });
    const intent = [...standIn.setupIntents.values()].at(-1);
    expect(intent).toMatchObject({ usage: 'off_session' });
    const confirmed = await confirmInPage(started.client_secret, '4242424242424242');
    expect(confirmed.status).toBe('succeeded');
    const kept = await call(who, {
      method: 'POST',
      url: '/api/v2/checkout/card/stripe/',
      payload: { setup_intent_id: confirmed.id },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().checkout.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    const stored = await subject.database.db.execute(
      sql`select token, provider_customer_id from payment_methods where customer_id = ${who.id}`,
    );
    expect(stored.rows[0]).toMatchObject({
      token: expect.stringMatching(/^pm_/),
      provider_customer_id: expect.stringMatching(/^cus_/),
    });
    // A second setup reuses the Stripe customer.
    await setup(who);
    expect(new Set([...standIn.setupIntents.values()].slice(-2).map((each) => each.customer)).size).toBe(1);
  });

  it('answers a declined card with the reason, and never takes another customer’s SetupIntent', async () => {
    const who = await customer('stripe.declined@example.com');
    const started = await setup(who);
    const intentId = started.client_secret.split('_secret_')[0] ?? '';
    await confirmInPage(started.client_secret, '4000000000009995');
    const refused = await call(who, {
      method: 'POST',
      url: '/api/v2/checkout/card/stripe/',
      payload: { setup_intent_id: intentId },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: CheckoutErrorCode.PaymentFailed,
      detail: CardMessage.InsufficientFunds,
    });

    const other = await customer('stripe.other@example.com');
    await setup(other);
    const stolen = await call(other, {
      method: 'POST',
      url: '/api/v2/checkout/card/stripe/',
      payload: { setup_intent_id: intentId },
    });
    expect(stolen.statusCode).toBe(400);
    const unknown = await call(other, {
      method: 'POST',
      url: '/api/v2/checkout/card/stripe/',
      payload: { setup_intent_id: 'seti_doesnotexist' },
    });
    expect(unknown.statusCode).toBe(400);
    const testForm = await call(other, {
      method: 'POST',
      url: '/api/v2/checkout/card/',
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
    });
    expect(testForm.statusCode).toBe(409);
  });
});

/** A customer's card saved through the Payment Element, and the provider to charge it. */
async function savedStripeCard(email: string) {
  const provider = new StripePaymentProvider(
    stripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url, timeoutMs: 5000 }),
  );
  const who = await customer(email);
  const started = await setup(who);
  const confirmed = await confirmInPage(started.client_secret, '4242424242424242');
  const kept = await provider.completeSetup(confirmed.id, String([...standIn.setupIntents.values()].at(-1)?.customer));
  if (kept?.status !== 'saved') throw new Error('expected a saved card');
  return { provider, kept };
}

describe('charging off-session', () => {
  it('charges once per idempotency key, and maps a decline to words a customer understands', async () => {
    const { provider, kept } = await savedStripeCard('stripe.charge@example.com');
    const request = {
      card: kept.card,
      amountCents: 5212,
      currency: 'usd' as const,
      idempotencyKey: 'order-41-charge-1',
      description: 'Larder order 41',
      metadata: { order_id: '41' },
    };
    const first = await provider.charge(request);
    const again = await provider.charge(request);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(again).toEqual(first);
    expect(
      [...standIn.paymentIntents.values()].filter(
        (intent) => (intent.metadata as Record<string, string> | undefined)?.order_id === '41',
      ),
    ).toHaveLength(1);
    standIn.failNextCharges('insufficient_funds');
    const failed = await provider.charge({ ...request, idempotencyKey: 'order-41-charge-2' });
    expect(failed).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient_funds', message: CardMessage.InsufficientFunds },
    });
  });
});

describe('a charge Stripe is still processing', () => {
  it('is not paid: asked again later, Stripe says whether it succeeded or failed', async () => {
    const { provider, kept } = await savedStripeCard('stripe.processing@example.com');
    const request = (key: string) => ({
      card: kept.card,
      amountCents: 4100,
      currency: 'usd' as const,
      idempotencyKey: key,
      description: 'Larder order 77',
      metadata: { order_id: '77', attempt: '1' },
    });
    standIn.processNextCharges(2);
    const settles = await provider.charge(request('order-77-attempt-1'));
    const fails = await provider.charge(request('order-78-attempt-1'));
    expect(settles).toMatchObject({ status: 'processing', chargeId: expect.stringMatching(/^pi_/) });
    expect(fails).toMatchObject({ status: 'processing' });
    expect(await provider.chargeStatus(settles.chargeId ?? '')).toEqual(settles);
    standIn.settle(settles.chargeId ?? '', 'succeeded');
    standIn.settle(fails.chargeId ?? '', 'insufficient_funds');
    expect(await provider.chargeStatus(settles.chargeId ?? '')).toEqual({
      status: 'succeeded',
      chargeId: settles.chargeId,
    });
    expect(await provider.chargeStatus(fails.chargeId ?? '')).toMatchObject({
      status: 'failed',
      chargeId: fails.chargeId,
      failure: { code: 'insufficient_funds', message: CardMessage.InsufficientFunds },
    });
  });
});

describe('refunding a charge', () => {
  it('refunds a PaymentIntent once per idempotency key, and reports Stripe refusing more than is left', async () => {
    const provider = new StripePaymentProvider(
      stripeClient({ secretKey: standIn.secretKey, apiUrl: standIn.url, timeoutMs: 5000 }),
    );
    const who = await customer('stripe.refund@example.com');
    const started = await setup(who);
    const confirmed = await confirmInPage(started.client_secret, '4242424242424242');
    const kept = await provider.completeSetup(
      confirmed.id,
      String([...standIn.setupIntents.values()].at(-1)?.customer),
    );
    if (kept?.status !== 'saved') throw new Error('expected a saved card');
    const charged = await provider.charge({
      card: kept.card,
      amountCents: 3000,
      currency: 'usd',
      idempotencyKey: 'order-77-charge-1',
      description: 'Larder order 77',
      metadata: { order_id: '77' },
    });
    if (charged.status !== 'succeeded') throw new Error('expected a charge');
    const request = { chargeId: charged.chargeId, amountCents: 1000, idempotencyKey: 'refund-77-1' };
    const first = await provider.refund(request);
    expect(first).toEqual({ status: 'succeeded', refundId: expect.stringMatching(/^re_/) });
    expect(await provider.refund(request)).toEqual(first);
    const mine = () => [...standIn.refunds.values()].filter((refund) => refund.payment_intent === charged.chargeId);
    expect(mine()).toEqual([expect.objectContaining({ amount: 1000, object: 'refund', status: 'succeeded' })]);
    expect(await provider.refund({ ...request, amountCents: 2001, idempotencyKey: 'refund-77-2' })).toEqual({
      status: 'failed',
      message: 'Refund amount ($20.01) is greater than unrefunded amount on charge ($20.00)',
    });
    expect(await provider.refund({ ...request, amountCents: 2000, idempotencyKey: 'refund-77-3' })).toMatchObject({
      status: 'succeeded',
    });
    expect(mine().map((refund) => refund.amount)).toEqual([1000, 2000]);
  });
});

describe('buying a gift card with Stripe', () => {
  it('takes a guest’s card in the Payment Element and charges it once per purchase', async () => {
    const start = await call(undefined, { method: 'POST', url: '/api/v2/gift-cards/payment-setup/' });
    expect(start.statusCode).toBe(200);
    const setup = start.json() as { provider: string; client_secret: string; customer_id: string };
    expect(setup.provider).toBe('stripe');
    const confirmed = await confirmInPage(setup.client_secret, '4242424242424242');
    const buy = () =>
      call(undefined, {
        method: 'POST',
        url: '/api/v2/gift-cards/',
        headers: { 'idempotency-key': 'stripe-gift-1' },
        payload: {
          amount_cents: 2_500,
          recipient_name: 'Grace',
          recipient_email: 'grace.stripe@example.com',
          sender_name: 'Ada',
          sender_email: 'ada.stripe@example.com',
          deliver_on: api.commerce.giftCards.today(),
          stripe: { setup_intent_id: confirmed.id, customer_id: setup.customer_id },
        },
      });
    const [first, again] = [await buy(), await buy()];
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    const charges = standIn.requests.filter(
      (request) =>
        request.method === 'POST' &&
        request.path === '/v1/payment_intents' &&
        request.headers['idempotency-key'] === 'gift-card-stripe-gift-1',
    );
    expect(charges).toHaveLength(1);
    const intents = [...standIn.paymentIntents.values()].filter(
      (intent) => (intent as unknown as { customer: string }).customer === setup.customer_id,
    );
    expect(intents).toHaveLength(1);
    expect((intents[0] as unknown as { amount: number; status: string }).amount).toBe(2_500);

    // Someone else's SetupIntent with a made-up customer is refused, and the test provider's form is not taken here.
    const stranger = await call(undefined, {
      method: 'POST',
      url: '/api/v2/gift-cards/',
      headers: { 'idempotency-key': 'stripe-gift-2' },
      payload: {
        amount_cents: 2_500,
        recipient_name: 'Grace',
        recipient_email: 'grace.stripe@example.com',
        sender_name: 'Eve',
        sender_email: 'eve@example.com',
        deliver_on: api.commerce.giftCards.today(),
        stripe: { setup_intent_id: confirmed.id, customer_id: 'cus_madeup' },
      },
    });
    expect(stranger.statusCode).toBe(400);
    const testCard = await call(undefined, {
      method: 'POST',
      url: '/api/v2/gift-cards/',
      headers: { 'idempotency-key': 'stripe-gift-3' },
      payload: {
        amount_cents: 2_500,
        recipient_name: 'Grace',
        recipient_email: 'grace.stripe@example.com',
        sender_name: 'Eve',
        sender_email: 'eve@example.com',
        deliver_on: api.commerce.giftCards.today(),
        card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', zip: '10001' },
      },
    });
    expect(testCard.statusCode).toBe(409);
  });
});

describe('POST /api/webhooks/stripe/', () => {
  it('handles a signed event once: a redelivery is acknowledged and skipped', async () => {
    const body = event('evt_once', 'setup_intent.succeeded', { id: 'seti_x', object: 'setup_intent' });
    const first = await webhook(body, signPayload(body, standIn.webhookSecret));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const replayed = await webhook(body, signPayload(body, standIn.webhookSecret));
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
  });

  it('refuses a wrong secret, a stale timestamp, a changed body and a missing header, writing nothing', async () => {
    const body = event('evt_forged', 'setup_intent.succeeded', { id: 'seti_y', object: 'setup_intent' });
    const stale = Math.floor(Date.now() / 1000) - 301;
    const cases: [string, string | undefined][] = [
      [body, signPayload(body, 'whsec_someoneelse')],
      [body, signPayload(body, standIn.webhookSecret, stale)],
      [body.replace('seti_y', 'seti_z'), signPayload(body, standIn.webhookSecret)],
      [body, undefined],
      ['not json', signPayload('not json', standIn.webhookSecret)],
    ];
    for (const [index, [payload, signature]] of cases.entries()) {
      const response = await webhook(payload, signature);
      expect(response.statusCode, `case ${index}`).toBe(400);
    }
    const rows = await subject.database.db.execute(sql`select id from stripe_events where id = 'evt_forged'`);
    expect(rows.rows).toEqual([]);
  });

  it('records a charge’s outcome on its finalized order', async () => {
    const who = await customer('stripe.webhook@example.com');
    const { db } = subject.database;
    // An order as finalization leaves it (issue 16 finalizes at the cutoff).
    const [method] = (
      await db.execute(
        sql`insert into payment_methods (customer_id, provider, brand, last4, exp_month, exp_year, token, created_at)
            values (${who.id}, 'stripe', 'visa', '4242', 12, 2034, 'pm_x', now()) returning id`,
      )
    ).rows as { id: number }[];
    const address = JSON.stringify({ zip: '10001' });
    const [subscription] = (
      await db.execute(
        sql`insert into subscriptions (customer_id, zone_code, delivery_weekday, address, payment_method_id, created_at)
            values (${who.id}, 'nyc', 4, ${address}::jsonb, ${method?.id}, now()) returning id`,
      )
    ).rows as { id: number }[];
    const [order] = (
      await db.execute(
        sql`insert into orders (customer_id, subscription_id, status, delivery_date, cutoff_at, zone_code, address,
              subtotal_cents, discount_cents, delivery_fee_cents, credits_cents, total_cents, min_order_cents,
              free_delivery_min_cents, payment_method_id, created_at)
            values (${who.id}, ${subscription?.id}, 'finalized', '2030-01-03', now(), 'nyc', ${address}::jsonb,
              5000, 0, 0, 0, 5000, 4000, 9000, ${method?.id}, now()) returning id`,
      )
    ).rows as { id: number }[];
    const body = event('evt_paid', 'payment_intent.succeeded', {
      id: 'pi_1',
      object: 'payment_intent',
      metadata: { order_id: String(order?.id), attempt: '1' },
    });
    expect((await webhook(body, signPayload(body, standIn.webhookSecret))).statusCode).toBe(200);
    const [row] = await db
      .select({ status: orders.status, chargeId: orders.chargeId, attempts: orders.paymentAttempts })
      .from(orders)
      .where(eq(orders.id, Number(order?.id)));
    // The webhook came first: the order is paid with its charge id, so a refund to the card can find it.
    expect(row).toEqual({ status: 'paid', chargeId: 'pi_1', attempts: 1 });
  });
});
