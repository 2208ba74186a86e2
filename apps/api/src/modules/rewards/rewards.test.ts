// The rewards points (issue 41; docs/decisions/230-rewards-points.md) on the real app and database: a paid box earns
// a point per whole dollar charged (credits and points do not earn), a refund takes back in proportion, a box not
// delivered earns none; at the cutoff a box redeems whole steps from the minimum balance (below it, points roll over),
// after the promotion and before credits, never below $0, unless the customer switched it off; a box never charged
// gives its points back; points expire 12 months after the last paid box, and a customer who comes back sooner keeps
// them; every movement is written once, however many processes try it. GET never writes.
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { pointEntries } from '../../db/schema/rewards';
import type { CliIo } from '../../lib/cli';
import { addCreditEntry } from '../credits/ledger';
import { runOrdersCommand } from '../orders/cli';
import { TestPaymentProvider } from '../payments/test-provider';
import { earnPoints, expirePoints } from './points';
import { insertPointEntry } from './repository';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.41');
const operators = consoleClient(() => api, '10.43');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);
const db = () => subject.database.db;
const order = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const entries = (customerId: number) =>
  db().select().from(pointEntries).where(eq(pointEntries.customerId, customerId)).orderBy(asc(pointEntries.id));
const balance = async (customerId: number) => (await entries(customerId)).reduce((sum, row) => sum + row.points, 0);
const rewards = async (who: Who) => {
  const answer = await call(who, { method: 'GET', url: '/api/v2/rewards/' });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

/** Points given as a scene (an operator's grant would look the same to the ledger). */
const givePoints = (customerId: number, points: number, tag: string) =>
  insertPointEntry(db(), {
    customerId,
    points,
    reason: 'earned',
    reference: `test-${customerId}-${tag}`,
    orderId: null,
    at: new Date(),
  });

async function setConfig(name: string, value: string) {
  await db().execute(
    sql`insert into dynamic_configs (name, value) values (${name}, ${value}) on conflict (name) do update set value = excluded.value`,
  );
}

/** A customer's first box placed; `before` sets the scene (points, credits) before its cutoff. */
async function placed(email: string, card?: Record<string, unknown>) {
  const who = await readyCustomer(email, card);
  const response = await place(who, `rewards-${email}`);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json().id as number;
  return { who, id, cutoff: new Date(response.json().delivery.cutoff_at) };
}

async function pastCutoff(id: number, cutoff: Date) {
  await at(new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());
  return (await order(id)) as NonNullable<Awaited<ReturnType<typeof order>>>;
}

async function run(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
  await runOrdersCommand(args, db(), io, { provider: new TestPaymentProvider(), clock: api.clock });
  return lines;
}

describe('earning', () => {
  it('earns a point per whole dollar charged when the box is paid, shown on the rewards and the order', async () => {
    const { who, id, cutoff } = await placed('earn.paid@example.com');
    expect((await rewards(who)).points).toBe(0);
    const row = await pastCutoff(id, cutoff);
    expect(row.status).toBe('paid');
    const earned = Math.floor(row.totalCents / 100);
    expect(earned).toBeGreaterThan(0);
    expect(await entries(who.id)).toMatchObject([
      { points: earned, reason: 'earned', orderId: id, reference: `order-${id}-earned` },
    ]);
    const view = await rewards(who);
    expect(view).toMatchObject({ points: earned, auto_redeem: true });
    expect(view.history).toEqual([{ at: expect.any(String), points: earned, reason: 'earned', order_id: id }]);
    const shown = (await call(who, { method: 'GET', url: `/api/v2/orders/${id}/` })).json();
    expect(shown).toMatchObject({ points_earned: earned, points_used: 0, totals: { points_cents: 0 } });
  });

  it('does not earn on what credits paid', async () => {
    const { who, id, cutoff } = await placed('earn.credits@example.com');
    await addCreditEntry(db(), {
      customerId: who.id,
      amountCents: 2550,
      kind: 'adjustment',
      reference: `test-credits-${who.id}`,
      at: new Date(),
    });
    const row = await pastCutoff(id, cutoff);
    expect(row.creditsCents).toBe(2550);
    expect(await balance(who.id)).toBe(Math.floor(row.totalCents / 100));
    expect(await balance(who.id)).toBeLessThan(Math.floor((row.totalCents + row.creditsCents) / 100));
  });

  it('earns once however often the payment is recorded, and never for a box marked not delivered', async () => {
    const { who, id, cutoff } = await placed('earn.once@example.com');
    const row = await pastCutoff(id, cutoff);
    await Promise.all([
      db().transaction((tx) => earnPoints(tx, row, new Date())),
      db().transaction((tx) => earnPoints(tx, row, new Date())),
    ]);
    expect((await entries(who.id)).filter((entry) => entry.reason === 'earned')).toHaveLength(1);
    await api.commerce.deliveryMarks.notDelivered(id, 'Box left at the wrong door');
    expect(await balance(who.id)).toBe(0);
    expect((await entries(who.id)).at(-1)).toMatchObject({ reason: 'not_delivered', orderId: id });
    const shown = (await call(who, { method: 'GET', url: `/api/v2/orders/${id}/` })).json();
    expect(shown.points_earned).toBe(0);
  });

  it('takes points back in proportion to a refund (rounded down), all of them when refunded in full', async () => {
    const { who, id, cutoff } = await placed('earn.refund@example.com');
    const row = await pastCutoff(id, cutoff);
    const earned = Math.floor(row.totalCents / 100);
    const part = Math.floor(row.totalCents / 3);
    await run('refund', String(id), '--amount-cents', String(part));
    const first = Math.floor((earned * part) / row.totalCents);
    expect(await balance(who.id)).toBe(earned - first);
    await run('refund', String(id));
    expect(await balance(who.id)).toBe(0);
    expect((await entries(who.id)).map((entry) => entry.reason)).toEqual(['earned', 'refunded', 'refunded']);
  });

  it('takes points back in proportion to a problem report’s credits, and a later refund counts them too', async () => {
    const { who, id, cutoff } = await placed('earn.problem@example.com');
    const row = await pastCutoff(id, cutoff);
    const nextMorning = new Date(new Date(`${row.deliveryDate}T23:59:00-05:00`).getTime() + 2 * 60 * 60 * 1000);
    await at(nextMorning, () => api.commerce.deliveryMarks.markDue());
    expect((await order(id))?.status).toBe('delivered');
    const earned = Math.floor(row.totalCents / 100);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);
    const [line] = lines;
    if (!line) throw new Error('no line');
    const reported = await at(new Date(nextMorning.getTime() + DAY), () =>
      call(who, {
        method: 'POST',
        url: `/api/v2/orders/${id}/issues/`,
        payload: { lines: [{ content_type: line.itemType, object_id: line.itemId, problem: 'missing' }] },
      }),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const credited = reported.json().credited_cents as number;
    expect(credited).toBeGreaterThan(0);
    // By hand: ⌊earned × credited / paid⌋ go back (paid: the card's total, no credits on this box).
    const first = Math.floor((earned * credited) / row.totalCents);
    expect(first).toBeGreaterThan(0);
    expect(await balance(who.id)).toBe(earned - first);
    expect((await entries(who.id)).at(-1)).toMatchObject({
      reason: 'refunded',
      orderId: id,
      points: -first,
      reference: `order-${id}-refunded-${credited}`,
    });
    // The rest refunded to the card: everything given back, every point taken back, none twice.
    await run('refund', String(id));
    expect(await balance(who.id)).toBe(0);
    expect((await entries(who.id)).map((entry) => entry.reason)).toEqual(['earned', 'refunded', 'refunded']);
  });
});

describe('redeeming at the cutoff', () => {
  it('redeems whole steps of 100 points for $5 each from the minimum, keeping the rest', async () => {
    const { who, id, cutoff } = await placed('redeem.steps@example.com');
    await givePoints(who.id, 250, 'steps');
    const before = await order(id);
    const view = await rewards(who);
    expect(view.next_box).toEqual({ redeems_points: 200, saves_cents: 1000 });
    const row = await pastCutoff(id, cutoff);
    expect(row.pointsCents).toBe(1000);
    expect(row.totalCents).toBe((before?.totalCents ?? 0) - 1000);
    const redeemed = (await entries(who.id)).find((entry) => entry.reason === 'redeemed');
    expect(redeemed).toMatchObject({ points: -200, orderId: id });
    // 50 left, plus what the box earned on what it charged.
    expect(await balance(who.id)).toBe(50 + Math.floor(row.totalCents / 100));
    const shown = (await call(who, { method: 'GET', url: `/api/v2/orders/${id}/` })).json();
    expect(shown).toMatchObject({ points_used: 200, totals: { points_cents: 1000 } });
  });

  it('rolls points over below rollover.min_points_per_order', async () => {
    const { who, id, cutoff } = await placed('redeem.rollover@example.com');
    await givePoints(who.id, 99, 'below');
    expect((await rewards(who)).next_box).toBeNull();
    const row = await pastCutoff(id, cutoff);
    expect(row.pointsCents).toBe(0);
    expect(await balance(who.id)).toBe(99 + Math.floor(row.totalCents / 100));
  });

  it('reads the configs: a higher minimum rolls over what the default would redeem', async () => {
    const { who, id, cutoff } = await placed('redeem.config@example.com');
    await givePoints(who.id, 300, 'config');
    await setConfig('rollover.min_points_per_order', '400');
    try {
      expect((await rewards(who)).next_box).toBeNull();
      expect((await pastCutoff(id, cutoff)).pointsCents).toBe(0);
    } finally {
      await setConfig('rollover.min_points_per_order', '100');
    }
  });

  it('never takes a box below $0, and redeems after the promotion and before credits', async () => {
    const { who, id, cutoff } = await placed('redeem.ceiling@example.com');
    await givePoints(who.id, 100_000, 'many');
    await addCreditEntry(db(), {
      customerId: who.id,
      amountCents: 10_000,
      kind: 'adjustment',
      reference: `test-credits-${who.id}`,
      at: new Date(),
    });
    const before = (await order(id)) as NonNullable<Awaited<ReturnType<typeof order>>>;
    const payable = before.subtotalCents - before.discountCents + before.deliveryFeeCents;
    const row = await pastCutoff(id, cutoff);
    const steps = Math.floor(payable / 500);
    expect(row.pointsCents).toBe(steps * 500);
    // Credits pay only what the points left; nothing below zero.
    expect(row.creditsCents).toBe(payable - steps * 500);
    expect(row.totalCents).toBe(0);
    expect(row.status).toBe('paid');
    expect(await balance(who.id)).toBe(100_000 - steps * 100);
  });

  it('redeems nothing when the customer switched it off', async () => {
    const { who, id, cutoff } = await placed('redeem.off@example.com');
    await givePoints(who.id, 500, 'off');
    const saved = await call(who, { method: 'PUT', url: '/api/v2/rewards/', payload: { auto_redeem: false } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ auto_redeem: false, next_box: null, points: 500 });
    const row = await pastCutoff(id, cutoff);
    expect(row.pointsCents).toBe(0);
    expect((await rewards(who)).auto_redeem).toBe(false);
  });

  it('gives the points back when the box is never charged (its last payment attempt failed)', async () => {
    const { who, id, cutoff } = await placed('redeem.failed@example.com', {
      number: '4000 0000 0000 0341',
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      zip: '10001',
    });
    await givePoints(who.id, 200, 'failed');
    const row = await pastCutoff(id, cutoff);
    expect(row).toMatchObject({ status: 'payment_failed', pointsCents: 1000 });
    expect(await balance(who.id)).toBe(0);
    for (const hours of [25, 25 + 49]) {
      await at(new Date(cutoff.getTime() + hours * 60 * 60 * 1000), () => api.commerce.finalization.runDue());
    }
    expect((await order(id))?.status).toBe('canceled');
    expect(await balance(who.id)).toBe(200);
    expect((await entries(who.id)).map((entry) => entry.reason)).toEqual(['earned', 'redeemed', 'redeem_returned']);
  });
});

describe('expiry', () => {
  it('expires points 12 months after the last paid box, once, however many processes run the job', async () => {
    const { who, id, cutoff } = await placed('expire.year@example.com');
    await pastCutoff(id, cutoff);
    const earned = await balance(who.id);
    expect(earned).toBeGreaterThan(0);
    const paidAt = cutoff.getTime() + 1000;
    // A day short of the year: kept.
    await expirePoints(db(), new Date(paidAt + 364 * DAY));
    expect(await balance(who.id)).toBe(earned);
    const later = new Date(paidAt + 367 * DAY);
    await Promise.all([expirePoints(db(), later), expirePoints(db(), later), api.commerce.pointsExpiry.run()]);
    expect(await balance(who.id)).toBe(0);
    expect((await entries(who.id)).filter((entry) => entry.reason === 'expired')).toHaveLength(1);
  });

  it('keeps the points of a canceled customer who comes back within the year', async () => {
    const { who, id, cutoff } = await placed('expire.comeback@example.com');
    await pastCutoff(id, cutoff);
    const earned = await balance(who.id);
    await call(who, { method: 'POST', url: '/api/v2/subscription/cancel/', payload: { reason: 'too_expensive' } });
    const paidAt = cutoff.getTime() + 1000;
    await expirePoints(db(), new Date(paidAt + 300 * DAY));
    const back = await call(who, { method: 'POST', url: '/api/v2/subscription/reactivate/' });
    expect(back.statusCode, back.body).toBe(200);
    await expirePoints(db(), new Date(paidAt + 330 * DAY));
    expect(await balance(who.id)).toBe(earned);
  });
});

describe('GET and PUT /api/v2/rewards/', () => {
  it('never writes on a GET, answers 403 signed out and 400 naming the field for bad input', async () => {
    const { who } = await placed('rewards.http@example.com');
    const count = async () => (await db().execute(sql`select count(*)::int as n from reward_accounts`)).rows[0];
    const before = await count();
    await rewards(who);
    expect(await count()).toEqual(before);
    expect((await call(undefined, { method: 'GET', url: '/api/v2/rewards/' })).statusCode).toBe(403);
    const bad = await call(who, { method: 'PUT', url: '/api/v2/rewards/', payload: { auto_redeem: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('auto_redeem');
    const extra = await call(who, {
      method: 'PUT',
      url: '/api/v2/rewards/',
      payload: { auto_redeem: true, points: 9 },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('what the customer and the console read', () => {
  it('counts the points the next box will use in the next charge, before the credits', async () => {
    const { who } = await placed('rewards.next-charge@example.com');
    await givePoints(who.id, 100, 'next-charge');
    const view = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json();
    const total = view.upcoming[0].totals.total_cents as number;
    expect(view.next_charge).toMatchObject({ amount_cents: total - 500, credits_cents: 0 });
  });

  it('lists a customer’s points with a reason for each change to an operator, 404 for no customer', async () => {
    const { who, id, cutoff } = await placed('rewards.console@example.com');
    await pastCutoff(id, cutoff);
    const support = await operators.operator('rewards.support@larder.test', 'support');
    const answer = await operators.call(support, {
      method: 'GET',
      url: `/api/admin/customers/${who.id}/rewards/`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      points: await balance(who.id),
      auto_redeem: true,
      entries: [{ reason: 'earned', order_id: id, points: await balance(who.id) }],
    });
    const missing = await operators.call(support, {
      method: 'GET',
      url: '/api/admin/customers/999999/rewards/',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(who, { method: 'GET', url: `/api/admin/customers/${who.id}/rewards/` })).statusCode).toBe(401);
  });
});
