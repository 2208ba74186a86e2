// Box capacity in the box editor on the real app and database (docs/decisions/191-box-capacity.md): the API's items
// carry `volume` and `cold`, an order says how full its box is (`box_space`), and an edit that takes the box past
// `customize.volume_limit` or `customize.cold_volume_limit` is refused 409 `box_full` naming the room left, with
// nothing changed; taking things out is always allowed.
import {
  BoxCapacityErrorCode,
  COLD_VOLUME_LIMIT_CONFIG,
  VOLUME_LIMIT_CONFIG,
} from '@larder/contracts/values/box-capacity';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { setConfigValue } from '../configs/repository';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.19');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type Space = { volume: number; volume_limit: number; cold: number; cold_volume_limit: number };
type Line = { type: 'product' | 'pairing'; id: number; quantity: number };
type OrderBody = { id: number; lines: Line[]; box_space: Space; totals: { subtotal_cents: number } };
type Item = { id: number; volume: number; cold: boolean; name: string };

async function subscriber(email: string): Promise<{ who: Who; week: OrderBody }> {
  const who = await readyCustomer(email);
  expect((await place(who, `key-${email}`)).statusCode).toBe(201);
  const view = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  expect(view.statusCode).toBe(200);
  return { who, week: view.json().upcoming[1] as OrderBody };
}

async function orderOf(who: Who, id: number): Promise<OrderBody> {
  const response = await call(who, { method: 'GET', url: `/api/v2/orders/${id}/` });
  expect(response.statusCode).toBe(200);
  return response.json() as OrderBody;
}

const setLine = (who: Who, orderId: number, payload: Record<string, unknown>) =>
  call(who, { method: 'PUT', url: `/api/v2/orders/${orderId}/lines/`, payload });

async function products(): Promise<Item[]> {
  const response = await call(undefined, { method: 'GET', url: '/api/v2/products/?limit=500' });
  expect(response.statusCode).toBe(200);
  return response.json().results as Item[];
}

const limits = async (volume: number, cold: number) => {
  await setConfigValue(subject.database.db, VOLUME_LIMIT_CONFIG, String(volume));
  await setConfigValue(subject.database.db, COLD_VOLUME_LIMIT_CONFIG, String(cold));
};

describe('box capacity', () => {
  it('serves volume and cold on the items, sensibly: recipes bigger, meat and dairy cold', async () => {
    const all = await products();
    expect(all.every((item) => Number.isInteger(item.volume) && item.volume >= 1)).toBe(true);
    expect(all.find((item) => item.name === 'Organic Chicken Breasts')?.cold).toBe(true);
    expect(all.find((item) => item.name === 'Canned Albacore Tuna')?.cold).toBe(false);
    const pairings = await call(undefined, { method: 'GET', url: '/api/v2/pairings/?limit=500' });
    const recipes = pairings.json().results as Item[];
    expect(recipes.every((item) => item.volume >= 2)).toBe(true);
    const detail = await call(undefined, { method: 'GET', url: `/api/v2/pairings/${recipes[0]?.id}/` });
    expect(detail.json()).toMatchObject({ volume: recipes[0]?.volume, cold: recipes[0]?.cold });
  });

  it('plans the first box within the limits and says how full it is', async () => {
    await limits(24, 12);
    const { who, week } = await subscriber('capacity.plan@example.com');
    const order = await orderOf(who, week.id);
    expect(order.box_space.volume_limit).toBe(24);
    expect(order.box_space.cold_volume_limit).toBe(12);
    expect(order.box_space.volume).toBeGreaterThan(0);
    expect(order.box_space.volume).toBeLessThanOrEqual(24);
    expect(order.box_space.cold).toBeLessThanOrEqual(12);
    // The amount of food module's facts ride along: each line's servings and occasions, and who the box feeds.
    const body = (await call(who, { method: 'GET', url: `/api/v2/orders/${week.id}/` })).json();
    expect(body.lines.length).toBeGreaterThan(0);
    for (const line of body.lines) expect(line.servings).toBeGreaterThan(0);
    // The plan's meals count: every recipe of the box is food for some occasion.
    const recipes = body.lines.filter((line: { type: string }) => line.type === 'pairing');
    expect(recipes.length).toBeGreaterThan(0);
    for (const line of recipes) expect(line.occasions.length).toBeGreaterThan(0);
    expect(body.household.people).toBeGreaterThanOrEqual(1);
    expect(Object.keys(body.household.frequencies).sort()).toEqual(['breakfast', 'dinner', 'lunch', 'snack', 'sweet']);
    const checkout = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();
    expect(checkout.household).toEqual(body.household);
  });

  it('leaves room in a planned box (customize.room_to_add_percent, 15): a first added item fits, warm or cold', async () => {
    await limits(24, 12);
    const { who, week } = await subscriber('capacity.room@example.com');
    const before = await orderOf(who, week.id);
    // 15% of 24 units is 3.6: 4 left free; of 12 cold, 2.
    expect(before.box_space.volume).toBeLessThanOrEqual(20);
    expect(before.box_space.cold).toBeLessThanOrEqual(10);
    const inBox = new Set(before.lines.map((line) => `${line.type}:${line.id}`));
    const all = (await products()).filter((item) => !inBox.has(`product:${item.id}`));
    const banana = all.find((item) => item.name === 'Bananas' && !item.cold && item.volume === 1) as Item;
    const chilled = all.find((item) => item.cold && item.volume === 2) as Item;
    const added = await setLine(who, week.id, { type: 'product', id: banana.id, quantity: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const cold = await setLine(who, week.id, { type: 'product', id: chilled.id, quantity: 1 });
    expect(cold.statusCode, cold.body).toBe(200);
    const after = await orderOf(who, week.id);
    expect(after.box_space).toMatchObject({ volume: before.box_space.volume + 3, cold: before.box_space.cold + 2 });
  });

  it('refuses an edit past either limit with 409 box_full naming the room left, and changes nothing', async () => {
    const { who, week } = await subscriber('capacity.edit@example.com');
    const before = await orderOf(who, week.id);
    const { volume, cold } = before.box_space;
    const inBox = new Set(before.lines.map((line) => `${line.type}:${line.id}`));
    const all = (await products()).filter((item) => !inBox.has(`product:${item.id}`));
    const warm = all.find((item) => !item.cold && item.volume === 1) as Item;
    const chilled = all.find((item) => item.cold && item.volume === 1) as Item;
    // Room for 2 more units, 1 of them cold.
    await limits(volume + 2, cold + 1);
    try {
      const tooCold = await setLine(who, week.id, { type: 'product', id: chilled.id, quantity: 2 });
      expect(tooCold.statusCode).toBe(409);
      expect(tooCold.json()).toEqual({
        code: BoxCapacityErrorCode.BoxFull,
        detail: 'Your box has room for 2 more units (1 cold).',
      });
      const unchanged = await orderOf(who, week.id);
      expect(unchanged.lines).toEqual(before.lines);
      expect(unchanged.totals).toEqual(before.totals);
      expect(unchanged.box_space).toMatchObject({ volume, cold });

      expect((await setLine(who, week.id, { type: 'product', id: chilled.id, quantity: 1 })).statusCode).toBe(200);
      const afterCold = await orderOf(who, week.id);
      expect(afterCold.box_space).toMatchObject({ volume: volume + 1, cold: cold + 1 });

      const tooBig = await setLine(who, week.id, { type: 'product', id: warm.id, quantity: 2 });
      expect(tooBig.statusCode).toBe(409);
      expect(tooBig.json().detail).toBe('Your box has room for 1 more unit (none of them cold).');
      expect((await setLine(who, week.id, { type: 'product', id: warm.id, quantity: 1 })).statusCode).toBe(200);

      const full = await setLine(who, week.id, { type: 'product', id: chilled.id, quantity: 2 });
      expect(full.statusCode).toBe(409);
      expect(full.json().detail).toBe('Your box is full. Remove something to make room.');

      // A swap in a box full to the unit takes the next best that fits: the smallest recipe of the box, whose next
      // best is most often bigger, gives way to one no bigger.
      const recipes = (await call(undefined, { method: 'GET', url: '/api/v2/pairings/?limit=500' })).json()
        .results as Item[];
      const volumeOf = new Map(recipes.map((recipe) => [recipe.id, recipe.volume]));
      const full2 = await orderOf(who, week.id);
      await limits(full2.box_space.volume, full2.box_space.cold);
      const smallest = full2.lines
        .filter((line) => line.type === 'pairing')
        .sort((a, b) => (volumeOf.get(a.id) ?? 0) - (volumeOf.get(b.id) ?? 0))[0] as Line;
      const swapped = await call(who, {
        method: 'POST',
        url: `/api/v2/orders/${week.id}/lines/swap/`,
        payload: { type: smallest.type, id: smallest.id },
      });
      expect(swapped.statusCode, swapped.body).toBe(200);
      const afterSwap = await orderOf(who, week.id);
      expect(afterSwap.box_space.volume).toBeLessThanOrEqual(afterSwap.box_space.volume_limit);
      expect(afterSwap.box_space.cold).toBeLessThanOrEqual(afterSwap.box_space.cold_volume_limit);

      // Taking out is always allowed, even when the limits were lowered under the box.
      await limits(1, 0);
      expect((await setLine(who, week.id, { type: 'product', id: warm.id, quantity: 0 })).statusCode).toBe(200);
      const after = await orderOf(who, week.id);
      // The warm unit (1, not cold) leaves the box as it was after the swap, whichever recipe the swap chose.
      expect(after.box_space).toMatchObject({
        volume: afterSwap.box_space.volume - 1,
        cold: afterSwap.box_space.cold,
        volume_limit: 1,
      });
      expect(after.lines.some((line) => line.type === 'product' && line.id === warm.id)).toBe(false);
    } finally {
      await limits(24, 12);
    }
  });
});
