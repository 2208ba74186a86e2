// What a customer may do with an order, as the API answers it and enforces it (issue 39;
// docs/decisions/163-account-home-actions-and-totals.md), on the real app and database with the store's clock moved:
// the problem report's window (`report_until`, the day as people write it) and the rating's, each refused once
// closed; a week past its cutoff offers no edit, skip or "Get this box", and refuses them; a paused week cannot be
// put back; a problem report's credit names the item in the ledger.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orders } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.131');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      SESSION_IDLE_TIMEOUT_SECONDS: '7776000',
    },
  });
  await roomyBoxes(subject.database.db);
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);
const rowOf = async (id: number) => (await subject.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const weeksOf = (customerId: number) =>
  subject.database.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(orders.deliveryDate);
const getOrder = async (who: Who, id: number) =>
  (await call(who, { method: 'GET', url: `/api/v2/orders/${id}/` })).json();

/** A customer whose first box was charged and delivered (the store's passes, the clock moved). */
async function delivered(email: string) {
  const who = await readyCustomer(email);
  const placed = await place(who, `key-${email}`);
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().id as number;
  const row = await rowOf(orderId);
  if (!row) throw new Error('no order');
  await at(new Date(row.cutoffAt.getTime() + 1000), () => api.commerce.finalization.runDue());
  const nextMorning = new Date(new Date(`${row.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
  await at(nextMorning, () => api.commerce.deliveryMarks.markDue());
  const after = await rowOf(orderId);
  expect(after?.status).toBe('delivered');
  return { who, orderId, deliveredAt: after?.deliveredAt as Date };
}

describe('the problem report’s window', () => {
  it('is answered as report_until (and the day, as people write it), and refused once it closed', async () => {
    const { who, orderId, deliveredAt } = await delivered('report.window@example.com');
    const reportUntil = new Date(deliveredAt.getTime() + 7 * DAY);
    const rateUntil = new Date(deliveredAt.getTime() + 14 * DAY);
    const day = new Date(deliveredAt.getTime() + DAY);
    const order = await at(day, () => getOrder(who, orderId));
    expect(order.report_until).toBe(reportUntil.toISOString());
    expect(order.report_until_label).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}$/);
    expect(order.rate_until).toBe(rateUntil.toISOString());
    expect(order).toMatchObject({ can_edit: false, can_skip: false, can_unskip: false });

    // A minute before it closes it is still offered; a minute after, neither offered nor taken.
    const lastMinute = await at(new Date(reportUntil.getTime() - MINUTE), () => getOrder(who, orderId));
    expect(lastMinute.report_until).toBe(reportUntil.toISOString());
    const closed = await at(new Date(reportUntil.getTime() + MINUTE), () => getOrder(who, orderId));
    expect(closed.report_until).toBeNull();
    expect(closed.report_until_label).toBeNull();
    expect(closed.rate_until).toBe(rateUntil.toISOString());
    const line = closed.lines[0];
    const late = await at(new Date(reportUntil.getTime() + MINUTE), () =>
      call(who, {
        method: 'POST',
        url: `/api/v2/orders/${orderId}/issues/`,
        payload: { lines: [{ content_type: line.type, object_id: line.id, problem: 'damaged' }] },
      }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'too_late' });
    const noRating = await at(new Date(rateUntil.getTime() + MINUTE), () => getOrder(who, orderId));
    expect(noRating.rate_until).toBeNull();
  });

  it('closes once every line was reported; the credit names the item in the ledger, not “Adjustment”', async () => {
    const { who, orderId, deliveredAt } = await delivered('report.ledger@example.com');
    const day = new Date(deliveredAt.getTime() + DAY);
    const order = await at(day, () => getOrder(who, orderId));
    const [first, ...rest] = order.lines as Array<{ type: string; id: number; name: string }>;
    if (!first) throw new Error('an empty box');
    const report = (lines: typeof order.lines) =>
      at(day, () =>
        call(who, {
          method: 'POST',
          url: `/api/v2/orders/${orderId}/issues/`,
          payload: {
            lines: lines.map((line: { type: string; id: number }) => ({
              content_type: line.type,
              object_id: line.id,
              problem: 'damaged',
            })),
          },
        }),
      );
    const answer = await report([first]);
    expect(answer.statusCode, answer.body).toBe(201);
    const credits = (await call(who, { method: 'GET', url: '/api/v2/credits/' })).json();
    const entry = credits.entries.find((candidate: { order_id: number | null }) => candidate.order_id === orderId);
    expect(entry).toMatchObject({
      kind: 'problem',
      note: `${first.name}: damaged`,
      amount_cents: answer.json().lines[0].credited_cents,
    });
    expect((await at(day, () => getOrder(who, orderId))).report_until).not.toBeNull();
    if (rest.length > 0) expect((await report(rest)).statusCode).toBe(201);
    expect((await at(day, () => getOrder(who, orderId))).report_until).toBeNull();
  });
});

describe('a week past its cutoff', () => {
  it('offers no edit, skip or “Get this box”, and refuses each (409 past_cutoff)', async () => {
    const who = await readyCustomer('locked.weeks@example.com');
    expect((await place(who, 'key-locked-weeks')).statusCode).toBe(201);
    const [, second, third] = await weeksOf(who.id);
    if (!second || !third) throw new Error('the store made fewer than three weeks');
    // Before its cutoff: editable and skippable; once the customer skipped it, it can be put back.
    expect(await getOrder(who, second.id)).toMatchObject({ can_edit: true, can_skip: true, can_unskip: false });
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${third.id}/skip/` })).statusCode).toBe(200);
    expect(await getOrder(who, third.id)).toMatchObject({ can_edit: false, can_skip: false, can_unskip: true });

    const lateFor = (row: typeof second) => new Date(row.cutoffAt.getTime() + MINUTE);
    const locked = await at(lateFor(second), () => getOrder(who, second.id));
    expect(locked).toMatchObject({ can_edit: false, can_skip: false, can_unskip: false, report_until: null });
    const line = locked.lines[0];
    const item = { type: line.type, id: line.id };
    for (const request of [
      { method: 'PUT' as const, url: `/api/v2/orders/${second.id}/lines/`, payload: { ...item, quantity: 2 } },
      { method: 'POST' as const, url: `/api/v2/orders/${second.id}/lines/swap/`, payload: item },
      { method: 'POST' as const, url: `/api/v2/orders/${second.id}/skip/` },
    ]) {
      const refused = await at(lateFor(second), () => call(who, request));
      expect(refused.statusCode, `${request.method} ${request.url}`).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'past_cutoff' });
    }
    // The skipped week past its cutoff: no "Get this box", and putting it back is refused.
    const skippedPast = await at(lateFor(third), () => getOrder(who, third.id));
    expect(skippedPast).toMatchObject({ status: 'skipped', can_unskip: false });
    const unskip = await at(lateFor(third), () =>
      call(who, { method: 'POST', url: `/api/v2/orders/${third.id}/unskip/` }),
    );
    expect(unskip.statusCode).toBe(409);
    expect(unskip.json()).toMatchObject({ code: 'past_cutoff' });
  });

  it('a week a pause skipped is not offered back (and not taken back) until the pause ends', async () => {
    const who = await readyCustomer('paused.weeks@example.com');
    expect((await place(who, 'key-paused-weeks')).statusCode).toBe(201);
    const paused = await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 1 } });
    expect(paused.statusCode, paused.body).toBe(200);
    const week = paused.json().upcoming.find((order: { skip_reason: string | null }) => order.skip_reason === 'paused');
    expect(week).toMatchObject({ can_unskip: false, can_skip: false, can_edit: false });
    const refused = await call(who, { method: 'POST', url: `/api/v2/orders/${week.id}/unskip/` });
    expect(refused.statusCode).toBe(409);
    const resumed = await call(who, { method: 'POST', url: '/api/v2/subscription/resume/' });
    const back = resumed.json().upcoming.find((order: { id: number }) => order.id === week.id);
    expect(back).toMatchObject({ status: 'scheduled', can_edit: true, can_skip: true });
  });
});
