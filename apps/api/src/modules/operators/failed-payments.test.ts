// Issue 42, the Failed payments screen (docs/decisions/207-operator-day.md): the queue of orders whose payment failed
// (the provider's reason in the customer's words, attempts, next attempt, the card), a retry now through the orders
// module's payment owner (the next attempt, audited, one at a time: two at once charge once), and an email asking the
// customer to update their card (the outbox, audited). Support sees the queue and is refused the changes (403).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, GOOD_CARD } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { auditLog } from '../../db/schema/operators';
import { orders } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.146');
const { call, operator } = consoleClient(() => api, '10.147');
let operations: string;
let support: string;
let failedId: number;
let paidId: number;

const db = () => subject.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const auditRows = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const post = (cookie: string, url: string) => call(cookie, { method: 'POST', url });

async function finalized(email: string, card?: Record<string, unknown>): Promise<number> {
  const who = await readyCustomer(email, card);
  const placed = await place(who, `failed-payments-${email}`);
  expect(placed.statusCode).toBe(201);
  const id = placed.json().id as number;
  const row = await rowOf(id);
  await atTime(api, new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
  return id;
}

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  await roomyBoxes(subject.database.db);
  api = subject.app;
  operations = await operator('operations.failed@example.com', 'operations');
  support = await operator('support.failed@example.com', 'support');
  // Saved without trouble, declined at every charge (as Stripe's 4000 0000 0000 0341).
  failedId = await finalized('declined.failed@example.com', { ...GOOD_CARD, number: '4000 0000 0000 0341' });
  paidId = await finalized('paid.failed@example.com');
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

describe('the failed payments queue', () => {
  it('lists each failed payment with the reason, attempts, next attempt and card; no paid order', async () => {
    const queue = await call(support, { method: 'GET', url: '/api/admin/payments/failed/' });
    expect(queue.statusCode).toBe(200);
    expect(queue.headers['cache-control']).toBe('no-store');
    const row = await rowOf(failedId);
    expect(queue.json()).toMatchObject({
      count: 1,
      results: [
        {
          order_id: failedId,
          customer: { email: 'declined.failed@example.com' },
          failure_code: 'card_declined',
          reason: 'Your card was declined. Try another card.',
          attempts: 1,
          attempts_max: 3,
          next_attempt_at: row?.nextPaymentAttemptAt?.toISOString(),
          card: { brand: 'visa', last4: '0341' },
        },
      ],
    });
    expect((await call(support, { method: 'GET', url: '/api/admin/payments/failed/?limit=0' })).statusCode).toBe(400);
  });
});

describe('retrying a failed payment', () => {
  it('refuses support (403) and a paid order (409 in words), writing nothing', async () => {
    expect((await post(support, `/api/admin/orders/${failedId}/retry-payment/`)).statusCode).toBe(403);
    const paid = await post(operations, `/api/admin/orders/${paidId}/retry-payment/`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().detail).toBe(`Order ${paidId} is paid: only a failed payment can be tried again.`);
    expect((await post(operations, '/api/admin/orders/999999/retry-payment/')).statusCode).toBe(404);
    expect(await auditRows('order.payment_retry')).toEqual([]);
    expect((await rowOf(failedId))?.paymentAttempts).toBe(1);
  });

  it('charges now as the next attempt, audited; two at once charge once', async () => {
    const [first, second] = await Promise.all([
      post(operations, `/api/admin/orders/${failedId}/retry-payment/`),
      post(operations, `/api/admin/orders/${failedId}/retry-payment/`),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 409]);
    expect(answers[0]?.json()).toMatchObject({
      order_id: failedId,
      status: 'payment_failed',
      reason: 'Your card was declined. Try another card.',
      attempts: 2,
    });
    expect(answers[1]?.json().detail).toBe(`A charge of order ${failedId} is under way: look again in a minute.`);
    const row = await rowOf(failedId);
    expect(row?.paymentAttempts).toBe(2);
    // The next attempt is the schedule's, after this one (48 hours), not the lease.
    expect(row?.nextPaymentAttemptAt?.getTime()).toBeGreaterThan(Date.now() + 47 * 60 * 60 * 1000);
    const audit = await auditRows('order.payment_retry');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      recordId: String(failedId),
      before: { status: 'payment_failed', payment_attempts: 1, payment_failure: 'card_declined' },
      after: { attempt: 2 },
    });
  });

  it('emails the customer to update the card, audited; a paid order is refused', async () => {
    const sent = await post(operations, `/api/admin/orders/${failedId}/card-update-email/`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ order_id: failedId, sent_to: 'declined.failed@example.com' });
    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order_update'), eq(emailOutbox.recipient, 'declined.failed@example.com')));
    expect(
      emails.filter((email) => (email.data as { kind?: string }).kind === 'payment_failed').length,
    ).toBeGreaterThan(0);
    expect(await auditRows('order.card_update_email')).toHaveLength(1);
    expect((await post(operations, `/api/admin/orders/${paidId}/card-update-email/`)).statusCode).toBe(409);
  });

  it('cancels the box when the last attempt fails, and it leaves the queue', async () => {
    const last = await post(operations, `/api/admin/orders/${failedId}/retry-payment/`);
    expect(last.json()).toMatchObject({ status: 'canceled', attempts: 3, next_attempt_at: null });
    const queue = (await call(support, { method: 'GET', url: '/api/admin/payments/failed/' })).json();
    expect(queue.count).toBe(0);
    const again = await post(operations, `/api/admin/orders/${failedId}/retry-payment/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`Order ${failedId} is canceled: only a failed payment can be tried again.`);
  });
});
