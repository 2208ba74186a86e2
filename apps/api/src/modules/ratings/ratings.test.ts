// Thumbs on products and recipes (issue 27; docs/decisions/190-learning.md), on the real app and database: PUT and
// GET /api/v2/customers/self/ratings/ with hostile input, and what a rating does to the boxes the store builds — a
// disliked item leaves the plan and the weeks made after, comes back only added by hand and marked; a liked item
// says so.
import { ItemRatingPage } from '@larder/contracts/schemas/ratings';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { itemRatings } from '../../db/schema/ratings';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, saveQuiz, readyCustomer, place } = checkoutClient(() => api, '10.27');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db); // these tests add to planned boxes; box-capacity.test.ts tests the limits
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const URL = '/api/v2/customers/self/ratings/';
const rate = (who: Who | undefined, payload: unknown) =>
  call(who, { method: 'PUT', url: URL, payload: payload as object });
const list = async (who: Who, query = '') => {
  const response = await call(who, { method: 'GET', url: `${URL}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ItemRatingPage.parse(response.json());
};

type PlanItems = { type: 'product' | 'pairing'; id: number; reason: string }[];
async function planItems(who: Who): Promise<PlanItems> {
  const response = await call(who, { method: 'GET', url: '/api/v2/customers/self/plan/' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().sections as { items: PlanItems }[]).flatMap((section) => section.items);
}

describe('PUT and GET /api/v2/customers/self/ratings/', () => {
  it('sets, changes, clears and lists a customer’s ratings, newest first, paginated', async () => {
    const who = await customer('rates.things@example.com');
    expect((await rate(who, { content_type: 'product', object_id: 1, rating: 1 })).statusCode).toBe(200);
    expect((await rate(who, { content_type: 'pairing', object_id: 2, rating: -1 })).statusCode).toBe(200);
    expect((await rate(who, { content_type: 'product', object_id: 3, rating: 1 })).statusCode).toBe(200);
    const all = await list(who);
    expect(all.count).toBe(3);
    expect(all.results.map((entry) => [entry.content_type, entry.object_id, entry.rating])).toEqual(
      expect.arrayContaining([
        ['product', 1, 1],
        ['pairing', 2, -1],
        ['product', 3, 1],
      ]),
    );
    const first = await list(who, '?limit=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe(`http://localhost:3000${URL}?limit=2&offset=2`);
    const second = await list(who, '?limit=2&offset=2');
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe(`http://localhost:3000${URL}?limit=2`);
    // Changing a rating keeps one row; clearing removes it.
    expect((await rate(who, { content_type: 'product', object_id: 1, rating: -1 })).statusCode).toBe(200);
    expect((await rate(who, { content_type: 'pairing', object_id: 2, rating: 0 })).statusCode).toBe(200);
    const after = await list(who);
    expect(after.results.map((entry) => [entry.content_type, entry.object_id, entry.rating]).sort()).toEqual([
      ['product', 1, -1],
      ['product', 3, 1],
    ]);
    // Another customer sees none of them.
    expect((await list(await customer('rates.nothing@example.com'))).count).toBe(0);
  });

  it('refuses hostile input with a 4xx and a message, and writes nothing', async () => {
    const who = await customer('hostile.rater@example.com');
    const bad: unknown[] = [
      {},
      { content_type: 'product', object_id: 1 },
      { content_type: 'product', object_id: 1, rating: 2 },
      { content_type: 'product', object_id: 1, rating: '1' },
      { content_type: 'product', object_id: 1, rating: 0.5 },
      { content_type: 'tag', object_id: 1, rating: 1 },
      { content_type: 'product', object_id: 0, rating: 1 },
      { content_type: 'product', object_id: -1, rating: 1 },
      { content_type: 'product', object_id: 2_147_483_648, rating: 1 },
      { content_type: 'product', object_id: 1, rating: 1, extra: true },
      [{ content_type: 'product', object_id: 1, rating: 1 }],
      null,
    ];
    for (const payload of bad) {
      const response = await rate(who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().detail, JSON.stringify(payload)).toBeTruthy();
    }
    const unknown = await rate(who, { content_type: 'pairing', object_id: 999_999, rating: -1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_item' });
    for (const query of ['?limit=0', '?limit=501', '?offset=-1', '?limit=abc']) {
      expect((await call(who, { method: 'GET', url: `${URL}${query}` })).statusCode, query).toBe(400);
    }
    expect(await subject.database.db.select().from(itemRatings).where(eq(itemRatings.customerId, who.id))).toEqual([]);
    expect((await rate(undefined, { content_type: 'product', object_id: 1, rating: 1 })).statusCode).toBe(403);
    expect((await call(undefined, { method: 'GET', url: URL })).statusCode).toBe(403);
  });
});

describe('what ratings do to the boxes the store builds', () => {
  it('drops a disliked item from the plan, the open weeks and every week made after; added by hand it is marked', async () => {
    const who = await readyCustomer('dislikes.things@example.com');
    const placed = await place(who, 'dislike-key');
    expect(placed.statusCode).toBe(201);
    const before = await planItems(who);
    const disliked = before.slice(0, 3);
    for (const item of disliked) {
      expect((await rate(who, { content_type: item.type, object_id: item.id, rating: -1 })).statusCode).toBe(200);
    }
    const key = (item: { type: string; id: number }) => `${item.type}:${item.id}`;
    const gone = new Set(disliked.map(key));
    const after = await planItems(who);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((item) => gone.has(key(item)))).toEqual([]);

    // The weeks already made and still open had them swapped for the next best item.
    const weeks = await subject.database.db.select().from(orders).where(eq(orders.customerId, who.id));
    expect(weeks.length).toBeGreaterThan(1);
    for (const week of weeks) {
      expect(week.status).toBe('scheduled');
      const lines = await subject.database.db.select().from(orderLines).where(eq(orderLines.orderId, week.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => gone.has(`${line.itemType}:${line.itemId}`))).toEqual([]);
    }

    // The weeks the store makes from now on leave them out (the weeks not yet made are made by the pass).
    const later = weeks.filter((week) => week.id !== placed.json().id);
    for (const week of later) await subject.database.db.delete(orders).where(eq(orders.id, week.id));
    await api.commerce.cycle.runAll();
    const remade = await subject.database.db.select().from(orders).where(eq(orders.customerId, who.id));
    expect(remade.length).toBeGreaterThan(1);
    const remadeIds = remade.map((week) => week.id).filter((id) => id !== placed.json().id);
    for (const id of remadeIds) {
      const lines = await subject.database.db.select().from(orderLines).where(eq(orderLines.orderId, id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => gone.has(`${line.itemType}:${line.itemId}`))).toEqual([]);
    }

    // Added by hand: marked as the hard rules are (rule-check), and asked before adding (confirm).
    const item = disliked[0] as PlanItems[number];
    const check = await call(who, {
      method: 'POST',
      url: '/api/v2/customers/self/plan/rule-check/',
      payload: { items: [{ type: item.type, id: item.id }] },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().breaking).toEqual([{ type: item.type, id: item.id }]);
    const week = remadeIds[0] as number;
    const unasked = await call(who, {
      method: 'PUT',
      url: `/api/v2/orders/${week}/lines/`,
      payload: { type: item.type, id: item.id, quantity: 1 },
    });
    expect(unasked.statusCode, unasked.body).toBe(409);
    expect(unasked.json().code).toBe('breaks_rules');
    const asked = await call(who, {
      method: 'PUT',
      url: `/api/v2/orders/${week}/lines/`,
      payload: { type: item.type, id: item.id, quantity: 1, confirm: true },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    // Cleared, it may come back.
    expect((await rate(who, { content_type: item.type, object_id: item.id, rating: 0 })).statusCode).toBe(200);
    const cleared = await call(who, {
      method: 'POST',
      url: '/api/v2/customers/self/plan/rule-check/',
      payload: { items: [{ type: item.type, id: item.id }] },
    });
    expect(cleared.json().breaking).toEqual([]);
  });

  it('says a liked item of the plan was liked', async () => {
    const who = await customer('likes.things@example.com');
    await saveQuiz(who);
    const [item] = await planItems(who);
    if (!item) throw new Error('empty plan');
    expect(item.reason).not.toMatch(/thumbs up/);
    expect((await rate(who, { content_type: item.type, object_id: item.id, rating: 1 })).statusCode).toBe(200);
    const liked = (await planItems(who)).find((entry) => entry.type === item.type && entry.id === item.id);
    expect(liked?.reason).toMatch(/^You gave it a thumbs up/);
  });
});
