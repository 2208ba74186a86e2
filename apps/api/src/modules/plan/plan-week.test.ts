// GET /api/v2/customers/self/plan/?week=YYYY-MM-DD on the real app and database (issue 27, "a new box every week"):
// the box of a delivery week, built against the customer's earlier boxes (their orders): no recipe of the weeks
// before comes back unliked, no item fills two occasions, the box is not last week's again; the same every time it
// is asked, and a read only. A bad week is 400 `bad_week`; without `week` the plan is this week's as before.
import type { Plan } from '@larder/contracts/schemas/plan';
import { PlanErrorCode } from '@larder/contracts/values/plan';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { planSwaps } from '../../db/schema/plan';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.27');
const PLAN = '/api/v2/customers/self/plan/';

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type OrderBody = { id: number; delivery: { date: string }; lines: { type: string; id: number }[] };

async function subscriber(email: string): Promise<{ who: Who; upcoming: OrderBody[] }> {
  const who = await readyCustomer(email);
  expect((await place(who, `key-${email}`)).statusCode).toBe(201);
  const view = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  expect(view.statusCode).toBe(200);
  return { who, upcoming: view.json().upcoming as OrderBody[] };
}

const keysOf = (plan: Plan) => plan.sections.flatMap((section) => section.items.map((item) => item.key));
const rowCounts = async () => {
  const { db } = subject.database;
  const [[a], [b], [c]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(orderLines),
    db.select({ n: count() }).from(planSwaps),
  ]);
  return [a?.n, b?.n, c?.n];
};

describe('the box of a delivery week', () => {
  it('rotates against the boxes before it, one item per occasion, the same each time, and writes nothing', async () => {
    const { who, upcoming } = await subscriber('rotation.week@example.com');
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    const before = upcoming[0] as OrderBody;
    const next = upcoming[1] as OrderBody;
    const counts = await rowCounts();
    const response = await call(who, { method: 'GET', url: `${PLAN}?week=${next.delivery.date}` });
    expect(response.statusCode).toBe(200);
    const plan = response.json() as Plan;
    const keys = keysOf(plan);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    const earlier = new Set(before.lines.map((line) => `${line.type}:${line.id}`));
    // Nothing is liked: no recipe of the week before comes back, and the box is not the week before's.
    expect(keys.filter((key) => key.startsWith('pairing:') && earlier.has(key))).toEqual([]);
    expect(keys.every((key) => earlier.has(key)) && keys.length === earlier.size).toBe(false);

    const again = await call(who, { method: 'GET', url: `${PLAN}?week=${next.delivery.date}` });
    expect(again.json()).toEqual(plan);
    expect(await rowCounts()).toEqual(counts);

    // Without `week`: this week's plan, as before.
    const today = await call(who, { method: 'GET', url: PLAN });
    expect(today.statusCode).toBe(200);
    const plain = today.json() as Plan;
    expect(new Set(keysOf(plain)).size).toBe(keysOf(plain).length);
  });

  it('refuses a bad week with 400 bad_week, and an anonymous caller with 403', async () => {
    const { who } = await subscriber('rotation.bad@example.com');
    for (const week of ['2026-02-31', 'next-week', '2026-1-1', '2099-01-05', '1999-12-27', '']) {
      const response = await call(who, { method: 'GET', url: `${PLAN}?week=${encodeURIComponent(week)}` });
      expect(response.statusCode, week).toBe(400);
      expect(response.json().code, week).toBe(PlanErrorCode.BadWeek);
      expect(typeof response.json().detail).toBe('string');
    }
    const long = await call(who, { method: 'GET', url: `${PLAN}?week=${'9'.repeat(5000)}` });
    expect(long.statusCode).toBe(400);
    expect((await call(undefined, { method: 'GET', url: `${PLAN}?week=2026-12-07` })).statusCode).toBe(403);
  });
});
