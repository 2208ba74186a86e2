// A week's menu (issue 39): GET /api/v2/subscription/weeks/:id/menu/ on the real app and database — the customer's
// rules applied and named (no pork, no shellfish), the box's picks marked, a pick through the box editor shown at
// once with the box editor's totals; another customer's week 404, anonymous 403, a locked week 409 past_cutoff, a
// skipped one 409 wrong_state.
import fs from 'node:fs';
import path from 'node:path';
import type { MenuItem, WeekMenu } from '@larder/contracts/schemas/menu';
import { DietaryId } from '@larder/contracts/values/preferences';
import { SubscriptionErrorCode } from '@larder/contracts/values/subscription';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, GOOD_CARD, shipping, uniqueCardNumber, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, saveQuiz, firstDate } = checkoutClient(() => api, '10.39');

const PORK_TAG = 305;
type SeedItem = { id: number; name: string; tags: number[]; contains: string[] };
const seed = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../seed/data', file), 'utf8')) as SeedItem[];
const seeded = new Map(
  [
    ...seed('products.json').map((item) => ['product', item] as const),
    ...seed('pairings.json').map((item) => ['pairing', item] as const),
  ].map(([type, item]) => [`${type}:${item.id}`, item]),
);

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db);
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

let households = 0;
/** A subscriber who said no to pork (the meat screen) and is shellfish-free, their first order placed. */
async function noPorkSubscriber(email: string): Promise<Who> {
  households += 1;
  const who = await customer(email);
  await saveQuiz(who);
  const tags = await call(who, {
    method: 'PATCH',
    url: '/api/v2/customers/self/tags/',
    payload: [{ customer_id: who.id, is_explicit: true, tag: PORK_TAG, preference: -1 }],
  });
  expect(tags.statusCode).toBe(200);
  const dietary = await call(who, {
    method: 'PATCH',
    url: `/api/v2/customers/${who.id}/dietary_restrictions/`,
    payload: { dietary_restrictions: [{ id: DietaryId.ShellfishFree, selected: true }] },
  });
  expect(dietary.statusCode).toBe(200);
  expect((await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).statusCode).toBe(200);
  const n = process.pid * 1000 + 390 + households;
  const saved = await call(who, {
    method: 'PUT',
    url: '/api/v2/checkout/shipping/',
    payload: shipping(await firstDate(), { address2: `Apt ${n}` }),
  });
  expect(saved.statusCode).toBe(200);
  const card = await call(who, {
    method: 'POST',
    url: '/api/v2/checkout/card/',
    payload: { ...GOOD_CARD, number: uniqueCardNumber(n) },
  });
  expect(card.json().status).toBe('saved');
  const placed = await call(who, { method: 'POST', url: '/api/v2/orders/', headers: { 'idempotency-key': email } });
  expect(placed.statusCode).toBe(201);
  return who;
}

type Week = WeekMenu['order'];
async function openWeeks(who: Who): Promise<Week[]> {
  const view = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  expect(view.statusCode).toBe(200);
  const now = Date.now();
  return (view.json().upcoming as Week[]).filter(
    (week) => week.status === 'scheduled' && Date.parse(week.delivery.cutoff_at) > now,
  );
}

const menuOf = (who: Who | undefined, id: number | string) =>
  call(who, { method: 'GET', url: `/api/v2/subscription/weeks/${id}/menu/` });

describe('a week’s menu', () => {
  it('shows every item, hides what the rules rule out with the reason, and marks the box’s picks', async () => {
    const who = await noPorkSubscriber('menu.rules@example.com');
    const [week] = await openWeeks(who);
    expect(week).toBeDefined();
    const answer = await menuOf(who, week?.id as number);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const menu = answer.json() as WeekMenu;
    expect(menu.order.id).toBe(week?.id);
    expect(menu.items).toHaveLength(seeded.size);
    expect(menu.budget_cents).toBe(200 * 100);

    for (const item of menu.items) {
      const source = seeded.get(`${item.type}:${item.id}`);
      expect(source, `${item.type}:${item.id}`).toBeDefined();
      const pork = source?.tags.includes(PORK_TAG) ?? false;
      const shellfish = source?.contains.includes('shellfish') ?? false;
      expect(item.hidden_because.includes('contains pork'), item.name).toBe(pork);
      expect(item.hidden_because.includes('contains shellfish'), item.name).toBe(shellfish);
      expect(item.hidden_because.length > 0, item.name).toBe(pork || shellfish);
    }
    const hidden = menu.items.filter((item) => item.hidden_because.length > 0);
    expect(hidden.some((item) => item.hidden_because.includes('contains pork'))).toBe(true);
    expect(hidden.some((item) => item.hidden_because.includes('contains shellfish'))).toBe(true);

    // The picks are the box's lines, with their quantities; the learned box keeps the rules.
    const picks = menu.items.filter((item) => item.in_box > 0);
    expect(picks.map((item) => `${item.type}:${item.id}:${item.in_box}`).sort()).toEqual(
      menu.order.lines.map((line) => `${line.type}:${line.id}:${line.quantity}`).sort(),
    );
    expect(picks.every((item) => item.hidden_because.length === 0)).toBe(true);
    // Their pictures are the box lines' own addresses.
    for (const line of menu.order.lines) {
      const item = picks.find((entry) => entry.type === line.type && entry.id === line.id);
      expect(item?.picture).toBe(line.picture);
    }
    // Recipes first; the picks first within each kind.
    const kinds = menu.items.map((item) => item.type);
    expect(kinds.indexOf('product')).toBeGreaterThan(kinds.lastIndexOf('pairing'));
    const firstRecipes = menu.items.filter((item) => item.type === 'pairing');
    const pickedRecipes = firstRecipes.filter((item) => item.in_box > 0).length;
    expect(firstRecipes.slice(0, pickedRecipes).every((item) => item.in_box > 0)).toBe(true);
    expect(menu.cuisines.length).toBeGreaterThan(3);
    expect(menu.items.find((item) => item.type === 'pairing')?.prep_minutes).toEqual(expect.any(Number));
  });

  it('shows a pick made through the box editor at once, with the box editor’s totals', async () => {
    const who = await noPorkSubscriber('menu.pick@example.com');
    const [week] = await openWeeks(who);
    const before = (await menuOf(who, week?.id as number)).json() as WeekMenu;
    const choice = before.items.find(
      (item) => item.type === 'pairing' && item.in_box === 0 && item.hidden_because.length === 0,
    ) as MenuItem;
    const picked = await call(who, {
      method: 'PUT',
      url: `/api/v2/orders/${week?.id}/lines/`,
      payload: { type: choice.type, id: choice.id, quantity: 1 },
    });
    expect(picked.statusCode).toBe(200);
    const after = (await menuOf(who, week?.id as number)).json() as WeekMenu;
    expect(after.items.find((item) => item.type === choice.type && item.id === choice.id)?.in_box).toBe(1);
    expect(after.order.totals).toEqual(picked.json().totals);
    expect(after.order.totals.subtotal_cents).toBe(before.order.totals.subtotal_cents + choice.price_cents);
  });

  it('is 404 for another customer’s week and 403 without a session, before anything is read', async () => {
    const owner = await noPorkSubscriber('menu.owner@example.com');
    const [week] = await openWeeks(owner);
    const intruder = await customer('menu.intruder@example.com');
    const theirs = await menuOf(intruder, week?.id as number);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('items');
    expect((await menuOf(intruder, 2_000_000_000)).body).toBe(theirs.body);
    expect((await menuOf(undefined, week?.id as number)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      expect((await menuOf(owner, bad)).statusCode, bad).toBe(400);
    }
  });

  it('refuses a locked week (409 past_cutoff) and a skipped one (409 wrong_state)', async () => {
    const who = await noPorkSubscriber('menu.locked@example.com');
    const [first, second] = await openWeeks(who);
    const locked = await atTime(api, new Date(Date.parse(first?.delivery.cutoff_at as string) + 60_000), () =>
      menuOf(who, first?.id as number),
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe(SubscriptionErrorCode.PastCutoff);
    expect(locked.json().detail).toContain('locked');

    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${second?.id}/skip/` })).statusCode).toBe(200);
    const skipped = await menuOf(who, second?.id as number);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe(SubscriptionErrorCode.WrongState);
  });
});
