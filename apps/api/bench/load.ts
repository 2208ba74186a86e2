// `npm run bench:load` (issue 18): two API processes on one PostgreSQL server (DATABASE_URL, else this machine's, in
// a scratch database dropped afterwards), 50 virtual customers at once for BENCH_SECONDS (60) or BENCH_MAX_REQUESTS
// (40,000), whichever comes first, at a bounded rate of BENCH_RATE requests a second (100) — browsing the
// catalogue, signing up, logging in, saving the quiz, reading the plan, swapping, placing the first order (retried
// with its key, as the storefront does) and editing the week's box (a 409 `box_full` is an answer, as on the page: the
// customer then asks only for less of that line).
// Each customer's requests alternate between the two processes. Afterwards every write the load was told succeeded
// is checked in the database: there, and exactly once. Prints requests/s, p50/p99 per route, errors (5xx, network,
// anything a route does not answer when used correctly), lost and doubled writes, the load average, and the budget:
// 0 errors, 0 lost or doubled writes, p99 ≤ 100 ms.
import os from 'node:os';
import { BoxCapacityErrorCode } from '@larder/contracts/values/box-capacity';
import pg from 'pg';
import { STANDARD_HASH_MEMORY_KIB } from '../src/modules/accounts/password-hashing';
import { signUp } from '../test/accounts';
import { checkoutClient, type Who } from '../test/checkout';
import { type ApiProcess, httpApp, scratchDatabase, startApi } from '../test/processes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 40_000);
/** The bounded rate: requests a second from all customers together (each paces itself to its share). */
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CUSTOMERS = 50;
const P99_BUDGET_MS = 100;

const ENV = {
  SIGNUP_RATE_LIMIT_PER_IP: '1000000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  PROMO_RATE_LIMIT_PER_IP: '1000000',
  DATABASE_POOL_MAX: '20',
  LOG_LEVEL: 'error',
  // Sign-ups and logins at production's hash cost (test/processes.ts starts its processes at the tests' 1 MiB).
  PASSWORD_HASH_MEMORY_KIB: String(STANDARD_HASH_MEMORY_KIB),
};

type Route =
  | 'browse'
  | 'product'
  | 'signup'
  | 'login'
  | 'quiz save'
  | 'plan'
  | 'swap'
  | 'place order'
  | 'edit box'
  | 'weeks';

const latencies = new Map<Route, number[]>();
const errors: string[] = [];
let requests = 0;
/** Box edits answered 409 `box_full`: the customer asked for more than fits, and is told so. */
let boxFull = 0;

function record(route: Route, ms: number): void {
  latencies.set(route, [...(latencies.get(route) ?? []), ms]);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

interface Customer extends Who {
  email: string;
  lastSpend: number | undefined;
  swaps: number;
  ordered: boolean;
  orderId: number | undefined;
  editQuantity: number | undefined;
  editLine: { type: string; id: number } | undefined;
  /** The least quantity of the edited line the API answered `box_full` to. */
  fullAt: number | undefined;
}

async function main(): Promise<void> {
  const scratch = await scratchDatabase('load');
  const apis: ApiProcess[] = [];
  try {
    apis.push(await startApi({ ...ENV, DATABASE_URL: scratch.url, JOBS_CRON: 'true' }));
    apis.push(await startApi({ ...ENV, DATABASE_URL: scratch.url, JOBS_CRON: 'false' }));
    let turn = 0;
    const targets = apis.map((api) => httpApp(api.url));
    // Each request goes to the other process than the last one.
    const client = checkoutClient(() => targets[turn++ % targets.length] as never, '10.60');

    process.stdout.write(`setting up ${CUSTOMERS} customers ready to order…\n`);
    const customers: Customer[] = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const email = `load${i}@example.com`;
      const who = await client.readyCustomer(email);
      customers.push({
        ...who,
        email,
        lastSpend: undefined,
        swaps: 0,
        ordered: false,
        orderId: undefined,
        editQuantity: undefined,
        editLine: undefined,
        fullAt: undefined,
      });
    }
    const products = (await client.call(undefined, { method: 'GET', url: '/api/v2/products/?limit=50' })).json() as {
      results: { id: number }[];
    };
    const signups = new Set<string>();
    let signupCounter = 0;

    const timed = async <T extends { statusCode: number }>(route: Route, ok: number[], run: () => Promise<T>) => {
      const started = performance.now();
      requests += 1;
      try {
        const response = await run();
        record(route, performance.now() - started);
        if (!ok.includes(response.statusCode)) {
          errors.push(`${route}: ${response.statusCode} ${(response as { body?: string }).body?.slice(0, 160) ?? ''}`);
          return undefined;
        }
        return response;
      } catch (error) {
        record(route, performance.now() - started);
        errors.push(`${route}: ${(error as Error).message}`);
        return undefined;
      }
    };

    const actions: [number, (customer: Customer) => Promise<unknown>][] = [
      [
        30,
        () =>
          timed('browse', [200], () =>
            client.call(undefined, {
              method: 'GET',
              url: `/api/v2/products/?search=${['apple', 'chicken', 'pasta', 'rice'][requests % 4]}&limit=20`,
            }),
          ),
      ],
      [
        8,
        () =>
          timed('product', [200], () =>
            client.call(undefined, {
              method: 'GET',
              url: `/api/v2/products/${products.results[requests % products.results.length]?.id}/`,
            }),
          ),
      ],
      [
        18,
        (customer) =>
          timed('plan', [200], () => client.call(customer, { method: 'GET', url: '/api/v2/customers/self/plan/' })),
      ],
      [
        12,
        async (customer) => {
          const spend = 100 + ((requests * 7) % 300);
          const saved = await timed('quiz save', [200], () =>
            client.call(customer, {
              method: 'PATCH',
              url: `/api/v2/customers/${customer.id}/quizzes/`,
              payload: { weekly_grocery_spend: spend },
            }),
          );
          if (saved) customer.lastSpend = spend;
        },
      ],
      [
        8,
        async (customer) => {
          const plan = (await client.call(customer, { method: 'GET', url: '/api/v2/customers/self/plan/' })).json() as {
            sections?: { occasion: string; items: { type: string; id: number }[] }[];
          };
          const occasion = plan.sections?.find((entry) => entry.items.length > 0);
          const item = occasion?.items[0];
          if (!occasion || !item) return;
          const swapped = await timed('swap', [200, 409], () =>
            client.call(customer, {
              method: 'POST',
              url: '/api/v2/customers/self/plan/swap/',
              payload: { occasion: occasion.occasion, type: item.type, id: item.id },
            }),
          );
          // 409: nothing else fits that spot, or the week's swaps are used up: a correct answer, and no swap.
          if (swapped?.statusCode === 200) customer.swaps += 1;
        },
      ],
      [
        6,
        (customer) =>
          timed('login', [200], () =>
            client.call(undefined, {
              method: 'POST',
              url: '/api/login/',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams({
                email: customer.email,
                password: 'correct horse battery staple',
              }).toString(),
            }),
          ),
      ],
      [
        2,
        async () => {
          signupCounter += 1;
          const email = `new${signupCounter}@example.com`;
          const created = await timed('signup', [201], () =>
            signUp(targets[turn++ % 2] as never, { email, first_name: 'New' }),
          );
          if (created) signups.add(email);
        },
      ],
      [
        8,
        async (customer) => {
          // The first order, retried with the same key (a storefront that lost the answer): 201, then 200.
          const placed = await timed('place order', [200, 201], () => client.place(customer, `load-${customer.id}`));
          if (placed) {
            customer.ordered = true;
            customer.orderId = (placed.json() as { id: number }).id;
            const line = (placed.json() as { lines: { type: string; id: number; quantity: number }[] }).lines[0];
            customer.editLine ??= line ? { type: line.type, id: line.id } : undefined;
          }
        },
      ],
      [
        8,
        async (customer) => {
          if (!customer.orderId || !customer.editLine) return;
          // As the box editor's customer: once told the box is full at a quantity, they ask only for less.
          const quantity = 1 + (requests % Math.max(1, Math.min(3, (customer.fullAt ?? 4) - 1)));
          const edited = await timed('edit box', [200, 409], () =>
            client.call(customer, {
              method: 'PUT',
              url: `/api/v2/orders/${customer.orderId}/lines/`,
              payload: { ...customer.editLine, quantity },
            }),
          );
          if (edited?.statusCode === 200) customer.editQuantity = quantity;
          // 409 `box_full`: that quantity does not fit (decision 191), an answer the page shows; nothing is written.
          else if (edited && (edited.json() as { code?: string }).code === BoxCapacityErrorCode.BoxFull) {
            boxFull += 1;
            customer.fullAt = Math.min(customer.fullAt ?? quantity, quantity);
          } else if (edited) errors.push(`edit box: 409 ${(edited as { body?: string }).body?.slice(0, 160) ?? ''}`);
        },
      ],
    ];
    const total = actions.reduce((sum, [weight]) => sum + weight, 0);
    const pick = (n: number) => {
      let left = n % total;
      for (const [weight, action] of actions) {
        if (left < weight) return action;
        left -= weight;
      }
      return actions[0]?.[1] as (customer: Customer) => Promise<unknown>;
    };

    process.stdout.write(`loading for ${SECONDS} s (at most ${MAX_REQUESTS} requests)…\n`);
    const deadline = Date.now() + SECONDS * 1000;
    const started = performance.now();
    let step = 0;
    await Promise.all(
      customers.map(async (customer) => {
        // Spread the customers over the first interval, then each starts an action every CUSTOMERS / RATE seconds.
        const interval = (CUSTOMERS / RATE) * 1000;
        let next = Date.now() + Math.random() * interval;
        while (Date.now() < deadline && requests < MAX_REQUESTS) {
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
          next += interval;
          step += 1;
          await pick(step * 7919 + customer.id)(customer);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    // Every acknowledged write, there and once.
    const database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    const problems: string[] = [];
    try {
      for (const email of signups) {
        const found = await database.query('select count(*)::int as n from customers where email = $1', [email]);
        if (found.rows[0]?.n !== 1) problems.push(`sign-up ${email}: ${found.rows[0]?.n} rows`);
      }
      for (const customer of customers) {
        const orders = await database.query(
          'select count(*)::int as n from orders where customer_id = $1 and idempotency_key is not null',
          [customer.id],
        );
        if (customer.ordered && orders.rows[0]?.n !== 1)
          problems.push(`order of customer ${customer.id}: ${orders.rows[0]?.n} rows`);
        if (customer.lastSpend !== undefined) {
          const quiz = await database.query(
            'select weekly_grocery_spend from customer_quizzes where customer_id = $1',
            [customer.id],
          );
          if (quiz.rows[0]?.weekly_grocery_spend !== customer.lastSpend)
            problems.push(
              `quiz of customer ${customer.id}: ${quiz.rows[0]?.weekly_grocery_spend} ≠ ${customer.lastSpend}`,
            );
        }
        const swaps = await database.query('select count(*)::int as n from plan_swaps where customer_id = $1', [
          customer.id,
        ]);
        if (swaps.rows[0]?.n !== customer.swaps)
          problems.push(`swaps of customer ${customer.id}: ${swaps.rows[0]?.n} ≠ ${customer.swaps}`);
        if (customer.editQuantity !== undefined && customer.orderId && customer.editLine) {
          const line = await database.query(
            'select quantity from order_lines where order_id = $1 and item_type = $2 and item_id = $3',
            [customer.orderId, customer.editLine.type, customer.editLine.id],
          );
          if (line.rows[0]?.quantity !== customer.editQuantity)
            problems.push(`box of customer ${customer.id}: ${line.rows[0]?.quantity} ≠ ${customer.editQuantity}`);
        }
      }
    } finally {
      await database.end();
    }

    const all = [...latencies.values()].flat();
    process.stdout.write(
      `\n${requests} requests in ${elapsed.toFixed(1)} s: ${(requests / elapsed).toFixed(0)} requests/s; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}\n`,
    );
    process.stdout.write(
      `${'route'.padEnd(12)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}\n`,
    );
    for (const [route, values] of [...latencies.entries()].sort()) {
      process.stdout.write(
        `${route.padEnd(12)} ${String(values.length).padStart(7)} ${percentile(values, 50).toFixed(1).padStart(8)} ${percentile(values, 99).toFixed(1).padStart(8)}\n`,
      );
    }
    const p99 = percentile(all, 99);
    process.stdout.write(
      `${'all'.padEnd(12)} ${String(all.length).padStart(7)} ${percentile(all, 50).toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)}\n\n`,
    );
    process.stdout.write(`box edits answered box_full (expected, nothing written): ${boxFull}\n`);
    process.stdout.write(
      `errors: ${errors.length}${errors.length ? `\n  ${[...new Set(errors)].slice(0, 10).join('\n  ')}` : ''}\n`,
    );
    process.stdout.write(
      `lost or doubled writes: ${problems.length}${problems.length ? `\n  ${problems.slice(0, 10).join('\n  ')}` : ''}\n`,
    );
    const met = errors.length === 0 && problems.length === 0 && p99 <= P99_BUDGET_MS;
    process.stdout.write(
      `budget (0 errors, 0 lost or doubled writes, p99 ≤ ${P99_BUDGET_MS} ms): ${met ? 'met' : 'NOT met'}\n`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    for (const api of apis) await api.stop();
    await scratch.drop();
  }
}

await main();
