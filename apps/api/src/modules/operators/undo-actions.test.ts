// The console's undos (issue 42, point 1; docs/decisions/206-console-confirmations.md): a skipped week put back, a
// pause ended, a canceled subscription started again, a promo code and a zone enabled again — each through the module
// that owns the state (orders, subscriptions, promos, deliveries), with the operator's reason in an audit row written
// in the change's transaction, refused in the owner's words when the state does not allow it, and refused to support
// (403) with nothing written. The zones answer says how many subscribers and boxes a disable touches.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { orders, subscriptions } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.96');
const { call, operator } = consoleClient(() => api, '10.97');
let support: string;
let operations: string;
let admin: string;
let dee: Who;
let eve: Who;

const db = () => subject.database.db;
const auditRows = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const get = (cookie: string, url: string) => call(cookie, { method: 'GET', url });
const post = (cookie: string, url: string, payload?: object) => call(cookie, { method: 'POST', url, payload });
const subscriptionOf = async (who: Who) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.customerId, who.id)))[0];

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  support = await operator('support.undo@example.com', 'support');
  operations = await operator('operations.undo@example.com', 'operations');
  admin = await operator('admin.undo@example.com', 'admin');
  [dee, eve] = (await Promise.all(
    ['dee.undo@example.com', 'eve.undo@example.com'].map(async (email) => {
      const who = await readyCustomer(email);
      expect((await place(who, `place-${email}`)).statusCode).toBe(201);
      return who;
    }),
  )) as [Who, Who];
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

describe('undoing a customer change', () => {
  it('refuses the undos to support (403) and to a customer (401), writing nothing', async () => {
    const before = await auditCount();
    const week = (await get(support, `/api/admin/customers/${dee.id}/`)).json().orders[0].id;
    for (const [action, body] of [
      ['unskip', { order_id: week, reason: 'Asked on the phone' }],
      ['resume', { reason: 'Asked on the phone' }],
      ['reactivate', { reason: 'Asked on the phone' }],
    ] as const) {
      const refused = await post(support, `/api/admin/customers/${dee.id}/${action}/`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
      const customer = await call(undefined, {
        method: 'POST',
        url: `/api/admin/customers/${dee.id}/${action}/`,
        payload: body,
        headers: { cookie: dee.cookie },
      });
      expect(customer.statusCode).toBe(401);
    }
    expect(await auditCount()).toBe(before);
  });

  it('puts a skipped week back, audited; the page says which weeks can be put back', async () => {
    const page = (await get(operations, `/api/admin/customers/${dee.id}/`)).json();
    const week = page.orders.find((order: { status: string }) => order.status === 'scheduled');
    expect(week.can_unskip).toBe(false);
    const skipped = await post(operations, `/api/admin/customers/${dee.id}/skip/`, {
      order_id: week.id,
      reason: 'Away',
    });
    const skippedWeek = skipped.json().orders.find((order: { id: number }) => order.id === week.id);
    expect(skippedWeek).toMatchObject({ status: 'skipped', can_unskip: true });

    const empty = await post(operations, `/api/admin/customers/${dee.id}/unskip/`, { order_id: week.id, reason: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().reason).toEqual(['Say why.']);

    const back = await post(operations, `/api/admin/customers/${dee.id}/unskip/`, {
      order_id: week.id,
      reason: 'Back home after all',
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().orders.find((order: { id: number }) => order.id === week.id)).toMatchObject({
      status: 'scheduled',
      can_unskip: false,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, week.id));
    expect(row).toMatchObject({ status: 'scheduled', skipReason: null });
    expect(await auditRows('order.unskip')).toEqual([
      expect.objectContaining({
        recordType: 'order',
        recordId: String(week.id),
        before: { status: 'skipped', skip_reason: 'customer' },
        after: expect.objectContaining({ status: 'scheduled', reason: 'Back home after all' }),
      }),
    ]);
    // A scheduled week is not put back twice: the orders module's refusal, no second row.
    const again = await post(operations, `/api/admin/customers/${dee.id}/unskip/`, { order_id: week.id, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await auditRows('order.unskip')).toHaveLength(1);
  });

  it('ends a pause now, audited; an active subscription is refused in its owner’s words', async () => {
    const notPaused = await post(operations, `/api/admin/customers/${dee.id}/resume/`, { reason: 'x' });
    expect(notPaused.statusCode).toBe(409);
    expect(notPaused.json().detail).toMatch(/active/);

    const paused = await post(operations, `/api/admin/customers/${dee.id}/pause/`, { weeks: 2, reason: 'Travel' });
    expect(paused.json().subscription.status).toBe('paused');
    const pausedWeeks = paused.json().orders.filter((order: { status: string }) => order.status === 'skipped');
    expect(pausedWeeks.length).toBeGreaterThan(0);

    const resumed = await post(operations, `/api/admin/customers/${dee.id}/resume/`, { reason: 'Trip canceled' });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription).toMatchObject({ status: 'active', paused_until: null });
    // The weeks the pause skipped are scheduled again.
    for (const week of pausedWeeks) {
      expect(resumed.json().orders.find((order: { id: number }) => order.id === week.id).status).toBe('scheduled');
    }
    expect(await auditRows('subscription.resume')).toEqual([
      expect.objectContaining({
        recordType: 'subscription',
        before: expect.objectContaining({ status: 'paused' }),
        after: expect.objectContaining({ status: 'active', paused_until: null, reason: 'Trip canceled' }),
      }),
    ]);
  });

  it('starts a canceled subscription again, audited; twice is refused with nothing more written', async () => {
    const canceled = await post(operations, `/api/admin/customers/${eve.id}/cancel/`, {
      cancel_reason: 'moving',
      reason: 'Moving, asked by email',
    });
    expect(canceled.json().subscription.status).toBe('canceled');
    // A canceled subscription's weeks cannot be put back one by one: the whole subscription comes back.
    expect(canceled.json().orders.every((order: { can_unskip: boolean }) => !order.can_unskip)).toBe(true);

    const reactivated = await post(operations, `/api/admin/customers/${eve.id}/reactivate/`, {
      reason: 'Changed her mind on the phone',
    });
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json().subscription).toMatchObject({ status: 'active', canceled_at: null });
    expect(reactivated.json().orders.some((order: { status: string }) => order.status === 'scheduled')).toBe(true);
    expect((await subscriptionOf(eve))?.status).toBe('active');
    const [audit] = await auditRows('subscription.reactivate');
    expect(audit).toMatchObject({
      before: expect.objectContaining({ status: 'canceled' }),
      after: expect.objectContaining({ status: 'active', reason: 'Changed her mind on the phone' }),
    });

    const again = await post(operations, `/api/admin/customers/${eve.id}/reactivate/`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await auditRows('subscription.reactivate')).toHaveLength(1);
  });
});

describe('enabling a promo code and a zone again', () => {
  it('enables a disabled code: it answers again at once; audited once; admin only', async () => {
    const created = await post(admin, '/api/admin/promotions/', {
      code: 'UNDO10',
      effect: 'get 10% off',
      percent_off: 10,
    });
    expect(created.statusCode).toBe(201);
    expect((await post(admin, '/api/admin/promotions/UNDO10/disable/')).json().state).toBe('disabled');
    const promo = () => call(undefined, { method: 'GET', url: '/api/get_promo_data/?promo_code=UNDO10' });
    expect((await promo()).statusCode).not.toBe(200);

    expect((await post(operations, '/api/admin/promotions/UNDO10/enable/')).statusCode).toBe(403);
    const enabled = await post(admin, '/api/admin/promotions/undo10/enable/');
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().state).toBe('live');
    expect((await promo()).statusCode).toBe(200);
    // Enabling an enabled code changes nothing and records nothing.
    expect((await post(admin, '/api/admin/promotions/UNDO10/enable/')).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'promotion'), eq(auditLog.action, 'promotion.enable')));
    expect(rows).toEqual([
      expect.objectContaining({
        recordId: 'UNDO10',
        before: expect.objectContaining({ active: false }),
        after: expect.objectContaining({ active: true }),
      }),
    ]);
    expect((await post(admin, '/api/admin/promotions/NOPE/enable/')).statusCode).toBe(404);
  });

  it('answers each zone with its subscribers and boxes to deliver, as a disable leaves them', async () => {
    const zones = (await get(support, '/api/admin/zones/')).json().results;
    const nyc = zones.find((zone: { code: string }) => zone.code === 'nyc');
    // Dee (active) and Eve (active again) subscribe in nyc; their boxes not yet delivered are counted.
    const open = await db()
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.zoneCode, 'nyc'), eq(orders.status, 'scheduled')));
    expect(nyc).toMatchObject({ subscribers: 2, boxes_to_deliver: open[0]?.n });
    expect(nyc.boxes_to_deliver).toBeGreaterThan(0);

    const disabled = await post(operations, '/api/admin/zones/nyc/disable/');
    expect(disabled.json()).toMatchObject({ active: false, subscribers: 2 });
    const enabled = await post(operations, '/api/admin/zones/nyc/enable/');
    expect(enabled.json()).toMatchObject({ active: true, subscribers: 2 });
    const [audit] = await auditRows('zone.enable');
    expect(audit?.after).toEqual({ active: true });
  });
});
