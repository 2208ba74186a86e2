// Also on the PostgreSQL server (its tests tagged postgres-server): runs at once wait for each other on a transaction-level advisory lock.
// The learning on the real app and database (issue 27; docs/decisions/190-learning.md, "Learning"): box edits are
// recorded in the edit's own transaction (a refused edit records nothing), the learning job gives one result however
// many run at once and the plan reads it, and only an admin may run it on demand, with an audit row.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { boxEdits, itemBiases, itemFactors, itemSimilarities, learningRuns } from '../../db/schema/learning';
import { auditLog } from '../../db/schema/operators';
import { orderLines } from '../../db/schema/orders';
import { OperatorAccounts } from '../operators/operator-accounts';
import { orderHistory } from '../orders/order-reads';
import { FACTORS, foldIn, predict } from './factors';
import { LearningJob } from './recompute';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, saveQuiz, readyCustomer, place } = checkoutClient(() => api, '10.43');
const PASSWORD = 'a long operator passphrase';

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' },
  });
  await roomyBoxes(subject.database.db); // these tests add to planned boxes; box-capacity.test.ts tests the limits
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const db = () => subject.database.db;
const editsOf = (orderId: number) =>
  db()
    .select({ type: boxEdits.itemType, id: boxEdits.itemId, action: boxEdits.action, customerId: boxEdits.customerId })
    .from(boxEdits)
    .where(eq(boxEdits.orderId, orderId))
    .orderBy(asc(boxEdits.id));

describe('box edits as signals', () => {
  it('records each item added, removed and swapped out with the edit, and nothing for an edit refused', async () => {
    const who = await readyCustomer('edits.their.box@example.com');
    const placed = await place(who, 'edits-key');
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().id as number;
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const [first, second] = lines;
    if (!first || !second) throw new Error('the first box has at least two lines');
    const edit = (payload: object) => call(who, { method: 'PUT', url: `/api/v2/orders/${orderId}/lines/`, payload });

    const removed = await edit({ type: first.itemType, id: first.itemId, quantity: 0 });
    expect(removed.statusCode, removed.body).toBe(200);
    // Taking out what is not in the box changes nothing and records nothing.
    expect((await edit({ type: first.itemType, id: first.itemId, quantity: 0 })).statusCode).toBe(200);
    const inBox = new Set(lines.map((line) => `${line.itemType}:${line.itemId}`));
    const productId = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((id) => !inBox.has(`product:${id}`)) as number;
    const added = await edit({ type: 'product', id: productId, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    // A new quantity of a line already there is neither.
    expect((await edit({ type: 'product', id: productId, quantity: 2 })).statusCode).toBe(200);
    const swapped = await call(who, {
      method: 'POST',
      url: `/api/v2/orders/${orderId}/lines/swap/`,
      payload: { type: second.itemType, id: second.itemId },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);

    expect(await editsOf(orderId)).toEqual([
      { type: first.itemType, id: first.itemId, action: 'removed', customerId: who.id },
      { type: 'product', id: productId, action: 'added', customerId: who.id },
      { type: second.itemType, id: second.itemId, action: 'removed', customerId: who.id },
    ]);

    // Refused (the item is disliked and not confirmed: 409): the transaction rolls back, its record with it.
    const disliked = [11, 12, 13, 14, 15].find((id) => !inBox.has(`product:${id}`)) as number;
    const rated = await call(who, {
      method: 'PUT',
      url: '/api/v2/customers/self/ratings/',
      payload: { content_type: 'product', object_id: disliked, rating: -1 },
    });
    expect(rated.statusCode).toBe(200);
    const refused = await edit({ type: 'product', id: disliked, quantity: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await editsOf(orderId)).length).toBe(3);
  });
});

describe('the learning job', () => {
  it('gives one result from runs at once, the same as one run, and plans read it', {
    tags: ['postgres-server'],
  }, async () => {
    // Three customers like the same two products; a fourth likes only the first.
    const like = (who: { id: number; cookie: string }, id: number) =>
      call(who, {
        method: 'PUT',
        url: '/api/v2/customers/self/ratings/',
        payload: { content_type: 'product', object_id: id, rating: 1 },
      });
    for (const email of ['taste.one@example.com', 'taste.two@example.com', 'taste.three@example.com']) {
      const who = await customer(email);
      expect((await like(who, 21)).statusCode).toBe(200);
      expect((await like(who, 22)).statusCode).toBe(200);
    }
    const job = new LearningJob(db(), api.clock, orderHistory);
    const [one, two] = await Promise.all([job.recompute('nightly'), job.recompute('nightly')]);
    expect(one.id).not.toBe(two.id);
    expect([one.pairs, one.items]).toEqual([two.pairs, two.items]);
    const rows = await db()
      .select()
      .from(itemSimilarities)
      .orderBy(
        asc(itemSimilarities.itemType),
        asc(itemSimilarities.itemId),
        asc(itemSimilarities.neighborType),
        asc(itemSimilarities.neighborId),
      );
    expect(rows.length).toBe(one.pairs);
    // The store-wide scores: the two products everyone liked are the most liked (1).
    const biases = await db().select().from(itemBiases).orderBy(asc(itemBiases.itemId));
    expect(biases.filter((row) => row.itemType === 'product' && [21, 22].includes(row.itemId))).toEqual([
      { itemType: 'product', itemId: 21, score: 1 },
      { itemType: 'product', itemId: 22, score: 1 },
    ]);
    const pair = rows.find((row) => row.itemId === 21 && row.neighborId === 22 && row.itemType === 'product');
    expect(pair?.score).toBeGreaterThan(0);
    expect(rows.some((row) => row.itemId === 22 && row.neighborId === 21 && row.score === pair?.score)).toBe(true);
    await job.recompute('nightly');
    const again = await db()
      .select()
      .from(itemSimilarities)
      .orderBy(
        asc(itemSimilarities.itemType),
        asc(itemSimilarities.itemId),
        asc(itemSimilarities.neighborType),
        asc(itemSimilarities.neighborId),
      );
    expect(again).toEqual(rows);
    const factors = await db().select().from(itemFactors).orderBy(asc(itemFactors.itemType), asc(itemFactors.itemId));
    // Read in pages of one customer (the job's keyset pages, bounded memory): the same rows, the same customers.
    const paged = await new LearningJob(db(), api.clock, orderHistory, 1).recompute('nightly');
    expect([paged.customers, paged.pairs]).toEqual([one.customers, one.pairs]);
    const pagedRows = await db()
      .select()
      .from(itemSimilarities)
      .orderBy(
        asc(itemSimilarities.itemType),
        asc(itemSimilarities.itemId),
        asc(itemSimilarities.neighborType),
        asc(itemSimilarities.neighborId),
      );
    expect(pagedRows).toEqual(rows);
    expect(await db().select().from(itemFactors).orderBy(asc(itemFactors.itemType), asc(itemFactors.itemId))).toEqual(
      factors,
    );

    // A customer who likes product 21 has product 22 scored up by customers like them; with it in a plan, the
    // reason names the signal.
    const fourth = await customer('taste.four@example.com');
    await saveQuiz(fourth);
    expect((await like(fourth, 21)).statusCode).toBe(200);
    const plans = await api.plans.weeklyPlans([{ customerId: fourth.id, weeks: [nextMonday(api.clock.now())] }]);
    const single = await api.plans.plan(fourth.id, { week: nextMonday(api.clock.now()) });
    expect(plans.get(fourth.id)?.get(nextMonday(api.clock.now()))).toEqual(single);
  });

  it('names the signal in the reason: the item the customer loved, and at most one item explored', async () => {
    const week = nextMonday(api.clock.now());
    const fifth = await customer('reasons.five@example.com');
    await saveQuiz(fifth);
    const before = await api.plans.plan(fifth.id, { week });
    const dinners = before.sections.find((section) => section.occasion === 'dinner')?.items ?? [];
    const [loved, alike] = dinners;
    if (!loved || !alike) throw new Error('the quiz plans two dinners at least');
    const like = (who: { id: number; cookie: string }, item: { type: string; id: number }) =>
      call(who, {
        method: 'PUT',
        url: '/api/v2/customers/self/ratings/',
        payload: { content_type: item.type, object_id: item.id, rating: 1 },
      });
    // Three customers love both dinners; the job learns they go together; the fifth customer loves the first.
    for (const email of ['reasons.one@example.com', 'reasons.two@example.com', 'reasons.three@example.com']) {
      const who = await customer(email);
      expect((await like(who, loved)).statusCode).toBe(200);
      expect((await like(who, alike)).statusCode).toBe(200);
    }
    await new LearningJob(db(), api.clock, orderHistory).recompute('nightly');
    expect((await like(fifth, loved)).statusCode).toBe(200);
    // A model older than a day is still read (the nightly run may fail or lag): 30 hours later.
    const later = new Date(api.clock.now().getTime() + 30 * 60 * 60 * 1000);
    const plan = await atTime(api, later, () => api.plans.plan(fifth.id, { week }));
    const after = plan.sections.flatMap((section) => section.items);
    expect(after.find((item) => item.key === loved.key)?.reason).toContain('You gave it a thumbs up');
    expect(after.find((item) => item.key === alike.key)?.reason).toContain(`You loved ${loved.name}`);
    expect(after.filter((item) => item.reason.includes('New for you: ')).length).toBeLessThanOrEqual(1);

    // The factor model the job stored is what plans read 30 hours later, and folded in from the fifth customer's one
    // thumbs up it ranks the dinner the three customers loved with it above one nobody rated.
    const stored = await db().select().from(itemFactors);
    expect(stored.length).toBeGreaterThan(0);
    const answers = await atTime(api, later, () => api.plans.answers(fifth.id));
    const model = answers?.learned?.factors;
    if (!model) throw new Error('the plan reads the stored factor model');
    expect([model.rank, model.ridge, model.items.size]).toEqual([FACTORS.rank, FACTORS.ridge, stored.length]);
    for (const row of stored) {
      expect(model.items.get(`${row.itemType}:${row.itemId}`)).toEqual({ bias: row.bias, vector: row.factors });
    }
    const lovedFactors = model.items.get(loved.key);
    const alikeFactors = model.items.get(alike.key);
    if (!lovedFactors || !alikeFactors) throw new Error('the job learned factors of both dinners');
    const folded = foldIn(model.rank, model.ridge, [{ factors: lovedFactors, value: 1 }]);
    expect(predict(folded, alikeFactors)).toBeGreaterThan(0.5);
  });
});

describe('POST /api/admin/learning/recompute/', () => {
  const URL = '/api/admin/learning/recompute/';
  let counter = 0;
  const post = (cookie: string | undefined) => {
    counter += 1;
    return api.inject({
      method: 'POST',
      url: URL,
      remoteAddress: `10.44.0.${counter}`,
      headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    });
  };
  const operator = async (email: string, role: 'support' | 'operations' | 'admin') => {
    const row = await new OperatorAccounts(db(), api.clock, api.operatorSessions, api.passwords).add(
      email,
      role,
      PASSWORD,
      null,
    );
    const response = await api.inject({
      method: 'POST',
      url: '/api/admin/session/',
      remoteAddress: '10.44.1.1',
      headers: CLIENT_HEADERS,
      payload: { email, password: PASSWORD },
    });
    const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
    if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
    return { id: row.id, cookie: `${cookie.name}=${cookie.value}` };
  };

  it('is refused without an operator (401), to a customer (401) and below admin (403); an admin’s run is audited', async () => {
    const runsBefore = (await db().select().from(learningRuns)).length;
    expect((await post(undefined)).statusCode).toBe(401);
    const shopper = await customer('not.an.operator@example.com');
    expect((await post(shopper.cookie)).statusCode).toBe(401);
    for (const role of ['support', 'operations'] as const) {
      const refused = await post((await operator(`${role}.learning@example.com`, role)).cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'admin' });
    }
    expect((await db().select().from(learningRuns)).length).toBe(runsBefore);

    const admin = await operator('admin.learning@example.com', 'admin');
    const response = await post(admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json();
    expect(run).toMatchObject({ customers: expect.any(Number), items: expect.any(Number), pairs: expect.any(Number) });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'learning'), eq(auditLog.recordId, String(run.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operatorId: admin.id,
      action: 'learning.recompute',
      after: { customers: run.customers, items: run.items, pairs: run.pairs },
    });
  });
});

function nextMonday(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
