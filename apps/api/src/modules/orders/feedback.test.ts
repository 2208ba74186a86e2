// Also on the PostgreSQL server (its tests tagged postgres-server): two reports of one line at once, one credited: concurrent transactions on the line and the monthly limit.
// A customer's word on a delivered box (issue 27; docs/decisions/190-learning.md), on the real app and database with
// the store's clock moved: the delivery rating (once, 14 days, the flags) and problem reports (each line credited
// once at the price paid, 7 days, the limit, the email, one transaction), hostile input refused with nothing written.
import { PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS } from '@larder/contracts/values/ratings';
import { and, eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries } from '../../db/schema/credits';
import { orderLines, orders } from '../../db/schema/orders';
import { deliveryRatings, problemReportLines, problemReports } from '../../db/schema/ratings';
import { setConfigValue } from '../configs/repository';
import { linePaidCents } from './feedback';
import { OrderRefunds } from './refunds';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.127');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  // The clock moves weeks ahead and back: sessions must outlive it (90 days idle, as absolute).
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      SESSION_IDLE_TIMEOUT_SECONDS: '7776000',
    },
  });
  await roomyBoxes(subject.database.db); // boxes are added to; box-capacity.test.ts tests the limits
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);
const rowOf = async (id: number) => (await subject.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const linesOf = (id: number) =>
  subject.database.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(orderLines.position);

interface Delivered {
  who: Who;
  orderId: number;
  deliveredAt: Date;
  /** Another week of the same customer, not delivered. */
  laterId: number;
}

/** A customer whose first box was charged and delivered (the store's passes, the clock moved). */
async function delivered(
  email: string,
  beforeCutoff?: (who: Who, orderId: number) => Promise<void>,
): Promise<Delivered> {
  const who = await readyCustomer(email);
  const placed = await place(who, `key-${email}`);
  expect(placed.statusCode).toBe(201);
  const orderId = placed.json().id as number;
  if (beforeCutoff) await beforeCutoff(who, orderId);
  const row = await rowOf(orderId);
  await at(new Date((row?.cutoffAt.getTime() ?? 0) + 1000), () => api.commerce.finalization.runDue());
  const nextMorning = new Date(new Date(`${row?.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
  await at(nextMorning, () => api.commerce.deliveryMarks.markDue());
  const after = await rowOf(orderId);
  expect(after?.status).toBe('delivered');
  const weeks = await subject.database.db.select().from(orders).where(eq(orders.customerId, who.id));
  const later = weeks.find((week) => week.id !== orderId && week.status === 'scheduled');
  if (!later) throw new Error('no later week');
  return { who, orderId, deliveredAt: after?.deliveredAt as Date, laterId: later.id };
}

const rateOrder = (who: Who | undefined, orderId: number, payload: unknown) =>
  call(who, { method: 'POST', url: `/api/v2/orders/${orderId}/rating/`, payload: payload as object });
const report = (who: Who | undefined, orderId: number, payload: unknown) =>
  call(who, { method: 'POST', url: `/api/v2/orders/${orderId}/issues/`, payload: payload as object });
const balance = async (who: Who) => (await call(who, { method: 'GET', url: '/api/v2/credits/' })).json().balance_cents;
const ratingsOf = (orderId: number) =>
  subject.database.db.select().from(deliveryRatings).where(eq(deliveryRatings.orderId, orderId));
const reportsOf = (orderId: number) =>
  subject.database.db.select().from(problemReports).where(eq(problemReports.orderId, orderId));

let first: Delivered;
let other: Delivered;
beforeAll(async () => {
  first = await delivered('rates.delivery@example.com');
  other = await delivered('another.customer@example.com');
});

describe('POST /api/v2/orders/:id/rating/', () => {
  it('keeps one rating of a delivered box, which the order then shows; a second one is 409', async () => {
    const day = new Date(first.deliveredAt.getTime() + DAY);
    const orderOf = async () =>
      (await call(first.who, { method: 'GET', url: `/api/v2/orders/${first.orderId}/` })).json().delivery_rating;
    expect(await orderOf()).toBeNull();
    const answer = await at(day, () =>
      rateOrder(first.who, first.orderId, { stars: 2, reasons: ['late', 'warm', 'late'], comment: ' Cold bag open ' }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      order_id: first.orderId,
      stars: 2,
      reasons: ['late', 'warm'],
      comment: 'Cold bag open',
      worth: null,
    });
    const again = await at(day, () => rateOrder(first.who, first.orderId, { stars: 5, reasons: [] }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_rated', detail: expect.any(String) });
    expect(await ratingsOf(first.orderId)).toHaveLength(1);
    expect(await orderOf()).toEqual({ stars: 2 });
  });

  it('is 409 for a box not delivered yet or delivered more than 14 days ago; 404 for another customer’s', async () => {
    const notYet = await rateOrder(first.who, first.laterId, { stars: 4, reasons: [] });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('not_delivered');
    const late = await at(new Date(other.deliveredAt.getTime() + 14 * DAY + 1000), () =>
      rateOrder(other.who, other.orderId, { stars: 4, reasons: [] }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('too_late');
    // Ownership first: another customer's order is 404 whatever its state and whatever the body.
    for (const [orderId, body] of [
      [other.orderId, { stars: 4, reasons: [] }],
      [other.laterId, { stars: 4, reasons: [] }],
      [2_000_000_000, { stars: 4, reasons: [] }],
    ] as const) {
      const answer = await rateOrder(first.who, orderId, body);
      expect(answer.statusCode, String(orderId)).toBe(404);
    }
    expect((await rateOrder(undefined, other.orderId, { stars: 4, reasons: [] })).statusCode).toBe(403);
    expect(await ratingsOf(other.orderId)).toEqual([]);
  });

  it('refuses hostile bodies with 400 and a message, writing nothing', async () => {
    const day = new Date(other.deliveredAt.getTime() + DAY);
    const bad: unknown[] = [
      {},
      { stars: 0, reasons: [] },
      { stars: 6, reasons: [] },
      { stars: 2.5, reasons: [] },
      { stars: '5', reasons: [] },
      { stars: 5 },
      { stars: 5, reasons: ['cold'] },
      { stars: 5, reasons: 'late' },
      { stars: 5, reasons: [], comment: 'x'.repeat(2001) },
      { stars: 5, reasons: [], comment: 5 },
      { stars: 5, reasons: [], worth: 'priceless' },
      { stars: 5, reasons: [], extra: 1 },
      null,
    ];
    for (const payload of bad) {
      const answer = await at(day, () => rateOrder(other.who, other.orderId, payload));
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().detail, JSON.stringify(payload)).toBeTruthy();
    }
    for (const id of ['0', '-1', 'abc', '2147483648']) {
      expect((await rateOrder(other.who, id as unknown as number, { stars: 5, reasons: [] })).statusCode).toBe(400);
    }
    expect(await ratingsOf(other.orderId)).toEqual([]);
  });

  it('follows the flags: off, no rating (409); worth only while perceived value questions are on', async () => {
    const day = new Date(other.deliveredAt.getTime() + DAY);
    const db = subject.database.db;
    try {
      await setConfigValue(db, 'web.delivery_rating_module', '0');
      const off = await at(day, () => rateOrder(other.who, other.orderId, { stars: 5, reasons: [] }));
      expect(off.statusCode).toBe(409);
      expect(off.json().code).toBe('feature_off');
      await setConfigValue(db, 'web.delivery_rating_module', '1');
      const unasked = await at(day, () =>
        rateOrder(other.who, other.orderId, { stars: 5, reasons: [], worth: 'worth_it' }),
      );
      expect(unasked.statusCode).toBe(400);
      expect(unasked.json().code).toBe('worth_not_asked');
      expect(await ratingsOf(other.orderId)).toEqual([]);
      await setConfigValue(db, 'web.perceived_value_questions', '1');
      const asked = await at(day, () =>
        rateOrder(other.who, other.orderId, { stars: 5, reasons: [], worth: 'about_right' }),
      );
      expect(asked.statusCode, asked.body).toBe(201);
      expect(asked.json()).toMatchObject({ worth: 'about_right', comment: '' });
      expect((await ratingsOf(other.orderId))[0]).toMatchObject({ worth: 'about_right', stars: 5 });
    } finally {
      await setConfigValue(db, 'web.delivery_rating_module', '1');
      await setConfigValue(db, 'web.perceived_value_questions', '0');
    }
  });
});

describe('POST /api/v2/orders/:id/issues/', () => {
  it('credits each reported line once at the price paid, with one email, all or nothing', {
    tags: ['postgres-server'],
  }, async () => {
    const { who, orderId, deliveredAt } = first;
    const day = new Date(deliveredAt.getTime() + 2 * DAY);
    const order = await rowOf(orderId);
    if (!order) throw new Error('no order');
    const lines = await linesOf(orderId);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    const paid = (line: typeof a) =>
      Math.floor(
        (line.unitPriceCents * line.quantity * (order.subtotalCents - order.discountCents)) / order.subtotalCents,
      );
    const start = await balance(who);

    const answer = await at(day, () =>
      report(who, orderId, {
        lines: [
          { content_type: a.itemType, object_id: a.itemId, problem: 'damaged' },
          { content_type: b.itemType, object_id: b.itemId, problem: 'missing' },
        ],
        comment: 'The bag was torn',
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const expected = paid(a) + paid(b);
    expect(answer.json()).toMatchObject({
      order_id: orderId,
      credited_cents: expected,
      comment: 'The bag was torn',
      lines: [
        { object_id: a.itemId, name: a.name, problem: 'damaged', credited_cents: paid(a) },
        { object_id: b.itemId, name: b.name, problem: 'missing', credited_cents: paid(b) },
      ],
    });
    expect(await balance(who)).toBe(start + expected);
    const entries = await subject.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, who.id), like(creditEntries.reference, `order-${orderId}-problem-%`)));
    expect(entries.map((entry) => entry.amountCents).sort()).toEqual([paid(a), paid(b)].sort());
    const mail = await subject.database.db.execute(
      sql`select data from email_outbox where template = 'problem_credit'
          and recipient = 'rates.delivery@example.com'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect((mail.rows[0] as { data: { creditedCents: number } }).data.creditedCents).toBe(expected);

    // Once: a line reported again is refused whole, even beside a new one; nothing more is credited.
    const again = await at(day, () =>
      report(who, orderId, {
        lines: [
          { content_type: c.itemType, object_id: c.itemId, problem: 'spoiled' },
          { content_type: a.itemType, object_id: a.itemId, problem: 'quality' },
        ],
      }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reported');
    expect(await balance(who)).toBe(start + expected);

    // Two reports of the same line at once: one is credited, the other refused.
    const both = await at(day, () =>
      Promise.all(
        [1, 2].map(() =>
          report(who, orderId, { lines: [{ content_type: c.itemType, object_id: c.itemId, problem: 'warm' }] }),
        ),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await balance(who)).toBe(start + expected + paid(c));
    const stored = await subject.database.db
      .select()
      .from(problemReportLines)
      .where(eq(problemReportLines.orderId, orderId));
    expect(stored).toHaveLength(3);
  });

  it('refuses lines not in the box, twice named, after 7 days, of another customer or not delivered', async () => {
    const { who, orderId, deliveredAt, laterId } = other;
    const day = new Date(deliveredAt.getTime() + DAY);
    const [line] = await linesOf(orderId);
    if (!line) throw new Error('no line');
    const ok = { content_type: line.itemType, object_id: line.itemId, problem: 'damaged' };
    const start = await balance(who);
    const refusals: [Who | undefined, number, unknown, number, string | undefined][] = [
      [
        who,
        orderId,
        { lines: [{ content_type: 'pairing', object_id: 999_999, problem: 'missing' }] },
        400,
        'not_in_box',
      ],
      [who, orderId, { lines: [ok, { ...ok, problem: 'warm' }] }, 400, 'duplicate_lines'],
      [who, orderId, { lines: [] }, 400, undefined],
      [who, orderId, { lines: [{ ...ok, problem: 'stolen' }] }, 400, undefined],
      [who, orderId, { lines: [{ ...ok, object_id: 0 }] }, 400, undefined],
      [who, orderId, { lines: [ok], comment: 'x'.repeat(2001) }, 400, undefined],
      [who, orderId, { lines: [ok], extra: true }, 400, undefined],
      [who, orderId, { lines: Array.from({ length: 101 }, () => ok) }, 400, undefined],
      [who, orderId, null, 400, undefined],
      [who, laterId, { lines: [ok] }, 409, 'not_delivered'],
      [first.who, orderId, { lines: [ok] }, 404, undefined],
      [first.who, orderId, { lines: [] }, 400, undefined],
      [undefined, orderId, { lines: [ok] }, 403, undefined],
    ];
    for (const [caller, id, payload, status, code] of refusals) {
      const answer = await at(day, () => report(caller, id, payload));
      expect(answer.statusCode, JSON.stringify(payload)?.slice(0, 80)).toBe(status);
      expect(answer.json().detail).toBeTruthy();
      if (code) expect(answer.json().code).toBe(code);
    }
    const late = await at(new Date(deliveredAt.getTime() + 7 * DAY + 1000), () =>
      report(who, orderId, { lines: [ok] }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('too_late');
    expect(await reportsOf(orderId)).toEqual([]);
    expect(await balance(who)).toBe(start);
  });

  it('refuses a report past the monthly credit limit whole, naming what is left', async () => {
    let big = { itemType: '', itemId: 0 };
    const { who, orderId, deliveredAt } = await delivered('big.box@example.com', async (owner, id) => {
      // Twenty of the dearest line: more than the limit once the box is paid.
      const lines = await linesOf(id);
      const dearest = [...lines].sort((x, y) => y.unitPriceCents - x.unitPriceCents)[0];
      if (!dearest) throw new Error('no line');
      big = dearest;
      const answer = await call(owner, {
        method: 'PUT',
        url: `/api/v2/orders/${id}/lines/`,
        payload: { type: dearest.itemType, id: dearest.itemId, quantity: 20 },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    });
    const order = await rowOf(orderId);
    const line = (await linesOf(orderId)).find(
      (entry) => entry.itemId === big.itemId && entry.itemType === big.itemType,
    );
    if (!order || !line) throw new Error('no order line');
    const paid = linePaidCents(order, line.unitPriceCents * line.quantity);
    expect(paid).toBeGreaterThan(PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS);
    const day = new Date(deliveredAt.getTime() + DAY);
    const start = await balance(who);
    const answer = await at(day, () =>
      report(who, orderId, { lines: [{ content_type: big.itemType, object_id: big.itemId, problem: 'spoiled' }] }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('credit_limit');
    expect(answer.json().detail).toContain(`${PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS} cents left`);
    expect(await reportsOf(orderId)).toEqual([]);
    expect(await balance(who)).toBe(start);
    // A smaller line still fits.
    const small = (await linesOf(orderId)).find(
      (entry) => entry.itemId !== big.itemId || entry.itemType !== big.itemType,
    );
    if (!small) throw new Error('one line only');
    const fits = await at(day, () =>
      report(who, orderId, { lines: [{ content_type: small.itemType, object_id: small.itemId, problem: 'warm' }] }),
    );
    expect(fits.statusCode, fits.body).toBe(201);
  });
});

describe('a box support already looks after', () => {
  it('takes no problem report once refunded by an operator, nor once marked not delivered', async () => {
    const { who, orderId, deliveredAt } = await delivered('refunded.box@example.com');
    await new OrderRefunds(subject.database.db, api.clock, api.commerce.provider).refund({
      orderId,
      amountCents: 100,
      asCredits: true,
    });
    const [line] = await linesOf(orderId);
    if (!line) throw new Error('no line');
    const start = await balance(who);
    const send = () =>
      at(new Date(deliveredAt.getTime() + DAY), () =>
        report(who, orderId, { lines: [{ content_type: line.itemType, object_id: line.itemId, problem: 'missing' }] }),
      );
    const refunded = await send();
    expect(refunded.statusCode).toBe(409);
    expect(refunded.json().code).toBe('with_support');
    // Marked not delivered, the box has no delivery to report on.
    await api.commerce.deliveryMarks.notDelivered(orderId, 'Lost by the carrier');
    const lost = await send();
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('not_delivered');
    expect(await reportsOf(orderId)).toEqual([]);
    expect(await balance(who)).toBe(start);
  });
});

describe('linePaidCents', () => {
  it('gives a line its price less its share of the discount, never more than paid', () => {
    expect(linePaidCents({ subtotalCents: 10_000, discountCents: 0 }, 1234)).toBe(1234);
    expect(linePaidCents({ subtotalCents: 10_000, discountCents: 4000 }, 1234)).toBe(740);
    expect(linePaidCents({ subtotalCents: 0, discountCents: 0 }, 0)).toBe(0);
    const order = { subtotalCents: 9999, discountCents: 3333 };
    const shares = [3333, 3333, 3333].map((cents) => linePaidCents(order, cents));
    expect(shares.reduce((sum, cents) => sum + cents, 0)).toBeLessThanOrEqual(9999 - 3333);
  });
});
