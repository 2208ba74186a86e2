// Also on the PostgreSQL server (its tests tagged postgres-server): two box edits at once both kept (no lost update), two finalizers at once: row locks between transactions.
// A subscriber's changes on the real app and database (issue 16): a week's box edited before its cutoff (quantity,
// remove, add from the shop, an item against the hard rules only with a confirmation, swap), two edits at once both
// kept, ownership and state refusals; pause and resume, cancel and reactivate, the delivery day; the order history;
// credits spent at the cutoff and given back when the box is canceled; a card update that pays a failed payment.
import { DietaryId } from '@larder/contracts/values/preferences';
import { SubscriptionErrorCode } from '@larder/contracts/values/subscription';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { atTime, checkoutClient, GOOD_CARD, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries } from '../../db/schema/credits';
import { orders, subscriptions } from '../../db/schema/orders';
import { issueCard } from '../gift-cards/cards';

let subject: TestApp;
let api: FastifyInstance;
const { call, customer, readyCustomer, place } = checkoutClient(() => api, '10.9');
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db); // these tests add to planned boxes; box-capacity.test.ts tests the limits
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type Line = { type: 'product' | 'pairing'; id: number; quantity: number; unit_price_cents: number; name: string };
type OrderBody = {
  id: number;
  status: string;
  skip_reason: string | null;
  delivery: { date: string; cutoff_at: string; cutoff_label: string };
  lines: Line[];
  totals: {
    subtotal_cents: number;
    discount_cents: number;
    delivery_fee_cents: number;
    total_cents: number;
    credits_cents: number;
  };
};
type View = {
  status: string;
  delivery_weekday: number;
  delivery_weekdays: number[];
  paused_until: string | null;
  upcoming: OrderBody[];
};

async function subscriber(email: string, card = GOOD_CARD): Promise<{ who: Who; view: View }> {
  const who = await readyCustomer(email, card);
  expect((await place(who, `key-${email}`)).statusCode).toBe(201);
  return { who, view: await viewOf(who) };
}

async function viewOf(who: Who): Promise<View> {
  const response = await call(who, { method: 'GET', url: '/api/v2/subscription/' });
  expect(response.statusCode).toBe(200);
  return response.json() as View;
}

const setLine = (who: Who, orderId: number, payload: Record<string, unknown>) =>
  call(who, { method: 'PUT', url: `/api/v2/orders/${orderId}/lines/`, payload });

const subtotalOf = (lines: Line[]) => lines.reduce((sum, line) => sum + line.quantity * line.unit_price_cents, 0);

/** Runs `work` with the app's clock at `when`. */
const at = <T>(when: Date, work: () => Promise<T>) => atTime(api, when, work);

const emails = async (email: string, template: string) =>
  (
    await subject.database.db.execute(
      sql`select data->>'kind' as kind, data->>'detail' as detail from email_outbox
          where template = ${template} and recipient = ${email} order by id`,
    )
  ).rows as { kind: string; detail: string }[];

async function productsFor(search: string): Promise<{ id: number; price_cents: number; name: string }[]> {
  const response = await call(undefined, { method: 'GET', url: `/api/v2/products/?search=${search}` });
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

describe('editing a week’s box', () => {
  it('changes a quantity, removes a line and adds an item, the totals from the server each time', async () => {
    const { who, view } = await subscriber('edit.box@example.com');
    const week = view.upcoming[1] as OrderBody;
    const [first, second] = week.lines as [Line, Line];
    const more = await setLine(who, week.id, { type: first.type, id: first.id, quantity: first.quantity + 2 });
    expect(more.statusCode).toBe(200);
    const changed = more.json() as OrderBody;
    expect(changed.lines.find((line) => line.id === first.id && line.type === first.type)?.quantity).toBe(
      first.quantity + 2,
    );
    expect(changed.totals.subtotal_cents).toBe(subtotalOf(changed.lines));
    expect(changed.totals.subtotal_cents).toBe(week.totals.subtotal_cents + 2 * first.unit_price_cents);

    const removed = (
      await setLine(who, week.id, { type: second.type, id: second.id, quantity: 0 })
    ).json() as OrderBody;
    expect(removed.lines.some((line) => line.id === second.id && line.type === second.type)).toBe(false);
    expect(removed.totals.subtotal_cents).toBe(subtotalOf(removed.lines));

    const inBox = new Set(removed.lines.map((line) => `${line.type}:${line.id}`));
    const extra = (await productsFor('apple')).find((product) => !inBox.has(`product:${product.id}`));
    expect(extra).toBeDefined();
    const added = await setLine(who, week.id, { type: 'product', id: extra?.id, quantity: 1 });
    expect(added.statusCode).toBe(200);
    const withExtra = added.json() as OrderBody;
    expect(withExtra.lines.at(-1)).toMatchObject({ id: extra?.id, quantity: 1, unit_price_cents: extra?.price_cents });
    expect(withExtra.totals.subtotal_cents).toBe(removed.totals.subtotal_cents + (extra?.price_cents ?? 0));
    const { total_cents, subtotal_cents, discount_cents, delivery_fee_cents, credits_cents } = withExtra.totals;
    expect(total_cents).toBe(subtotal_cents - discount_cents + delivery_fee_cents - credits_cents);

    const unknown = await setLine(who, week.id, { type: 'product', id: 2_000_000_000, quantity: 1 });
    expect(unknown.statusCode).toBe(400);
    for (const payload of [
      { type: 'product', id: extra?.id, quantity: 21 },
      { type: 'product', id: extra?.id, quantity: -1 },
      { type: 'dish', id: 1, quantity: 1 },
      { type: 'product', id: extra?.id, quantity: 1, price_cents: 1 },
    ]) {
      expect((await setLine(who, week.id, payload)).statusCode).toBe(400);
    }
  });

  it('marks the shop’s items against the hard rules and adds one only with a confirmation', async () => {
    const { who, view } = await subscriber('vegetarian@example.com');
    const dietary = await call(who, {
      method: 'PATCH',
      url: `/api/v2/customers/${who.id}/dietary_restrictions/`,
      payload: { dietary_restrictions: [{ id: DietaryId.Vegetarian, selected: true }] },
    });
    expect(dietary.statusCode).toBe(200);
    const chicken = (await productsFor('chicken'))[0];
    const apple = (await productsFor('apple'))[0];
    expect(chicken && apple).toBeTruthy();
    const check = await call(who, {
      method: 'POST',
      url: '/api/v2/customers/self/plan/rule-check/',
      payload: {
        items: [
          { type: 'product', id: chicken?.id },
          { type: 'product', id: apple?.id },
        ],
      },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().breaking).toEqual([{ type: 'product', id: chicken?.id }]);

    const week = view.upcoming[1] as OrderBody;
    const refused = await setLine(who, week.id, { type: 'product', id: chicken?.id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(SubscriptionErrorCode.BreaksRules);
    const confirmed = await setLine(who, week.id, { type: 'product', id: chicken?.id, quantity: 1, confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as OrderBody).lines.some((line) => line.id === chicken?.id)).toBe(true);
  });

  it('swaps a line for another item not in the box yet', async () => {
    const { who, view } = await subscriber('swap.box@example.com');
    const week = view.upcoming[1] as OrderBody;
    const line = week.lines[0] as Line;
    const swapped = await call(who, {
      method: 'POST',
      url: `/api/v2/orders/${week.id}/lines/swap/`,
      payload: { type: line.type, id: line.id },
    });
    expect(swapped.statusCode).toBe(200);
    const after = swapped.json() as OrderBody;
    expect(after.lines).toHaveLength(week.lines.length);
    expect(after.lines.some((entry) => entry.id === line.id && entry.type === line.type)).toBe(false);
    expect(new Set(after.lines.map((entry) => `${entry.type}:${entry.id}`)).size).toBe(after.lines.length);
    expect(after.totals.subtotal_cents).toBe(subtotalOf(after.lines));
    const gone = await call(who, {
      method: 'POST',
      url: `/api/v2/orders/${week.id}/lines/swap/`,
      payload: { type: line.type, id: line.id },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe(SubscriptionErrorCode.NotInBox);
  });

  it('keeps both of two changes made at once (no lost update)', { tags: ['postgres-server'] }, async () => {
    const { who, view } = await subscriber('two.tabs@example.com');
    const week = view.upcoming[2] as OrderBody;
    const [a, b] = week.lines as [Line, Line];
    const answers = await Promise.all([
      setLine(who, week.id, { type: a.type, id: a.id, quantity: 7 }),
      setLine(who, week.id, { type: b.type, id: b.id, quantity: 9 }),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    const now = (await call(who, { method: 'GET', url: `/api/v2/orders/${week.id}/` })).json() as OrderBody;
    expect(now.lines.find((line) => line.id === a.id && line.type === a.type)?.quantity).toBe(7);
    expect(now.lines.find((line) => line.id === b.id && line.type === b.type)?.quantity).toBe(9);
    expect(now.totals.subtotal_cents).toBe(subtotalOf(now.lines));
  });

  it('refuses another customer’s box (404), a skipped one and one past its cutoff (409 with the cutoff)', async () => {
    const { who, view } = await subscriber('owner.box@example.com');
    const week = view.upcoming[1] as OrderBody;
    const line = week.lines[0] as Line;
    const other = await customer('stranger.box@example.com');
    expect((await setLine(other, week.id, { type: line.type, id: line.id, quantity: 3 })).statusCode).toBe(404);
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${week.id}/skip/` })).statusCode).toBe(200);
    const skipped = await setLine(who, week.id, { type: line.type, id: line.id, quantity: 3 });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().code).toBe(SubscriptionErrorCode.WrongState);
    const late = await at(new Date(Date.parse(week.delivery.cutoff_at) + 1000), () =>
      setLine(who, week.id, { type: line.type, id: line.id, quantity: 3 }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe(SubscriptionErrorCode.PastCutoff);
    expect(late.json().detail).toContain(week.delivery.cutoff_label.replace(/^Edit until /, ''));
  });
});

describe('the subscription’s changes', () => {
  it('pauses the next weeks and resumes them, with an email each time', async () => {
    const { who, view } = await subscriber('pause@example.com');
    const paused = await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 2 } });
    expect(paused.statusCode).toBe(200);
    const during = paused.json() as View;
    expect(during.status).toBe('paused');
    expect(during.upcoming.slice(0, 2).map((order) => [order.status, order.skip_reason])).toEqual([
      ['skipped', 'paused'],
      ['skipped', 'paused'],
    ]);
    expect(during.upcoming.slice(2).every((order) => order.status === 'scheduled')).toBe(true);
    expect(during.paused_until).toBe(view.upcoming[2]?.delivery.date);
    const again = await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 1 } });
    expect(again.statusCode).toBe(409);
    for (const weeks of [0, 5, 1.5, '2']) {
      const bad = await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks } });
      expect(bad.statusCode).toBe(400);
    }
    const resumed = await call(who, { method: 'POST', url: '/api/v2/subscription/resume/' });
    expect(resumed.statusCode).toBe(200);
    expect((resumed.json() as View).status).toBe('active');
    expect((resumed.json() as View).upcoming.every((order) => order.status === 'scheduled')).toBe(true);
    expect((await emails('pause@example.com', 'subscription_update')).map((email) => email.kind)).toEqual([
      'paused',
      'resumed',
    ]);
  });

  it('comes back by itself once the paused weeks are past, on the store’s schedule, not when the customer looks', async () => {
    const { who, view } = await subscriber('pause.ends@example.com');
    await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 1 } });
    const first = view.upcoming[0] as OrderBody;
    const past = new Date(Date.parse(first.delivery.cutoff_at) + HOUR);
    // Looking changes nothing: a GET never writes.
    expect((await at(past, () => viewOf(who))).status).toBe('paused');
    await at(past, () => api.commerce.cycle.runAll());
    const later = await at(past, () => viewOf(who));
    expect(later.status).toBe('active');
    expect(later.upcoming.every((order) => order.status === 'scheduled')).toBe(true);
  });

  it('cancels with a reason (a locked box still comes) and reactivates', async () => {
    const { who } = await subscriber('cancel@example.com');
    for (const payload of [{}, { reason: 'bored' }, { reason: 'other', note: 'x'.repeat(501) }]) {
      const bad = await call(who, { method: 'POST', url: '/api/v2/subscription/cancel/', payload });
      expect(bad.statusCode).toBe(400);
    }
    const canceled = await call(who, {
      method: 'POST',
      url: '/api/v2/subscription/cancel/',
      payload: { reason: 'too_expensive', note: '  Too much for us right now  ' },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', upcoming: [] });
    const [row] = await subject.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, who.id));
    expect(row).toMatchObject({
      status: 'canceled',
      cancelReason: 'too_expensive',
      cancelNote: 'Too much for us right now',
    });
    const open = await subject.database.db
      .select({ status: orders.status, reason: orders.skipReason })
      .from(orders)
      .where(eq(orders.customerId, who.id));
    expect(open.every((order) => order.status === 'skipped' && order.reason === 'canceled')).toBe(true);
    expect(
      (await call(who, { method: 'POST', url: '/api/v2/subscription/pause/', payload: { weeks: 1 } })).statusCode,
    ).toBe(409);

    const back = await call(who, { method: 'POST', url: '/api/v2/subscription/reactivate/' });
    expect(back.statusCode).toBe(200);
    expect((back.json() as View).status).toBe('active');
    expect((back.json() as View).upcoming.map((order) => order.status)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect((await emails('cancel@example.com', 'subscription_update')).map((email) => email.kind)).toEqual([
      'canceled',
      'reactivated',
    ]);
  });

  it('keeps the weeks the customer skipped skipped through a cancel and a reactivation', async () => {
    const { who, view } = await subscriber('cancel.skips@example.com');
    const week = view.upcoming[2] as OrderBody;
    expect((await call(who, { method: 'POST', url: `/api/v2/orders/${week.id}/skip/` })).statusCode).toBe(200);
    const canceled = await call(who, {
      method: 'POST',
      url: '/api/v2/subscription/cancel/',
      payload: { reason: 'moving' },
    });
    expect(canceled.json().upcoming).toEqual([]);
    const back = (await call(who, { method: 'POST', url: '/api/v2/subscription/reactivate/' })).json() as View;
    const kept = back.upcoming.find((order) => order.id === week.id);
    expect([kept?.status, kept?.skip_reason]).toEqual(['skipped', 'customer']);
    expect(back.upcoming.filter((order) => order.id !== week.id).every((order) => order.status === 'scheduled')).toBe(
      true,
    );
  });

  it('moves the open weeks, with their edits, to another of the zone’s weekdays', async () => {
    const { who, view } = await subscriber('new.day@example.com');
    const other = view.delivery_weekdays.find((day) => day !== view.delivery_weekday);
    expect(other).toBeDefined();
    const week = view.upcoming[1] as OrderBody;
    const line = week.lines[0] as Line;
    await setLine(who, week.id, { type: line.type, id: line.id, quantity: 5 });
    const moved = await call(who, {
      method: 'PUT',
      url: '/api/v2/subscription/delivery-day/',
      payload: { delivery_weekday: other },
    });
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as View;
    expect(after.delivery_weekday).toBe(other);
    expect(after.upcoming).toHaveLength(4);
    for (const order of after.upcoming) expect(new Date(`${order.delivery.date}T12:00:00Z`).getUTCDay()).toBe(other);
    const kept = after.upcoming.find((order) => order.id === week.id);
    expect(kept?.lines.find((entry) => entry.id === line.id && entry.type === line.type)?.quantity).toBe(5);
    const closed = [0, 1, 2, 3, 4, 5, 6].find((day) => !view.delivery_weekdays.includes(day));
    if (closed !== undefined) {
      const refused = await call(who, {
        method: 'PUT',
        url: '/api/v2/subscription/delivery-day/',
        payload: { delivery_weekday: closed },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(SubscriptionErrorCode.DayUnavailable);
    }
    expect((await emails('new.day@example.com', 'subscription_update')).map((email) => email.kind)).toEqual([
      'day_changed',
    ]);
  });

  it('delivers the open weeks to a new address; in another zone, on its days, cutoffs and fee', async () => {
    const { who, view } = await subscriber('moving@example.com');
    const week = view.upcoming[1] as OrderBody;
    const line = week.lines[0] as Line;
    await setLine(who, week.id, { type: line.type, id: line.id, quantity: 4 });
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Main Street',
      city: 'New York',
      state: 'NY',
      zip: '10002',
      phone: '(212) 555-0100',
    };
    const put = (payload: Record<string, unknown>) =>
      call(who, { method: 'PUT', url: '/api/v2/subscription/address/', payload });
    const sameZone = await put(address);
    expect(sameZone.statusCode).toBe(200);
    expect((sameZone.json() as View).upcoming.map((order) => order.id)).toEqual(view.upcoming.map((order) => order.id));
    for (const order of (sameZone.json() as View & { upcoming: { shipping: { zip: string } }[] }).upcoming) {
      expect(order.shipping.zip).toBe('10002');
    }
    for (const [zip, code] of [
      ['00000', 'zip_unknown'],
      ['59001', 'zip_not_served'],
    ]) {
      const refused = await put({ ...address, zip });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
    }
    expect((await put({ ...address, zip: '1234' })).statusCode).toBe(400);

    const moved = await put({ ...address, address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' });
    expect(moved.statusCode).toBe(200);
    const after = moved.json() as View & { upcoming: (OrderBody & { shipping: { zip: string } })[] };
    expect(after.delivery_weekdays).toEqual([2, 5]);
    expect([2, 5]).toContain(after.delivery_weekday);
    expect(after.upcoming).toHaveLength(4);
    for (const order of after.upcoming) {
      expect(order.shipping.zip).toBe('60606');
      expect(new Date(`${order.delivery.date}T12:00:00Z`).getUTCDay()).toBe(after.delivery_weekday);
      expect(order.delivery.cutoff_label).toMatch(/ CT$/);
      const { total_cents, subtotal_cents, discount_cents, delivery_fee_cents, credits_cents } = order.totals;
      expect(total_cents).toBe(subtotal_cents - discount_cents + delivery_fee_cents - credits_cents);
      expect([0, 799]).toContain(delivery_fee_cents);
    }
    const kept = after.upcoming.find((order) => order.id === week.id);
    expect(kept?.lines.find((entry) => entry.id === line.id && entry.type === line.type)?.quantity).toBe(4);
    const rows = await subject.database.db.select().from(orders).where(eq(orders.customerId, who.id));
    expect(new Set(rows.map((row) => row.deliveryDate)).size).toBe(rows.length);
  });

  it('answers 404 to a customer without a subscription', async () => {
    const who = await customer('no.sub.changes@example.com');
    for (const url of ['/api/v2/subscription/resume/', '/api/v2/subscription/reactivate/']) {
      expect((await call(who, { method: 'POST', url })).statusCode).toBe(404);
    }
    expect((await call(undefined, { method: 'POST', url: '/api/v2/subscription/resume/' })).statusCode).toBe(403);
  });
});

describe('orders and credits', () => {
  it('lists the customer’s orders, newest delivery first, and only theirs', async () => {
    const { who } = await subscriber('history@example.com');
    const history = await call(who, { method: 'GET', url: '/api/v2/orders/?page=1' });
    expect(history.statusCode).toBe(200);
    const body = history.json() as { results: OrderBody[]; count: number; pages: number };
    expect(body.count).toBe(4);
    const dates = body.results.map((order) => order.delivery.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const stranger = await customer('history.stranger@example.com');
    expect((await call(stranger, { method: 'GET', url: '/api/v2/orders/' })).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call(who, { method: 'GET', url: '/api/v2/orders/?page=0' })).statusCode).toBe(400);
    expect((await call(who, { method: 'GET', url: '/api/v2/orders/?page=abc' })).statusCode).toBe(400);
  });

  it('spends credits at the cutoff before the card, once, and gives them back when the box is canceled', {
    tags: ['postgres-server'],
  }, async () => {
    const { who, view } = await subscriber('credits@example.com', { ...GOOD_CARD, number: '4000 0000 0000 0341' });
    const { code } = await issueCard(subject.database.db, { amountCents: 1500 }, new Date());
    const redeemed = await call(who, { method: 'POST', url: '/api/v2/gift-cards/redeem/', payload: { code } });
    expect(redeemed.statusCode).toBe(200);
    const first = view.upcoming[0] as OrderBody;
    const cutoff = Date.parse(first.delivery.cutoff_at);
    await at(new Date(cutoff + 1000), async () => {
      await Promise.all([api.commerce.finalization.runDue(), api.commerce.finalization.runDue()]);
    });
    const [locked] = await subject.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(locked?.creditsCents).toBe(Math.min(1500, first.totals.total_cents));
    expect(locked?.totalCents).toBe(first.totals.total_cents - (locked?.creditsCents ?? 0));
    expect(locked?.status).toBe('payment_failed');
    const credits = (await call(who, { method: 'GET', url: '/api/v2/credits/' })).json();
    expect(credits.balance_cents).toBe(1500 - (locked?.creditsCents ?? 0));
    expect(credits.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['spent', 'gift_card']);

    // Tried again 24 hours after the first attempt, then 48 hours after the second: canceled.
    for (const hours of [25, 74]) await at(new Date(cutoff + hours * HOUR), () => api.commerce.finalization.runDue());
    const [canceled] = await subject.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(canceled?.status).toBe('canceled');
    const after = (await call(who, { method: 'GET', url: '/api/v2/credits/' })).json();
    expect(after.balance_cents).toBe(1500);
    const spent = await subject.database.db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, who.id), eq(creditEntries.kind, 'spent')));
    expect(spent).toHaveLength(1);
  });

  it('a new card pays the failed payment at once', async () => {
    const { who, view } = await subscriber('new.card@example.com', { ...GOOD_CARD, number: '4000 0000 0000 0341' });
    const first = view.upcoming[0] as OrderBody;
    const cutoff = Date.parse(first.delivery.cutoff_at);
    await at(new Date(cutoff + 1000), () => api.commerce.finalization.runDue());
    expect((await call(who, { method: 'GET', url: `/api/v2/orders/${first.id}/` })).json().status).toBe(
      'payment_failed',
    );
    const saved = await at(new Date(cutoff + 2 * HOUR), () =>
      call(who, { method: 'POST', url: '/api/v2/checkout/card/', payload: GOOD_CARD }),
    );
    expect(saved.json().status).toBe('saved');
    const paid = (await call(who, { method: 'GET', url: `/api/v2/orders/${first.id}/` })).json();
    expect(paid.status).toBe('paid');
    expect(paid.card.last4).toBe('4242');
    expect((await viewOf(who)).upcoming.every((order) => order.status !== 'scheduled' || order.id !== first.id)).toBe(
      true,
    );
    const [row] = await subject.database.db.select().from(subscriptions).where(eq(subscriptions.customerId, who.id));
    const [order] = await subject.database.db.select().from(orders).where(eq(orders.id, first.id));
    expect(row?.paymentMethodId).toBe(order?.paymentMethodId);
    expect(order?.paymentAttempts).toBe(2);
  });
});
