// A gift card purchase whose API process is SIGKILLed between Stripe's charge and the card's write (issue 26;
// docs/decisions/170-gift-cards.md). The Stripe stand-in makes the charge and holds its answer; the process is
// killed while it waits, then another process starts on the same PostgreSQL database. The purchase was written
// pending before the charge, so after the restart it completes — by the delivery pass (a job on the queue, once the
// purchase has been pending for a minute) or by the buyer's retry with the same Idempotency-Key — with the charge
// Stripe made: exactly one PaymentIntent, one card carrying its id, one receipt. No charge exists without its card.
import { STORE_TIME_ZONE } from '@larder/contracts/values/store-time';
import { StripeStandIn } from '@larder/stand-ins/stripe';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../test/accounts';
import { type ApiProcess, scratchDatabase, startApi } from '../test/processes';
import { confirmedGuestCard } from '../test/stripe';

const standIn = new StripeStandIn();
let scratch: { url: string; drop: () => Promise<void> };
let database: pg.Client;
let env: NodeJS.ProcessEnv;
const apis: ApiProcess[] = [];
let held: ReturnType<StripeStandIn['holdPaymentIntents']> | undefined;

beforeAll(async () => {
  await standIn.start();
  scratch = await scratchDatabase('giftcrash');
  env = {
    DATABASE_URL: scratch.url,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: standIn.publishableKey,
    PUBLIC_STRIPE_JS_URL: standIn.scriptUrl(),
    STRIPE_API_URL: standIn.url,
    GIFT_CARD_RATE_LIMIT_PER_IP: '1000',
    // No scheduled passes: the test sends the delivery pass's job itself.
    JOBS_CRON: 'false',
    JOBS_POLL_INTERVAL_SECONDS: '0.5',
  };
  database = new pg.Client({ connectionString: scratch.url });
});

afterAll(async () => {
  held?.release();
  await database?.end().catch(() => {});
  for (const api of apis) await api.stop().catch(() => {});
  await scratch?.drop();
  await standIn.stop();
});

async function start(): Promise<ApiProcess> {
  const api = await startApi(env);
  apis.push(api);
  if (apis.length === 1) await database.connect();
  return api;
}

async function post(api: ApiProcess, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${api.url}${url}`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

/** The purchase the page sends, with a guest's card confirmed in the Payment Element. */
async function purchaseBody(api: ApiProcess, recipient: string) {
  const stripe = await confirmedGuestCard(
    standIn,
    async () => (await post(api, '/api/v2/gift-cards/payment-setup/')).json,
  );
  return {
    amount_cents: 10_000,
    recipient_name: 'Grace',
    recipient_email: recipient,
    sender_name: 'Ada',
    sender_email: `buyer.${recipient}`,
    deliver_on: new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(new Date()),
    stripe,
  };
}

/** Buys through `api`, and SIGKILLs it once Stripe has charged, before the answer reaches it. */
async function killedAfterCharge(api: ApiProcess, key: string, body: Awaited<ReturnType<typeof purchaseBody>>) {
  held = standIn.holdPaymentIntents();
  const purchase = post(api, '/api/v2/gift-cards/', body, { 'idempotency-key': key }).catch(() => undefined);
  const charged = await held.arrived;
  expect(charged.headers['idempotency-key']).toBe(`gift-card-${key}`);
  const written = await cardRows(key);
  expect(written).toEqual([expect.objectContaining({ status: 'pending', charge_id: null })]);
  await api.kill();
  held.release();
  await purchase;
  expect(intentsOf(body.stripe.customer_id)).toHaveLength(1);
}

const cardRows = async (key: string) =>
  (
    await database.query<{ id: number; status: string; charge_id: string | null; delivered_at: Date | null }>(
      'select id, status, charge_id, delivered_at from gift_cards where purchase_key = $1',
      [key],
    )
  ).rows;
const intentsOf = (customerId: string) =>
  [...standIn.paymentIntents.values()].filter((intent) => intent.customer === customerId);
const mailCount = async (template: string, recipient: string) =>
  (
    await database.query<{ n: number }>(
      'select count(*)::int as n from email_outbox where template = $1 and recipient = $2',
      [template, recipient],
    )
  ).rows[0]?.n;

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a gift card purchase killed between the charge and the write', () => {
  it('is completed after a restart by the delivery pass: one charge, the card once with that charge', async () => {
    const first = await start();
    const body = await purchaseBody(first, 'restart@example.com');
    await killedAfterCharge(first, 'crash-pass', body);

    const second = await start();
    // A minute later (the pass leaves a purchase alone while its own request may still run).
    await database.query(
      `update gift_cards set created_at = created_at - interval '2 minutes' where purchase_key = 'crash-pass'`,
    );
    const boss = new PgBoss({ connectionString: scratch.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    try {
      await boss.send('gift-cards.deliver-due', {});
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    await until(async () => (await cardRows('crash-pass'))[0]?.status === 'active', 'the card is active');

    const intents = intentsOf(body.stripe.customer_id);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ status: 'succeeded', amount: 10_000 });
    const cards = await cardRows('crash-pass');
    expect(cards).toEqual([expect.objectContaining({ status: 'active', charge_id: intents[0]?.id })]);
    expect(await mailCount('gift_card_receipt', 'buyer.restart@example.com')).toBe(1);
    await until(async () => (await mailCount('gift_card', 'restart@example.com')) === 1, 'the card is emailed');

    // The buyer's retry answers that card, charging nothing more.
    const retried = await post(second, '/api/v2/gift-cards/', body, { 'idempotency-key': 'crash-pass' });
    expect(retried.status).toBe(200);
    expect(retried.json.id).toBe(cards[0]?.id);
    expect(intentsOf(body.stripe.customer_id)).toHaveLength(1);
    expect(second.child.exitCode).toBeNull();
  });

  it('is completed after a restart by the buyer’s retry with the same key, charged once', async () => {
    const [, second] = apis as [ApiProcess, ApiProcess];
    const body = await purchaseBody(second, 'retry@example.com');
    await killedAfterCharge(second, 'crash-retry', body);

    const third = await start();
    const retried = await post(third, '/api/v2/gift-cards/', body, { 'idempotency-key': 'crash-retry' });
    expect(retried.status).toBe(201);
    const again = await post(third, '/api/v2/gift-cards/', body, { 'idempotency-key': 'crash-retry' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(retried.json);

    const intents = intentsOf(body.stripe.customer_id);
    expect(intents).toHaveLength(1);
    // Stripe replayed the first charge's answer to the retry.
    const charges = standIn.requests.filter(
      (request) =>
        request.path === '/v1/payment_intents' && request.headers['idempotency-key'] === 'gift-card-crash-retry',
    );
    expect(charges).toHaveLength(2);
    const cards = await cardRows('crash-retry');
    expect(cards).toEqual([expect.objectContaining({ status: 'active', charge_id: intents[0]?.id })]);
    expect(await mailCount('gift_card_receipt', 'buyer.retry@example.com')).toBe(1);
    expect(await mailCount('gift_card', 'retry@example.com')).toBe(1);
  });
});
