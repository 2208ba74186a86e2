// The console's Deliveries API in process (docs/decisions/200-operators.md): a day's orders with their lines (the
// packing slips), the pick list (per item totals of the boxes going out) and its CSV download — exact content,
// header row, cells safe to open in a spreadsheet; support and up, a customer's session 401; reads write nothing.
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../../db/schema/catalogue';
import { auditLog } from '../../db/schema/operators';
import { orderLines, orders } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.71');
const { call, operator } = consoleClient(() => api, '10.72');
let support: string;
let date: string;
const placed: { who: Who; orderId: number }[] = [];

const db = () => subject.database.db;
const get = (cookie: string | undefined, url: string) => call(cookie, { method: 'GET', url });

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  support = await operator('support.deliveries@example.com', 'support');
  for (const email of ['pick.one@example.com', 'pick.two@example.com', 'pick.skipped@example.com']) {
    const who = await readyCustomer(email);
    const response = await place(who, `place-${email}`);
    expect(response.statusCode).toBe(201);
    placed.push({ who, orderId: response.json().id as number });
  }
  const [first] = await db()
    .select()
    .from(orders)
    .where(eq(orders.id, placed[0]?.orderId ?? 0));
  date = first?.deliveryDate ?? '';
  // The third customer skips that week: their box is not picked.
  const skipped = placed[2];
  if (!skipped) throw new Error('no third customer');
  const answer = await call(undefined, {
    method: 'POST',
    url: `/api/v2/orders/${skipped.orderId}/skip/`,
    headers: { cookie: skipped.who.cookie },
  });
  expect(answer.statusCode).toBe(200);
  // A line whose name a spreadsheet would run as a formula (as an operator could name a product).
  const [line] = await db()
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, placed[0]?.orderId ?? 0))
    .orderBy(asc(orderLines.position))
    .limit(1);
  await db()
    .update(orderLines)
    .set({ name: '=HYPERLINK("http://evil.example","Click")' })
    .where(inArray(orderLines.itemId, [line?.itemId ?? 0]));
}, 120_000);

afterAll(async () => {
  await subject?.app.close();
});

/** The pick list as the database says it should be: per item totals of the picked orders' lines and free gifts. */
async function expectedPickList(orderIds: number[]) {
  const lines = await db().select().from(orderLines).where(inArray(orderLines.orderId, orderIds));
  const totals = new Map<string, { item_type: string; item_id: number; name: string; quantity: number }>();
  for (const line of lines) {
    const key = `${line.itemType}:${line.itemId}`;
    const entry = totals.get(key) ?? { item_type: line.itemType, item_id: line.itemId, name: line.name, quantity: 0 };
    entry.quantity += line.quantity;
    totals.set(key, entry);
  }
  // Each box's free gift is packed too, one a box.
  const gifts = await db()
    .select({ id: products.id, name: products.name })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.freeGiftProductId))
    .where(inArray(orders.id, orderIds));
  for (const gift of gifts) {
    const key = `product:${gift.id}`;
    const entry = totals.get(key) ?? { item_type: 'product', item_id: gift.id, name: gift.name, quantity: 0 };
    entry.quantity += 1;
    totals.set(key, entry);
  }
  return [...totals.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.item_type.localeCompare(b.item_type) || a.item_id - b.item_id,
  );
}

describe('GET /api/admin/deliveries/', () => {
  it('lists the day’s orders with their lines and totals the boxes going out', async () => {
    const audits = (await db().select({ n: count() }).from(auditLog))[0]?.n;
    const response = await get(support, `/api/admin/deliveries/?date=${date}&zone=nyc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const day = response.json();
    expect(day.date).toBe(date);
    expect(day.zone).toBe('nyc');
    const ids = placed.map((entry) => entry.orderId);
    expect(day.orders.map((order: { id: number }) => order.id)).toEqual(ids);
    expect(day.orders.map((order: { status: string; picked: boolean }) => [order.status, order.picked])).toEqual([
      ['scheduled', true],
      ['scheduled', true],
      ['skipped', false],
    ]);
    expect(day.orders[0]).toMatchObject({
      customer: { email: 'pick.one@example.com' },
      address: { city: 'New York', zip: '10001' },
    });
    expect(day.orders[0].lines.length).toBeGreaterThan(0);
    expect(day.pick_list.some((line: { name: string }) => line.name.endsWith('(free gift)'))).toBe(false);
    expect(day.pick_list).toEqual(await expectedPickList(ids.slice(0, 2)));
    // Every zone when none is named; another zone's day is empty.
    expect((await get(support, `/api/admin/deliveries/?date=${date}`)).json().orders).toHaveLength(3);
    expect((await get(support, `/api/admin/deliveries/?date=${date}&zone=sea`)).json()).toMatchObject({
      orders: [],
      pick_list: [],
    });
    expect((await db().select({ n: count() }).from(auditLog))[0]?.n).toBe(audits);
  });

  it('refuses a bad date with 400 and a customer session with 401', async () => {
    const bad = await get(support, '/api/admin/deliveries/?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a date such as 2026-11-26.');
    expect((await get(support, '/api/admin/deliveries/')).statusCode).toBe(400);
    expect((await get(support, `/api/admin/deliveries/?date=${date}&zone=a%20b`)).statusCode).toBe(400);
    const customer = placed[0]?.who.cookie;
    for (const url of [`/api/admin/deliveries/?date=${date}`, `/api/admin/deliveries/pick-list.csv?date=${date}`]) {
      expect((await call(undefined, { method: 'GET', url, headers: { cookie: customer ?? '' } })).statusCode).toBe(401);
      expect((await get(undefined, url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/admin/deliveries/pick-list.csv', () => {
  it('downloads the pick list of a day as CSV: exact rows, a header, formulas defused', async () => {
    const response = await get(support, `/api/admin/deliveries/pick-list.csv?date=${date}&zone=nyc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="pick-list-${date}-nyc.csv"`);
    const expected = await expectedPickList(placed.slice(0, 2).map((entry) => entry.orderId));
    const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
    const rows = [
      '"delivery_date","zone","item_type","item_id","name","quantity"',
      ...expected.map((line) =>
        [
          date,
          'nyc',
          // The screen's word: a pairing is a recipe (issue 42).
          line.item_type === 'pairing' ? 'recipe' : line.item_type,
          line.item_id,
          line.name.startsWith('=') ? `'${line.name}` : line.name,
          line.quantity,
        ]
          .map(quote)
          .join(','),
      ),
    ];
    expect(response.body).toBe(`${rows.join('\r\n')}\r\n`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    // An empty day is the header row alone.
    const empty = await get(support, '/api/admin/deliveries/pick-list.csv?date=2020-01-06');
    expect(empty.body).toBe('"delivery_date","zone","item_type","item_id","name","quantity"\r\n');
    expect(empty.headers['content-disposition']).toBe('attachment; filename="pick-list-2020-01-06.csv"');
  });
});
