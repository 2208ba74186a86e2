// The weekly cycle on the store's schedule (issue 26; docs/decisions/160-weekly-cycle.md), on the real app and
// database: a subscriber who never comes back still gets a box, a charge and a delivered mark every week; a GET
// never writes; finalization re-reads the subscription; one bad order never stops a pass; `processing` is not paid;
// the webhook and the pass agree whichever comes first; a promo's deliveries count when paid; not-delivered marks.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders, subscriptions } from '../../db/schema/orders';
import { promoCodes } from '../../db/schema/promo-codes';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest } from '../payments/provider';
import { TestPaymentProvider } from '../payments/test-provider';
import { DeliveryMarkRefused, DeliveryMarks } from './delivery-marks';
import { OrderFinalization, PROVIDER_BACKOFF_MS } from './finalization';
import { OrderPayments } from './order-payments';
import { lockSubscriptionOf } from './subscription-rows';
import { WeekMaker } from './week-maker';
import { FINALIZE_DUE_QUEUE, WeeklyCycle } from './weekly-cycle';
import { OrderWeeks } from './weeks';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.26');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);

async function placed(
  email: string,
  card: Record<string, unknown> | undefined = undefined,
  beforePlacing?: (who: Who) => Promise<void>,
) {
  const who = await readyCustomer(email, card);
  if (beforePlacing) await beforePlacing(who);
  const response = await place(who, `key-${email}`);
  expect(response.statusCode).toBe(201);
  return { who, orderId: response.json().id as number };
}

const weeksOf = (customerId: number) =>
  subject.database.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(orders.deliveryDate);

const rowOf = async (id: number) => (await subject.database.db.select().from(orders).where(eq(orders.id, id)))[0];

const emailKinds = async (customerId: number, template: string) =>
  (
    await subject.database.db.execute(
      sql`select data->>'kind' as kind from email_outbox
          where template = ${template} and recipient = (select email from customers where id = ${customerId})
          order by id`,
    )
  ).rows.map((row) => (row as { kind: string }).kind);

/** A provider that answers each order's charge as `answer` says (the test provider otherwise). */
class ScriptedProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly charges: ChargeRequest[] = [];
  private readonly inner = new TestPaymentProvider();
  constructor(
    private readonly answer: (request: ChargeRequest) => Promise<ChargeResult> | undefined,
    private readonly status: (chargeId: string) => ChargeResult = (chargeId) => ({ status: 'succeeded', chargeId }),
  ) {}
  beginSetup() {
    return this.inner.beginSetup();
  }
  async charge(request: ChargeRequest) {
    this.charges.push(request);
    return (await this.answer(request)) ?? this.inner.charge(request);
  }
  async chargeStatus(chargeId: string) {
    return this.status(chargeId);
  }
  refund(request: RefundRequest) {
    return this.inner.refund(request);
  }
}

function finalizerWith(provider: PaymentProvider, now: Date, logged: number[] = []) {
  const clock = { now: () => now };
  return new OrderFinalization(
    subject.database.db,
    clock,
    provider,
    api.outbox,
    api.commerce.deliveries,
    new OrderPayments(clock, api.outbox, api.commerce.weeks),
    (_error, orderId) => logged.push(orderId),
  );
}

/** A new promo code of `deliveries` boxes at 10% off, and a customer who placed their first order with it. */
async function placedWithPromo(code: string, deliveries: number, email: string) {
  const [promo] = await subject.database.db
    .insert(promoCodes)
    .values({
      code,
      percentOff: 10,
      deliveries,
      discountEffect: `10% off your first ${deliveries} boxes`,
      active: true,
      startsAt: new Date('2020-01-01'),
    } as typeof promoCodes.$inferInsert)
    .returning();
  const { who } = await placed(email, undefined, async (customer) => {
    const applied = await call(customer, { method: 'PUT', url: '/api/v2/checkout/promo/', payload: { code } });
    expect(applied.statusCode, applied.body).toBe(200);
  });
  return { promo, who };
}

describe('the weekly cycle on the store’s schedule', () => {
  it('gives a subscriber who never signs in again a box, one charge and a delivered mark every week', async () => {
    const { who, orderId } = await placed('does.nothing@example.com');
    const start = (await rowOf(orderId))?.cutoffAt.getTime() ?? 0;
    // Five weeks of the store's jobs, a run every twelve hours; the customer never opens a page.
    for (let time = start - HOUR; time < start + 5 * 7 * DAY; time += 12 * HOUR) {
      await at(new Date(time), () => api.commerce.cycle.runAll());
    }
    const weeks = await weeksOf(who.id);
    const charged = weeks.filter((week) => week.chargeId !== null);
    expect(charged.length).toBeGreaterThanOrEqual(5);
    expect(new Set(charged.map((week) => week.chargeId)).size).toBe(charged.length);
    expect(new Set(weeks.map((week) => week.deliveryDate)).size).toBe(weeks.length);
    for (const week of charged) {
      expect(week.paymentAttempts).toBe(1);
      expect(week.chargeId).toMatch(/^ch_test_/);
    }
    // Every week whose delivery day has ended is delivered; the next four are made and scheduled.
    const end = start + 5 * 7 * DAY;
    const done = weeks.filter((week) => Date.parse(`${week.deliveryDate}T23:59:59-05:00`) + 6 * HOUR < end);
    expect(done.length).toBeGreaterThanOrEqual(4);
    for (const week of done) expect(week.status).toBe('delivered');
    expect(weeks.filter((week) => week.cutoffAt.getTime() > end - 12 * HOUR)).toHaveLength(4);
  });

  it('builds each week’s box for its week: a customer who rates nothing gets a different box every week', async () => {
    const { who } = await placed('rotating.boxes@example.com');
    const weeks = (await weeksOf(who.id)).filter((week) => week.status === 'scheduled');
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    const boxes = [];
    for (const week of weeks) {
      const { rows } = await subject.database.db.execute(
        sql`select item_type || ':' || item_id as key from order_lines where order_id = ${week.id} order by 1`,
      );
      boxes.push(rows.map((row) => (row as { key: string }).key).join(' '));
    }
    // The first order is the plan the customer checked out; each week the store made after differs from the one before.
    for (let at = 2; at < boxes.length; at += 1) expect(boxes[at]).not.toBe(boxes[at - 1]);
  });

  it('never writes on a GET: a missing week comes back from the store’s pass, not from looking', async () => {
    const { who } = await placed('get.never.writes@example.com');
    const before = await weeksOf(who.id);
    expect(before).toHaveLength(4);
    const last = before.at(-1);
    await subject.database.db.delete(orders).where(eq(orders.id, last?.id ?? 0));
    const view = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
    expect(view.statusCode).toBe(200);
    expect(view.json().upcoming).toHaveLength(3);
    expect(await weeksOf(who.id)).toHaveLength(3);
    expect((await api.commerce.cycle.runAll()).made).toBeGreaterThanOrEqual(1);
    expect((await weeksOf(who.id)).map((week) => week.deliveryDate)).toEqual(before.map((week) => week.deliveryDate));
  });

  it('puts a skipped week back only while the subscription would deliver it: not inside a pause, not canceled', async () => {
    const { who } = await placed('unskip.paused@example.com');
    const weeks = await weeksOf(who.id);
    const third = weeks[2];
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${third?.id}/skip/` })).statusCode).toBe(200);
    expect(
      (await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 4 } })).statusCode,
    ).toBe(200);
    const inPause = await call(who, { method: 'POST', url: `/api/v2/orders/${third?.id}/unskip/` });
    expect(inPause.statusCode).toBe(409);
    expect(inPause.json().detail).toBe('This week is inside your pause. Resume your deliveries to get this box.');
    expect((await call(who, { method: 'POST', url: '/api/v2/subscription/resume/' })).statusCode).toBe(200);
    await call(who, { method: 'POST', url: '/api/v2/subscription/cancel/', payload: { reason: 'too_expensive' } });
    const canceled = await call(who, { method: 'POST', url: `/api/v2/orders/${third?.id}/unskip/` });
    expect(canceled.statusCode).toBe(409);
    expect((await rowOf(third?.id ?? 0))?.status).toBe('skipped');
  });

  it('shows the next charge, its day and amount after the credits; a canceled subscription shows none', async () => {
    const { who } = await placed('next.charge@example.com');
    const view = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json();
    const first = view.upcoming[0];
    expect(view.next_charge).toMatchObject({
      order_id: first.id,
      charge_at: first.delivery.cutoff_at,
      amount_cents: first.totals.total_cents,
      credits_cents: 0,
    });
    expect(view.next_charge.charge_label).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}$/);
    await call(who, { method: 'POST', url: '/api/v2/subscription/cancel/', payload: { reason: 'too_expensive' } });
    expect((await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json().next_charge).toBeNull();
  });

  it('re-reads the subscription at finalization: a canceled or paused subscription’s week is skipped, never charged', async () => {
    const canceled = await placed('race.canceled@example.com');
    const paused = await placed('race.paused@example.com');
    const { db } = subject.database;
    // A cancel and a pause that committed after the weeks were made, as a race would leave them.
    await db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.customerId, canceled.who.id));
    const pausedWeek = await rowOf(paused.orderId);
    await db
      .update(subscriptions)
      .set({ status: 'paused', pausedUntil: '2099-01-01' })
      .where(eq(subscriptions.customerId, paused.who.id));
    const cutoff = Math.max(
      (await rowOf(canceled.orderId))?.cutoffAt.getTime() ?? 0,
      pausedWeek?.cutoffAt.getTime() ?? 0,
    );
    await at(new Date(cutoff + 1000), () => api.commerce.finalization.runDue());
    expect(await rowOf(canceled.orderId)).toMatchObject({ status: 'skipped', skipReason: 'canceled', chargeId: null });
    expect(await rowOf(paused.orderId)).toMatchObject({ status: 'skipped', skipReason: 'paused', chargeId: null });
  });

  it('keeps going past a failing order: the provider unreachable backs off, anything else fails in plain words', async () => {
    const down = await placed('provider.down@example.com');
    const broken = await placed('provider.broken@example.com');
    const fine = await placed('provider.fine@example.com');
    const ids = [down.orderId, broken.orderId, fine.orderId];
    const cutoff = Math.max(...(await Promise.all(ids.map(rowOf))).map((row) => row?.cutoffAt.getTime() ?? 0));
    const now = new Date(cutoff + 1000);
    const logged: number[] = [];
    const provider = new ScriptedProvider((request) => {
      const order = Number(request.metadata.order_id);
      if (order === down.orderId) {
        throw Object.assign(new Error('connect ECONNREFUSED'), { type: 'StripeConnectionError' });
      }
      if (order === broken.orderId)
        throw Object.assign(new Error('No such PaymentMethod'), { type: 'StripeInvalidRequestError' });
      return undefined;
    });
    const result = await finalizerWith(provider, now, logged).runDue();
    expect(result.errors).toBeGreaterThanOrEqual(2);
    expect(logged).toEqual(expect.arrayContaining([down.orderId, broken.orderId]));
    expect(logged).not.toContain(fine.orderId);
    expect(await rowOf(fine.orderId)).toMatchObject({ status: 'paid' });
    expect(await rowOf(down.orderId)).toMatchObject({
      status: 'finalized',
      paymentAttempts: 0,
      chargeErrors: 1,
      nextPaymentAttemptAt: new Date(now.getTime() + PROVIDER_BACKOFF_MS.first),
    });
    expect(await rowOf(broken.orderId)).toMatchObject({
      status: 'payment_failed',
      paymentAttempts: 1,
      paymentFailure: 'processing_error',
    });
    expect(await emailKinds(broken.who.id, 'order_update')).toEqual(['payment_failed']);
    // Once the provider answers again, the backed-off order is charged with its first attempt's key.
    const later = new Date(now.getTime() + PROVIDER_BACKOFF_MS.first);
    await finalizerWith(new ScriptedProvider(() => undefined), later).runDue();
    expect(await rowOf(down.orderId)).toMatchObject({ status: 'paid', paymentAttempts: 1, chargeErrors: 0 });
  });

  it('finalizes the rest of a batch when one order of it fails, and logs that one alone', async () => {
    const broken = await placed('batch.broken@example.com');
    const fine = await placed('batch.fine@example.com');
    const ids = [broken.orderId, fine.orderId];
    const cutoff = Math.max(...(await Promise.all(ids.map(rowOf))).map((row) => row?.cutoffAt.getTime() ?? 0));
    // The database refuses to finalize the broken order (a fault inside the batch's transaction).
    await subject.database.db.execute(
      sql.raw(`create function refuse_order() returns trigger language plpgsql as $$
        begin
          if new.id = ${broken.orderId} and new.status = 'finalized' then raise exception 'refused for the test'; end if;
          return new;
        end $$`),
    );
    await subject.database.db.execute(
      sql.raw('create trigger refuse_order before update on orders for each row execute function refuse_order()'),
    );
    try {
      const logged: number[] = [];
      await finalizerWith(new ScriptedProvider(() => undefined), new Date(cutoff + 1000), logged).runDue();
      expect(logged).toEqual([broken.orderId]);
      expect(await rowOf(fine.orderId)).toMatchObject({ status: 'paid', paymentAttempts: 1 });
      expect(await rowOf(broken.orderId)).toMatchObject({ status: 'scheduled', paymentAttempts: 0 });
    } finally {
      await subject.database.db.execute(sql.raw('drop trigger refuse_order on orders'));
      await subject.database.db.execute(sql.raw('drop function refuse_order()'));
    }
  });

  it('makes the rest of a batch’s weeks when one subscription of it fails, and logs that one alone', async () => {
    const broken = await placed('weeks.broken@example.com');
    const fine = await placed('weeks.fine@example.com');
    const subscriptionOf = async (customerId: number) =>
      (await subject.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)))[0];
    const lost: Record<number, string> = {};
    for (const { who } of [broken, fine]) {
      // Each loses its last week; the broken customer's quiz answers are gone, so no box can be built for them.
      const last = (await weeksOf(who.id)).at(-1);
      if (!last) throw new Error('no weeks were made at placing');
      lost[who.id] = last.deliveryDate;
      await subject.database.db.execute(sql`delete from order_lines where order_id = ${last.id}`);
      await subject.database.db.execute(sql`delete from orders where id = ${last.id}`);
    }
    await subject.database.db.execute(sql`delete from customer_quizzes where customer_id = ${broken.who.id}`);
    const logged: number[] = [];
    const maker = new WeekMaker(
      subject.database.db,
      { now: () => new Date() },
      api.plans,
      api.commerce.deliveries,
      api.commerce.weeks,
      (_error, subscriptionId) => logged.push(subscriptionId),
    );
    await maker.run();
    expect(logged).toEqual([(await subscriptionOf(broken.who.id))?.id]);
    expect((await weeksOf(fine.who.id)).map((week) => week.deliveryDate)).toContain(lost[fine.who.id]);
    expect((await weeksOf(broken.who.id)).map((week) => week.deliveryDate)).not.toContain(lost[broken.who.id]);
  });

  it('does not count a processing charge as paid: it waits for the provider’s word, and a failure fails it', async () => {
    const settles = await placed('processing.settles@example.com');
    const fails = await placed('processing.fails@example.com');
    const cutoff = Math.max(
      ...(await Promise.all([settles.orderId, fails.orderId].map(rowOf))).map((row) => row?.cutoffAt.getTime() ?? 0),
    );
    const now = new Date(cutoff + 1000);
    const processing = new ScriptedProvider(async (request) => ({
      status: 'processing',
      chargeId: `pi_${request.metadata.order_id}`,
    }));
    expect((await finalizerWith(processing, now).runDue()).processing).toBeGreaterThanOrEqual(2);
    for (const { orderId } of [settles, fails]) {
      expect(await rowOf(orderId)).toMatchObject({
        status: 'finalized',
        paymentProcessing: true,
        chargeId: `pi_${orderId}`,
        paymentAttempts: 1,
      });
    }
    // The webhook says the first succeeded.
    await subject.database.db.transaction((tx) =>
      api.commerce.payments.recordFor(tx, settles.orderId, 1, {
        status: 'succeeded',
        chargeId: `pi_${settles.orderId}`,
      }),
    );
    expect(await rowOf(settles.orderId)).toMatchObject({ status: 'paid', paymentProcessing: false });
    // No webhook for the second: an hour later the pass asks, and it failed.
    const asked = new ScriptedProvider(
      () => undefined,
      (chargeId) => ({
        status: 'failed',
        chargeId,
        failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      }),
    );
    await finalizerWith(asked, new Date(now.getTime() + HOUR + 1000)).runDue();
    expect(asked.charges.filter((request) => request.metadata.order_id === String(fails.orderId))).toHaveLength(0);
    expect(await rowOf(fails.orderId)).toMatchObject({
      status: 'payment_failed',
      paymentFailure: 'insufficient_funds',
      paymentAttempts: 1,
      paymentProcessing: false,
    });
  });

  it('agrees with the webhook whichever comes first, keeping the charge id', async () => {
    const { orderId } = await placed('webhook.first@example.com');
    const cutoff = (await rowOf(orderId))?.cutoffAt.getTime() ?? 0;
    const now = new Date(cutoff + 1000);
    // The webhook arrives while the pass is still waiting on the provider.
    const provider = new ScriptedProvider(async () => {
      await subject.database.db.transaction((tx) =>
        api.commerce.payments.recordFor(tx, orderId, 1, { status: 'succeeded', chargeId: 'pi_from_webhook' }),
      );
      return { status: 'failed', chargeId: 'pi_from_webhook', failure: { code: 'card_declined', message: 'x' } };
    });
    await finalizerWith(provider, now).runDue();
    expect(provider.charges).toHaveLength(1);
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid', chargeId: 'pi_from_webhook', paymentAttempts: 1 });
    // A late event of the same attempt changes nothing.
    await subject.database.db.transaction((tx) =>
      api.commerce.payments.recordFor(tx, orderId, 1, {
        status: 'failed',
        chargeId: 'pi_from_webhook',
        failure: { code: 'card_declined', message: 'x' },
      }),
    );
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid' });
  });

  it('counts a promo’s deliveries when they are paid: a skipped week never uses one', async () => {
    const { promo, who } = await placedWithPromo('TWOWEEKS', 2, 'promo.paid@example.com');
    let weeks = await weeksOf(who.id);
    expect(weeks.map((week) => week.promoCodeId)).toEqual([promo?.id, promo?.id, null, null]);
    // Skipping the second week moves its discount to the third.
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${weeks[1]?.id}/skip/` })).statusCode).toBe(200);
    weeks = await weeksOf(who.id);
    expect(weeks.map((week) => week.promoCodeId)).toEqual([promo?.id, null, promo?.id, null]);
    expect((weeks[2]?.discountCents ?? 0) > 0).toBe(true);
    const start = weeks[0]?.cutoffAt.getTime() ?? 0;
    for (let time = start + 1000; time < start + 4 * 7 * DAY; time += DAY) {
      await at(new Date(time), () => api.commerce.cycle.runAll());
      // Never more weeks promised the discount than it has deliveries: paid, being charged, and still ahead.
      const promised = (await weeksOf(who.id)).filter(
        (week) =>
          week.promoCodeId !== null && ['scheduled', 'finalized', 'payment_failed', 'paid'].includes(week.status),
      );
      expect(promised.length).toBeLessThanOrEqual(2);
    }
    const paid = (await weeksOf(who.id)).filter((week) => week.chargeId !== null);
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(paid.filter((week) => week.discountCents > 0)).toHaveLength(2);
    expect(paid.slice(0, 2).every((week) => week.discountCents > 0)).toBe(true);
    const left = await subject.database.db.execute(
      sql`select deliveries_left from promo_redemptions where customer_id = ${who.id}`,
    );
    expect(left.rows).toEqual([{ deliveries_left: 0 }]);
    // Used up: no week still ahead shows a discount it will not get.
    const ahead = (await weeksOf(who.id)).filter((week) => week.status === 'scheduled');
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((week) => week.promoCodeId === null && week.discountCents === 0)).toBe(true);
  });

  it('gives a promo delivery to one week when a cutoff passes while the promo is spread', async () => {
    const { promo, who } = await placedWithPromo('ONEWEEK', 1, 'promo.cutoff@example.com');
    const before = await weeksOf(who.id);
    expect(before.map((week) => week.promoCodeId)).toEqual([promo?.id, null, null, null]);
    // The clock reads once just before the first week's cutoff, then just after: as if the cutoff passed between two
    // statements of one spread. The first week is then neither open nor being charged; its delivery stays its own.
    const cutoff = before[0]?.cutoffAt.getTime() ?? 0;
    let reads = 0;
    const ticking = { now: () => new Date(cutoff + (reads++ === 0 ? -1000 : 1000)) };
    const weeks = new OrderWeeks(subject.database.db, ticking, api.commerce.deliveries);
    await subject.database.db.transaction(async (tx) => {
      const subscription = await lockSubscriptionOf(tx, who.id);
      if (!subscription) throw new Error('no subscription');
      await weeks.spreadPromo(tx, subscription);
    });
    expect((await weeksOf(who.id)).map((week) => week.promoCodeId)).toEqual([promo?.id, null, null, null]);
  });

  it('marks a box that did not arrive and never marks it delivered after', async () => {
    const { who, orderId } = await placed('not.delivered@example.com');
    expect(await emailKinds(who.id, 'order_update')).toEqual([]);
    const cutoff = (await rowOf(orderId))?.cutoffAt.getTime() ?? 0;
    await at(new Date(cutoff + 1000), () => api.commerce.finalization.runDue());
    const marks = api.commerce.deliveryMarks;
    await expect(marks.notDelivered(orderId, '  ')).rejects.toBeInstanceOf(DeliveryMarkRefused);
    await expect(marks.notDelivered(999_999, 'lost')).rejects.toThrow('no order 999999');
    await marks.notDelivered(orderId, 'Left at the wrong door');
    await expect(marks.notDelivered(orderId, 'again')).rejects.toThrow('already marked');
    await at(new Date(cutoff + 7 * DAY), () => marks.markDue());
    expect(await rowOf(orderId)).toMatchObject({ status: 'paid', notDeliveredReason: 'Left at the wrong door' });
    const scheduled = (await weeksOf(who.id)).find((week) => week.status === 'scheduled');
    await expect(marks.notDelivered(scheduled?.id ?? 0, 'x')).rejects.toThrow('only a paid or delivered box');
  });
});

describe('delivered at the end of the delivery day, in the zone’s time zone', () => {
  it('is paid through the delivery day and delivered once it has ended there', async () => {
    const { orderId } = await placed('delivered.mark@example.com');
    const row = await rowOf(orderId);
    await at(new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
    // New York: the day ends at midnight local time (05:00 UTC in winter, 04:00 in summer).
    const lateThatDay = new Date(`${row?.deliveryDate}T23:30:00-05:00`);
    await at(lateThatDay, () => api.commerce.deliveryMarks.markDue());
    expect((await rowOf(orderId))?.status).toBe('paid');
    const nextMorning = new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR;
    await at(new Date(nextMorning), () => api.commerce.deliveryMarks.markDue());
    expect(await rowOf(orderId)).toMatchObject({ status: 'delivered', deliveredAt: new Date(nextMorning) });
  });

  it('delivers a box paid before its zone was disabled', async () => {
    const { orderId } = await placed('disabled.zone@example.com');
    const row = await rowOf(orderId);
    await at(new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
    expect((await rowOf(orderId))?.status).toBe('paid');
    const zone = sql`update delivery_zones set active = ${false} where code = ${row?.zoneCode}`;
    await subject.database.db.execute(zone);
    try {
      const nextMorning = new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR;
      await at(new Date(nextMorning), () => api.commerce.deliveryMarks.markDue());
      expect((await rowOf(orderId))?.status).toBe('delivered');
    } finally {
      await subject.database.db.execute(sql`update delivery_zones set active = ${true} where code = ${row?.zoneCode}`);
    }
  });
});

describe('one pass at a time in a process', () => {
  it('finishes what was due when the cycle is run while the scheduled tick is still charging it', async () => {
    const { orderId } = await placed('tick.then.pass@example.com');
    const row = await rowOf(orderId);
    // The morning after its delivery day: due for its charge and, once paid, its delivered mark.
    const now = new Date(new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let charging = () => {};
    const started = new Promise<void>((resolve) => {
      charging = resolve;
    });
    const provider = new ScriptedProvider(async (request) => {
      charging();
      await gate;
      return { status: 'succeeded', chargeId: `ch_test_gate_${request.idempotencyKey}` };
    });
    const cycle = new WeeklyCycle(
      api.commerce.weekMaker,
      finalizerWith(provider, now),
      new DeliveryMarks(subject.database.db, { now: () => now }, api.outbox),
    );
    const passes = new Map<string, () => Promise<unknown>>();
    cycle.define({ schedule: (name, _cron, pass) => void passes.set(name, pass) });
    const tick = passes.get(FINALIZE_DUE_QUEUE)?.();
    await started;
    // The tick holds the order's charge lease; the pass asked for now waits for it instead of passing it over. The
    // charge answers when that pass has returned, or after 2 s: a pass that passed the order over returns first.
    const asked = cycle.runAll();
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 2000))]);
    release();
    await Promise.all([tick, asked]);
    expect(await rowOf(orderId)).toMatchObject({ status: 'delivered', paymentAttempts: 1 });
    expect(provider.charges.filter((charge) => charge.idempotencyKey.startsWith(`order-${orderId}-`)).length).toBe(1);
  });
});
