// A simulated year of the weekly cycle (issue 26, "Proof: a simulated year"), model-based with fast-check: two API
// processes on one PostgreSQL scratch database (JOBS_CRON=false, TEST_CLOCK=true, the test payment provider), a small
// population of subscribers (one on a 2-delivery promo, one whose card saves but declines every charge, the others on
// the default sign-up offer), and random commands: skip, unskip, pause, resume, cancel, reactivate, change day, move
// to another zone, edit the box, change the answers (weeks built again by the job), a declining card or a card
// update, a gift card redeemed, and the clock moved by hours to days — both processes' clocks, then `POST /api/v2/test/orders/finalize-due/` on BOTH processes at once. After the
// commands the clock goes on to the end of the year (52 weeks from the run's start) in steps of 5 days 7 hours. Every
// run starts on the same instant with new customers (the run before's are deleted). After every step the database is
// held against a simple model:
//   - each week active at its cutoff is locked and charged once (one outcome per attempt, the charge id of its last
//     attempt's key, at most one order per subscription and date); both passes' counts add up to what changed;
//   - nothing is charged for a skipped, paused or canceled week;
//   - what a paid order charged is the pricing function's total less the credits it took (its `spent` entry);
//   - the credits ledger is never negative and equals the gift cards redeemed less the credits orders still hold;
//   - a promo discounts exactly N paid deliveries (never more), and what is left sits on the next weeks charged;
//   - every change the customer is told of has its email (subscription_update, order_update);
//   - an active or paused subscription has its next 4 weeks made, by the store, without any GET.
// Bounded: MODEL_RUNS runs (default 2), MODEL_COMMANDS commands at most per run (default 120); a failure shrinks for
// at most MODEL_SHRINK_MINUTES (default 10) and prints the shortest command sequence found; MODEL_SEED and MODEL_PATH
// (from fast-check's report) replay it.
import crypto from 'node:crypto';
import type { FinalizationPass } from '@larder/contracts/schemas/test-clock';
import { COLD_VOLUME_LIMIT_CONFIG, VOLUME_LIMIT_CONFIG } from '@larder/contracts/values/box-capacity';
import { DietaryId } from '@larder/contracts/values/preferences';
import { CANCEL_REASONS } from '@larder/contracts/values/subscription';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upcomingDeliveryDates } from '../src/modules/deliveries/delivery-dates';
import { type DeliveryZone, SEED_ZONES } from '../src/modules/deliveries/zones';
import { codeDigest, formatCode, generateCode } from '../src/modules/gift-cards/codes';
import { priceBox } from '../src/modules/pricing/pricing';
import { CLIENT_HEADERS, GOOD_PASSWORD, logIn, sessionCookie } from '../test/accounts';
import { checkoutClient, GOOD_CARD, type Who } from '../test/checkout';
import { type ApiProcess, httpApp, scratchDatabase, startApi } from '../test/processes';

const ENV = {
  SIGNUP_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  GIFT_CARD_RATE_LIMIT_PER_IP: '100000',
  GIFT_CARD_RATE_LIMIT_PER_CUSTOMER: '100000',
  // The rate limits' windows run on the test clock: one second, so card updates are never throttled.
  AUTH_RATE_LIMIT_WINDOW_SECONDS: '1',
  // No scheduled pass: only the passes this test asks for run.
  JOBS_CRON: 'false',
  DATABASE_POOL_MAX: '10',
  TEST_CLOCK: 'true',
  PAYMENT_PROVIDER: 'test',
  // A change of answers is built into the weeks at once (by whichever process's worker takes the job).
  WEEK_REBUILD_DELAY_SECONDS: '0',
  JOBS_POLL_INTERVAL_SECONDS: '0.5',
};

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
};
const RUNS = positive('MODEL_RUNS', 2);
const MAX_COMMANDS = positive('MODEL_COMMANDS', 120);
const SHRINK_MINUTES = positive('MODEL_SHRINK_MINUTES', 10);
/** Replays a failure fast-check printed: MODEL_SEED and MODEL_PATH from its report. */
const REPLAY = process.env.MODEL_SEED
  ? { seed: Number(process.env.MODEL_SEED), ...(process.env.MODEL_PATH ? { path: process.env.MODEL_PATH } : {}) }
  : {};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_MS = 52 * 7 * DAY + DAY;
const SWEEP_STEP_MS = 5 * DAY + 7 * HOUR;
const UPCOMING_WEEKS = 4;
const DECLINING_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0341' };
const PROMO_DELIVERIES = 2;
const VEGETARIAN = DietaryId.Vegetarian;

/** The zones a subscriber may move to, each with an address there. */
const ADDRESSES: Record<string, { address1: string; city: string; state: string; zip: string }> = {
  nyc: { address1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001' },
  la: { address1: '200 N Spring St', city: 'Los Angeles', state: 'CA', zip: '90012' },
  chicago: { address1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' },
  seattle: { address1: '400 Broad St', city: 'Seattle', state: 'WA', zip: '98109' },
  austin: { address1: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
};
const ZONE_CODES = Object.keys(ADDRESSES);
const zoneOf = (code: string): DeliveryZone => {
  const zone = SEED_ZONES.find((candidate) => candidate.code === code);
  if (!zone) throw new Error(`no seeded zone ${code}`);
  return zone;
};

/** The test provider's charge id for a key (test-provider.ts): the same key always gives the same id. */
const testChargeId = (idempotencyKey: string) =>
  `ch_test_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const dayIn = (timeZone: string, at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
/** Clock targets fall half-way through a minute: cutoffs are on whole minutes, so none is ever "now". */
const onHalfMinute = (at: number) => Math.floor(at / MINUTE) * MINUTE + 30_000;
const iso = (at: number) => new Date(at).toISOString();

class Broken extends Error {
  override name = 'InvariantBroken';
}
function must(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Broken(message);
}

// ---------------------------------------------------------------------------------------------------------------------
// The model.

type SubStatus = 'active' | 'paused' | 'canceled';
type SubKind = 'paused' | 'resumed' | 'canceled' | 'reactivated' | 'day_changed';

interface Subscriber {
  label: string;
  email: string;
  who: Who;
  /** Which process this customer's requests go to. */
  via: 0 | 1;
  subscriptionId: number;
  status: SubStatus;
  pausedUntil: string | null;
  zone: string;
  weekday: number;
  card: 'good' | 'declining';
  /** Credits given by redeemed gift cards. */
  giftCents: number;
  /** The subscription_update emails the customer must have, in order. */
  told: SubKind[];
  /** Orders the customer skipped (and did not put back). */
  skips: Set<number>;
}

interface Model {
  run: number;
  start: number;
  now: number;
  subscribers: Subscriber[];
}

interface Real {
  apis: [ApiProcess, ApiProcess];
  clients: [Client, Client];
  db: pg.Pool;
}

type Client = ReturnType<typeof checkoutClient>;

// ---------------------------------------------------------------------------------------------------------------------
// The database, as the checks read it.

interface OrderRow {
  id: number;
  customer_id: number;
  subscription_id: number;
  status: string;
  delivery_date: string;
  cutoff_at: Date;
  zone_code: string;
  subtotal_cents: number;
  discount_cents: number;
  delivery_fee_cents: number;
  credits_cents: number;
  /** Taken off by rewards points at the cutoff, before the credits (docs/decisions/230-rewards-points.md). */
  points_cents: number;
  total_cents: number;
  min_order_cents: number;
  free_delivery_min_cents: number;
  promo_code_id: number | null;
  payment_method_id: number;
  charge_id: string | null;
  payment_attempts: number;
  next_payment_attempt_at: Date | null;
  payment_processing: boolean;
  skip_reason: string | null;
  line_count: number;
  line_subtotal: number;
}

interface SubscriptionRow {
  id: number;
  customer_id: number;
  status: SubStatus;
  zone_code: string;
  delivery_weekday: number;
  paused_until: string | null;
  payment_method_id: number;
}

interface State {
  orders: OrderRow[];
  subscriptions: Map<number, SubscriptionRow>;
  credits: { customer_id: number; amount_cents: number; kind: string; order_id: number | null; reference: string }[];
  emails: { template: string; recipient: string; kind: string | null; order_id: number | null }[];
  redemptions: { customer_id: number; promo_code_id: number; deliveries_left: number }[];
  promos: Map<
    number,
    {
      percent_off: number | null;
      amount_off_cents: number | null;
      max_discount_cents: number | null;
      deliveries: number;
    }
  >;
  cards: Map<number, { fails: boolean }>;
  /** Each zone's delivery fee: its own, else the configured `checkout.delivery_fee_cents`. */
  fees: Map<string, number>;
}

async function readState(db: pg.Pool, model: Model): Promise<State> {
  const ids = model.subscribers.map((s) => s.who.id);
  const emails = model.subscribers.map((s) => s.email);
  const [orders, subscriptions, credits, outbox, redemptions, promos, cards, fees] = await Promise.all([
    db.query<OrderRow>(
      `select o.id, o.customer_id, o.subscription_id, o.status, o.delivery_date::text as delivery_date, o.cutoff_at,
              o.zone_code, o.subtotal_cents, o.discount_cents, o.delivery_fee_cents, o.credits_cents, o.points_cents,
              o.total_cents,
              o.min_order_cents, o.free_delivery_min_cents, o.promo_code_id, o.payment_method_id, o.charge_id,
              o.payment_attempts, o.next_payment_attempt_at, o.payment_processing, o.skip_reason,
              coalesce(l.n, 0)::int as line_count, coalesce(l.subtotal, 0)::int as line_subtotal
         from orders o
         left join lateral (select count(*) as n, sum(quantity * unit_price_cents) as subtotal
                              from order_lines where order_id = o.id) l on true
        where o.customer_id = any($1)
        order by o.delivery_date, o.id`,
      [ids],
    ),
    db.query<SubscriptionRow>(
      `select id, customer_id, status, zone_code, delivery_weekday, paused_until::text as paused_until, payment_method_id
         from subscriptions where customer_id = any($1)`,
      [ids],
    ),
    db.query<State['credits'][number]>(
      `select customer_id, amount_cents, kind, order_id, reference from credit_entries
        where customer_id = any($1) order by id`,
      [ids],
    ),
    db.query<State['emails'][number]>(
      `select template, recipient, data->>'kind' as kind, (data->>'orderId')::int as order_id from email_outbox
        where recipient = any($1) and template in ('subscription_update', 'order_update') order by id`,
      [emails],
    ),
    db.query<State['redemptions'][number]>(
      'select customer_id, promo_code_id, deliveries_left from promo_redemptions where customer_id = any($1)',
      [ids],
    ),
    db.query<{
      id: number;
      percent_off: number | null;
      amount_off_cents: number | null;
      max_discount_cents: number | null;
      deliveries: number;
    }>('select id, percent_off, amount_off_cents, max_discount_cents, deliveries from promo_codes'),
    db.query<{ id: number; fails: boolean }>(
      `select id, token like 'tok_fails_%' as fails from payment_methods where customer_id = any($1)`,
      [ids],
    ),
    db.query<{ code: string; fee: number }>(
      `select code, coalesce(delivery_fee_cents,
              (select value::int from dynamic_configs where name = 'checkout.delivery_fee_cents')) as fee
         from delivery_zones`,
    ),
  ]);
  return {
    orders: orders.rows,
    subscriptions: new Map(subscriptions.rows.map((row) => [row.customer_id, row])),
    credits: credits.rows,
    emails: outbox.rows,
    redemptions: redemptions.rows,
    promos: new Map(promos.rows.map(({ id, ...promo }) => [id, promo])),
    cards: new Map(cards.rows.map(({ id, fails }) => [id, { fails }])),
    fees: new Map(fees.rows.map(({ code, fee }) => [code, fee])),
  };
}

const LOCKED = ['finalized', 'paid', 'payment_failed', 'delivered', 'canceled'];
const CHARGED = ['paid', 'delivered'];
/** Orders holding the credits they took (a canceled delivery gave them back). */
const HOLDING_CREDITS = ['finalized', 'paid', 'payment_failed', 'delivered'];

// ---------------------------------------------------------------------------------------------------------------------
// The invariants, after every command.

function checkState(model: Model, state: State): void {
  const { orders } = state;
  const byId = new Map(orders.map((order) => [order.id, order]));
  const chargeIds = new Set<string>();
  const dates = new Set<string>();

  for (const order of orders) {
    const where = `order ${order.id} (${order.status}, delivery ${order.delivery_date}, customer ${order.customer_id})`;
    // At most one order per subscription and date.
    const key = `${order.subscription_id}:${order.delivery_date}`;
    must(!dates.has(key), `two orders for subscription ${order.subscription_id} on ${order.delivery_date}`);
    dates.add(key);

    // The amount is the pricing function's: subtotal − discount + fee, less the points and credits it took.
    const promo = order.promo_code_id === null ? undefined : state.promos.get(order.promo_code_id);
    must(order.promo_code_id === null || promo, `${where}: unknown promo ${order.promo_code_id}`);
    const priced = priceBox(
      [{ quantity: 1, unitPriceCents: order.line_subtotal }],
      promo
        ? {
            percentOff: promo.percent_off,
            amountOffCents: promo.amount_off_cents,
            maxDiscountCents: promo.max_discount_cents,
          }
        : null,
      {
        deliveryFeeCents: state.fees.get(order.zone_code) ?? Number.NaN,
        freeDeliveryMinCents: order.free_delivery_min_cents,
        minOrderCents: order.min_order_cents,
      },
    );
    const totals = {
      subtotal: order.subtotal_cents,
      discount: order.discount_cents,
      fee: order.delivery_fee_cents,
      total: order.total_cents + order.credits_cents + order.points_cents,
    };
    const expected = {
      subtotal: priced.subtotal_cents,
      discount: priced.discount_cents,
      fee: priced.delivery_fee_cents,
      total: priced.total_cents,
    };
    must(
      JSON.stringify(totals) === JSON.stringify(expected),
      `${where}: totals ${JSON.stringify(totals)} are not the pricing function's ${JSON.stringify(expected)}`,
    );
    const spent = state.credits.filter((entry) => entry.kind === 'spent' && entry.order_id === order.id);
    const spentCents = -spent.reduce((sum, entry) => sum + entry.amount_cents, 0);
    must(spent.length <= 1, `${where}: ${spent.length} 'spent' credit entries`);
    must(
      spent.every((entry) => entry.reference === `order-${order.id}-spent`),
      `${where}: a spent entry with another reference`,
    );
    must(
      order.credits_cents === spentCents,
      `${where}: credits_cents ${order.credits_cents} but its 'spent' entry is ${spentCents}`,
    );
    const returned = state.credits.filter((entry) => entry.kind === 'returned' && entry.order_id === order.id);
    const returnedCents = returned.reduce((sum, entry) => sum + entry.amount_cents, 0);
    must(
      returnedCents === (order.status === 'canceled' ? order.credits_cents : 0),
      `${where}: ${returnedCents} credits returned for a ${order.status} order holding ${order.credits_cents}`,
    );

    // Charged once: the charge of its last attempt's key; nothing for a week that never locked.
    if (!LOCKED.includes(order.status)) {
      must(
        order.payment_attempts === 0 && order.charge_id === null && order.credits_cents === 0,
        `${where}: never locked, yet ${order.payment_attempts} attempts, charge ${order.charge_id}, credits ${order.credits_cents}`,
      );
    }
    must(order.status !== 'finalized', `${where}: still finalized after its pass (never charged)`);
    must(!order.payment_processing, `${where}: a charge still processing with the test provider`);
    if (CHARGED.includes(order.status)) {
      must(
        order.payment_attempts >= 1 && order.payment_attempts <= 3,
        `${where}: paid after ${order.payment_attempts} attempts`,
      );
      const charge = order.total_cents > 0 ? testChargeId(`order-${order.id}-attempt-${order.payment_attempts}`) : null;
      must(order.charge_id === charge, `${where}: charge ${order.charge_id}, expected ${charge}`);
      must(order.line_count > 0, `${where}: paid with no lines`);
      must(order.subtotal_cents >= order.min_order_cents, `${where}: paid below its minimum`);
    }
    if (order.status === 'payment_failed') {
      must(
        order.payment_attempts >= 1 && order.payment_attempts <= 2 && order.next_payment_attempt_at !== null,
        `${where}: failed after ${order.payment_attempts} attempts, next ${order.next_payment_attempt_at}`,
      );
    }
    if (order.status === 'canceled') {
      must(order.payment_attempts === 3, `${where}: canceled after ${order.payment_attempts} attempts`);
    }
    if (order.charge_id !== null) {
      must(!chargeIds.has(order.charge_id), `${where}: charge ${order.charge_id} recorded on two orders`);
      chargeIds.add(order.charge_id);
    }
    if (order.status === 'skipped') {
      must(order.skip_reason !== null, `${where}: skipped without a reason`);
      if (order.skip_reason === 'empty') must(order.line_count === 0, `${where}: skipped as empty with lines`);
      if (order.skip_reason === 'below_minimum') {
        must(order.subtotal_cents < order.min_order_cents, `${where}: skipped below a minimum it meets`);
      }
    }
  }

  for (const subscriber of model.subscribers) {
    const { label } = subscriber;
    const subscription = state.subscriptions.get(subscriber.who.id);
    must(subscription, `${label}: no subscription`);
    const mine = orders.filter((order) => order.customer_id === subscriber.who.id);

    // The subscription is what the model says.
    const seen = {
      status: subscription.status,
      paused_until: subscription.status === 'paused' ? subscription.paused_until : null,
      zone: subscription.zone_code,
      weekday: subscription.delivery_weekday,
    };
    const modeled = {
      status: subscriber.status,
      paused_until: subscriber.pausedUntil,
      zone: subscriber.zone,
      weekday: subscriber.weekday,
    };
    must(
      JSON.stringify(seen) === JSON.stringify(modeled),
      `${label}: subscription ${JSON.stringify(seen)}, model ${JSON.stringify(modeled)}`,
    );
    const card = state.cards.get(subscription.payment_method_id);
    must(
      card && card.fails === (subscriber.card === 'declining'),
      `${label}: the subscription's card is not the model's`,
    );

    // Nothing of a canceled or paused week is left to charge.
    for (const order of mine.filter((row) => row.status === 'scheduled')) {
      must(
        subscriber.status !== 'canceled',
        `${label}: order ${order.id} (${order.delivery_date}) scheduled on a canceled subscription`,
      );
      must(
        subscriber.status !== 'paused' ||
          (subscriber.pausedUntil !== null && order.delivery_date >= subscriber.pausedUntil),
        `${label}: order ${order.id} (${order.delivery_date}) scheduled inside a pause until ${subscriber.pausedUntil}`,
      );
    }
    // The weeks the customer skipped are the model's.
    const skipped = mine.filter((order) => order.status === 'skipped' && order.skip_reason === 'customer');
    for (const order of skipped) {
      must(subscriber.skips.has(order.id), `${label}: order ${order.id} skipped by the customer, not in the model`);
    }
    for (const id of subscriber.skips) {
      const order = byId.get(id);
      must(
        !order || (order.status === 'skipped' && order.skip_reason === 'customer'),
        `${label}: order ${id} the customer skipped is ${order?.status} (${order?.skip_reason})`,
      );
    }

    // The store made the weeks: an active or paused subscription has its next 4 deliveries, on its day and zone.
    if (subscriber.status !== 'canceled') {
      const zone = zoneOf(subscriber.zone);
      const next = upcomingDeliveryDates(zone, new Date(model.now), UPCOMING_WEEKS + 1)
        .filter((date) => weekdayOf(date.date) === subscriber.weekday)
        .slice(0, UPCOMING_WEEKS)
        .map((date) => date.date);
      const have = new Set(mine.map((order) => order.delivery_date));
      const missing = next.filter((date) => !have.has(date));
      must(missing.length === 0, `${label}: the weeks of ${missing.join(', ')} were not made (${subscriber.status})`);
      const open = mine.filter((order) => order.cutoff_at.getTime() > model.now);
      for (const order of open) {
        must(
          order.zone_code === subscriber.zone && weekdayOf(order.delivery_date) === subscriber.weekday,
          `${label}: open order ${order.id} on ${order.delivery_date} in ${order.zone_code}, the subscription delivers ` +
            `on weekday ${subscriber.weekday} in ${subscriber.zone}`,
        );
      }
      must(open.length === UPCOMING_WEEKS, `${label}: ${open.length} open weeks (${open.map((o) => o.delivery_date)})`);
    }

    // Credits: never negative, the gift cards less what orders hold.
    const entries = state.credits.filter((entry) => entry.customer_id === subscriber.who.id);
    let running = 0;
    for (const entry of entries) {
      running += entry.amount_cents;
      must(running >= 0, `${label}: the credits ledger went negative (${running}) at ${entry.reference}`);
      must(['gift_card', 'spent', 'returned'].includes(entry.kind), `${label}: unexpected credit entry ${entry.kind}`);
    }
    const gifts = entries.filter((entry) => entry.kind === 'gift_card').reduce((sum, e) => sum + e.amount_cents, 0);
    must(gifts === subscriber.giftCents, `${label}: gift card credits ${gifts}, model ${subscriber.giftCents}`);
    const held = mine
      .filter((order) => HOLDING_CREDITS.includes(order.status))
      .reduce((sum, order) => sum + order.credits_cents, 0);
    must(
      running === subscriber.giftCents - held,
      `${label}: credits balance ${running}, model ${subscriber.giftCents} redeemed − ${held} held by orders`,
    );

    // A promo discounts exactly N paid deliveries, never more, and is never lost: its deliveries count down as
    // discounted deliveries are paid, and what is left sits on the deliveries being charged now and then on the
    // earliest open scheduled weeks. (A delivery that locks while an earlier discounted one is still being retried
    // is charged in full; if that one is then canceled, the discount goes to the next open week.)
    const redemption = state.redemptions.find((row) => row.customer_id === subscriber.who.id);
    if (redemption) {
      const promo = state.promos.get(redemption.promo_code_id);
      must(promo, `${label}: redemption of an unknown promo`);
      const paid = mine.filter((order) => CHARGED.includes(order.status));
      const discounted = paid.filter((order) => order.discount_cents > 0);
      must(
        discounted.length <= promo.deliveries,
        `${label}: a ${promo.deliveries}-delivery promo discounts ${discounted.length} paid deliveries ` +
          `[${paid.map((o) => `${o.id}@${o.delivery_date}:${o.discount_cents > 0 ? 'discounted' : 'full'}`).join(', ')}]`,
      );
      const carries = (order: OrderRow) => order.promo_code_id === redemption.promo_code_id;
      const inFlight = mine.filter((order) => ['finalized', 'payment_failed'].includes(order.status) && carries(order));
      must(
        inFlight.length <= redemption.deliveries_left,
        `${label}: ${inFlight.length} discounted deliveries being charged with ${redemption.deliveries_left} left`,
      );
      const open = mine
        .filter((order) => order.status === 'scheduled' && order.cutoff_at.getTime() > model.now)
        .sort((a, b) => a.delivery_date.localeCompare(b.delivery_date));
      const owed = Math.min(open.length, redemption.deliveries_left - inFlight.length);
      must(
        open.every((order, index) => carries(order) === index < owed),
        `${label}: ${redemption.deliveries_left} promo deliveries left (${inFlight.length} being charged) should sit on ` +
          `the first ${owed} open weeks: [${open.map((o) => `${o.id}@${o.delivery_date}:${carries(o) ? 'promo' : '-'}`).join(', ')}]`,
      );
      for (const order of paid) {
        must(
          order.discount_cents > 0 === (order.promo_code_id !== null),
          `${label}: paid order ${order.id} discount ${order.discount_cents} with promo ${order.promo_code_id}`,
        );
      }
      const used = paid.filter((order) => order.promo_code_id === redemption.promo_code_id).length;
      must(
        redemption.deliveries_left === Math.max(0, promo.deliveries - used),
        `${label}: ${redemption.deliveries_left} promo deliveries left after ${used} of ${promo.deliveries} paid`,
      );
    }

    // Every change the customer is told of has its email. A sent message's data is dropped (email/repository.ts):
    // such rows count, and every row still holding its data must be the one the model expects.
    const told = state.emails.filter(
      (email) => email.recipient === subscriber.email && email.template === 'subscription_update',
    );
    must(
      told.length === subscriber.told.length &&
        told.every((email, index) => email.kind === null || email.kind === subscriber.told[index]),
      `${label}: subscription emails [${told.map((e) => e.kind ?? 'sent')}], model [${subscriber.told}]`,
    );
    const updates = state.emails.filter(
      (email) => email.recipient === subscriber.email && email.template === 'order_update',
    );
    let owed = 0;
    for (const order of mine) {
      const failures =
        order.status === 'payment_failed'
          ? order.payment_attempts
          : CHARGED.includes(order.status) || order.status === 'canceled'
            ? order.payment_attempts - 1
            : 0;
      const expected: Record<string, number> = {
        payment_failed: failures,
        canceled: order.status === 'canceled' ? 1 : 0,
        skipped: order.status === 'skipped' && ['empty', 'below_minimum'].includes(order.skip_reason ?? '') ? 1 : 0,
      };
      owed += Object.values(expected).reduce((sum, n) => sum + n, 0);
      const kinds = updates.filter((email) => email.order_id === order.id).map((email) => email.kind ?? '');
      for (const kind of new Set(kinds)) {
        must(
          kinds.filter((k) => k === kind).length <= (expected[kind] ?? 0),
          `${label}: order ${order.id} (${order.status}, ${order.payment_attempts} attempts) emailed [${kinds}], ` +
            `expected ${JSON.stringify(expected)}`,
        );
      }
    }
    const known = new Set(mine.map((order) => order.id));
    const stray = updates.filter(
      (email) => email.kind !== null && (email.order_id === null || !known.has(email.order_id)),
    );
    must(stray.length === 0, `${label}: order emails for orders it does not have: ${JSON.stringify(stray)}`);
    must(updates.length === owed, `${label}: ${updates.length} order_update emails, ${owed} owed by its orders`);

    // A good card leaves no failed payment behind (a new card pays them at once).
    if (subscriber.card === 'good') {
      const failed = mine.filter((order) => order.status === 'payment_failed');
      must(failed.length === 0, `${label}: failed payments ${failed.map((o) => o.id)} with a good card`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Requests.

async function send(api: ApiProcess, path: string, method: 'POST' | 'PUT', body?: unknown) {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...CLIENT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as unknown };
}

async function setClocks(real: Real, at: number): Promise<void> {
  for (const api of real.apis) {
    const moved = await send(api, '/api/v2/test/clock/', 'PUT', { now: iso(at) });
    must(moved.status === 200, `the clock did not move: ${moved.status}`);
  }
}

type Pass = FinalizationPass;

async function customerCall(
  real: Real,
  subscriber: Subscriber,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const send = () =>
    real.clients[subscriber.via].call(subscriber.who, {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  let response = await send();
  if (response.statusCode === 403 && response.body.includes('not_authenticated')) {
    // The session ran out while the clock moved on (weeks): the customer signs in again, as they would.
    const app = httpApp(real.apis[subscriber.via].url);
    const signedIn = await logIn(app, { email: subscriber.email, password: GOOD_PASSWORD });
    must(
      signedIn.statusCode < 400,
      `${subscriber.label} could not sign in again: ${signedIn.statusCode} ${signedIn.body}`,
    );
    subscriber.who = { ...subscriber.who, cookie: sessionCookie(signedIn) };
    response = await send();
  }
  let json: unknown;
  try {
    json = JSON.parse(response.body);
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json: json as Record<string, unknown> | undefined, body: response.body };
}

function expectStatus(what: string, answer: { status: number; body: string }, expected: number): void {
  must(answer.status === expected, `${what}: answered ${answer.status}, the model expects ${expected}: ${answer.body}`);
}

/** The subscriber's weeks whose cutoff is ahead (from the database), earliest first. */
async function openOrders(real: Real, model: Model, subscriber: Subscriber) {
  const { rows } = await real.db.query<{
    id: number;
    status: string;
    skip_reason: string | null;
    delivery_date: string;
  }>(
    `select id, status, skip_reason, delivery_date::text as delivery_date from orders
      where subscription_id = $1 and cutoff_at > $2 order by delivery_date`,
    [subscriber.subscriptionId, new Date(model.now)],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------------
// The commands.

abstract class Step implements fc.AsyncCommand<Model, Real> {
  check(): boolean {
    return true;
  }
  abstract act(model: Model, real: Real): Promise<void>;
  async run(model: Model, real: Real): Promise<void> {
    await this.act(model, real);
    checkState(model, await readState(real.db, model));
  }
  abstract toString(): string;
}

abstract class CustomerStep extends Step {
  constructor(readonly who: number) {
    super();
  }
  subscriber(model: Model): Subscriber {
    const subscriber = model.subscribers[this.who % model.subscribers.length];
    if (!subscriber) throw new Error('no subscriber');
    return subscriber;
  }
}

class Skip extends CustomerStep {
  constructor(
    who: number,
    readonly week: number,
    readonly undo: boolean,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const order = (await openOrders(real, model, subscriber))[this.week];
    if (!order) return;
    const inPause =
      subscriber.status === 'paused' && subscriber.pausedUntil !== null && order.delivery_date < subscriber.pausedUntil;
    const allowed = this.undo
      ? order.status === 'skipped' && order.skip_reason === 'customer' && subscriber.status !== 'canceled' && !inPause
      : order.status === 'scheduled';
    const answer = await customerCall(
      real,
      subscriber,
      'POST',
      `/api/v2/orders/${order.id}/${this.undo ? 'un' : ''}skip/`,
    );
    expectStatus(
      `${this} order ${order.id} (${order.status}/${order.skip_reason}, ${subscriber.status})`,
      answer,
      allowed ? 200 : 409,
    );
    if (allowed && this.undo) subscriber.skips.delete(order.id);
    if (allowed && !this.undo) subscriber.skips.add(order.id);
  }
  toString() {
    return `${this.undo ? 'unskip' : 'skip'}(c${this.who}, week ${this.week + 1})`;
  }
}

class Pause extends CustomerStep {
  constructor(
    who: number,
    readonly weeks: number,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const answer = await customerCall(real, subscriber, 'POST', '/api/v2/subscription/pause/', { weeks: this.weeks });
    const allowed = subscriber.status === 'active';
    expectStatus(`${this} (${subscriber.status})`, answer, allowed ? 200 : 409);
    if (!allowed) return;
    const until = answer.json?.paused_until;
    must(typeof until === 'string', `${this}: no paused_until in ${answer.body}`);
    subscriber.status = 'paused';
    subscriber.pausedUntil = until;
    subscriber.told.push('paused');
  }
  toString() {
    return `pause(c${this.who}, ${this.weeks} weeks)`;
  }
}

class Resume extends CustomerStep {
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const answer = await customerCall(real, subscriber, 'POST', '/api/v2/subscription/resume/');
    const allowed = subscriber.status === 'paused';
    expectStatus(`${this} (${subscriber.status})`, answer, allowed ? 200 : 409);
    if (!allowed) return;
    subscriber.status = 'active';
    subscriber.pausedUntil = null;
    subscriber.told.push('resumed');
  }
  toString() {
    return `resume(c${this.who})`;
  }
}

class Cancel extends CustomerStep {
  constructor(
    who: number,
    readonly reason: number,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const reason = CANCEL_REASONS[this.reason % CANCEL_REASONS.length];
    const answer = await customerCall(real, subscriber, 'POST', '/api/v2/subscription/cancel/', { reason });
    const allowed = subscriber.status !== 'canceled';
    expectStatus(`${this} (${subscriber.status})`, answer, allowed ? 200 : 409);
    if (!allowed) return;
    subscriber.status = 'canceled';
    subscriber.pausedUntil = null;
    subscriber.told.push('canceled');
  }
  toString() {
    return `cancel(c${this.who})`;
  }
}

class Reactivate extends CustomerStep {
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const answer = await customerCall(real, subscriber, 'POST', '/api/v2/subscription/reactivate/');
    const allowed = subscriber.status === 'canceled';
    expectStatus(`${this} (${subscriber.status})`, answer, allowed ? 200 : 409);
    if (!allowed) return;
    subscriber.status = 'active';
    subscriber.told.push('reactivated');
  }
  toString() {
    return `reactivate(c${this.who})`;
  }
}

class ChangeDay extends CustomerStep {
  constructor(
    who: number,
    readonly weekday: number,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const answer = await customerCall(real, subscriber, 'PUT', '/api/v2/subscription/delivery-day/', {
      delivery_weekday: this.weekday,
    });
    const offered = zoneOf(subscriber.zone).deliveryWeekdays.includes(this.weekday);
    const expected = subscriber.status !== 'active' ? 409 : offered ? 200 : 400;
    expectStatus(`${this} (${subscriber.status} in ${subscriber.zone})`, answer, expected);
    if (expected !== 200 || this.weekday === subscriber.weekday) return;
    subscriber.weekday = this.weekday;
    subscriber.told.push('day_changed');
  }
  toString() {
    return `changeDay(c${this.who}, weekday ${this.weekday})`;
  }
}

class Move extends CustomerStep {
  constructor(
    who: number,
    readonly zone: string,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const place = ADDRESSES[this.zone];
    if (!place) throw new Error(`no address in ${this.zone}`);
    const answer = await customerCall(real, subscriber, 'PUT', '/api/v2/subscription/address/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '(212) 555-0100',
      ...place,
    });
    const expected =
      subscriber.status === 'canceled' || (subscriber.status === 'paused' && this.zone !== subscriber.zone) ? 409 : 200;
    expectStatus(`${this} (${subscriber.status} in ${subscriber.zone})`, answer, expected);
    if (expected !== 200) return;
    const days = zoneOf(this.zone).deliveryWeekdays;
    if (!days.includes(subscriber.weekday)) subscriber.weekday = Math.min(...days);
    subscriber.zone = this.zone;
  }
  toString() {
    return `move(c${this.who}, to ${this.zone})`;
  }
}

class EditBox extends CustomerStep {
  constructor(
    who: number,
    readonly week: number,
    readonly quantity: number,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const order = (await openOrders(real, model, subscriber))[this.week];
    if (!order) return;
    const { rows } = await real.db.query<{ item_type: 'product' | 'pairing'; item_id: number }>(
      'select item_type, item_id from order_lines where order_id = $1 order by position limit 1',
      [order.id],
    );
    const line = rows[0];
    if (!line) return;
    const answer = await customerCall(real, subscriber, 'PUT', `/api/v2/orders/${order.id}/lines/`, {
      type: line.item_type,
      id: line.item_id,
      quantity: this.quantity,
    });
    expectStatus(`${this} order ${order.id} (${order.status})`, answer, order.status === 'scheduled' ? 200 : 409);
    if (answer.status !== 200) return;
    const { rows: after } = await real.db.query<{ quantity: number }>(
      'select quantity from order_lines where order_id = $1 and item_type = $2 and item_id = $3',
      [order.id, line.item_type, line.item_id],
    );
    must(after[0]?.quantity === this.quantity, `${this}: the line's quantity is ${after[0]?.quantity}`);
  }
  toString() {
    return `editBox(c${this.who}, week ${this.week + 1}, quantity ${this.quantity})`;
  }
}

/**
 * The customer changes their answers (household size, vegetarian or not): once the rebuild job has run (on either
 * process), every open week they never edited keeps their hard rules and a week they edited is as it was.
 */
class ChangeAnswers extends CustomerStep {
  constructor(
    who: number,
    readonly householdSize: number,
    readonly vegetarian: boolean,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const editedLines = async () =>
      (
        await real.db.query<{ order_id: number; lines: string }>(
          `select o.id as order_id, string_agg(l.item_type || ':' || l.item_id || 'x' || l.quantity, ',' order by
             l.item_type, l.item_id) as lines
             from orders o join order_lines l on l.order_id = o.id
            where o.subscription_id = $1 and o.edited_at is not null group by o.id order by o.id`,
          [subscriber.subscriptionId],
        )
      ).rows;
    const edited = await editedLines();
    const quiz = await customerCall(real, subscriber, 'PATCH', '/api/v2/customers/self/quizzes/', {
      household_size: this.householdSize,
    });
    expectStatus(`${this} quiz`, quiz, 200);
    const diet = await customerCall(real, subscriber, 'PATCH', '/api/v2/customers/self/dietary_restrictions/', {
      dietary_restrictions: [{ id: VEGETARIAN, selected: this.vegetarian }],
    });
    expectStatus(`${this} dietary restrictions`, diet, 200);
    const until = Date.now() + 60_000;
    for (;;) {
      const { rows } = await real.db.query<{ requested: number; rebuilt: number }>(
        'select requested, rebuilt from week_rebuilds where customer_id = $1',
        [subscriber.who.id],
      );
      if (!rows[0] || rows[0].rebuilt === rows[0].requested) break;
      must(Date.now() < until, `${this}: the weeks were not built again in a minute (${JSON.stringify(rows[0])})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { rows: unedited } = await real.db.query<{ item_type: string; item_id: number }>(
      `select distinct l.item_type, l.item_id from orders o join order_lines l on l.order_id = o.id
        where o.subscription_id = $1 and o.edited_at is null and o.cutoff_at > $2
          and o.status in ('scheduled', 'skipped')`,
      [subscriber.subscriptionId, new Date(model.now)],
    );
    if (unedited.length > 0) {
      const check = await customerCall(real, subscriber, 'POST', '/api/v2/customers/self/plan/rule-check/', {
        items: unedited.map((line) => ({ type: line.item_type, id: line.item_id })),
      });
      expectStatus(`${this} rule check`, check, 200);
      must(
        JSON.stringify(check.json?.breaking) === '[]',
        `${this}: an unedited open week breaks a hard rule: ${JSON.stringify(check.json?.breaking)}`,
      );
    }
    const after = new Map((await editedLines()).map((row) => [row.order_id, row.lines]));
    for (const week of edited) {
      const now = after.get(week.order_id);
      must(now === undefined || now === week.lines, `${this}: edited order ${week.order_id} was rebuilt: ${now}`);
    }
  }
  toString() {
    return `changeAnswers(c${this.who}, household ${this.householdSize}${this.vegetarian ? ', vegetarian' : ''})`;
  }
}

class NewCard extends CustomerStep {
  constructor(
    who: number,
    readonly declining: boolean,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    const answer = await customerCall(
      real,
      subscriber,
      'POST',
      '/api/v2/checkout/card/',
      this.declining ? DECLINING_CARD : GOOD_CARD,
    );
    expectStatus(`${this}`, answer, 200);
    must(answer.json?.status === 'saved', `${this}: the card was not saved: ${answer.body}`);
    subscriber.card = this.declining ? 'declining' : 'good';
  }
  toString() {
    return `card(c${this.who}, ${this.declining ? 'declining' : 'good'})`;
  }
}

class GiftCard extends CustomerStep {
  constructor(
    who: number,
    readonly cents: number,
  ) {
    super(who);
  }
  async act(model: Model, real: Real) {
    const subscriber = this.subscriber(model);
    // As `npm run giftcards -- issue` makes one: the code's digest, the code kept, no email.
    const code = generateCode();
    await real.db.query(
      `insert into gift_cards (code, code_digest, amount_cents, source, created_at)
       values ($1, $2, $3, 'operator', $4)`,
      [code, codeDigest(code), this.cents, new Date(model.now)],
    );
    const answer = await customerCall(real, subscriber, 'POST', '/api/v2/gift-cards/redeem/', {
      code: formatCode(code),
    });
    expectStatus(`${this}`, answer, 200);
    subscriber.giftCents += this.cents;
  }
  toString() {
    return `giftCard(c${this.who}, ${this.cents} cents)`;
  }
}

/** Moves both processes' clocks, then runs the weekly cycle on both at once, and holds the pass to the model. */
async function advance(model: Model, real: Real, by: number, what: string): Promise<void> {
  const before = await readState(real.db, model);
  const target = onHalfMinute(model.now + by);
  await setClocks(real, target);
  const answers = await Promise.all(real.apis.map((api) => send(api, '/api/v2/test/orders/finalize-due/', 'POST')));
  for (const answer of answers) must(answer.status === 200, `${what}: finalize-due answered ${answer.status}`);
  const passes = answers.map((answer) => answer.json as Pass);
  const sum = (key: keyof Pass) => passes.reduce((total, pass) => total + pass[key], 0);
  const previous = model.now;
  model.now = target;
  const state = await readState(real.db, model);
  const at = `${what} (${iso(previous)} → ${iso(target)})`;

  must(sum('errors') === 0 && sum('processing') === 0, `${at}: passes ${JSON.stringify(passes)}`);
  const was = new Map(before.orders.map((order) => [order.id, order]));
  const now = new Map(state.orders.map((order) => [order.id, order]));
  const subscriberOf = new Map(model.subscribers.map((s) => [s.who.id, s]));

  // Each week scheduled before its cutoff is locked or skipped once, by one of the two passes.
  const due = before.orders.filter((order) => order.status === 'scheduled' && order.cutoff_at.getTime() <= target);
  must(
    sum('finalized') + sum('skipped') === due.length,
    `${at}: ${due.length} weeks passed their cutoff, the passes finalized ${sum('finalized')} and skipped ${sum('skipped')}`,
  );
  for (const order of due) {
    const after = now.get(order.id);
    const subscriber = subscriberOf.get(order.customer_id);
    must(after && subscriber, `${at}: order ${order.id} vanished at its cutoff`);
    const where = `${at}: ${subscriber.label}'s order ${order.id} (${order.delivery_date})`;
    if (after.status === 'skipped') {
      must(
        after.skip_reason === 'empty' || after.skip_reason === 'below_minimum',
        `${where} of an active week was skipped at its cutoff (${after.skip_reason})`,
      );
      continue;
    }
    const expected = after.total_cents === 0 || subscriber.card === 'good' ? ['paid', 'delivered'] : ['payment_failed'];
    must(
      expected.includes(after.status) && after.payment_attempts === 1,
      `${where} locked as ${after.status} after ${after.payment_attempts} attempts (card ${subscriber.card}, total ` +
        `${after.total_cents}); expected ${expected.join(' or ')} after 1`,
    );
  }
  // Credits pay before the card: the weeks locked in this pass took what the balance had before it, up to their totals
  // (credits a canceled delivery gives back in the same pass come after).
  for (const subscriber of model.subscribers) {
    const locked = due
      .map((order) => now.get(order.id))
      .filter((order): order is OrderRow => order?.customer_id === subscriber.who.id && order.status !== 'skipped');
    const balance = before.credits
      .filter((entry) => entry.customer_id === subscriber.who.id)
      .reduce((total, entry) => total + entry.amount_cents, 0);
    const taken = locked.reduce((total, order) => total + order.credits_cents, 0);
    const owed = locked.reduce((total, order) => total + order.total_cents + order.credits_cents, 0);
    must(
      taken === Math.min(balance, owed),
      `${at}: ${subscriber.label}'s weeks [${locked.map((o) => o.id)}] took ${taken} credits of ${balance} for ${owed}`,
    );
  }
  // Retries due are made once: a good card pays, a declining one fails again, the third failure cancels.
  const retries = before.orders.filter(
    (order) =>
      order.status === 'payment_failed' &&
      order.next_payment_attempt_at !== null &&
      order.next_payment_attempt_at.getTime() <= target,
  );
  for (const order of retries) {
    const after = now.get(order.id);
    const subscriber = subscriberOf.get(order.customer_id);
    must(after && subscriber, `${at}: order ${order.id} vanished`);
    const expected =
      after.total_cents === 0 || subscriber.card === 'good'
        ? ['paid', 'delivered']
        : order.payment_attempts >= 2
          ? ['canceled']
          : ['payment_failed'];
    must(
      expected.includes(after.status) && after.payment_attempts === order.payment_attempts + 1,
      `${at}: ${subscriber.label}'s retry of order ${order.id} is ${after.status} after ${after.payment_attempts} ` +
        `attempts (was ${order.payment_attempts}, card ${subscriber.card}); expected ${expected.join(' or ')}`,
    );
  }
  // One outcome per attempt between the two passes, and their counts add up to what changed.
  let attempts = 0;
  let paid = 0;
  let canceled = 0;
  let delivered = 0;
  let made = 0;
  for (const order of state.orders) {
    const old = was.get(order.id);
    if (!old) {
      made += 1;
      continue;
    }
    attempts += order.payment_attempts - old.payment_attempts;
    if (CHARGED.includes(order.status) && !CHARGED.includes(old.status)) paid += 1;
    if (order.status === 'canceled' && old.status !== 'canceled') canceled += 1;
    if (order.status === 'delivered' && old.status !== 'delivered') delivered += 1;
  }
  const counts = { attempts, paid, canceled, delivered, made };
  const counted = {
    attempts: sum('paid') + sum('failed') + sum('canceled'),
    paid: sum('paid'),
    canceled: sum('canceled'),
    delivered: sum('delivered'),
    made: sum('made'),
  };
  must(
    JSON.stringify(counts) === JSON.stringify(counted),
    `${at}: the database changed by ${JSON.stringify(counts)}, the two passes say ${JSON.stringify(counted)}`,
  );
  // After the pass: nothing left due, and every paid box whose day ended in its zone is delivered.
  for (const order of state.orders) {
    const where = `${at}: order ${order.id} (${order.delivery_date}, ${order.zone_code})`;
    must(
      !(order.status === 'scheduled' && order.cutoff_at.getTime() <= target),
      `${where} still scheduled past its cutoff`,
    );
    must(
      !(order.status === 'payment_failed' && (order.next_payment_attempt_at?.getTime() ?? 0) <= target),
      `${where}: a failed payment due and not tried again`,
    );
    const today = dayIn(zoneOf(order.zone_code).timeZone, target);
    if (order.status === 'paid') must(order.delivery_date >= today, `${where}: paid, its day over, not delivered`);
    if (order.status === 'delivered') must(order.delivery_date < today, `${where}: delivered before its day ended`);
  }
  // A pause that ran out ends by itself: only once no week before its end is still open.
  for (const subscriber of model.subscribers) {
    const subscription = state.subscriptions.get(subscriber.who.id);
    if (subscriber.status !== 'paused' || subscription?.status !== 'active') continue;
    const until = subscriber.pausedUntil ?? '';
    const early = state.orders.filter(
      (order) =>
        order.subscription_id === subscriber.subscriptionId &&
        order.cutoff_at.getTime() > target &&
        order.delivery_date < until,
    );
    must(early.length === 0, `${at}: ${subscriber.label}'s pause until ${until} ended with open weeks before it`);
    subscriber.status = 'active';
    subscriber.pausedUntil = null;
  }
  checkState(model, state);
}

class Advance extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  async act(model: Model, real: Real) {
    await advance(model, real, this.minutes * MINUTE, this.toString());
  }
  override async run(model: Model, real: Real) {
    await this.act(model, real);
  }
  toString() {
    const hours = Math.floor(this.minutes / 60);
    return `advance(${hours >= 24 ? `${Math.floor(hours / 24)}d ` : ''}${hours % 24}h ${this.minutes % 60}m)`;
  }
}

const who = fc.integer({ min: 0, max: 3 });
const week = fc.integer({ min: 0, max: UPCOMING_WEEKS - 1 });
const COMMANDS = [
  fc.integer({ min: 60, max: 4 * 24 * 60 }).map((minutes) => new Advance(minutes)),
  fc.integer({ min: 60, max: 4 * 24 * 60 }).map((minutes) => new Advance(minutes)),
  fc.integer({ min: 60, max: 4 * 24 * 60 }).map((minutes) => new Advance(minutes)),
  fc.tuple(who, week).map(([c, w]) => new Skip(c, w, false)),
  fc.tuple(who, week).map(([c, w]) => new Skip(c, w, true)),
  fc.tuple(who, fc.integer({ min: 1, max: 4 })).map(([c, weeks]) => new Pause(c, weeks)),
  who.map((c) => new Resume(c)),
  fc.tuple(who, fc.nat(20)).map(([c, reason]) => new Cancel(c, reason)),
  who.map((c) => new Reactivate(c)),
  fc.tuple(who, fc.integer({ min: 0, max: 6 })).map(([c, day]) => new ChangeDay(c, day)),
  fc.tuple(who, fc.constantFrom(...ZONE_CODES)).map(([c, zone]) => new Move(c, zone)),
  fc.tuple(who, week, fc.integer({ min: 1, max: 4 })).map(([c, w, quantity]) => new EditBox(c, w, quantity)),
  fc
    .tuple(who, fc.integer({ min: 1, max: 3 }), fc.boolean())
    .map(([c, household, vegetarian]) => new ChangeAnswers(c, household, vegetarian)),
  fc.tuple(who, fc.boolean()).map(([c, declining]) => new NewCard(c, declining)),
  fc.tuple(who, fc.integer({ min: 1, max: 8 })).map(([c, n]) => new GiftCard(c, n * 500)),
];

// ---------------------------------------------------------------------------------------------------------------------
// The processes, the population and the run.

let scratch: { url: string; drop: () => Promise<void> };
let real: Real;
/**
 * Every run (and every replay while shrinking) starts at the same instant, a minute after the processes started, so
 * a failing sequence replays on the same calendar; the customers of the run before are deleted first.
 */
let runStart = 0;
let run = 0;
let previousCustomers: number[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('yearmodel');
  // One after the other: the first migrates and seeds the empty database.
  const first = await startApi({ ...ENV, DATABASE_URL: scratch.url });
  const second = await startApi({ ...ENV, DATABASE_URL: scratch.url });
  runStart = onHalfMinute(Date.now() + MINUTE);
  real = {
    apis: [first, second],
    clients: [checkoutClient(() => httpApp(first.url), '10.61'), checkoutClient(() => httpApp(second.url), '10.62')],
    db: new pg.Pool({ connectionString: scratch.url, max: 4 }),
  };
  // Boxes as roomy as the model's edits need: capacity is orders/box-capacity.test.ts's subject, not this year's.
  await real.db.query('update dynamic_configs set value = $1 where name = any($2)', [
    '1000',
    [VOLUME_LIMIT_CONFIG, COLD_VOLUME_LIMIT_CONFIG],
  ]);
});

afterAll(async () => {
  await real?.db.end().catch(() => {});
  for (const api of real?.apis ?? []) await api.stop().catch(() => {});
  await scratch?.drop();
});

/** A fresh population: earlier runs' customers are deleted, four new ones place their first order. */
async function population(): Promise<Model> {
  run += 1;
  if (previousCustomers.length > 0) {
    await real.db.query('delete from customers where id = any($1)', [previousCustomers]);
  }
  const clock = runStart;
  await setClocks(real, clock);
  const stamp = `${run}.${Date.now().toString(36)}`;
  const promoCode = `YEAR2-${stamp.replace('.', '-')}`.toUpperCase();
  await real.db.query(
    `insert into promo_codes (code, discount_effect, percent_off, deliveries, starts_at)
     values ($1, 'get 25% off your first two boxes', 25, $2, '2024-01-01')`,
    [promoCode, PROMO_DELIVERIES],
  );
  const plans = [
    { label: 'c0', card: 'good' as const, promo: false },
    { label: 'c1', card: 'good' as const, promo: true },
    { label: 'c2', card: 'declining' as const, promo: false },
    { label: 'c3', card: 'good' as const, promo: false },
  ];
  const subscribers = await Promise.all(
    plans.map(async (plan, index): Promise<Subscriber> => {
      const via = (index % 2) as 0 | 1;
      const client = real.clients[via];
      const email = `year.${stamp}.${plan.label}@example.com`;
      // A good card of its own (the new-customer offer is one per card and address); the declining card is Stripe's one.
      const who = await client.readyCustomer(email, plan.card === 'declining' ? DECLINING_CARD : undefined);
      if (plan.promo) {
        const applied = await client.call(who, {
          method: 'PUT',
          url: '/api/v2/checkout/promo/',
          payload: { code: promoCode },
        });
        expect(applied.statusCode, applied.body).toBe(200);
      }
      const placed = await client.place(who, `year-${stamp}-${plan.label}`);
      expect(placed.statusCode, placed.body).toBe(201);
      const { rows } = await real.db.query<SubscriptionRow>(
        'select id, zone_code, delivery_weekday from subscriptions where customer_id = $1',
        [who.id],
      );
      const subscription = rows[0];
      if (!subscription) throw new Error(`${plan.label}: no subscription after placing`);
      return {
        label: plan.label,
        email,
        who,
        via,
        subscriptionId: subscription.id,
        status: 'active',
        pausedUntil: null,
        zone: subscription.zone_code,
        weekday: subscription.delivery_weekday,
        card: plan.card,
        giftCents: 0,
        told: [],
        skips: new Set(),
      };
    }),
  );
  previousCustomers = subscribers.map((s) => s.who.id);
  const model: Model = { run, start: clock, now: clock, subscribers };
  checkState(model, await readState(real.db, model));
  return model;
}

let failureSeen = false;
let shrinkDeadline = Number.POSITIVE_INFINITY;

describe('a simulated year of the weekly cycle', () => {
  it(
    'charges each active week once, the right amount, and tells the customer, whatever they do',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: MAX_COMMANDS, size: 'max' }), async (commands) => {
          // Shrinking replays whole years: once its time is up, the smallest sequence found so far is the answer.
          fc.pre(!(failureSeen && Date.now() > shrinkDeadline));
          try {
            const model = await population();
            await fc.asyncModelRun(() => ({ model, real }), commands);
            // The rest of the year, in steps of 5 days 7 hours: retries, pauses running out, promos, deliveries.
            while (model.now < model.start + YEAR_MS) {
              await advance(model, real, SWEEP_STEP_MS, 'year-end step');
            }
          } catch (error) {
            if (!failureSeen) shrinkDeadline = Date.now() + SHRINK_MINUTES * MINUTE;
            failureSeen = true;
            throw error;
          }
        }),
        { numRuns: RUNS, endOnFailure: false, ...REPLAY },
      );
      for (const api of real.apis) expect(api.child.exitCode).toBeNull();
    },
    RUNS * 6 * MINUTE + SHRINK_MINUTES * MINUTE + 5 * MINUTE,
  );
});
