// Issue 44, the low findings on hostile text and dates (docs/decisions/200-operators.md):
// - a NUL byte in a delivery-rating or problem-report comment was a 500 (PostgreSQL 22021), bell and escape were
//   stored: the comments now carry the shared text rule (contracts/schemas/free-text.ts), 400 naming the field;
// - a date in year 0000 was a 500 (PostgreSQL 22008) on the console's stock, deliveries (and its CSV) and orders
//   routes: one date rule (contracts/schemas/dates.ts), 400 with the field's words.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { deliveryRatings, problemReports } from '../../db/schema/ratings';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const { call: customerCall, readyCustomer, place } = checkoutClient(() => api, '10.145');
const PASSWORD = 'a long operator passphrase';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' },
  });
  await roomyBoxes(subject.database.db);
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const db = () => subject.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

describe('control characters in a customer’s comments on a delivered box', () => {
  it('are refused with 400 naming the comment, and nothing is written', async () => {
    const who = await readyCustomer('hostile.comments@example.com');
    const placed = await place(who, 'hostile-comments');
    expect(placed.statusCode).toBe(201);
    const id = placed.json().id as number;
    const row = await rowOf(id);
    await atTime(api, new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
    const nextMorning = new Date(new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
    await atTime(api, nextMorning, () => api.commerce.deliveryMarks.markDue());
    const delivered = await rowOf(id);
    expect(delivered?.status).toBe('delivered');
    if (!delivered?.deliveredAt) throw new Error('not delivered');
    const day = new Date(delivered.deliveredAt.getTime() + DAY);
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    if (!line) throw new Error('no line');

    for (const comment of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m red']) {
      const rating = await atTime(api, day, () =>
        customerCall(who, {
          method: 'POST',
          url: `/api/v2/orders/${id}/rating/`,
          payload: { stars: 3, reasons: [], comment },
        }),
      );
      expect(rating.statusCode, rating.body).toBe(400);
      expect(Array.isArray(rating.json().comment)).toBe(true);
      const report = await atTime(api, day, () =>
        customerCall(who, {
          method: 'POST',
          url: `/api/v2/orders/${id}/issues/`,
          payload: { lines: [{ content_type: line.itemType, object_id: line.itemId, problem: 'missing' }], comment },
        }),
      );
      expect(report.statusCode, report.body).toBe(400);
      expect(Array.isArray(report.json().comment)).toBe(true);
    }
    expect(await db().select().from(deliveryRatings).where(eq(deliveryRatings.orderId, id))).toEqual([]);
    expect(await db().select().from(problemReports).where(eq(problemReports.orderId, id))).toEqual([]);

    // Line breaks are words on several lines, and kept.
    const kept = await atTime(api, day, () =>
      customerCall(who, {
        method: 'POST',
        url: `/api/v2/orders/${id}/rating/`,
        payload: { stars: 3, reasons: [], comment: 'Bag open.\nStill cold.' },
      }),
    );
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().comment).toBe('Bag open.\nStill cold.');
  });
});

describe('dates out of the calendar or its range', () => {
  it('are 400 on every console route that takes one, never a 500', async () => {
    await new OperatorAccounts(db(), api.clock, api.operatorSessions, api.passwords).add(
      'dates@example.com',
      'admin',
      PASSWORD,
      null,
    );
    const signedIn = await api.inject({
      method: 'POST',
      url: '/api/admin/session/',
      headers: CLIENT_HEADERS,
      payload: { email: 'dates@example.com', password: PASSWORD },
    });
    const cookie = signedIn.cookies.find((entry) => entry.name === 'larder_operator');
    const call = (options: InjectOptions) =>
      api.inject({ ...options, headers: { ...CLIENT_HEADERS, cookie: `larder_operator=${cookie?.value}` } });
    const stock = { availability: { kind: 'off' } };

    for (const date of ['0000-01-01', '0000-12-31', '1999-12-31', '2100-01-01', '9999-12-31', '2026-02-30']) {
      for (const [method, url, payload] of [
        ['GET', `/api/admin/stock/?date=${date}`, undefined],
        ['GET', `/api/admin/deliveries/?date=${date}`, undefined],
        ['GET', `/api/admin/deliveries/pick-list.csv?date=${date}`, undefined],
        ['GET', `/api/admin/orders/?delivery_date=${date}`, undefined],
        ['PUT', `/api/admin/stock/product/1/${date}/`, stock],
      ] as const) {
        const response = await call({ method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
        expect(JSON.stringify(response.json())).toContain('Enter a date such as 2026-11-26.');
      }
    }
    for (const at of ['0000-01-01T00:00:00Z', '2100-01-01T00:00:00Z']) {
      const audit = await call({ method: 'GET', url: `/api/admin/audit/?from=${encodeURIComponent(at)}` });
      expect(audit.statusCode, audit.body).toBe(400);
    }
    // Dates in range still work.
    expect((await call({ method: 'GET', url: '/api/admin/stock/?date=2030-01-07' })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/api/admin/orders/?delivery_date=2028-02-29' })).statusCode).toBe(200);
  });
});
