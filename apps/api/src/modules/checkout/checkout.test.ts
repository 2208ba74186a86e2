// Also on the PostgreSQL server (its tests tagged postgres-server): the first order placed twice at once (one key, then two) is placed once: concurrent transactions and row locks.
// The checkout API end to end on the real app and database: box from the plan, shipping, promo, the test card
// provider, and placing the first order once, whatever the retries.
import {
  CardMessage,
  CheckoutErrorCode,
  CheckoutMessage,
  ShippingMessage,
  TEST_CARDS,
} from '@larder/contracts/values/checkout';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, GOOD_CARD, shipping } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { promoCodes } from '../../db/schema/promo-codes';
import { addCreditEntry } from '../credits/ledger';

const ENV = { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };
let subject: TestApp;
let api: FastifyInstance;
const { call, customer, saveQuiz, firstDate, readyCustomer, place } = checkoutClient(() => api, '10.9');
const goodCard = GOOD_CARD;

beforeAll(async () => {
  subject = await createTestApp({ env: ENV });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

describe('the box', () => {
  it('is for signed-in customers with a quiz', async () => {
    expect((await call(undefined, { method: 'GET', url: '/api/v2/checkout/' })).statusCode).toBe(403);
    const who = await customer('no.quiz@example.com');
    // The page learns there is no quiz (no plan to fill the box from) without a failing call.
    expect((await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json()).toMatchObject({
      has_quiz: false,
      lines: [],
    });
    const refused = await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('no_quiz');
  });

  it('takes this week’s plan, at its prices, and totals it with the one pricing function', async () => {
    const who = await customer('box@example.com');
    await saveQuiz(who);
    const plan = (await call(who, { method: 'GET', url: '/api/v2/customers/self/plan/' })).json();
    const checkout = (await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).json();
    const planned = plan.sections.flatMap((section: { items: { total_cents: number }[] }) => section.items);
    const plannedTotal = planned.reduce((sum: number, item: { total_cents: number }) => sum + item.total_cents, 0);
    expect(checkout.lines.length).toBeGreaterThan(0);
    expect(checkout.totals.subtotal_cents).toBe(plannedTotal);
    expect(checkout.totals).toMatchObject({ min_order_cents: 4000, free_delivery_min_cents: 9000 });
    // The sign-up page's default offer comes with a new checkout.
    expect(checkout.promo).toEqual({
      code: 'FREE40',
      discount_effect: 'get 40% off your first box',
      terms: '40% off, up to $80',
    });
    expect(checkout.totals.total_cents).toBe(
      checkout.totals.subtotal_cents - checkout.totals.discount_cents + checkout.totals.delivery_fee_cents,
    );

    const [first] = checkout.lines;
    const changed = await call(who, {
      method: 'PUT',
      url: '/api/v2/checkout/box/lines/',
      payload: { type: first.type, id: first.id, quantity: first.quantity + 1 },
    });
    expect(changed.json().totals.subtotal_cents).toBe(plannedTotal + first.unit_price_cents);
    const removed = await call(who, {
      method: 'PUT',
      url: '/api/v2/checkout/box/lines/',
      payload: { type: first.type, id: first.id, quantity: 0 },
    });
    expect(removed.json().lines).toHaveLength(checkout.lines.length - 1);
    for (const payload of [
      { type: first.type, id: first.id, quantity: 21 },
      { type: first.type, id: first.id, quantity: -1 },
      { type: 'gadget', id: first.id, quantity: 1 },
      { type: 'product', id: 99_999_999, quantity: 1 },
      { type: first.type, id: first.id, quantity: 1.5 },
    ]) {
      const bad = await call(who, { method: 'PUT', url: '/api/v2/checkout/box/lines/', payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('shipping', () => {
  it('looks ZIPs up: a zone and its dates with cutoffs, a known ZIP outside every zone, an unknown one', async () => {
    const nyc = (await call(undefined, { method: 'GET', url: '/api/v2/deliveries/zips/10001/' })).json();
    expect(nyc).toMatchObject({ zip: '10001', city: 'New York', state: 'NY', zone: { code: 'nyc' } });
    expect(nyc.delivery_dates.length).toBeGreaterThan(0);
    expect(nyc.delivery_dates[0].cutoff_label).toMatch(/^Edit until \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/);
    const montana = (await call(undefined, { method: 'GET', url: '/api/v2/deliveries/zips/59001/' })).json();
    expect(montana).toMatchObject({ state: 'MT', zone: null, delivery_dates: [] });
    const unknown = await call(undefined, { method: 'GET', url: '/api/v2/deliveries/zips/00000/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: CheckoutErrorCode.ZipUnknown, detail: ShippingMessage.ZipUnknown });
    expect((await call(undefined, { method: 'GET', url: '/api/v2/deliveries/zips/1000a/' })).statusCode).toBe(400);
  });

  it('keeps a waitlist address once per ZIP', async () => {
    for (const email of ['far.away@example.com', 'FAR.away@example.com']) {
      const response = await call(undefined, {
        method: 'POST',
        url: '/api/v2/deliveries/waitlist/',
        payload: { email, zip: '59001' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json().detail).toBe(ShippingMessage.WaitlistSaved);
    }
    const rows = await subject.database.db.execute(
      sql`select count(*)::int as n from zone_waitlist where lower(email) = 'far.away@example.com'`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(1);
  });

  it('checks every field with the page’s messages, and resumes from the server', async () => {
    const who = await customer('shipping@example.com');
    const date = await firstDate();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: ' ' }, 'first_name', ShippingMessage.FirstNameRequired],
      [{ address1: '' }, 'address1', ShippingMessage.AddressRequired],
      [{ state: 'XX' }, 'state', ShippingMessage.StateRequired],
      [{ zip: '1234' }, 'zip', ShippingMessage.ZipInvalid],
      [{ zip: '00000' }, 'zip', ShippingMessage.ZipUnknown],
      [{ zip: '59001', state: 'MT', city: 'Absarokee' }, 'zip', ShippingMessage.ZipNotServed],
      [{ phone: '555-0100' }, 'phone', ShippingMessage.PhoneInvalid],
      [{ delivery_date: '2020-01-02' }, 'delivery_date', ShippingMessage.DeliveryDateUnavailable],
      [
        { delivery_instructions: 'x'.repeat(251) },
        'delivery_instructions',
        'Ensure this field has no more than 250 characters.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(who, {
        method: 'PUT',
        url: '/api/v2/checkout/shipping/',
        payload: shipping(date, overrides),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toEqual([message]);
    }
    const saved = await call(who, { method: 'PUT', url: '/api/v2/checkout/shipping/', payload: shipping(date) });
    expect(saved.statusCode).toBe(200);
    const resumed = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();
    expect(resumed.shipping).toMatchObject({ zip: '10001', phone: '2125550100', address2: 'Apt 5' });
    expect(resumed.delivery.date).toBe(date);
  });

  it('answers hostile bodies with 400, never 500', async () => {
    const who = await customer('hostile.shipping@example.com');
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const response = await call(who, {
          method: 'PUT',
          url: '/api/v2/checkout/shipping/',
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: 40 },
    );
  });
});

describe('promo codes', () => {
  it('applies a live code, and answers every code that cannot be used alike (issue 29: nothing for a guesser)', async () => {
    const { db } = subject.database;
    await db.insert(promoCodes).values([
      {
        code: 'OLDNEWS',
        discountEffect: 'get $10 off',
        amountOffCents: 1000,
        startsAt: new Date('2019-01-01'),
        endsAt: new Date('2020-01-01'),
      },
      { code: 'SWITCHEDOFF', discountEffect: 'get $10 off', amountOffCents: 1000, active: false },
      { code: 'GIFTCARD50', discountEffect: '$50 gift card', amountOffCents: 5000, isGiftCard: true },
    ]);
    const who = await customer('promo@example.com');
    await saveQuiz(who);
    await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' });
    const answers = new Set<string>();
    for (const code of ['NOPE', 'oldnews', 'SWITCHEDOFF', 'GIFTCARD50']) {
      const response = await call(who, { method: 'PUT', url: '/api/v2/checkout/promo/', payload: { code } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: CheckoutErrorCode.PromoInvalid,
        detail: CheckoutMessage.PromoInvalid,
      });
      answers.add(response.body);
    }
    expect(answers.size).toBe(1);
    const applied = (
      await call(who, { method: 'PUT', url: '/api/v2/checkout/promo/', payload: { code: 'free40' } })
    ).json();
    expect(applied.promo).toEqual({
      code: 'FREE40',
      discount_effect: 'get 40% off your first box',
      terms: '40% off, up to $80',
    });
    expect(applied.totals.discount_cents).toBe(Math.floor((applied.totals.subtotal_cents * 40) / 100));
    const removed = (await call(who, { method: 'DELETE', url: '/api/v2/checkout/promo/' })).json();
    expect(removed).toMatchObject({ promo: null, totals: { discount_cents: 0 } });
  });
});

describe('cards (the test provider)', () => {
  it('checks the fields, follows Stripe’s test cards, and keeps only brand, last 4 and expiry', async () => {
    const who = await customer('cards@example.com');
    const post = (payload: Record<string, unknown>) =>
      call(who, { method: 'POST', url: '/api/v2/checkout/card/', payload });
    expect((await post({ ...goodCard, number: '4242424242424241' })).json().number).toEqual([
      CardMessage.NumberInvalid,
    ]);
    expect((await post({ ...goodCard, exp_year: 2020 })).json().exp_year).toEqual([CardMessage.Expired]);
    expect((await post({ ...goodCard, cvc: '1' })).json().cvc).toEqual([CardMessage.CvcInvalid]);
    for (const [number, message] of [
      [TEST_CARDS.Declined, CardMessage.Declined],
      [TEST_CARDS.InsufficientFunds, CardMessage.InsufficientFunds],
      [TEST_CARDS.ExpiredCard, CardMessage.ExpiredCard],
      [TEST_CARDS.IncorrectCvc, CardMessage.IncorrectCvc],
    ]) {
      const refused = await post({ ...goodCard, number });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: CheckoutErrorCode.PaymentFailed, detail: message });
    }
    const saved = await post(goodCard);
    expect(saved.json().checkout.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    const stored = JSON.stringify(
      (await subject.database.db.execute(sql`select * from payment_methods where customer_id = ${who.id}`)).rows,
    );
    expect(stored).not.toContain('424242424242');
    expect(stored).not.toContain('"123"');
  });

  it('asks for the bank’s confirmation of a 3-D Secure card, and saves it only when approved', async () => {
    const who = await customer('three.d@example.com');
    const post = (url: string, payload: Record<string, unknown>) => call(who, { method: 'POST', url, payload });
    const first = (
      await post('/api/v2/checkout/card/', { ...goodCard, number: TEST_CARDS.RequiresAuthentication })
    ).json();
    expect(first.status).toBe('requires_action');
    const refused = await post('/api/v2/checkout/card/authenticate/', { action_id: first.action_id, approve: false });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toBe(CardMessage.AuthenticationFailed);
    const again = (
      await post('/api/v2/checkout/card/', { ...goodCard, number: TEST_CARDS.RequiresAuthentication })
    ).json();
    const approved = await post('/api/v2/checkout/card/authenticate/', { action_id: again.action_id, approve: true });
    expect(approved.json().checkout.card.last4).toBe('3184');
    const replayed = await post('/api/v2/checkout/card/authenticate/', { action_id: again.action_id, approve: true });
    expect(replayed.statusCode).toBe(400);
  });
});

describe('placing the first order', () => {
  it('writes the order, the subscription and the email in one go, and a retry returns the same order', async () => {
    const who = await readyCustomer('place@example.com');
    await call(who, { method: 'PUT', url: '/api/v2/checkout/promo/', payload: { code: 'FREE40' } });
    const checkout = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();
    expect((await place(who, undefined)).json().code).toBe(CheckoutErrorCode.IdempotencyKeyRequired);

    const placed = await place(who, 'order-key-1');
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order).toMatchObject({
      status: 'scheduled',
      totals: checkout.totals,
      lines: checkout.lines,
      promo: { code: 'FREE40' },
      card: { last4: expect.stringMatching(/^\d{4}$/) },
      shipping: { zip: '10001' },
      delivery: { date: checkout.delivery.date, cutoff_label: checkout.delivery.cutoff_label },
    });
    const retry = await place(who, 'order-key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(order);
    const second = await place(who, 'order-key-2');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: CheckoutErrorCode.AlreadyOrdered,
      detail: CheckoutMessage.AlreadyOrdered,
    });

    const { db } = subject.database;
    const [row] = await db
      .select({ didCheckout: customers.didCheckout })
      .from(customers)
      .where(eq(customers.id, who.id));
    expect(row?.didCheckout).toBe(true);
    const mail = await db.execute(
      sql`select template from email_outbox where recipient = 'place@example.com' and template = 'order_confirmation'`,
    );
    expect(mail.rows).toHaveLength(1);
    const redemptions = await db.execute(
      sql`select deliveries_left from promo_redemptions where customer_id = ${who.id}`,
    );
    // A promo's deliveries count down when a discounted delivery is paid, not when a week is placed or made.
    expect(redemptions.rows).toEqual([{ deliveries_left: 1 }]);
    expect((await call(who, { method: 'GET', url: `/api/v2/orders/${order.id}/` })).json()).toEqual(order);
    const other = await customer('someone.else@example.com');
    expect((await call(other, { method: 'GET', url: `/api/v2/orders/${order.id}/` })).statusCode).toBe(404);
    expect((await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).statusCode).toBe(409);
  });

  it('places one order for a double click, with the same key or with two', { tags: ['postgres-server'] }, async () => {
    const same = await readyCustomer('double.same@example.com');
    const answers = await Promise.all([place(same, 'click'), place(same, 'click')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().id).toBe(answers[1]?.json().id);
    const two = await readyCustomer('double.two@example.com');
    const racing = await Promise.all([place(two, 'first'), place(two, 'second')]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    for (const who of [same, two]) {
      // One placed order (the store makes the following weeks beside it, once).
      const rows = await subject.database.db
        .select({ id: orders.id, key: orders.idempotencyKey, date: orders.deliveryDate })
        .from(orders)
        .where(eq(orders.customerId, who.id));
      expect(rows.filter((row) => row.key !== null)).toHaveLength(1);
      expect(new Set(rows.map((row) => row.date)).size).toBe(rows.length);
    }
  });

  it('binds an Idempotency-Key to its request: the same key with another body is 422, nothing placed twice', async () => {
    const who = await readyCustomer('key.bound@example.com');
    const first = await call(who, {
      method: 'POST',
      url: '/api/v2/orders/',
      headers: { 'idempotency-key': 'bound-key' },
      payload: { note: 'first' },
    });
    expect(first.statusCode).toBe(201);
    const again = await call(who, {
      method: 'POST',
      url: '/api/v2/orders/',
      headers: { 'idempotency-key': 'bound-key' },
      payload: { note: 'first' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await call(who, {
      method: 'POST',
      url: '/api/v2/orders/',
      headers: { 'idempotency-key': 'bound-key' },
      payload: { note: 'another request' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('places the order when the zones are read again inside its transaction (one connection, no wait)', async () => {
    const who = await readyCustomer('cold.zones@example.com');
    const realNow = api.clock.now;
    // Past the zones' 30-second cache: the order's transaction reads them itself.
    api.clock.now = () => new Date(Date.now() + 31_000);
    try {
      expect((await place(who, 'cold')).statusCode).toBe(201);
    } finally {
      api.clock.now = realNow;
    }
  });

  it('refuses a box below the minimum, with no order written', async () => {
    const who = await readyCustomer('small.box@example.com');
    const checkout = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();
    for (const line of checkout.lines.slice(1)) {
      await call(who, {
        method: 'PUT',
        url: '/api/v2/checkout/box/lines/',
        payload: { type: line.type, id: line.id, quantity: 0 },
      });
    }
    const [kept] = checkout.lines;
    await call(who, {
      method: 'PUT',
      url: '/api/v2/checkout/box/lines/',
      payload: { type: kept.type, id: kept.id, quantity: 1 },
    });
    const refused = await place(who, 'small');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: CheckoutErrorCode.BelowMinimum,
      detail: CheckoutMessage.BelowMinimum('$40.00'),
    });
    const rows = await subject.database.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, who.id));
    expect(rows).toEqual([]);
  });
});

describe('the credits that will pay', () => {
  it('shows the balance up to the total as credits_cents, and the total less them', async () => {
    const who = await customer('checkout.credits@example.com');
    await saveQuiz(who);
    const before = (await call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).json().totals;
    expect(before.credits_cents).toBe(0);
    expect(before.total_cents).toBeGreaterThan(1_000);
    const grant = (amountCents: number, reference: string) =>
      addCreditEntry(subject.database.db, {
        customerId: who.id,
        amountCents,
        kind: 'adjustment',
        reference,
        at: new Date(),
      });

    await grant(1_000, 'checkout-credits-1');
    const some = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json().totals;
    expect(some).toEqual({ ...before, credits_cents: 1_000, total_cents: before.total_cents - 1_000 });
    expect(some.subtotal_cents - some.discount_cents + some.delivery_fee_cents - some.credits_cents).toBe(
      some.total_cents,
    );

    // More credits than the box costs: they pay all of it, and the rest stays for later.
    await grant(1_000_000, 'checkout-credits-2');
    const all = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json().totals;
    expect(all).toEqual({ ...before, credits_cents: before.total_cents, total_cents: 0 });
  });
});
