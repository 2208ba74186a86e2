// Also on the PostgreSQL server (its tests tagged postgres-server): two finalizers at once let exactly N boxes have an item counted N: row locks on separate connections.
// Stock per delivery date on the real app and database (docs/decisions/210-stock.md): who may see and change it
// (401, 403), every change audited, bad input 400; the weeks the store makes leave out what is out on their date
// only; at the cutoff an out line is substituted (hard rules kept, no dearer) or removed and not charged, the
// customer emailed and the timeline showing it; and a count of N lets exactly N boxes have the item, even with two
// finalizers at once.
import { DietaryId } from '@larder/contracts/values/preferences';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../../db/schema/catalogue';
import { auditLog } from '../../db/schema/operators';
import { orderLines, orders } from '../../db/schema/orders';
import { orderSubstitutions, stockAvailability } from '../../db/schema/stock';
import { renderEmail } from '../email/catalog';
import { OperatorAccounts } from '../operators/operator-accounts';
import { OrderFinalization } from '../orders/finalization';
import { OrderPayments } from '../orders/order-payments';
import { StockSubstitutions } from '../orders/substitution';
import { TestPaymentProvider } from '../payments/test-provider';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place, call: customerCall } = checkoutClient(() => api, '10.61');
const PASSWORD = 'a long operator passphrase';
let support: string;
let operations: string;
let addressCounter = 0;
const RENDER = { brand: 'Larder', accountPath: '/mylarder/', siteOrigin: 'https://shop.larder.test' };

function call(cookie: string | undefined, options: InjectOptions) {
  addressCounter += 1;
  return api.inject({
    remoteAddress: `10.62.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    ...options,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string>) },
  });
}

async function operator(email: string, role: 'support' | 'operations'): Promise<string> {
  await new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords).add(
    email,
    role,
    PASSWORD,
    null,
  );
  const response = await call(undefined, {
    method: 'POST',
    url: '/api/admin/session/',
    payload: { email, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const setStock = (cookie: string | undefined, path: string, availability: unknown) =>
  call(cookie, { method: 'PUT', url: `/api/admin/stock/${path}/`, payload: { availability } });

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' },
  });
  api = subject.app;
  support = await operator('support.stock@example.com', 'support');
  operations = await operator('operations.stock@example.com', 'operations');
});

afterAll(async () => {
  await subject?.app.close();
});

afterEach(async () => {
  await subject.database.db.delete(stockAvailability);
});

const db = () => subject.database.db;
const linesOf = (orderId: number) => db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
const orderRow = async (orderId: number) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

async function placed(email: string): Promise<{ who: Who; orderId: number; cutoff: Date; date: string }> {
  const who = await readyCustomer(email);
  const response = await place(who, `stock-${email}`);
  expect(response.statusCode).toBe(201);
  const orderId = response.json().id as number;
  const row = await orderRow(orderId);
  return { who, orderId, cutoff: new Date(response.json().delivery.cutoff_at), date: row?.deliveryDate as string };
}

const emailsTo = async (template: string, orderId: number) =>
  (
    await db().execute(
      sql`select data from email_outbox where template = ${template} and (data->>'orderId')::int = ${orderId}`,
    )
  ).rows.map((row) => (row as { data: Record<string, unknown> }).data);

describe('GET and PUT /api/admin/stock/', () => {
  it('is closed to customers and signed-out callers (401) and to support for changes (403)', async () => {
    const who = await readyCustomer('stock.customer@example.com');
    expect((await call(undefined, { method: 'GET', url: '/api/admin/stock/?date=2030-01-07' })).statusCode).toBe(401);
    const asCustomer = await customerCall(who, { method: 'GET', url: '/api/admin/stock/?date=2030-01-07' });
    expect(asCustomer.statusCode).toBe(401);
    expect((await setStock(undefined, 'product/1/2030-01-07', { kind: 'off' })).statusCode).toBe(401);
    const refused = await setStock(support, 'product/1/2030-01-07', { kind: 'off' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
    expect(await db().select().from(stockAvailability)).toEqual([]);
    const seen = await call(support, { method: 'GET', url: '/api/admin/stock/?date=2030-01-07' });
    expect(seen.statusCode).toBe(200);
  });

  it('sets an item off, to a count and back to unlimited, each change audited, and lists it that day only', async () => {
    const first = await setStock(operations, 'product/1/2030-01-07', { kind: 'off' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      type: 'product',
      id: 1,
      date: '2030-01-07',
      availability: { kind: 'off' },
      previous: { kind: 'unlimited' },
    });
    const counted = await setStock(operations, 'product/1/2030-01-07', { kind: 'count', count: 7 });
    expect(counted.json().previous).toEqual({ kind: 'off' });

    const [product] = await db().select({ name: products.name }).from(products).where(eq(products.id, 1));
    const page = await call(support, {
      method: 'GET',
      url: `/api/admin/stock/?date=2030-01-07&type=product&name=${encodeURIComponent(product?.name ?? '')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const item = page.json().results.find((row: { id: number }) => row.id === 1);
    expect(item?.availability).toEqual({ kind: 'count', count: 7 });
    const otherDay = (
      await call(support, { method: 'GET', url: '/api/admin/stock/?date=2030-01-14&type=product&limit=200' })
    ).json();
    expect(
      otherDay.results.every((row: { availability: { kind: string } }) => row.availability.kind === 'unlimited'),
    ).toBe(true);

    const back = await setStock(operations, 'product/1/2030-01-07', { kind: 'unlimited' });
    expect(back.json().previous).toEqual({ kind: 'count', count: 7 });
    expect(await db().select().from(stockAvailability)).toEqual([]);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'stock'), eq(auditLog.recordId, 'product:1:2030-01-07')))
      .orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['stock.set', { kind: 'unlimited' }, { kind: 'off' }],
      ['stock.set', { kind: 'off' }, { kind: 'count', count: 7 }],
      ['stock.set', { kind: 'count', count: 7 }, { kind: 'unlimited' }],
    ]);
    // The audit log names the operator.
    const logged = await call(support, { method: 'GET', url: '/api/admin/audit/?record_type=stock' });
    expect(logged.json().results[0].operator.email).toBe('operations.stock@example.com');
  });

  it('answers bad input with 400 and a message, an unknown item with 404, and writes nothing', async () => {
    const cases: [string, unknown][] = [
      ['product/1/2030-02-30', { kind: 'off' }],
      ['product/1/tomorrow', { kind: 'off' }],
      ['box/1/2030-01-07', { kind: 'off' }],
      ['product/x/2030-01-07', { kind: 'off' }],
      ['product/1/2030-01-07', { kind: 'count', count: -1 }],
      ['product/1/2030-01-07', { kind: 'count', count: 1.5 }],
      ['product/1/2030-01-07', { kind: 'count' }],
      ['product/1/2030-01-07', { kind: 'some' }],
    ];
    const audited = async () => (await db().select().from(auditLog).where(eq(auditLog.recordType, 'stock'))).length;
    const auditedBefore = await audited();
    const messages: string[] = [];
    for (const [path, availability] of cases) {
      const response = await setStock(operations, path, availability);
      expect(response.statusCode, `${path} ${JSON.stringify(availability)}`).toBe(400);
      // The field's own message, under the field's name.
      const { detail: _detail, code: _code, ...fields } = response.json();
      const said = Object.values(fields).flat();
      expect(said.length, path).toBeGreaterThan(0);
      for (const message of said) expect(message).toEqual(expect.any(String));
      messages.push(...(said as string[]));
    }
    const missing = await setStock(operations, 'pairing/999999/2030-01-07', { kind: 'off' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No recipe 999999.');
    for (const query of ['', '?date=2030-13-01', '?date=2030-01-07&limit=0', '?date=2030-01-07&type=box']) {
      const response = await call(support, { method: 'GET', url: `/api/admin/stock/${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect(await db().select().from(stockAvailability)).toEqual([]);
    expect(await audited()).toBe(auditedBefore);
  });
});

describe('plans and the weeks the store makes', () => {
  it('leave out an item that is off on a date, for that date only', async () => {
    const { who } = await placed('stock.weeks@example.com');
    const weeks = await db().select().from(orders).where(eq(orders.customerId, who.id)).orderBy(orders.deliveryDate);
    const later = weeks.at(-1);
    const before = weeks.at(-2);
    if (!later || !before) throw new Error('the store made no later weeks');
    const [line] = await linesOf(later.id);
    if (!line) throw new Error('an empty week');
    const off = await setStock(operations, `${line.itemType}/${line.itemId}/${later.deliveryDate}`, { kind: 'off' });
    expect(off.statusCode).toBe(200);

    // The week is made again (as the store makes a missing week), now without the item.
    await db().delete(orders).where(eq(orders.id, later.id));
    expect(await api.commerce.weekMaker.makeFor(later.subscriptionId)).toBe(1);
    const [remade] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, who.id), eq(orders.deliveryDate, later.deliveryDate)));
    const remadeLines = await linesOf(remade?.id ?? 0);
    expect(remadeLines.length).toBeGreaterThan(0);
    expect(remadeLines.some((entry) => entry.itemType === line.itemType && entry.itemId === line.itemId)).toBe(false);

    // The same box for the same week, with the item out on another date, keeps it.
    const key = `${line.itemType}:${line.itemId}`;
    const plans = async (out: Map<string, Set<string>>) =>
      (await api.plans.weeklyPlans([{ customerId: who.id, weeks: [later.deliveryDate] }], out))
        .get(who.id)
        ?.get(later.deliveryDate)
        ?.sections.flatMap((section) => section.items.map((item) => `${item.type}:${item.id}`)) ?? [];
    await db()
      .delete(orders)
      .where(eq(orders.id, remade?.id ?? 0));
    expect(await plans(new Map())).toContain(key);
    expect(await plans(new Map([[before.deliveryDate, new Set([key])]]))).toContain(key);
    expect(await plans(new Map([[later.deliveryDate, new Set([key])]]))).not.toContain(key);
  });
});

describe('at the cutoff', () => {
  it('replaces an out line by an alternative that keeps the hard rules at no more than its price, and emails it', async () => {
    const { who, orderId, cutoff, date } = await placed('stock.substitute@example.com');
    // The customer turns vegetarian after placing: the alternative must keep that rule.
    const diet = await customerCall(who, {
      method: 'PATCH',
      url: `/api/v2/customers/${who.id}/dietary_restrictions/`,
      payload: { dietary_restrictions: [{ id: DietaryId.Vegetarian, selected: true }] },
    });
    expect(diet.statusCode).toBe(200);
    const lines = await linesOf(orderId);
    const out = [...lines].sort((a, b) => b.unitPriceCents - a.unitPriceCents)[0];
    if (!out) throw new Error('an empty box');
    expect((await setStock(operations, `${out.itemType}/${out.itemId}/${date}`, { kind: 'off' })).statusCode).toBe(200);

    await atTime(api, new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());

    const after = await linesOf(orderId);
    expect(after.some((line) => line.itemType === out.itemType && line.itemId === out.itemId)).toBe(false);
    const [change] = await db().select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, orderId));
    expect(change).toMatchObject({ fromType: out.itemType, fromId: out.itemId, quantity: out.quantity });
    if (!change?.toType || change.toId === null) throw new Error('no alternative was found');
    const added = after.find((line) => line.itemType === change.toType && line.itemId === change.toId);
    expect(added?.quantity).toBe(out.quantity);
    expect(added?.unitPriceCents).toBeLessThanOrEqual(out.unitPriceCents);
    const replacement = { type: change.toType as 'product' | 'pairing', id: change.toId };
    expect(await api.plans.breakingRules(who.id, [replacement])).toEqual([]);

    // Charged for what is sent.
    const order = await orderRow(orderId);
    expect(order?.status).toBe('paid');
    const subtotal = after.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    expect(order?.subtotalCents).toBe(subtotal);
    const emails = await emailsTo('order_substitution', orderId);
    expect(emails).toEqual([
      expect.objectContaining({ changes: [{ from: out.name, to: change.toName }], totalCents: order?.totalCents }),
    ]);

    const mail = await renderEmail('order_substitution', emails[0], RENDER);
    expect(mail.subject).toBe('Some items in your box were out of stock');
    expect(mail.text).toContain(`${out.name}: replaced by ${change.toName}, at no more than its price.`);

    const page = await call(support, { method: 'GET', url: `/api/admin/orders/${orderId}/` });
    const event = page.json().timeline.find((entry: { kind: string }) => entry.kind === 'substituted');
    expect(event?.text).toContain(`${out.name} was out of stock: replaced by ${change.toName}`);
  });

  it('removes an out line with no alternative and does not charge for it', async () => {
    const { orderId, cutoff, date } = await placed('stock.remove@example.com');
    const lines = await linesOf(orderId);
    const out = lines[0];
    if (!out || lines.length < 2) throw new Error('a box too small');
    const gift = (await orderRow(orderId))?.freeGiftProductId;
    // Everything not in the box (but its free gift) is off that day, and so is the line: nothing can replace it.
    await db().execute(sql`
      insert into stock_availability (item_type, item_id, delivery_date, kind, count, updated_at)
      select 'product', id, ${date}::date, 'off', null::int, now() from products
      union all select 'pairing', id, ${date}::date, 'off', null::int, now() from pairings`);
    await db()
      .delete(stockAvailability)
      .where(
        and(
          eq(stockAvailability.deliveryDate, date),
          sql`(${stockAvailability.itemType} || ':' || ${stockAvailability.itemId}) in (${sql.join(
            [
              ...lines.filter((line) => line !== out).map((line) => `${line.itemType}:${line.itemId}`),
              `product:${gift}`,
            ].map((key) => sql`${key}`),
            sql`, `,
          )})`,
        ),
      );
    const before = await orderRow(orderId);

    await atTime(api, new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());

    const after = await linesOf(orderId);
    expect(after.map((line) => `${line.itemType}:${line.itemId}`).sort()).toEqual(
      lines
        .filter((line) => line !== out)
        .map((line) => `${line.itemType}:${line.itemId}`)
        .sort(),
    );
    const order = await orderRow(orderId);
    expect(order?.status).toBe('paid');
    expect(order?.subtotalCents).toBe((before?.subtotalCents ?? 0) - out.quantity * out.unitPriceCents);
    const emails = await emailsTo('order_substitution', orderId);
    expect(emails).toEqual([expect.objectContaining({ changes: [{ from: out.name, to: null }] })]);
    const mail = await renderEmail('order_substitution', emails[0], RENDER);
    expect(mail.text).toContain(`${out.name}: removed, and you are not charged for it.`);
    const page = await call(support, { method: 'GET', url: `/api/admin/orders/${orderId}/` });
    expect(page.json().timeline.map((entry: { kind: string }) => entry.kind)).toContain('removed');
  });

  it('lets exactly N boxes have an item counted N, with two finalizers at once', {
    tags: ['postgres-server'],
  }, async () => {
    const entries = await Promise.all([0, 1, 2, 3].map((index) => placed(`stock.count.${index}@example.com`)));
    const date = entries[0]?.date as string;
    expect(entries.every((entry) => entry.date === date)).toBe(true);
    // The same quiz gives the same first box: an item every box has.
    const first = await linesOf(entries[0]?.orderId ?? 0);
    const shared = [];
    for (const line of first) {
      const everywhere = await Promise.all(
        entries.map(async (entry) =>
          (await linesOf(entry.orderId)).some(
            (other) => other.itemType === line.itemType && other.itemId === line.itemId,
          ),
        ),
      );
      if (everywhere.every(Boolean)) shared.push(line);
    }
    const item = shared[0];
    if (!item) throw new Error('no item in every box');
    const path = `${item.itemType}/${item.itemId}/${date}`;
    expect((await setStock(operations, path, { kind: 'count', count: 2 })).statusCode).toBe(200);

    const latest = Math.max(...entries.map((entry) => entry.cutoff.getTime()));
    const clock = { now: () => new Date(latest + 1000) };
    const { deliveries, weeks } = api.commerce;
    const finalizers = [1, 2].map(
      () =>
        new OrderFinalization(
          db(),
          clock,
          new TestPaymentProvider(),
          api.outbox,
          deliveries,
          new OrderPayments(clock, api.outbox, weeks),
          (error) => {
            throw error;
          },
          new StockSubstitutions(db(), clock, api.outbox, deliveries),
        ),
    );
    await Promise.all(finalizers.map((finalizer) => finalizer.runDue()));

    // Every box of that date locked by this pass (an earlier customer's first box too) counts.
    const locked = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.deliveryDate, date), eq(orders.finalizedAt, clock.now())));
    expect(locked.length).toBeGreaterThanOrEqual(entries.length);
    let having = 0;
    for (const entry of locked) {
      expect(entry.status).toBe('paid');
      const has = (await linesOf(entry.id)).some(
        (line) => line.itemType === item.itemType && line.itemId === item.itemId,
      );
      const substituted = await db()
        .select()
        .from(orderSubstitutions)
        .where(and(eq(orderSubstitutions.orderId, entry.id), eq(orderSubstitutions.fromId, item.itemId)));
      // A box either has it or has its substitution, never both.
      expect(has ? 0 : 1, `order ${entry.id}`).toBe(substituted.length);
      if (has) having += 1;
    }
    expect(having).toBe(2);
    const [left] = await db()
      .select()
      .from(stockAvailability)
      .where(and(eq(stockAvailability.itemType, item.itemType), eq(stockAvailability.itemId, item.itemId)));
    expect(left).toMatchObject({ kind: 'count', count: 0 });
  });

  it('takes the free gift from its count like a line, and leaves it out of a box once it is used up', async () => {
    const entries = await Promise.all([0, 1].map((index) => placed(`stock.gift.${index}@example.com`)));
    const date = entries[0]?.date as string;
    expect(entries.every((entry) => entry.date === date)).toBe(true);
    const giftId = (await orderRow(entries[0]?.orderId ?? 0))?.freeGiftProductId;
    if (!giftId) throw new Error('no free gift');
    // Every box of that date still to lock with this gift (not as a line) competes for the one left.
    const waiting = [];
    for (const row of await db().select().from(orders).where(eq(orders.deliveryDate, date))) {
      if (row.status !== 'scheduled' || row.freeGiftProductId !== giftId) continue;
      const lines = await linesOf(row.id);
      if (lines.some((line) => line.itemType === 'product' && line.itemId === giftId)) continue;
      waiting.push(row.id);
    }
    expect(waiting).toEqual(expect.arrayContaining(entries.map((entry) => entry.orderId)));
    expect((await setStock(operations, `product/${giftId}/${date}`, { kind: 'count', count: 1 })).statusCode).toBe(200);
    const before = new Map(await Promise.all(waiting.map(async (id) => [id, await orderRow(id)] as const)));

    const latest = Math.max(...entries.map((entry) => entry.cutoff.getTime()));
    await atTime(api, new Date(latest + 1000), () => api.commerce.finalization.runDue());

    const [left] = await db()
      .select()
      .from(stockAvailability)
      .where(and(eq(stockAvailability.itemType, 'product'), eq(stockAvailability.itemId, giftId)));
    expect(left).toMatchObject({ kind: 'count', count: 0 });
    const after = await Promise.all(waiting.map((id) => orderRow(id)));
    expect(after.every((row) => row?.status === 'paid')).toBe(true);
    const kept = after.filter((row) => row?.freeGiftProductId === giftId);
    const without = after.filter((row) => row?.freeGiftProductId === null);
    expect(kept).toHaveLength(1);
    expect(without).toHaveLength(waiting.length - 1);

    const [gift] = await db().select().from(products).where(eq(products.id, giftId));
    const giftName = `${gift?.name} (free gift)`;
    for (const row of without) {
      if (!row) continue;
      // Nothing priced changed: the box costs what it did.
      expect(row.totalCents).toBe(before.get(row.id)?.totalCents);
      const removed = await db().select().from(orderSubstitutions).where(eq(orderSubstitutions.orderId, row.id));
      expect(removed).toEqual([expect.objectContaining({ fromType: 'product', fromId: giftId, toType: null })]);
      const emails = await emailsTo('order_substitution', row.id);
      expect(emails).toEqual([expect.objectContaining({ changes: [{ from: giftName, to: null }] })]);
      const page = (await call(support, { method: 'GET', url: `/api/admin/orders/${row.id}/` })).json();
      expect(page.lines.some((line: { free_gift: boolean }) => line.free_gift)).toBe(false);
      expect(page.timeline.map((entry: { kind: string }) => entry.kind)).toContain('removed');
    }
    const keptPage = (await call(support, { method: 'GET', url: `/api/admin/orders/${kept[0]?.id}/` })).json();
    expect(keptPage.lines.filter((line: { free_gift: boolean }) => line.free_gift)).toEqual([
      expect.objectContaining({ item_id: giftId, name: giftName, quantity: 1, unit_price_cents: 0 }),
    ]);
  });
});
