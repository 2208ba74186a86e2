// The console's Today API in process (docs/decisions/200-operators.md), with the store's clock moved through a week:
// this week's deliveries by day and zone, the next cutoffs, orders by status and revenue, new subscribers,
// cancellations with their reasons, delivery ratings and problem reports; support and up (a customer's session 401).
import { CANCEL_REASON_LABELS } from '@larder/contracts/values/subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { orderLines, orders } from '../../db/schema/orders';
import { LearningJob } from '../learning/recompute';
import { orderHistory } from '../orders/order-reads';
import { weekOf } from './today';

let subject: TestApp;
let api: FastifyInstance;
const { call: customerCall, readyCustomer, place } = checkoutClient(() => api, '10.81');
const { call, operator } = consoleClient(() => api, '10.82');
const HOUR = 60 * 60 * 1000;
let rater: Who;
let orderId: number;
let deliveryDate: string;

const db = () => subject.database.db;
const rowOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      SESSION_IDLE_TIMEOUT_SECONDS: '7776000',
    },
  });
  await roomyBoxes(subject.database.db);
  api = subject.app;
  rater = await readyCustomer('rater.today@example.com');
  const placed = await place(rater, 'today-rater');
  expect(placed.statusCode).toBe(201);
  orderId = placed.json().id as number;
  const leaver = await readyCustomer('leaver.today@example.com');
  expect((await place(leaver, 'today-leaver')).statusCode).toBe(201);
  const canceled = await customerCall(leaver, {
    method: 'POST',
    url: '/api/v2/subscription/cancel/',
    payload: { reason: 'too_expensive', note: 'Too pricey for us' },
  });
  expect(canceled.statusCode).toBe(200);

  // The rater's first box is charged at its cutoff, delivered, rated and a line reported damaged.
  const row = await rowOf(orderId);
  if (!row) throw new Error('no order');
  deliveryDate = row.deliveryDate;
  await atTime(api, new Date(row.cutoffAt.getTime() + 1000), () => api.commerce.finalization.runDue());
  const nextMorning = new Date(new Date(`${row.deliveryDate}T23:59:00-05:00`).getTime() + 2 * HOUR);
  await atTime(api, nextMorning, () => api.commerce.deliveryMarks.markDue());
  expect((await rowOf(orderId))?.status).toBe('delivered');
  const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
  await atTime(api, new Date(nextMorning.getTime() + HOUR), async () => {
    const rated = await customerCall(rater, {
      method: 'POST',
      url: `/api/v2/orders/${orderId}/rating/`,
      payload: { stars: 4, reasons: ['late'], comment: 'Fine' },
    });
    expect(rated.statusCode, rated.body).toBe(201);
    const reported = await customerCall(rater, {
      method: 'POST',
      url: `/api/v2/orders/${orderId}/issues/`,
      payload: {
        lines: [{ content_type: line?.itemType, object_id: line?.itemId, problem: 'damaged' }],
        comment: 'Crushed',
      },
    });
    expect(reported.statusCode, reported.body).toBe(201);
  });
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

describe('GET /api/admin/today/', () => {
  it('counts this week’s deliveries, cutoffs, statuses, revenue, subscribers, cancellations, ratings and reports', async () => {
    // Noon in New York on the delivery day.
    const now = new Date(`${deliveryDate}T17:00:00Z`);
    const today = await atTime(api, now, async () => {
      const support = await operator('support.today@example.com', 'support');
      return call(support, { method: 'GET', url: '/api/admin/today/' });
    });
    expect(today.statusCode).toBe(200);
    expect(today.headers['cache-control']).toBe('no-store');
    const view = today.json();
    const order = await rowOf(orderId);
    expect(view.week).toEqual(weekOf(now));
    expect(view.learning_model).toBeNull(); // the learning job has not run yet
    expect(view.week.from <= deliveryDate && deliveryDate <= view.week.to).toBe(true);
    // The leaver's week was skipped by the cancellation: only the rater's box goes out.
    expect(view.deliveries).toEqual([{ date: deliveryDate, zone: 'nyc', orders: 1 }]);
    expect(view.statuses).toMatchObject({ delivered: 1, skipped: 1, scheduled: 0, paid: 0, payment_failed: 0 });
    expect(view.revenue).toEqual({ charged_cents: order?.totalCents, refunded_cents: 0 });
    expect(view.next_cutoffs[0]).toMatchObject({ zone: 'nyc', orders: 1 });
    expect(Date.parse(view.next_cutoffs[0].cutoff_at)).toBeGreaterThan(now.getTime());
    expect(view.new_subscribers).toBe(2);
    expect(view.cancellations).toEqual({
      count: 1,
      reasons: [{ reason: 'too_expensive', label: CANCEL_REASON_LABELS.too_expensive, count: 1 }],
      notes: [
        {
          customer_id: expect.any(Number),
          reason: CANCEL_REASON_LABELS.too_expensive,
          note: 'Too pricey for us',
          at: expect.any(String),
        },
      ],
    });
    expect(view.ratings).toEqual({
      count: 1,
      stars: [0, 0, 0, 1, 0],
      worth: { worth_it: 0, about_right: 0, not_worth_it: 0 },
    });
    expect(view.problem_reports).toMatchObject({
      count: 1,
      problems: [{ problem: 'damaged', lines: 1 }],
      recent: [{ order_id: orderId, customer_email: 'rater.today@example.com', comment: 'Crushed' }],
    });
    expect(view.problem_reports.credited_cents).toBeGreaterThan(0);
  });

  it('shows the age of the taste model plans read, older than a day too', async () => {
    const finishedAt = new Date(`${deliveryDate}T03:30:00Z`);
    const run = await atTime(api, finishedAt, () =>
      new LearningJob(db(), api.clock, orderHistory).recompute('nightly'),
    );
    const view = await atTime(api, new Date(finishedAt.getTime() + 30 * HOUR + 20 * 60 * 1000), async () => {
      const support = await operator('support.model.age@example.com', 'support');
      const answer = await call(support, { method: 'GET', url: '/api/admin/today/' });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    });
    expect(view.learning_model).toEqual({
      finished_at: finishedAt.toISOString(),
      age_hours: 30,
      customers: run.customers,
      pairs: run.pairs,
    });
  });

  it('is closed to a customer’s session (401)', async () => {
    const refused = await customerCall(rater, { method: 'GET', url: '/api/admin/today/' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('operator_not_authenticated');
  });
});
