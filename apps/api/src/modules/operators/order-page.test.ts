// Issue 42, point 2: an order's page answers what support needs — the delivery address, phone and instructions, the
// card (brand, last four, expiry), the customer, the free gift among the lines, and what a refund may still give back
// (0 on an order whose payment failed: no refund is offered and one asked is refused in the operator's words). A
// refund by lines is priced as the order charged them, audited with its lines; a line the order has not, too many of
// one, lines and an amount together are a 400 naming the field with nothing written.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, GOOD_CARD } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refunds } from '../../db/schema/credits';
import { auditLog } from '../../db/schema/operators';
import { orders } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.98');
const { call, operator } = consoleClient(() => api, '10.99');
let operations: string;
let support: string;
let paidId: number;
let failedId: number;

const db = () => subject.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const refundCount = async () => (await db().select({ n: count() }).from(refunds))[0]?.n ?? 0;
let keys = 0;
const refund = (orderId: number, payload: object) =>
  call(operations, {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund/`,
    payload,
    headers: { 'idempotency-key': `order-page-${++keys}` },
  });

/** A placed box taken past its cutoff by the store's own pass: paid, or payment failed with a declined card. */
async function finalized(email: string, card?: Record<string, unknown>): Promise<number> {
  const who = await readyCustomer(email, card);
  const placed = await place(who, `order-page-${email}`);
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
  operations = await operator('operations.order-page@example.com', 'operations');
  support = await operator('support.order-page@example.com', 'support');
  paidId = await finalized('paid.order-page@example.com');
  // Saved without trouble, declined at the charge (as Stripe's 4000 0000 0000 0341).
  failedId = await finalized('failed.order-page@example.com', { ...GOOD_CARD, number: '4000 0000 0000 0341' });
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

describe('an order’s page', () => {
  it('answers the address, phone, instructions, card, customer, free gift and what is left to refund', async () => {
    const page = await call(support, { method: 'GET', url: `/api/admin/orders/${paidId}/` });
    expect(page.statusCode).toBe(200);
    const { order, lines, customer } = page.json();
    expect(order.status).toBe('paid');
    expect(order.address).toMatchObject({
      address1: '350 Fifth Avenue',
      city: 'New York',
      zip: '10001',
      phone: expect.stringMatching(/^\(?212\)? ?555-?0100$|^2125550100$/),
      delivery_instructions: 'Leave with the doorman',
    });
    expect(order.payment_method).toEqual({
      brand: 'visa',
      last4: expect.stringMatching(/^\d{4}$/),
      exp_month: 12,
      exp_year: 2034,
    });
    expect(customer.email).toBe('paid.order-page@example.com');
    expect(order.refundable_cents).toBe(order.total_cents + order.credits_cents);
    // The free gift the checkout gave (the first of checkout.free_gift_product_ids) is in the box's lines.
    const row = await rowOf(paidId);
    expect(row?.freeGiftProductId).toEqual(expect.any(Number));
    expect(lines).toContainEqual(
      expect.objectContaining({ item_id: row?.freeGiftProductId, unit_price_cents: 0, free_gift: true, quantity: 1 }),
    );
    expect(lines.filter((line: { free_gift: boolean }) => !line.free_gift).length).toBeGreaterThan(1);
  });

  it('offers nothing to refund on a failed payment, and refuses one in the operator’s words', async () => {
    const page = (await call(support, { method: 'GET', url: `/api/admin/orders/${failedId}/` })).json();
    expect(page.order).toMatchObject({ status: 'payment_failed', refundable_cents: 0 });
    const before = await refundCount();
    const refused = await refund(failedId, { as: 'credits' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `Order ${failedId} is payment failed: only a paid or delivered order can be refunded.`,
    );
    expect(await refundCount()).toBe(before);
  });
});

describe('a refund by lines', () => {
  it('refuses a line the order has not, too many of one, and lines with an amount, writing nothing', async () => {
    const { lines } = (await call(operations, { method: 'GET', url: `/api/admin/orders/${paidId}/` })).json();
    const first = lines.find((line: { free_gift: boolean }) => !line.free_gift);
    const before = await refundCount();
    const missing = await refund(paidId, {
      as: 'credits',
      lines: [{ item_type: 'product', item_id: 999_999, quantity: 1 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().lines).toEqual([`Order ${paidId} has no such line (product 999999).`]);
    const tooMany = await refund(paidId, {
      as: 'credits',
      lines: [{ item_type: first.item_type, item_id: first.item_id, quantity: first.quantity + 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().lines[0]).toContain(`refund ${first.quantity} at most`);
    const both = await refund(paidId, {
      as: 'credits',
      amount_cents: 100,
      lines: [{ item_type: first.item_type, item_id: first.item_id, quantity: 1 }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().amount_cents).toEqual(['Refund lines or an amount, not both.']);
    expect(await refundCount()).toBe(before);
  });

  it('refunds two lines at what the order charged, audited with the lines; then past what is left in words', async () => {
    const { order, lines } = (await call(operations, { method: 'GET', url: `/api/admin/orders/${paidId}/` })).json();
    const [a, b] = lines.filter((line: { free_gift: boolean }) => !line.free_gift);
    const expected = a.unit_price_cents * a.quantity + b.unit_price_cents * b.quantity;
    const made = await refund(paidId, {
      as: 'credits',
      lines: [a, b].map((line) => ({ item_type: line.item_type, item_id: line.item_id, quantity: line.quantity })),
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ card_cents: 0, credit_cents: expected });
    const after = (await call(operations, { method: 'GET', url: `/api/admin/orders/${paidId}/` })).json();
    expect(after.order.refunded_cents).toBe(expected);
    expect(after.order.refundable_cents).toBe(order.refundable_cents - expected);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit?.after).toMatchObject({
      lines: [
        expect.objectContaining({ item_id: a.item_id, name: a.name, amount_cents: a.unit_price_cents * a.quantity }),
        expect.objectContaining({ item_id: b.item_id, amount_cents: b.unit_price_cents * b.quantity }),
      ],
    });

    const left = after.order.refundable_cents;
    const tooMuch = await refund(paidId, { as: 'credits', amount_cents: left + 1 });
    expect(tooMuch.statusCode).toBe(409);
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(tooMuch.json().detail).toMatch(
      new RegExp(`^Order ${paidId} has \\${money(left)} left to refund \\(.*\\): refund \\${money(left)} or less\\.$`),
    );
    expect(tooMuch.json().detail).not.toContain('--amount-cents');
  });
});
