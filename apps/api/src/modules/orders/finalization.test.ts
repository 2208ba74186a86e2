// Also on the PostgreSQL server (its tests tagged postgres-server): three finalizers at once charge each order once: FOR UPDATE SKIP LOCKED on separate connections.
// Finalization at the cutoff on the real app and database: paid, skipped, a failed payment tried again after 24 and
// 48 hours and then canceled, a crash between the charge and its write, and several finalizers at once (on a
// PostgreSQL server, concurrently on separate connections) charging each order exactly once.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient, GOOD_CARD, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import type { ChargeRequest, PaymentProvider, RefundRequest } from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';
import { OrderFinalization } from './finalization';
import { OrderPayments, PAYMENT_RETRY_HOURS } from './order-payments';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.7');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

async function placed(email: string, card = GOOD_CARD): Promise<{ who: Who; orderId: number; cutoff: Date }> {
  const who = await readyCustomer(email, card);
  const response = await place(who, `key-${email}`);
  expect(response.statusCode).toBe(201);
  const orderId = response.json().id as number;
  return { who, orderId, cutoff: new Date(response.json().delivery.cutoff_at) };
}

const row = async (id: number) => (await subject.database.db.select().from(orders).where(eq(orders.id, id)))[0];

/** Runs `work` with the app's clock at `when`. */
const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);

const updates = async (orderId: number) =>
  (
    await subject.database.db.execute(
      sql`select data->>'kind' as kind from email_outbox where template = 'order_update'
          and (data->>'orderId')::int = ${orderId} order by id`,
    )
  ).rows.map((entry) => (entry as { kind: string }).kind);

/** The test provider, counting the charges of each order (a finalizer that charged twice shows here). */
class CountingProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly charges = new Map<string, number>();
  private readonly inner = new TestPaymentProvider();
  beginSetup() {
    return this.inner.beginSetup();
  }
  async charge(request: ChargeRequest) {
    const order = request.metadata.order_id ?? '';
    this.charges.set(order, (this.charges.get(order) ?? 0) + 1);
    // Give the other finalizers time to try the same order.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return this.inner.charge(request);
  }
  refund(request: RefundRequest) {
    return this.inner.refund(request);
  }
  chargeStatus(chargeId: string) {
    return this.inner.chargeStatus(chargeId);
  }
}

describe('finalizing at the cutoff', () => {
  it('leaves an order alone before its cutoff, then locks and charges it once', async () => {
    const { orderId, cutoff } = await placed('final.paid@example.com');
    const finalization = api.commerce.finalization;
    await at(new Date(cutoff.getTime() - 1000), () => finalization.runDue());
    expect((await row(orderId))?.status).toBe('scheduled');
    const result = await at(new Date(cutoff.getTime() + 1000), () => finalization.runDue());
    expect(result).toMatchObject({ finalized: 1, paid: 1 });
    expect(await row(orderId)).toMatchObject({
      status: 'paid',
      paymentAttempts: 1,
      chargeId: expect.stringMatching(/^ch_test_/),
      nextPaymentAttemptAt: null,
    });
    const again = await at(new Date(cutoff.getTime() + 2000), () => finalization.runDue());
    expect(again).toEqual({ finalized: 0, skipped: 0, paid: 0, failed: 0, canceled: 0, processing: 0, errors: 0 });
    // The customer sees the state.
    const who = (await row(orderId))?.customerId;
    expect(who).toBeGreaterThan(0);
  });

  it('skips an empty box without charging it, and says so', async () => {
    const { orderId, cutoff } = await placed('final.empty@example.com');
    await subject.database.db.delete(orderLines).where(eq(orderLines.orderId, orderId));
    const result = await at(new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    expect(await row(orderId)).toMatchObject({ status: 'skipped', paymentAttempts: 0, chargeId: null });
    expect(await updates(orderId)).toEqual(['skipped']);
  });

  it('tries a failed payment again after 24 and 48 hours, then cancels the delivery, telling the customer each time', async () => {
    const failing = { ...GOOD_CARD, number: '4000 0000 0000 0341' };
    const { orderId, cutoff } = await placed('final.declined@example.com', failing);
    const finalization = api.commerce.finalization;
    const first = new Date(cutoff.getTime() + 1000);
    expect((await at(first, () => finalization.runDue())).failed).toBeGreaterThanOrEqual(1);
    expect(await row(orderId)).toMatchObject({
      status: 'payment_failed',
      paymentAttempts: 1,
      paymentFailure: 'card_declined',
      nextPaymentAttemptAt: new Date(first.getTime() + (PAYMENT_RETRY_HOURS[0] ?? 0) * HOUR),
    });
    // Not due yet: nothing happens.
    await at(new Date(first.getTime() + 23 * HOUR), () => finalization.runDue());
    expect((await row(orderId))?.paymentAttempts).toBe(1);
    const second = new Date(first.getTime() + 24 * HOUR);
    await at(second, () => finalization.runDue());
    expect(await row(orderId)).toMatchObject({ status: 'payment_failed', paymentAttempts: 2 });
    await at(new Date(second.getTime() + 48 * HOUR), () => finalization.runDue());
    expect(await row(orderId)).toMatchObject({ status: 'canceled', paymentAttempts: 3, nextPaymentAttemptAt: null });
    expect(await updates(orderId)).toEqual(['payment_failed', 'payment_failed', 'canceled']);
  });

  it('recovers a crash between the charge and its write with the same idempotency key', async () => {
    const { orderId, cutoff } = await placed('final.crash@example.com');
    const { db } = subject.database;
    const crashedAt = new Date(cutoff.getTime() + 1000);
    // The finalizer locked the order and charged it, then died before writing the outcome.
    await db
      .update(orders)
      .set({
        status: 'finalized',
        finalizedAt: crashedAt,
        nextPaymentAttemptAt: new Date(crashedAt.getTime() + 600_000),
      })
      .where(eq(orders.id, orderId));
    const provider = new TestPaymentProvider();
    const card = (
      await db.execute(
        sql`select * from payment_methods where id = (select payment_method_id from orders where id = ${orderId})`,
      )
    ).rows[0] as { token: string };
    const charged = await provider.charge({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, token: card.token, providerCustomerId: null },
      amountCents: 1,
      currency: 'usd',
      idempotencyKey: `order-${orderId}-attempt-1`,
      description: '',
      metadata: {},
    });
    // While the lease holds, no one charges again; once it runs out, the next pass does, with the same key.
    await at(new Date(crashedAt.getTime() + 60_000), () => api.commerce.finalization.runDue());
    expect((await row(orderId))?.status).toBe('finalized');
    await at(new Date(crashedAt.getTime() + 600_001), () => api.commerce.finalization.runDue());
    expect(await row(orderId)).toMatchObject({ status: 'paid', chargeId: charged.chargeId, paymentAttempts: 1 });
  });

  it('finalizes and charges each order exactly once with three finalizers running at once', {
    tags: ['postgres-server'],
  }, async () => {
    const placedOrders = await Promise.all(
      Array.from({ length: 6 }, (_, index) => placed(`final.race.${index}@example.com`)),
    );
    const latest = Math.max(...placedOrders.map((entry) => entry.cutoff.getTime()));
    const provider = new CountingProvider();
    const clock = { now: () => new Date(latest + 1000) };
    const { deliveries, weeks } = api.commerce;
    const finalizers = [1, 2, 3].map(
      () =>
        new OrderFinalization(
          subject.database.db,
          clock,
          provider,
          api.outbox,
          deliveries,
          new OrderPayments(clock, api.outbox, weeks),
          (error) => {
            throw error;
          },
        ),
    );
    const results = await Promise.all(finalizers.map((finalizer) => finalizer.runDue()));
    const ids = placedOrders.map((entry) => String(entry.orderId));
    for (const id of ids) expect(provider.charges.get(id), `order ${id}`).toBe(1);
    expect(results.reduce((sum, result) => sum + result.paid, 0)).toBeGreaterThanOrEqual(ids.length);
    for (const entry of placedOrders) expect((await row(entry.orderId))?.status).toBe('paid');
  });
});
