// The console's orders API in process (docs/decisions/200-operators.md): the search filters, sorts and pages on the
// server, bad filters are 400 with a message, a customer's session is 401, and an order's page shows its lines,
// customer and timeline (placed, locked, charged, refunds, audit rows); neither read writes anything.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { orders } from '../../db/schema/orders';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.41');
const PASSWORD = 'a long operator passphrase';
let addressCounter = 0;
let support: string;
const placed: { id: number; email: string }[] = [];

function call(cookie: string | undefined, options: InjectOptions) {
  addressCounter += 1;
  return api.inject({
    remoteAddress: `10.42.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    ...options,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string>) },
  });
}

async function operator(email: string, role: 'support' | 'operations' | 'admin'): Promise<string> {
  await new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords).add(
    email,
    role,
    PASSWORD,
    null,
  );
  return signIn(email);
}

async function signIn(email: string): Promise<string> {
  const response = await call(undefined, {
    method: 'POST',
    url: '/api/admin/session/',
    payload: { email, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' },
  });
  api = subject.app;
  support = await operator('support.orders@example.com', 'support');
  await operator('operations.orders@example.com', 'operations');
  for (const email of ['Ada.Search@example.com', 'grace.search@example.com']) {
    const who = await readyCustomer(email);
    const response = await place(who, `search-${email}`);
    expect(response.statusCode).toBe(201);
    placed.push({ id: response.json().id as number, email });
  }
});

afterAll(async () => {
  await subject?.app.close();
});

const list = (query: string, cookie = support) => call(cookie, { method: 'GET', url: `/api/admin/orders/${query}` });

describe('GET /api/admin/orders/', () => {
  it('finds orders by id, part of the email (any case), status, zone and delivery date', async () => {
    const [ada, grace] = placed as [(typeof placed)[0], (typeof placed)[0]];
    const all = await list('');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    // A first order makes the subscription's weeks too: each customer has several.
    const graces = (await list('?email=grace.search')).json();
    expect(graces.count).toBeGreaterThan(1);
    expect(all.json().count).toBe(graces.count * 2);

    const byId = (await list(`?id=${grace.id}`)).json();
    expect(byId.results.map((row: { id: number }) => row.id)).toEqual([grace.id]);
    expect(byId.results[0]).toMatchObject({
      status: 'scheduled',
      customer: { email: grace.email, name: expect.any(String) },
      not_delivered: false,
    });

    const byEmail = (await list('?email=ADA.SEARCH')).json();
    expect(byEmail.results.map((row: { customer: { email: string } }) => row.customer.email)).toContain(ada.email);
    expect(byEmail.results.every((row: { customer: { email: string } }) => row.customer.email === ada.email)).toBe(
      true,
    );
    // `%` and `_` are matched as themselves, not as patterns.
    expect((await list('?email=%25')).json().count).toBe(0);

    const first = byId.results[0];
    const combined = (await list(`?status=scheduled&zone=${first.zone}&delivery_date=${first.delivery_date}`)).json();
    expect(combined.results.map((row: { id: number }) => row.id)).toContain(grace.id);
    expect(combined.results.every((row: { delivery_date: string }) => row.delivery_date === first.delivery_date)).toBe(
      true,
    );
    expect((await list('?status=paid')).json().count).toBe(0);
  });

  it('finds the orders delivered from one day to another, both included, from the store clock’s week', async () => {
    const clock = await call(support, { method: 'GET', url: '/api/admin/today/clock/' });
    expect(clock.statusCode).toBe(200);
    expect(clock.headers['cache-control']).toBe('no-store');
    const now = api.clock.now();
    const { date, week } = clock.json();
    expect(date).toBe(now.toISOString().slice(0, 10));
    expect(new Date(`${week.from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(week.from <= date && date <= week.to).toBe(true);

    const all = (await list('?limit=100&sort=delivery_date')).json().results as { id: number; delivery_date: string }[];
    const dates = [...new Set(all.map((row) => row.delivery_date))];
    expect(dates.length).toBeGreaterThan(2);
    const [from, to] = [dates[1] as string, dates.at(-2) as string];
    const ranged = (await list(`?limit=100&sort=delivery_date&delivery_from=${from}&delivery_to=${to}`)).json();
    const expected = all.filter((row) => row.delivery_date >= from && row.delivery_date <= to).map((row) => row.id);
    expect(ranged.results.map((row: { id: number }) => row.id)).toEqual(expected);
    expect(ranged.count).toBe(expected.length);
    const one = (await list(`?delivery_from=${from}&delivery_to=${from}`)).json();
    expect(one.results.every((row: { delivery_date: string }) => row.delivery_date === from)).toBe(true);

    const backwards = await list(`?delivery_from=${to}&delivery_to=${from}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().delivery_to).toEqual(['The last delivery day is before the first: choose a later one.']);
    const typed = await list('?delivery_from=12/10/2026');
    expect(typed.statusCode).toBe(400);
    expect(typed.json().delivery_from).toContain('Enter the first delivery day as a date such as 2026-11-23.');
    expect((await call('', { method: 'GET', url: '/api/admin/today/clock/' })).statusCode).toBe(401);
  });

  it('sorts on the server either way and pages with next and previous links', async () => {
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
    const ascending = ids((await list('?sort=id&limit=100')).json().results);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ids((await list('?sort=-id&limit=100')).json().results)).toEqual([...ascending].reverse());
    const emails = (await list('?sort=-email&limit=100'))
      .json()
      .results.map((row: { customer: { email: string } }) => row.customer.email);
    expect(emails[0]).toBe('grace.search@example.com');
    expect(emails.at(-1)).toBe('Ada.Search@example.com');

    const page1 = (await list('?sort=id&limit=1')).json();
    expect(page1).toMatchObject({ count: ascending.length, previous: null });
    expect(ids(page1.results)).toEqual([ascending[0]]);
    expect(page1.next).toMatch(/\/api\/admin\/orders\/\?sort=id&limit=1&offset=1$/);
    const last = (await list(`?sort=id&limit=1&offset=${ascending.length - 1}`)).json();
    expect(ids(last.results)).toEqual([ascending.at(-1)]);
    expect(last.next).toBeNull();
    expect(last.previous).toEqual(expect.any(String));
  });

  it('refuses bad filters with 400 and a message, and a customer or nobody with 401', async () => {
    for (const query of [
      '?status=lost',
      '?sort=price',
      '?delivery_date=26/11/2026',
      '?id=abc',
      '?limit=1000',
      '?zone=a%20b',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toEqual(expect.any(String));
    }
    expect((await list('', '')).statusCode).toBe(401);
    const customer = await readyCustomer('customer.peeks@example.com');
    const peek = await call(undefined, {
      method: 'GET',
      url: '/api/admin/orders/',
      headers: { cookie: customer.cookie },
    });
    expect(peek.statusCode).toBe(401);
    expect(peek.json().code).toBe('operator_not_authenticated');
  });
});

describe('GET /api/admin/orders/:id/', () => {
  it('shows the order, its lines, its customer and a timeline that follows a charge, a refund and its audit row', async () => {
    const who = await readyCustomer('timeline.customer@example.com');
    const response = await place(who, 'timeline-order');
    const id = response.json().id as number;
    const cutoff = new Date(response.json().delivery.cutoff_at);
    await atTime(api, new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());

    // The refund after the charge (the test clock moved past the cutoff; the session is started then too).
    const refund = await atTime(api, new Date(cutoff.getTime() + 60_000), async () =>
      call(await signIn('operations.orders@example.com'), {
        method: 'POST',
        url: `/api/admin/orders/${id}/refund/`,
        headers: { 'idempotency-key': 'order-timeline-refund' },
        payload: { as: 'credits', amount_cents: 250 },
      }),
    );
    expect(refund.statusCode).toBe(200);

    const auditBefore = await subject.database.db.select({ count: count() }).from(auditLog);
    const detail = await call(support, { method: 'GET', url: `/api/admin/orders/${id}/` });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.order).toMatchObject({ id, status: 'paid', refunded_cents: 250 });
    expect(body.customer.email).toBe('timeline.customer@example.com');
    expect(body.lines.length).toBeGreaterThan(0);
    const kinds = body.timeline.map((event: { kind: string }) => event.kind);
    expect(kinds).toEqual(['placed', 'locked', 'charged', 'refund', 'audit']);
    expect(body.timeline.at(-1).text).toBe('order.refund by operations.orders@example.com.');
    expect(body.timeline[3].text).toBe('Refunded $2.50 as credits.');

    // A read writes nothing.
    expect(await subject.database.db.select({ count: count() }).from(auditLog)).toEqual(auditBefore);
    const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.refundedCents).toBe(250);
  });

  it('answers 404 for an unknown order and 400 for an id that is not a number', async () => {
    const missing = await call(support, { method: 'GET', url: '/api/admin/orders/999999/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No order 999999.');
    expect((await call(support, { method: 'GET', url: '/api/admin/orders/abc/' })).statusCode).toBe(400);
  });
});
