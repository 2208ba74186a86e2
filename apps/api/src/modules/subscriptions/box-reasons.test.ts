// The account home's reasons (issue 43, "Reasons by signal"; docs/decisions/196-reasons-by-signal.md): a
// subscriber's upcoming box says, per item the plan engine chose for a learned signal, the reason naming that signal,
// in the subscription's answer the account home reads (GET /api/v2/subscription/); an item the customer put in
// themselves, or swapped in, says none. On the real app and database, the learning job run as the night runs it.
import { LearningReason } from '@larder/contracts/values/learning';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LearningJob } from '../learning/recompute';
import { orderHistory } from '../orders/order-reads';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, readyCustomer, place } = checkoutClient(() => api, '10.196');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db); // the test adds to a planned box; box-capacity.test.ts tests the limits
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type Line = { type: 'product' | 'pairing'; id: number; name: string; quantity: number; reason?: string };
type View = { upcoming: { id: number; lines: Line[] }[] };

const keyOf = (item: { type: string; id: number }) => `${item.type}:${item.id}`;

async function viewOf(who: Who): Promise<View> {
  const response = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  expect(response.statusCode).toBe(200);
  return response.json() as View;
}

const like = (who: Who, item: { type: string; id: number }) =>
  call(who, {
    method: 'PUT',
    url: '/api/v2/customers/self/ratings/',
    payload: { content_type: item.type, object_id: item.id, rating: 1 },
  });

describe("the account home's box: reasons by signal", () => {
  it('names the loved item on the line the engine chose for it, and gives none to a line the customer put in', async () => {
    const maya = await readyCustomer('reasons.maya@example.com');
    const plan = await api.plans.plan(maya.id);
    const [loved, alike] = plan.sections.find((section) => section.occasion === 'dinner')?.items ?? [];
    if (!loved || !alike) throw new Error('the quiz plans two dinners at least');
    // Three customers love both dinners; the job learns they go together; Maya loves the first.
    for (const email of ['reasons.one@example.com', 'reasons.two@example.com', 'reasons.three@example.com']) {
      const who = await customer(email);
      expect((await like(who, loved)).statusCode).toBe(200);
      expect((await like(who, alike)).statusCode).toBe(200);
    }
    await new LearningJob(subject.database.db, api.clock, orderHistory).recompute('nightly');
    expect((await like(maya, loved)).statusCode).toBe(200);
    // Her box is her plan as it reads now; placed, it is her first delivery.
    expect((await call(maya, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).statusCode).toBe(200);
    expect((await place(maya, 'reasons-maya')).statusCode).toBe(201);

    const [next] = (await viewOf(maya)).upcoming;
    if (!next) throw new Error('the placed order is the next delivery');
    const lineOf = (item: { type: string; id: number }) => next.lines.find((line) => keyOf(line) === keyOf(item));
    expect(lineOf(alike)?.reason).toBe(LearningReason.youLoved(loved.name));
    // No learned reason, no line: the dinner she rated herself says nothing, and no line repeats a generic one.
    expect(lineOf(loved)).toBeDefined();
    expect(lineOf(loved)?.reason).toBeUndefined();
    const reasons = next.lines.flatMap((line) => line.reason ?? []);
    expect(reasons.length).toBeLessThan(next.lines.length);
    for (const reason of reasons) {
      expect(
        reason === LearningReason.keepAdding ||
          reason === LearningReason.newForYou ||
          reason.startsWith('You loved ') ||
          reason.startsWith('Customers with your taste rate this '),
      ).toBe(true);
    }

    // An item she adds herself has no reason; the engine's line keeps its own.
    const inBox = new Set(next.lines.map(keyOf));
    const products = (await call(maya, { method: 'GET', url: '/api/v2/products/' })).json() as {
      results: { id: number }[];
    };
    const extra = products.results.find((product) => !inBox.has(`product:${product.id}`));
    if (!extra) throw new Error('the catalogue has a product not in the box');
    const added = await call(maya, {
      method: 'PUT',
      url: `/api/v2/orders/${next.id}/lines/`,
      payload: { type: 'product', id: extra.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const edited = (await viewOf(maya)).upcoming.find((order) => order.id === next.id);
    const addedLine = edited?.lines.find((line) => keyOf(line) === `product:${extra.id}`);
    expect(addedLine).toBeDefined();
    expect(addedLine?.reason).toBeUndefined();
    expect(edited?.lines.find((line) => keyOf(line) === keyOf(alike))?.reason).toBe(
      LearningReason.youLoved(loved.name),
    );

    // Swapped out, the item that takes its place was not chosen for the signal: its line says nothing.
    const swapped = await call(maya, {
      method: 'POST',
      url: `/api/v2/orders/${next.id}/lines/swap/`,
      payload: { type: alike.type, id: alike.id },
    });
    expect(swapped.statusCode).toBe(200);
    const after = (await viewOf(maya)).upcoming.find((order) => order.id === next.id);
    const fresh = after?.lines.filter((line) => !edited?.lines.some((before) => keyOf(before) === keyOf(line)));
    expect(fresh).toHaveLength(1);
    expect(fresh?.[0]?.reason).toBeUndefined();
  });

  it('carries the reasons onto the weeks the store makes and builds again from the plan', async () => {
    const noor = await readyCustomer('reasons.noor@example.com');
    expect((await place(noor, 'reasons-noor')).statusCode).toBe(201);
    const weeks = (await viewOf(noor)).upcoming;
    expect(weeks.length).toBeGreaterThan(1);
    const made = weeks.slice(1);
    // The similar customers of the first test love two of her dinners; she loves one: her weeks are built again.
    const plan = await api.plans.plan(noor.id);
    const [loved] = plan.sections.find((section) => section.occasion === 'dinner')?.items ?? [];
    if (!loved) throw new Error('the quiz plans a dinner');
    expect((await like(noor, loved)).statusCode).toBe(200);
    await api.commerce.weekRebuild.rebuild(noor.id);
    const rebuilt = (await viewOf(noor)).upcoming.filter((order) => made.some((week) => week.id === order.id));
    expect(rebuilt).toHaveLength(made.length);
    const reasoned = rebuilt.flatMap((order) => order.lines.filter((line) => line.reason !== undefined));
    expect(reasoned.length).toBeGreaterThan(0);
    for (const order of rebuilt) {
      expect(order.lines.find((line) => keyOf(line) === keyOf(loved))?.reason).toBeUndefined();
    }
  });
});
