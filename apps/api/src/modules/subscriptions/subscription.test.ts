// Also on the PostgreSQL server (its tests tagged postgres-server): the next four deliveries made once however many ask at once: concurrent transactions on the weeks.
// The subscriber's weeks on the real app: the next four deliveries made once (however many ask at once), skip and
// unskip before the cutoff, refusals after it with the cutoff in the message, and ownership.
import { SubscriptionErrorCode } from '@larder/contracts/values/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, readyCustomer, place } = checkoutClient(() => api, '10.6');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type OrderBody = { id: number; status: string; delivery: { date: string; cutoff_label: string }; lines: unknown[] };

describe('the subscriber’s weeks', () => {
  it('are for subscribers', async () => {
    expect((await call(undefined, { method: 'GET', url: '/api/v2/subscription/' })).statusCode).toBe(403);
    const who = await customer('no.subscription@example.com');
    const none = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ status: 'none', delivery_weekday: null, upcoming: [], recent: [] });
  });

  it('shows the next four deliveries on the subscription’s weekday, the first one the order placed, made once', {
    tags: ['postgres-server'],
  }, async () => {
    const who = await readyCustomer('weeks@example.com');
    const first = (await place(who, 'weeks-1')).json() as OrderBody;
    const views = await Promise.all([1, 2, 3].map(() => call(who, { method: 'GET', url: '/api/v2/subscription/' })));
    for (const view of views) expect(view.statusCode).toBe(200);
    const upcoming = views[0]?.json().upcoming as OrderBody[];
    expect(upcoming).toHaveLength(4);
    expect(upcoming[0]?.id).toBe(first.id);
    const weekdays = new Set(upcoming.map((order) => new Date(`${order.delivery.date}T12:00:00Z`).getUTCDay()));
    expect(weekdays.size).toBe(1);
    const days = upcoming.map((order) => Date.parse(`${order.delivery.date}T12:00:00Z`) / 86_400_000);
    for (let index = 1; index < days.length; index++) expect((days[index] ?? 0) - (days[index - 1] ?? 0)).toBe(7);
    for (const order of upcoming.slice(1)) {
      expect(order.status).toBe('scheduled');
      expect(order.lines.length).toBeGreaterThan(0);
    }
    const rows = await subject.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, who.id));
    expect(rows).toHaveLength(4);
  });

  it('skips and puts back a week before its cutoff; after it, says until when it could', async () => {
    const who = await readyCustomer('skipper@example.com');
    await place(who, 'skipper-1');
    const view = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json();
    const week = view.upcoming[1] as OrderBody;
    const skip = (id: number) => call(who, { method: 'POST', url: `/api/v2/orders/${id}/skip/` });
    const unskip = (id: number) => call(who, { method: 'POST', url: `/api/v2/orders/${id}/unskip/` });
    expect((await skip(week.id)).json().status).toBe('skipped');
    const twice = await skip(week.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(SubscriptionErrorCode.WrongState);
    expect((await unskip(week.id)).json().status).toBe('scheduled');

    const other = await customer('not.mine@example.com');
    expect((await call(other, { method: 'POST', url: `/api/v2/orders/${week.id}/skip/` })).statusCode).toBe(404);
    expect((await call(who, { method: 'POST', url: '/api/v2/orders/abc/skip/' })).statusCode).toBe(400);

    const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, week.id));
    const realNow = api.clock.now;
    api.clock.now = () => new Date((row?.cutoffAt.getTime() ?? 0) + 1000);
    try {
      const late = await skip(week.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe(SubscriptionErrorCode.PastCutoff);
      expect(late.json().detail).toBe(
        `This box is locked: changes were possible until ${week.delivery.cutoff_label.replace(/^Edit until /, '')}.`,
      );
    } finally {
      api.clock.now = realNow;
    }
  });
});
