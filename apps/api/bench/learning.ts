// `npm run bench:learning`: the nightly learning job (modules/learning/recompute.ts) over BENCH_LEARNING_CUSTOMERS
// (100,000; `--customers N` too) customers × 20 weeks of history, in a scratch database on the PostgreSQL server
// DATABASE_URL names (else this machine's), dropped afterwards (issue 43: under 10 minutes on this machine, memory
// bounded). The database is migrated and seeded, then filled in bulk with SQL, in batches of 5,000 customers: each
// customer (in one of 8 taste groups, whose boxes draw from an overlapping quarter of the products) has a card, a
// subscription, 20 delivered weekly boxes of 6 products, a thumbs on 2 items a week (1 in 4 a dislike) and a box edit a
// week (added or removed). The job then runs once, as the nightly tick runs it, and the bench prints its seconds, the
// customers, items and pairs it read and stored, and the process's peak resident memory and JavaScript heap in use
// during the run (sampled every 50 ms) beside those before it. Exits 1 over BENCH_LEARNING_BUDGET_SECONDS (600).
import os from 'node:os';
import { openPostgresDatabase } from '../src/db/database';
import { systemClock } from '../src/lib/clock';
import { LearningJob } from '../src/modules/learning/recompute';
import { orderHistory } from '../src/modules/orders/order-reads';
import { seedDatabase } from '../src/seed/seed';
import { scratchDatabase } from '../test/processes';

const flag = process.argv.indexOf('--customers');
const CUSTOMERS = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.BENCH_LEARNING_CUSTOMERS ?? 100_000));
const WEEKS = 20;
const LINES = 6;
const BATCH = 5000;
const BUDGET_SECONDS = Number(process.env.BENCH_LEARNING_BUDGET_SECONDS ?? 600);
const ADDRESS = JSON.stringify({
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '(212) 555-0100',
  delivery_instructions: '',
});

if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 1) throw new Error('--customers takes a whole number above 0');

/** Customers from..to (inclusive) with their 20 weeks of history, in one transaction. */
function batchSql(from: number, to: number): string {
  // The item a customer's box or signal draws: a product of their taste group's quarter of the catalogue.
  const item = (customer: string, salt: string) =>
    `(select id from bench_items where n = ((${customer} % 8) * (select count(*) from bench_items) / 8 + (${salt}) % greatest(1, (select count(*) from bench_items) / 4)) % (select count(*) from bench_items))`;
  return `
    begin;
    create temp table batch (subscription_id int, customer_id int, payment_method_id int) on commit drop;
    create temp table batch_orders (id int, customer_id int, week int) on commit drop;
    with c as (
      insert into customers (email, first_name, last_name, did_checkout, created_at, updated_at)
      select 'learning' || g || '@example.com', 'Bench', 'Customer ' || g, true, now(), now()
        from generate_series(${from}, ${to}) g
      returning id
    ), pm as (
      insert into payment_methods (customer_id, provider, brand, last4, exp_month, exp_year, token, created_at)
      select id, 'test', 'visa', '4242', 12, 2034, 'tok_bench_' || id, now() from c
      returning id, customer_id
    ), s as (
      insert into subscriptions (customer_id, status, zone_code, delivery_weekday, address, payment_method_id, created_at)
      select customer_id, 'active', 'nyc', 3, '${ADDRESS}'::jsonb, id, now() from pm
      returning id, customer_id, payment_method_id
    )
    insert into batch select id, customer_id, payment_method_id from s;
    with o as (
      insert into orders (customer_id, subscription_id, status, delivery_date, cutoff_at, zone_code, address,
                          subtotal_cents, discount_cents, delivery_fee_cents, credits_cents, total_cents,
                          min_order_cents, free_delivery_min_cents, payment_method_id, created_at)
      select b.customer_id, b.subscription_id, 'delivered', current_date - 7 * (w + 1),
             now() - interval '7 days' * (w + 1) - interval '2 days', 'nyc', '${ADDRESS}'::jsonb, 6000, 0, 0, 0, 6000,
             0, 0, b.payment_method_id, now() - interval '7 days' * (w + 1) - interval '9 days'
        from batch b cross join generate_series(0, ${WEEKS - 1}) w
      returning id, customer_id, delivery_date
    )
    insert into batch_orders select id, customer_id, (current_date - delivery_date) / 7 - 1 from o;
    insert into order_lines (order_id, item_type, item_id, name, picture, quantity, unit_price_cents, position)
    select o.id, 'product', i.id, i.name, i.picture, 1, i.price_cents, l
      from batch_orders o cross join generate_series(0, ${LINES - 1}) l
      join bench_items i on i.id = ${item('o.customer_id', 'o.customer_id * 7 + o.week * 5 + l * 11')};
    insert into item_ratings (customer_id, item_type, item_id, rating, updated_at)
    select o.customer_id, 'product', ${item('o.customer_id', 'o.customer_id * 3 + o.week * 17 + k * 29')},
           case when (o.customer_id + o.week + k) % 4 = 0 then -1 else 1 end, now()
      from batch_orders o cross join generate_series(0, 1) k
    on conflict do nothing;
    insert into box_edits (order_id, customer_id, item_type, item_id, action, at)
    select o.id, o.customer_id, 'product', ${item('o.customer_id', 'o.customer_id * 13 + o.week * 3')},
           case when (o.customer_id + o.week) % 3 = 0 then 'removed' else 'added' end, now()
      from batch_orders o;
    commit;
  `;
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('learning');
  const database = await openPostgresDatabase(scratch.url, { poolMax: 4 });
  try {
    process.stdout.write('migrating and seeding a scratch database…\n');
    await seedDatabase(database.db);
    await database.executeSql(
      `create table bench_items as
         select (row_number() over (order by id))::int - 1 as n, id, name, picture, price_cents from products`,
    );
    await database.executeSql('create index on bench_items (n)');
    process.stdout.write(`writing ${CUSTOMERS} customers × ${WEEKS} weeks of history…\n`);
    const writeStarted = performance.now();
    for (let from = 1; from <= CUSTOMERS; from += BATCH) {
      await database.executeSql(batchSql(from, Math.min(CUSTOMERS, from + BATCH - 1)));
    }
    await database.executeSql('analyze');
    const counted = async (table: string) =>
      Number(
        ((await database.executeSql(`select count(*)::int as n from ${table}`)) as { rows: { n: number }[] }).rows[0]
          ?.n,
      );
    process.stdout.write(
      `  ${await counted('orders')} delivered boxes, ${await counted('order_lines')} lines, ${await counted('item_ratings')} ratings, ${await counted('box_edits')} box edits in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s\n`,
    );

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = rssBefore;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      peak = Math.max(peak, memory.rss);
      heapPeak = Math.max(heapPeak, memory.heapUsed);
    }, 50);
    process.stdout.write('running the learning job once…\n');
    const started = performance.now();
    const run = await new LearningJob(database.db, systemClock(), orderHistory).recompute('nightly');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    process.stdout.write(
      `\nbench:learning — ${CUSTOMERS} customers × ${WEEKS} weeks\n` +
        `job: ${seconds.toFixed(1)} s; ${run.customers} customers read, ${run.items} items, ${run.pairs} neighbour rows stored\n` +
        `resident memory: ${mb(rssBefore)} before the run, peak ${mb(peak)} during it (+${mb(peak - rssBefore)})\n` +
        `JavaScript heap in use: ${mb(heapBefore)} before, peak ${mb(heapPeak)} (+${mb(heapPeak - heapBefore)})\n` +
        `load average: ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} (${os.cpus().length} CPUs)\n`,
    );
    const met = seconds < BUDGET_SECONDS;
    process.stdout.write(`${met ? 'ok  ' : 'FAIL'} finished in under ${BUDGET_SECONDS} s: ${seconds.toFixed(1)} s\n`);
    process.exitCode = met ? 0 : 1;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
