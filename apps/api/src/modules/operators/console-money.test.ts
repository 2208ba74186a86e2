// Issue 44, the console's money paths (docs/decisions/200-operators.md):
// - a refund counts the credits the order's problem reports gave: a box reported and then refunded in full is paid
//   back once;
// - a refund takes an Idempotency-Key bound to its request: the same key again (in parallel too) is one refund,
//   answered as the first, the key with another request is 422, no key is 400;
// - support's credits are limited per operator and per customer over a period, and the customer's page says what is
//   left to the support operator looking at it.
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries, refunds } from '../../db/schema/credits';
import { orderLines, orders } from '../../db/schema/orders';
import { creditBalance } from '../credits/ledger';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const { call: customerCall, readyCustomer, place } = checkoutClient(() => api, '10.144');
const PASSWORD = 'a long operator passphrase';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      SESSION_IDLE_TIMEOUT_SECONDS: '7776000',
      OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS: '86400',
      ADMIN_SUPPORT_CREDIT_LIMIT_CENTS: '2500',
      ADMIN_SUPPORT_CREDIT_OPERATOR_LIMIT_CENTS: '10000',
      ADMIN_SUPPORT_CREDIT_CUSTOMER_LIMIT_CENTS: '5000',
      ADMIN_SUPPORT_CREDIT_PERIOD_DAYS: '30',
    },
  });
  await roomyBoxes(subject.database.db);
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const db = () => subject.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

function call(cookie: string, options: InjectOptions & { headers?: Record<string, string> }) {
  return api.inject({ ...options, headers: { ...CLIENT_HEADERS, cookie, ...options.headers } });
}

async function operator(email: string, role: 'support' | 'operations' | 'admin') {
  const row = await new OperatorAccounts(db(), api.clock, api.operatorSessions, api.passwords).add(
    email,
    role,
    PASSWORD,
    null,
  );
  const response = await api.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: CLIENT_HEADERS,
    payload: { email, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.body}`);
  return { id: row.id, cookie: `${cookie.name}=${cookie.value}` };
}

/** A customer's box, charged (and delivered, when asked), by the store's own passes with the clock moved. */
async function charged(email: string, deliver = false): Promise<{ who: Who; id: number; deliveredAt?: Date }> {
  const who = await readyCustomer(email);
  const placed = await place(who, `money-${email}`);
  expect(placed.statusCode).toBe(201);
  const id = placed.json().id as number;
  const row = await rowOf(id);
  await atTime(api, new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
  expect((await rowOf(id))?.status).toBe('paid');
  if (!deliver) return { who, id };
  const nextMorning = new Date(new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
  await atTime(api, nextMorning, () => api.commerce.deliveryMarks.markDue());
  const after = await rowOf(id);
  expect(after?.status).toBe('delivered');
  return { who, id, deliveredAt: after?.deliveredAt as Date };
}

const refund = (cookie: string, orderId: number, payload: object, key?: string) =>
  call(cookie, {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund/`,
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('a refund after problem reports', () => {
  it('gives back only what the reported credits did not, and says so when nothing is left', async () => {
    const ops = await operator('refund.after.report@example.com', 'operations');
    const { who, id, deliveredAt } = await charged('reported.then.refunded@example.com', true);
    const order = await rowOf(id);
    if (!order || !deliveredAt) throw new Error('no order');
    const paid = order.totalCents + order.creditsCents;
    // The customer reports every line of the box but the last: credits for those lines at the price paid.
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);
    expect(lines.length).toBeGreaterThan(1);
    const reported = await atTime(api, new Date(deliveredAt.getTime() + DAY), () =>
      customerCall(who, {
        method: 'POST',
        url: `/api/v2/orders/${id}/issues/`,
        payload: {
          lines: lines.slice(0, 1).map((line) => ({
            content_type: line.itemType,
            object_id: line.itemId,
            problem: 'spoiled',
          })),
        },
      }),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const credited = reported.json().credited_cents as number;
    expect(credited).toBeGreaterThan(0);
    const balance = await creditBalance(db(), who.id);

    // "Refund in full" gives the rest: the box is paid back once, not once and a part.
    const full = await refund(ops.cookie, id, { as: 'card' }, 'refund-after-report');
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ card_cents: paid - credited, credit_cents: 0 });
    expect((await rowOf(id))?.refundedCents).toBe(paid - credited);
    expect(await creditBalance(db(), who.id)).toBe(balance);

    const more = await refund(ops.cookie, id, { amount_cents: 1, as: 'credits' }, 'refund-after-report-2');
    expect(more.statusCode).toBe(409);
    expect(more.json().detail).toContain('given as credits for reported problems');
    expect(await creditBalance(db(), who.id)).toBe(balance);
  });
});

describe('a refund’s Idempotency-Key', () => {
  it('makes five identical parallel credit refunds one, and refuses the key with another request', async () => {
    const ops = await operator('refund.keys@example.com', 'operations');
    const { who, id } = await charged('refund.keys.customer@example.com');
    const balance = await creditBalance(db(), who.id);
    const body = { amount_cents: 500, as: 'credits' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(ops.cookie, id, body, 'five-dollars')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json()).toEqual(answers[0]?.json());
    expect(answers[0]?.json()).toMatchObject({ credit_cents: 500, card_cents: 0, resumed: false });
    expect(await creditBalance(db(), who.id)).toBe(balance + 500);
    expect((await rowOf(id))?.refundedCents).toBe(500);

    const other = await refund(ops.cookie, id, { amount_cents: 700, as: 'credits' }, 'five-dollars');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const noKey = await refund(ops.cookie, id, body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('idempotency_key_required');
    expect(await creditBalance(db(), who.id)).toBe(balance + 500);

    // A key is the operator's own: another operator's same key is another refund.
    const colleague = await operator('refund.keys.colleague@example.com', 'operations');
    expect((await refund(colleague.cookie, id, body, 'five-dollars')).statusCode).toBe(200);
    expect(await creditBalance(db(), who.id)).toBe(balance + 1000);
  });

  it('makes parallel card refunds with one key one provider refund, each answered as the first', async () => {
    const ops = await operator('refund.card.keys@example.com', 'operations');
    const { id } = await charged('refund.card.keys.customer@example.com');
    const provider = api.commerce.provider;
    const original = provider.refund.bind(provider);
    const asked: string[] = [];
    provider.refund = async (request) => {
      asked.push(request.idempotencyKey);
      return original(request);
    };
    try {
      const body = { amount_cents: 800, as: 'card' };
      const answers = await Promise.all(Array.from({ length: 5 }, () => refund(ops.cookie, id, body, 'card-eight')));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      for (const answer of answers) {
        expect(answer.json()).toMatchObject({ card_cents: 800, credit_cents: 0, resumed: false });
        expect(answer.json().provider_refund_id).toBe(answers[0]?.json().provider_refund_id);
      }
      // One refund: one row, one provider key, the order refunded once.
      const rows = await db().select().from(refunds).where(eq(refunds.orderId, id));
      expect(rows).toHaveLength(1);
      expect(new Set(asked)).toEqual(new Set([rows[0]?.idempotencyKey]));
      expect((await rowOf(id))?.refundedCents).toBe(800);
    } finally {
      provider.refund = original;
    }
  });
});

describe('support’s credits over a period', () => {
  const give = (cookie: string, customerId: number, amount: number, key: string) =>
    call(cookie, {
      method: 'POST',
      url: `/api/admin/customers/${customerId}/credits/`,
      payload: { amount_cents: amount, reason: 'Sorry about the late box' },
      headers: { 'idempotency-key': key },
    });
  const grantsTo = async (customerId: number) =>
    (
      await db()
        .select()
        .from(creditEntries)
        .where(and(eq(creditEntries.customerId, customerId), like(creditEntries.reference, 'operator-grant:%')))
    ).reduce((sum, entry) => sum + entry.amountCents, 0);

  it('stops one customer at the per-customer limit whatever the keys, and warns before', async () => {
    const support = await operator('support.period@example.com', 'support');
    const customer = await readyCustomer('credits.period@example.com');
    const page = await call(support.cookie, { method: 'GET', url: `/api/admin/customers/${customer.id}/` });
    expect(page.json().support_credits).toEqual({ grant_limit_cents: 2500, left_cents: 5000, period_days: 30 });

    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof give>> | undefined;
    for (let grant = 0; grant < 6; grant += 1) {
      last = await give(support.cookie, customer.id, 2500, `grant-${grant}`);
      statuses.push(last.statusCode);
      if (grant === 0) expect(last.json().support_credits.left_cents).toBe(2500);
    }
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403]);
    expect(last?.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
    expect(last?.json().detail).toContain('$0.00 more');
    expect(await grantsTo(customer.id)).toBe(5000);
    // A retry of a grant that was given still answers (and gives nothing more).
    expect((await give(support.cookie, customer.id, 2500, 'grant-0')).statusCode).toBe(200);
    expect(await grantsTo(customer.id)).toBe(5000);

    // Operations are not held to support's limits, and see no allowance.
    const ops = await operator('operations.period@example.com', 'operations');
    const opsGrant = await give(ops.cookie, customer.id, 2500, 'ops-grant');
    expect(opsGrant.statusCode).toBe(200);
    expect(opsGrant.json().support_credits).toBeNull();

    // Once the grants are older than the period, support can give again.
    await db()
      .update(creditEntries)
      .set({ createdAt: new Date(api.clock.now().getTime() - 31 * DAY) })
      .where(eq(creditEntries.customerId, customer.id));
    const fresh = await give(support.cookie, customer.id, 2500, 'grant-next-month');
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('stops one operator at the per-operator limit across customers', async () => {
    const support = await operator('support.spread@example.com', 'support');
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const customer = await readyCustomer(`credits.spread.${index}@example.com`);
      statuses.push((await give(support.cookie, customer.id, 2500, `spread-${index}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 403]);
  });
});
