// `npm run bench:cutoff`: the weekly cycle (modules/orders/week-maker.ts and finalization.ts) over BENCH_ORDERS
// (10,000) active subscriptions, each with an order past its cutoff, in a scratch database on the PostgreSQL server DATABASE_URL names (else this machine's), dropped
// afterwards. The database is migrated and seeded, then filled in bulk with SQL: a customer per subscription, each with a
// good card saved with the test provider (`tok_…`, whose charges succeed), an active subscription in New York and a
// scheduled order whose cutoff has passed, with product lines and totals as checkout writes them
// (total = subtotal - discount + delivery fee - credits), and quiz answers, so the plan engine builds their boxes.
// The API is built in-process with the test payment provider, and BENCH_CALLERS (2) callers first run the week
// maker (`app.commerce.weekMaker.run()`: every subscription's next four weeks made from its plan) and then
// `app.commerce.finalization.runDue()` at the same time, as two API processes' schedules would, each until a pass
// finds nothing left.
// Prints orders finalized, orders/s, the slowest single pass, seconds in all, the load average, and the checks: every
// order paid, none with more than one payment attempt, one provider charge per order, four weeks made for every
// subscription. Exits 1 unless the budget is met: weeks made and all orders finalized in under BENCH_BUDGET_SECONDS
// (60), none charged twice, none missed.
import os from 'node:os';
import path from 'node:path';
import { millisecondsInDay } from 'date-fns/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPostgresDatabase } from '../src/db/database';
import { cutoffFor } from '../src/modules/deliveries/delivery-dates';
import { SEED_ZONES } from '../src/modules/deliveries/zones';
import type { PassResult } from '../src/modules/orders/finalization';
import type { ChargeRequest } from '../src/modules/payments/provider';
import { readPricingRules } from '../src/modules/pricing/pricing-rules';
import { seedDatabase } from '../src/seed/seed';
import { scratchDatabase } from '../test/processes';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 2);
const BUDGET_SECONDS = Number(process.env.BENCH_BUDGET_SECONDS ?? 60);
/** The weeks a subscription keeps made (modules/orders/weeks.ts UPCOMING_WEEKS). */
const WEEKS_AHEAD = 4;
/** Product lines per order. */
const LINES = 4;

/** A New York delivery date (one of the zone's weekdays) whose cutoff has passed: the soonest from tomorrow on. */
function pastCutoffDelivery(now: Date): { zoneCode: string; date: string; weekday: number; cutoffAt: Date } {
  const zone = SEED_ZONES.find((entry) => entry.code === 'nyc');
  if (!zone) throw new Error('no nyc zone in SEED_ZONES');
  for (let days = 1; days <= 14; days += 1) {
    const date = new Date(now.getTime() + days * millisecondsInDay).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (!zone.deliveryWeekdays.includes(weekday)) continue;
    const cutoffAt = cutoffFor(zone, date);
    if (cutoffAt.getTime() < now.getTime()) return { zoneCode: zone.code, date, weekday, cutoffAt };
  }
  throw new Error('no delivery date with a passed cutoff in the next two weeks');
}

const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: 'Apt 5',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '(212) 555-0100',
  delivery_instructions: 'Leave with the doorman',
};

/** Customers, cards, subscriptions, orders and lines, ORDERS of each, in one transaction. */
async function insertOrders(database: Database): Promise<void> {
  const pricing = await readPricingRules(database.db);
  const delivery = pastCutoffDelivery(new Date());
  // The dearest products, whose sum must reach the minimum order: no order is skipped as below it.
  const { rows: products } = (await database.executeSql(
    'select id, name, picture, price_cents from products order by price_cents desc, id limit $1',
    [LINES],
  )) as { rows: { id: number; name: string; picture: string; price_cents: number }[] };
  if (products.length < LINES) throw new Error(`the seeded catalogue has fewer than ${LINES} products`);
  const perUnit = products.reduce((sum, product) => sum + product.price_cents, 0);
  if (perUnit < pricing.minOrderCents) {
    throw new Error(`the lines' ${perUnit} cents are below the minimum order of ${pricing.minOrderCents} cents`);
  }

  // Quantities 1–3 by customer, so totals differ and some orders get free delivery; discount and credits 0.
  const script = `
    begin;
    with c as (
      insert into customers (email, first_name, last_name, did_checkout, created_at, updated_at)
      select 'cutoff' || g || '@example.com', 'Bench', 'Customer ' || g, true, now(), now()
        from generate_series(1, ${ORDERS}) g
      returning id
    ), q as (
      insert into customer_quizzes (customer_id, household_size, num_adults, num_older_children, num_young_children,
                                    weekly_grocery_spend, meals, snacks, breakfast_frequency, lunch_frequency,
                                    dinner_frequency, snack_frequency, sweets_frequency)
      select id, 2, 2, 0, 0, 150 + (id % 5) * 25, '{breakfast,lunch,dinner}', '{snack}', 2, 2, 3, 2, 1 from c
      returning customer_id
    ), pm as (
      insert into payment_methods (customer_id, provider, brand, last4, exp_month, exp_year, token, created_at)
      select id, 'test', 'visa', '4242', 12, 2034, 'tok_' || substr(md5(id::text || random()::text), 1, 24), now()
        from c
      returning id, customer_id
    ), s as (
      insert into subscriptions (customer_id, status, zone_code, delivery_weekday, address, payment_method_id, created_at)
      select customer_id, 'active', '${delivery.zoneCode}', ${delivery.weekday}, '${JSON.stringify(ADDRESS)}'::jsonb, id, now()
        from pm
      returning id, customer_id, payment_method_id
    ), priced as (
      select s.*, (1 + s.customer_id % 3) * ${perUnit} as subtotal from s
    )
    insert into orders (customer_id, subscription_id, status, delivery_date, cutoff_at, zone_code, address,
                        subtotal_cents, discount_cents, delivery_fee_cents, credits_cents, total_cents,
                        min_order_cents, free_delivery_min_cents, payment_method_id, created_at)
    select customer_id, id, 'scheduled', '${delivery.date}', '${delivery.cutoffAt.toISOString()}',
           '${delivery.zoneCode}', '${JSON.stringify(ADDRESS)}'::jsonb,
           subtotal, 0, fee, 0, subtotal + fee,
           ${pricing.minOrderCents}, ${pricing.freeDeliveryMinCents}, payment_method_id, now() - interval '6 days'
      from (select priced.*, case when subtotal >= ${pricing.freeDeliveryMinCents} then 0
                                  else ${pricing.deliveryFeeCents} end as fee from priced) p;
    -- The weeks already made after it, as a week ago's passes left them: a pass rolls each subscription one week on.
    insert into orders (customer_id, subscription_id, status, delivery_date, cutoff_at, zone_code, address,
                        subtotal_cents, discount_cents, delivery_fee_cents, credits_cents, total_cents,
                        min_order_cents, free_delivery_min_cents, payment_method_id, created_at)
    select o.customer_id, o.subscription_id, 'scheduled', o.delivery_date + 7 * k, o.cutoff_at + interval '7 days' * k,
           o.zone_code, o.address, o.subtotal_cents, 0, o.delivery_fee_cents, 0, o.total_cents, o.min_order_cents,
           o.free_delivery_min_cents, o.payment_method_id, o.created_at
      from orders o cross join generate_series(1, ${WEEKS_AHEAD - 1}) k;
    insert into order_lines (order_id, item_type, item_id, name, picture, quantity, unit_price_cents, position)
    select o.id, 'product', p.id, p.name, p.picture, 1 + o.customer_id % 3, p.price_cents, p.position
      from orders o
      cross join (select id, name, picture, price_cents, (row_number() over (order by price_cents desc, id))::int - 1 as position
                    from products order by price_cents desc, id limit ${LINES}) p;
    commit;
  `;
  await database.executeSql(script);
  await database.executeSql('analyze');
}

async function count(database: Database, sql: string): Promise<number> {
  const { rows } = (await database.executeSql(sql, [])) as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('cutoff');
  let fastify: FastifyInstance | undefined;
  try {
    process.stdout.write(`migrating and seeding a scratch database…\n`);
    const config = loadConfig({
      DATABASE_URL: scratch.url,
      DATABASE_POOL_MAX: String(Math.max(4, CALLERS * 2 + 2)),
      LOG_LEVEL: 'error',
      SERVE_WEB: 'false',
      PAYMENT_PROVIDER: 'test',
      // This run calls the passes itself: no schedule sends one.
      JOBS_CRON: 'false',
      MAIL_DIR: path.join(os.tmpdir(), `larder-bench-cutoff-mail-${process.pid}`),
    });
    const database = await openPostgresDatabase(scratch.url, { poolMax: config.DATABASE_POOL_MAX });
    await seedDatabase(database.db);
    fastify = Fastify(serverOptions(config));
    await fastify.register(app, { config, database });
    await fastify.ready();
    const { finalization, provider, weekMaker } = fastify.commerce;
    if (provider.name !== 'test') throw new Error('the test payment provider is required');

    process.stdout.write(`inserting ${ORDERS} scheduled orders past their cutoff…\n`);
    const insertStarted = performance.now();
    await insertOrders(database);
    const inserted = await count(database, `select count(*)::int as n from orders where status = 'scheduled'`);
    process.stdout.write(`  ${inserted} orders in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s\n`);

    // Every charge the provider is asked for, by order (the test provider itself keeps nothing).
    const charges = new Map<string, number>();
    const charge = provider.charge.bind(provider);
    provider.charge = (request: ChargeRequest) => {
      const orderId = request.metadata.order_id ?? request.idempotencyKey;
      charges.set(orderId, (charges.get(orderId) ?? 0) + 1);
      return charge(request);
    };

    const passErrors: string[] = [];
    process.stdout.write(`making every subscription's next weeks from ${CALLERS} callers at once…\n`);
    const started = performance.now();
    const made = await Promise.all(
      Array.from({ length: CALLERS }, async (_, caller) => {
        try {
          return (await weekMaker.run()).made;
        } catch (error) {
          passErrors.push(`weeks, caller ${caller}: ${(error as Error).message}`);
          return 0;
        }
      }),
    );
    const weeksSeconds = (performance.now() - started) / 1000;
    const weeksMade = made.reduce((a, b) => a + b, 0);
    process.stdout.write(`  ${weeksMade} weeks made in ${weeksSeconds.toFixed(2)} s (${made.join(' + ')})\n`);

    process.stdout.write(`running the cutoff pass from ${CALLERS} callers at once…\n`);
    const passes: { caller: number; ms: number; result: PassResult }[] = [];
    const passStartedAll = performance.now();
    await Promise.all(
      Array.from({ length: CALLERS }, async (_, caller) => {
        for (;;) {
          const passStarted = performance.now();
          let result: PassResult;
          try {
            result = await finalization.runDue();
          } catch (error) {
            passErrors.push(`caller ${caller}: ${(error as Error).message}`);
            return;
          }
          passes.push({ caller, ms: performance.now() - passStarted, result });
          const did = result.finalized + result.skipped + result.paid + result.failed + result.canceled;
          if (did === 0) return;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const passSeconds = (performance.now() - passStartedAll) / 1000;

    const sum = (key: keyof PassResult) => passes.reduce((total, pass) => total + pass.result[key], 0);
    const paid = await count(database, `select count(*)::int as n from orders where status = 'paid'`);
    const notPaid = await count(
      database,
      `select count(*)::int as n from orders where status <> 'paid' and cutoff_at <= now()`,
    );
    const scheduled = await count(
      database,
      `select count(*)::int as n from orders where status = 'scheduled' and cutoff_at > now()`,
    );
    const shortOfWeeks = await count(
      database,
      `select count(*)::int as n from subscriptions s
        where (select count(*) from orders o where o.subscription_id = s.id and o.cutoff_at > now()) <> ${WEEKS_AHEAD}`,
    );
    const overAttempted = await count(database, 'select count(*)::int as n from orders where payment_attempts > 1');
    const withoutCharge = await count(
      database,
      `select count(*)::int as n from orders where status = 'paid' and charge_id is null`,
    );
    const chargedTwice = [...charges.values()].filter((n) => n > 1).length;
    const slowest = passes.reduce((max, pass) => Math.max(max, pass.ms), 0);

    process.stdout.write(
      `\n${sum('finalized')} orders finalized (${sum('paid')} paid, ${sum('skipped')} skipped, ${sum('failed')} failed, ${sum('canceled')} canceled) in ${passSeconds.toFixed(2)} s: ${(sum('paid') / passSeconds).toFixed(0)} orders/s\n`,
    );
    for (let caller = 0; caller < CALLERS; caller += 1) {
      const mine = passes.filter((pass) => pass.caller === caller);
      process.stdout.write(
        `  caller ${caller}: ${mine.length} passes, ${mine.reduce((n, pass) => n + pass.result.finalized, 0)} finalized, ${mine.reduce((n, pass) => n + pass.result.paid, 0)} paid\n`,
      );
    }
    process.stdout.write(`slowest single pass: ${(slowest / 1000).toFixed(2)} s\n`);
    process.stdout.write(
      `seconds total: ${seconds.toFixed(2)} (weeks ${weeksSeconds.toFixed(2)}, cutoff pass ${passSeconds.toFixed(2)})\n`,
    );
    process.stdout.write(
      `load average: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${os.cpus().length} CPUs)\n`,
    );
    process.stdout.write(`\nchecks:\n`);
    const checks: [string, boolean][] = [
      [`weeks made (one per subscription, rolled forward) = ${ORDERS}: ${weeksMade}`, weeksMade === ORDERS],
      [`scheduled weeks ahead = ${WEEKS_AHEAD * ORDERS}: ${scheduled}`, scheduled === WEEKS_AHEAD * ORDERS],
      [`subscriptions without exactly 4 weeks ahead = 0: ${shortOfWeeks}`, shortOfWeeks === 0],
      [`orders with status 'paid' = ${ORDERS}: ${paid}`, paid === ORDERS],
      [`orders not paid (missed) = 0: ${notPaid}`, notPaid === 0],
      [`orders with payment_attempts > 1 = 0: ${overAttempted}`, overAttempted === 0],
      [`paid orders without a charge id = 0: ${withoutCharge}`, withoutCharge === 0],
      [`provider charges = ${ORDERS}: ${[...charges.values()].reduce((a, b) => a + b, 0)}`, charges.size === ORDERS],
      [`orders charged more than once by the provider = 0: ${chargedTwice}`, chargedTwice === 0],
      [`passes' paid counts add up to ${ORDERS}: ${sum('paid')}`, sum('paid') === ORDERS],
      [
        `pass errors = 0: ${passErrors.length}${passErrors.length ? ` (${passErrors[0]})` : ''}`,
        passErrors.length === 0,
      ],
      [`finished in under ${BUDGET_SECONDS} s: ${seconds.toFixed(2)} s`, seconds < BUDGET_SECONDS],
    ];
    for (const [label, ok] of checks) process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'} ${label}\n`);
    const met = checks.every(([, ok]) => ok);
    process.stdout.write(
      `\nbudget (${ORDERS} subscriptions' weeks made and orders charged in under ${BUDGET_SECONDS} s, none charged twice, none missed): ${met ? 'met' : 'NOT met'}\n`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    // Closing the app closes its database (onClose hook) and stops the job queue.
    await fastify?.close();
    await scratch.drop();
  }
}

await main();
