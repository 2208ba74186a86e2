// The store's emails of the weeks (issue 39; docs/decisions/194-emails-of-the-weeks.md) on the real app and database,
// the clock moved by the test as the test clock does: a customer who does nothing gets, for each week, one reminder
// 48 hours before its cutoff, one receipt when it is charged and one "delivered, how was it?" after; each once however
// often and however many at a time the jobs run; a skip is confirmed once; a pause's end is announced the week before
// the first box back;
// the reminder and the rating email can be turned off; every message has a plain-text part and dates in words.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type EmailTemplateName, renderEmail } from '../email/catalog';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.39');
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

interface Mail {
  template: string;
  key: string | null;
  data: Record<string, unknown>;
  created: Date;
}

async function mailOf(customerId: number): Promise<Mail[]> {
  const result = await subject.database.db.execute(
    sql`select template, key, data, created_at from email_outbox
        where recipient = (select email from customers where id = ${customerId}) order by id`,
  );
  return result.rows.map((row) => {
    const { template, key, data, created_at } = row as Record<string, unknown>;
    return { template, key, data, created: new Date(String(created_at)) } as Mail;
  });
}

interface Week {
  id: number;
  status: string;
  deliveryDate: string;
  cutoffAt: Date;
}

async function weeksOf(customerId: number): Promise<Week[]> {
  const result = await subject.database.db.execute(
    sql`select id, status, delivery_date, cutoff_at from orders where customer_id = ${customerId} order by delivery_date`,
  );
  return result.rows.map((row) => {
    const { id, status, delivery_date, cutoff_at } = row as Record<string, unknown>;
    return {
      id: Number(id),
      status,
      deliveryDate: String(delivery_date),
      cutoffAt: new Date(String(cutoff_at)),
    } as Week;
  });
}

async function subscriber(email: string) {
  const who = await readyCustomer(email);
  const response = await place(who, `key-${email}`);
  expect(response.statusCode, response.body).toBe(201);
  return { who, firstOrder: response.json().id as number };
}

/** The store's jobs every `step` from `from` to `until`, each tick run twice at once (a retry, a second process). */
async function liveThrough(from: number, until: number, step = 6 * HOUR) {
  for (let time = from; time < until; time += step) {
    await at(new Date(time), async () => {
      await Promise.all([api.commerce.cycle.runAll(), api.commerce.cycle.runAll()]);
    });
  }
}

const ofTemplate = (mail: readonly Mail[], template: string) => mail.filter((message) => message.template === template);
const orderIdsOf = (mail: readonly Mail[]) => mail.map((message) => Number(message.data.orderId)).sort((a, b) => a - b);
const DAY_IN_WORDS = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}\b/;

const context = { brand: 'Larder', accountPath: '/mylarder/', siteOrigin: 'https://larder.example' };

describe('the store’s emails of the weeks', () => {
  it('sends a customer who does nothing each week’s reminder, receipt and delivered email once, on schedule', async () => {
    const { who, firstOrder } = await subscriber('emails.nothing@example.com');
    const first = (await weeksOf(who.id)).find((week) => week.id === firstOrder) as Week;
    const start = first.cutoffAt.getTime() - 3 * DAY;
    const end = start + 4 * 7 * DAY;
    await liveThrough(start, end);

    const mail = await mailOf(who.id);
    const weeks = await weeksOf(who.id);
    // Every week whose cutoff came more than 48 hours after the start and before the end was reminded, once, between
    // 48 hours and a tick (6 hours) before its cutoff; no other week was.
    const remindable = weeks.filter(
      (week) => week.cutoffAt.getTime() - 2 * DAY >= start && week.cutoffAt.getTime() < end,
    );
    expect(remindable.length).toBeGreaterThanOrEqual(3);
    const reminders = ofTemplate(mail, 'cutoff_reminder');
    expect(orderIdsOf(reminders)).toEqual(remindable.map((week) => week.id).sort((a, b) => a - b));
    for (const reminder of reminders) {
      const week = weeks.find((row) => row.id === reminder.data.orderId) as Week;
      const ahead = week.cutoffAt.getTime() - reminder.created.getTime();
      expect(ahead).toBeLessThanOrEqual(2 * DAY);
      expect(ahead).toBeGreaterThan(2 * DAY - 6 * HOUR);
      expect(reminder.key).toBe(`order-${week.id}-reminder`);
      expect((reminder.data.lines as unknown[]).length).toBeGreaterThan(0);
    }
    // One receipt for each charged week, one delivered email for each delivered one.
    const paid = weeks.filter((week) => week.status === 'paid' || week.status === 'delivered');
    const delivered = weeks.filter((week) => week.status === 'delivered');
    expect(paid.length).toBeGreaterThanOrEqual(3);
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    expect(orderIdsOf(ofTemplate(mail, 'box_receipt'))).toEqual(paid.map((week) => week.id));
    expect(orderIdsOf(ofTemplate(mail, 'box_delivered'))).toEqual(delivered.map((week) => week.id));
    // The receipt's figures are the order's.
    const receipt = ofTemplate(mail, 'box_receipt')[0] as Mail;
    const order = (await call(who, { method: 'GET', url: `/api/v2/orders/${receipt.data.orderId}/` })).json();
    expect(receipt.data.totals).toMatchObject({
      subtotalCents: order.totals.subtotal_cents,
      discountCents: order.totals.discount_cents,
      deliveryFeeCents: order.totals.delivery_fee_cents,
      creditsCents: order.totals.credits_cents,
      totalCents: order.totals.total_cents,
    });
    expect(receipt.data.lines).toEqual(
      order.lines.map((line: { name: string; quantity: number; line_total_cents: number }) => ({
        name: line.name,
        quantity: line.quantity,
        totalCents: line.line_total_cents,
      })),
    );
    // Each renders with a plain-text part, dates in words and no raw date.
    for (const message of mail) {
      const rendered = await renderEmail(message.template as EmailTemplateName, message.data, context);
      expect(rendered.text.length, message.template).toBeGreaterThan(50);
      if (['cutoff_reminder', 'box_receipt', 'box_delivered'].includes(message.template)) {
        expect(rendered.text, message.template).toMatch(DAY_IN_WORDS);
        expect(`${rendered.subject}\n${rendered.text}`, message.template).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
      }
    }
    const deliveredText = await renderEmail('box_delivered', ofTemplate(mail, 'box_delivered')[0]?.data, context);
    expect(deliveredText.text).toContain(`/mylarder/?rate=${delivered[0]?.id}&stars=5`);
  });

  it('confirms a skip once, and the end of a pause the week before, once', async () => {
    const { who } = await subscriber('emails.skip@example.com');
    const view = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json();
    const week = view.upcoming[1] as { id: number; delivery: { date: string } };
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${week.id}/skip/` })).statusCode).toBe(200);
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${week.id}/skip/` })).statusCode).toBe(409);
    const skips = ofTemplate(await mailOf(who.id), 'week_skipped');
    expect(skips.map((message) => message.data.orderId)).toEqual([week.id]);
    const skipText = await renderEmail('week_skipped', skips[0]?.data, context);
    expect(skipText.subject).toMatch(DAY_IN_WORDS);
    expect(skipText.text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);

    const paused = await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 2 } });
    expect(paused.statusCode, paused.body).toBe(200);
    const until = paused.json().paused_until as string;
    const lastPaused = (await weeksOf(who.id)).filter((row) => row.deliveryDate < until).at(-1) as Week;
    // Nothing while a paused week can still change; once its cutoff passes the pause ends, and the customer hears
    // that the boxes start again next week, once, however often the jobs run.
    const cutoff = lastPaused.cutoffAt.getTime();
    await liveThrough(cutoff - 3 * DAY, cutoff - HOUR);
    expect(ofTemplate(await mailOf(who.id), 'pause_ending')).toEqual([]);
    await liveThrough(cutoff + HOUR, cutoff + 3 * DAY);
    const endings = ofTemplate(await mailOf(who.id), 'pause_ending');
    expect(endings.map((message) => message.data.deliveryDate)).toEqual([until]);
    expect(endings[0]?.key).toMatch(new RegExp(`^subscription-\\d+-resumes-${until}$`));
    // Sent as the pause ends, with the first box back the next one to edit (its cutoff under a week away).
    const firstBack = (await weeksOf(who.id)).find((row) => row.deliveryDate === until) as Week;
    const sentAt = endings[0]?.created.getTime() ?? 0;
    expect(firstBack.cutoffAt.getTime() - sentAt).toBeGreaterThan(0);
    expect(firstBack.cutoffAt.getTime() - sentAt).toBeLessThan(7 * DAY);
    const ending = await renderEmail('pause_ending', endings[0]?.data, context);
    expect(ending.subject).toBe('Your pause ends next week');
    expect(ending.text).toMatch(DAY_IN_WORDS);
  });

  it('lets a customer turn off the reminder and the rating email; the receipt still comes', async () => {
    const { who, firstOrder } = await subscriber('emails.quiet@example.com');
    const url = '/api/v2/customers/self/email-preferences/';
    expect((await call(who, { method: 'GET', url })).json()).toEqual({ cutoff_reminders: true, rating_requests: true });
    const off = await call(who, { method: 'PUT', url, payload: { cutoff_reminders: false, rating_requests: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ cutoff_reminders: false, rating_requests: false });
    expect((await call(who, { method: 'GET', url })).json()).toEqual({
      cutoff_reminders: false,
      rating_requests: false,
    });
    const bad = await call(who, { method: 'PUT', url, payload: { cutoff_reminders: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect([401, 403]).toContain((await call(undefined, { method: 'GET', url })).statusCode);

    const first = (await weeksOf(who.id)).find((week) => week.id === firstOrder) as Week;
    const start = first.cutoffAt.getTime() - 3 * DAY;
    await liveThrough(start, start + 2 * 7 * DAY);
    const mail = await mailOf(who.id);
    expect(ofTemplate(mail, 'cutoff_reminder')).toEqual([]);
    expect(ofTemplate(mail, 'box_delivered')).toEqual([]);
    expect(ofTemplate(mail, 'box_receipt').length).toBeGreaterThanOrEqual(1);
  });
});
