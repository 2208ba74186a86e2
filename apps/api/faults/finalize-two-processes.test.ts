// The cutoff pass run by two API processes at once on one PostgreSQL database (docs/decisions/160-weekly-cycle.md):
// orders are placed through one process, both processes' test clocks move past the orders' cutoff, and both run
// `POST /api/v2/test/orders/finalize-due/` at the same moment, a few rounds. `FOR UPDATE SKIP LOCKED` and the charge
// lease must let exactly one process take each order: every order paid once, with one attempt and one charge, and
// the two passes' `paid` counts adding up to the number of orders.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../test/accounts';
import { checkoutClient, type Who } from '../test/checkout';
import { type ApiProcess, httpApp, scratchDatabase, startApi } from '../test/processes';

const ENV = {
  SIGNUP_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  // No scheduled pass: only the passes this test asks for run.
  JOBS_CRON: 'false',
  DATABASE_POOL_MAX: '10',
  TEST_CLOCK: 'true',
  PAYMENT_PROVIDER: 'test',
};

const CUSTOMERS = 20;
const ROUNDS = 3;

interface PassResult {
  finalized: number;
  skipped: number;
  paid: number;
  failed: number;
  canceled: number;
}

let scratch: { url: string; drop: () => Promise<void> };
let database: pg.Client;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase('finalize2');
  // One after the other: the first migrates and seeds the empty database.
  apis.push(await startApi({ ...ENV, DATABASE_URL: scratch.url }));
  apis.push(await startApi({ ...ENV, DATABASE_URL: scratch.url }));
  database = new pg.Client({ connectionString: scratch.url });
  await database.connect();
});

afterAll(async () => {
  await database?.end().catch(() => {});
  for (const api of apis) await api.stop().catch(() => {});
  await scratch?.drop();
});

/** The test provider's charge id for a key (test-provider.ts): the same key always gives the same id. */
const testChargeId = (idempotencyKey: string) =>
  `ch_test_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

async function post(api: ApiProcess, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${api.url}${url}`, {
    method: body === undefined ? 'POST' : 'PUT',
    headers: { ...CLIENT_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

describe('the cutoff pass on two API processes at once', () => {
  it('finalizes and charges every order exactly once', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const target = httpApp(first.url);
    const client = checkoutClient(() => target, '10.52');

    // Customers ready to order, a few at a time, then each places a first order through the first process.
    const ready: Who[] = [];
    for (let i = 0; i < CUSTOMERS; i += 5) {
      ready.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(5, CUSTOMERS - i) }, (_, j) =>
            client.readyCustomer(`finalize${i + j}@example.com`),
          ),
        )),
      );
    }
    for (const [i, who] of ready.entries()) {
      const placed = await client.place(who, `finalize-key-${i}`);
      expect(placed.statusCode, placed.body).toBe(201);
    }

    const placed = await database.query<{ id: number; status: string; total_cents: number; cutoff_at: Date }>(
      // The placed orders (the store makes each subscription's following weeks beside them, due later).
      'select id, status, total_cents, cutoff_at from orders where idempotency_key is not null order by id',
    );
    expect(placed.rows).toHaveLength(CUSTOMERS);
    expect(placed.rows.every((row) => row.status === 'scheduled')).toBe(true);
    expect(placed.rows.every((row) => row.total_cents > 0)).toBe(true);

    // Both clocks a minute past the last cutoff.
    const latestCutoff = Math.max(...placed.rows.map((row) => new Date(row.cutoff_at).getTime()));
    const now = new Date(latestCutoff + 60_000).toISOString();
    for (const api of apis) {
      const moved = await post(api, '/api/v2/test/clock/', { now });
      expect(moved.status).toBe(200);
      expect(moved.json).toMatchObject({ moved: true });
    }

    // Both passes at the same moment, a few rounds (later rounds find nothing left to do).
    const totals = { finalized: 0, skipped: 0, paid: 0, failed: 0, canceled: 0 };
    const perProcess = [0, 0];
    for (let round = 0; round < ROUNDS; round += 1) {
      const passes = await Promise.all(apis.map((api) => post(api, '/api/v2/test/orders/finalize-due/')));
      for (const [index, pass] of passes.entries()) {
        expect(pass.status).toBe(200);
        const result = pass.json as PassResult;
        for (const key of Object.keys(totals) as (keyof PassResult)[]) totals[key] += result[key];
        perProcess[index] = (perProcess[index] ?? 0) + result.paid;
      }
    }
    expect(totals).toEqual({ finalized: CUSTOMERS, skipped: 0, paid: CUSTOMERS, failed: 0, canceled: 0 });
    expect((perProcess[0] ?? 0) + (perProcess[1] ?? 0)).toBe(CUSTOMERS);

    // In the database: every order paid, one attempt, one charge — attempt 1's, as the test provider makes it.
    const after = await database.query<{
      id: number;
      status: string;
      payment_attempts: number;
      charge_id: string | null;
      next_payment_attempt_at: Date | null;
      finalized_at: Date | null;
    }>(
      `select id, status, payment_attempts, charge_id, next_payment_attempt_at, finalized_at from orders
        where idempotency_key is not null order by id`,
    );
    expect(after.rows).toHaveLength(CUSTOMERS);
    for (const row of after.rows) {
      expect(row, `order ${row.id}`).toMatchObject({
        status: 'paid',
        payment_attempts: 1,
        charge_id: testChargeId(`order-${row.id}-attempt-1`),
        next_payment_attempt_at: null,
      });
      expect(row.finalized_at, `order ${row.id}`).not.toBeNull();
    }
    const counts = await database.query<{ paid: number; charges: number; over: number }>(
      `select count(*) filter (where status = 'paid')::int as paid,
              count(distinct charge_id)::int as charges,
              count(*) filter (where payment_attempts <> 1)::int as over
         from orders where idempotency_key is not null`,
    );
    expect(counts.rows[0]).toEqual({ paid: CUSTOMERS, charges: CUSTOMERS, over: 0 });
    // The following weeks are still ahead, untouched.
    const ahead = await database.query<{ n: number; charged: number }>(
      `select count(*)::int as n, count(charge_id)::int as charged from orders where idempotency_key is null`,
    );
    expect(ahead.rows[0]?.n).toBeGreaterThanOrEqual(CUSTOMERS * 3);
    expect(ahead.rows[0]?.charged).toBe(0);
    // Nothing emailed about a failed, skipped or canceled week.
    const updates = await database.query<{ n: number }>(
      `select count(*)::int as n from email_outbox where template = 'order_update'`,
    );
    expect(updates.rows[0]?.n).toBe(0);

    for (const api of [first, second]) expect(api.child.exitCode).toBeNull();
  });
});
