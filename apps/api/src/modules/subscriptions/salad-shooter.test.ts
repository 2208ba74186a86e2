// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md) on the real app and database: the offer keeps the
// customer's hard rules (a vegetarian who likes chicken is never offered meat; an egg allergy is respected), offers
// only what fits the box's room, liked first; a tap adds one package with its price through the box editor and
// records the line's source; Undo takes back exactly that package; another customer's week is 404, a locked one 409.
import fs from 'node:fs';
import path from 'node:path';
import type { SaladShooterItem } from '@larder/contracts/schemas/salad-shooter';
import { BoxCapacityErrorCode, boxFullMessage } from '@larder/contracts/values/box-capacity';
import { DietaryId } from '@larder/contracts/values/preferences';
import { SALAD_SHOOTER_SOURCE } from '@larder/contracts/values/salad-shooter';
import { SubscriptionErrorCode } from '@larder/contracts/values/subscription';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, readyCustomer, place } = checkoutClient(() => api, '10.40');

const CHICKEN_TAG = 301;
const MEAT = ['meat', 'poultry', 'pork', 'fish', 'shellfish'];
type SeedItem = { id: number; name: string; contains: string[]; dish_type: number; volume: number; cold: boolean };
const seed = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../seed/data', file), 'utf8')) as SeedItem[];
const seeded = new Map(
  [
    ...seed('products.json').map((item) => ['product', item] as const),
    ...seed('pairings.json').map((item) => ['pairing', item] as const),
  ].map(([type, item]) => [`${type}:${item.id}`, item]),
);
const sourceOf = (item: { type: string; id: number }) => seeded.get(`${item.type}:${item.id}`) as SeedItem;
const seededNamed = (name: string) => {
  const found = [...seeded.entries()].find(([, item]) => item.name === name);
  const [type, id] = (found?.[0] ?? '').split(':');
  return { type: type as 'product' | 'pairing', id: Number(id) };
};

type Space = { volume: number; volume_limit: number; cold: number; cold_volume_limit: number };
type Line = { type: string; id: number; quantity: number; unit_price_cents: number };
type OrderBody = {
  id: number;
  lines: Line[];
  box_space: Space;
  totals: { subtotal_cents: number; total_cents: number };
};

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db);
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

/** A subscriber with their first order placed, then these diets and liked tags; their next open week. */
async function subscriber(
  email: string,
  options: { diets?: number[]; likes?: number[] } = {},
): Promise<{ who: Who; week: OrderBody }> {
  const who = await readyCustomer(email);
  expect((await place(who, `key-${email}`)).statusCode).toBe(201);
  if (options.diets) {
    const dietary = await call(who, {
      method: 'PATCH',
      url: `/api/v2/customers/${who.id}/dietary_restrictions/`,
      payload: { dietary_restrictions: options.diets.map((id) => ({ id, selected: true })) },
    });
    expect(dietary.statusCode).toBe(200);
  }
  if (options.likes) {
    const tags = await call(who, {
      method: 'PATCH',
      url: '/api/v2/customers/self/tags/',
      payload: options.likes.map((tag) => ({ customer_id: who.id, is_explicit: true, tag, preference: 1 })),
    });
    expect(tags.statusCode).toBe(200);
  }
  const view = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  const now = Date.now();
  const week = (view.json().upcoming as (OrderBody & { status: string; delivery: { cutoff_at: string } })[]).find(
    (order) => order.status === 'scheduled' && Date.parse(order.delivery.cutoff_at) > now,
  );
  expect(week).toBeDefined();
  return { who, week: week as OrderBody };
}

const url = (id: number | string) => `/api/v2/subscription/weeks/${id}/salad-shooter/`;
const offerOf = async (who: Who | undefined, id: number | string) => {
  const answer = await call(who, { method: 'GET', url: url(id) });
  expect(answer.statusCode).toBe(200);
  return answer.json().items as SaladShooterItem[];
};
const shoot = (who: Who | undefined, id: number, item: { type: string; id: number }, method: 'POST' | 'DELETE') =>
  call(who, { method, url: url(id), payload: { type: item.type, id: item.id } });
const sourceRow = async (orderId: number, item: { type: string; id: number }) => {
  const [row] = await subject.database.db
    .select({ source: orderLines.source, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.itemType, item.type), eq(orderLines.itemId, item.id)));
  return row;
};

describe('the salad shooter’s offer', () => {
  it('offers liked salads, sides and fruit; never against a vegetarian’s diet or an egg allergy', async () => {
    const omnivore = await subscriber('shooter.omnivore@example.com', { likes: [CHICKEN_TAG] });
    const liked = await offerOf(omnivore.who, omnivore.week.id);
    expect(liked.length).toBeGreaterThanOrEqual(3);
    expect(liked.length).toBeLessThanOrEqual(6);
    // Liked first: a chicken salad (Cobb, Chicken Caesar) leads the omnivore's strip.
    expect(sourceOf(liked[0] as SaladShooterItem).contains).toContain('poultry');
    expect(liked[0]?.reason).toContain('what you like');

    const vegetarian = await subscriber('shooter.vegetarian@example.com', {
      diets: [DietaryId.Vegetarian, DietaryId.EggFree],
      likes: [CHICKEN_TAG],
    });
    const offer = await offerOf(vegetarian.who, vegetarian.week.id);
    expect(offer.length).toBeGreaterThanOrEqual(3);
    for (const item of offer) {
      const source = sourceOf(item);
      expect(
        MEAT.some((kind) => source.contains.includes(kind)),
        item.name,
      ).toBe(false);
      expect(source.contains.includes('egg'), item.name).toBe(false);
      expect([15, 18, 26]).toContain(source.dish_type);
      expect(item.unit_price_cents).toBeGreaterThan(0);
      expect(vegetarian.week.lines.some((line) => line.type === item.type && line.id === item.id)).toBe(false);
    }
    // Adding what the rules rule out is refused.
    const cobb = await shoot(vegetarian.who, vegetarian.week.id, seededNamed('Cobb Salad'), 'POST');
    expect(cobb.statusCode).toBe(409);
    expect(cobb.json().code).toBe(SubscriptionErrorCode.BreaksRules);
    // Something not a salad, side or fruit is a 400 naming the field.
    const onion = await shoot(vegetarian.who, vegetarian.week.id, seededNamed('Yellow Onions'), 'POST');
    expect(onion.statusCode).toBe(400);
    expect(onion.json().id).toBeDefined();
  });

  it('offers only what fits the room left; a box with no room gets none and a tap is 409 box_full', async () => {
    const { who, week } = await subscriber('shooter.room@example.com');
    const space = week.box_space;
    // One warm unit free, no cold room.
    await roomyBoxes(subject.database.db, 0);
    const { setConfigValue } = await import('../configs/repository');
    await setConfigValue(subject.database.db, 'customize.volume_limit', String(space.volume + 1));
    await setConfigValue(subject.database.db, 'customize.cold_volume_limit', String(space.cold));
    try {
      const offer = await offerOf(who, week.id);
      expect(offer.length).toBeGreaterThanOrEqual(3);
      expect(offer.every((item) => item.volume === 1 && !item.cold)).toBe(true);
      const clementines = seededNamed('Clementines'); // fruit, two units
      const refused = await shoot(who, week.id, clementines, 'POST');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(BoxCapacityErrorCode.BoxFull);
      expect(refused.json().detail).toBe(
        boxFullMessage({ ...space, volume_limit: space.volume + 1, cold_volume_limit: space.cold }),
      );
      expect(await sourceRow(week.id, clementines)).toBeUndefined();

      await setConfigValue(subject.database.db, 'customize.volume_limit', String(space.volume));
      expect(await offerOf(who, week.id)).toEqual([]);
    } finally {
      await roomyBoxes(subject.database.db);
    }
  });
});

describe('a tap and its undo', () => {
  it('adds one package at its price, records the source, and Undo takes back exactly it', async () => {
    const { who, week } = await subscriber('shooter.tap@example.com');
    const [item] = await offerOf(who, week.id);
    const chosen = item as SaladShooterItem;
    const added = await shoot(who, week.id, chosen, 'POST');
    expect(added.statusCode).toBe(200);
    const after = added.json() as OrderBody;
    const line = after.lines.find((at) => at.type === chosen.type && at.id === chosen.id);
    expect(line).toMatchObject({ quantity: 1, unit_price_cents: chosen.unit_price_cents });
    expect(after.totals.subtotal_cents).toBe(week.totals.subtotal_cents + chosen.unit_price_cents);
    expect(await sourceRow(week.id, chosen)).toEqual({ source: SALAD_SHOOTER_SOURCE, quantity: 1 });
    // A retried tap adds nothing more; the item leaves the offer.
    const again = await shoot(who, week.id, chosen, 'POST');
    expect(again.statusCode).toBe(200);
    expect(again.json().totals).toEqual(after.totals);
    expect((await offerOf(who, week.id)).some((at) => at.type === chosen.type && at.id === chosen.id)).toBe(false);

    const undone = await shoot(who, week.id, chosen, 'DELETE');
    expect(undone.statusCode).toBe(200);
    const back = undone.json() as OrderBody;
    expect(back.lines.map((at) => `${at.type}:${at.id}:${at.quantity}`).sort()).toEqual(
      week.lines.map((at) => `${at.type}:${at.id}:${at.quantity}`).sort(),
    );
    expect(back.totals.subtotal_cents).toBe(week.totals.subtotal_cents);
    expect(await sourceRow(week.id, chosen)).toBeUndefined();
    // A second undo, or an undo of a line the plan put there, changes nothing.
    const planned = week.lines[0] as Line;
    expect((await shoot(who, week.id, chosen, 'DELETE')).json().totals).toEqual(back.totals);
    const untouched = (await shoot(who, week.id, planned, 'DELETE')).json() as OrderBody;
    expect(untouched.lines.find((at) => at.type === planned.type && at.id === planned.id)?.quantity).toBe(
      planned.quantity,
    );
  });

  it('is 404 for another customer’s week, 403 without a session, 409 for a locked week', async () => {
    const { who, week } = await subscriber('shooter.owner@example.com');
    const [item] = await offerOf(who, week.id);
    const chosen = item as SaladShooterItem;
    const intruder = await customer('shooter.intruder@example.com');
    const read = await call(intruder, { method: 'GET', url: url(week.id) });
    expect(read.statusCode).toBe(404);
    expect((await shoot(intruder, week.id, chosen, 'POST')).statusCode).toBe(404);
    expect((await shoot(intruder, week.id, chosen, 'DELETE')).statusCode).toBe(404);
    expect(await sourceRow(week.id, chosen)).toBeUndefined();
    expect((await call(undefined, { method: 'GET', url: url(week.id) })).statusCode).toBe(403);
    expect((await call(who, { method: 'GET', url: url('abc') })).statusCode).toBe(400);
    const bad = await call(who, { method: 'POST', url: url(week.id), payload: { type: 'salad', id: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBeDefined();

    const cutoff = (week as OrderBody & { delivery: { cutoff_at: string } }).delivery.cutoff_at;
    const late = new Date(Date.parse(cutoff) + 60_000);
    const locked = await atTime(api, late, () => call(who, { method: 'GET', url: url(week.id) }));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(SubscriptionErrorCode.PastCutoff);
    expect(locked.json().detail).toContain('locked');
    const lockedAdd = await atTime(api, late, () => shoot(who, week.id, chosen, 'POST'));
    expect(lockedAdd.statusCode).toBe(409);
    expect(lockedAdd.json().code).toBe(SubscriptionErrorCode.PastCutoff);
    expect(await sourceRow(week.id, chosen)).toBeUndefined();
  });
});
