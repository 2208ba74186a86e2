// Faults, with real processes on a PostgreSQL cluster of the test's own (issue 18): an API process killed with
// SIGKILL in the middle of placing orders and signing up leaves every acknowledged write whole and nothing half
// written, and a retry with the same Idempotency-Key places each order exactly once; while the database server is
// down, requests fail fast with 503, and the process serves again within 5 s of the server's return, by itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { checkoutClient, type Who } from '../test/checkout';
import { type ApiProcess, type Cluster, httpApp, startApi, startCluster } from '../test/processes';

const ENV = {
  SIGNUP_RATE_LIMIT_PER_IP: '100000',
  AUTH_RATE_LIMIT_PER_EMAIL: '100000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
  JOBS_CRON: 'false',
  DATABASE_POOL_MAX: '10',
};

let cluster: Cluster;
let database: pg.Client;

beforeAll(async () => {
  cluster = await startCluster();
  database = new pg.Client({ connectionString: cluster.url });
  await database.connect();
});

afterAll(async () => {
  await database?.end().catch(() => {});
  cluster?.destroy();
});

const count = async (sql: string) => Number((await database.query(sql)).rows[0]?.n);

describe('an API process killed mid-write', () => {
  it('leaves every acknowledged write whole, none half-done, and each order placed once after retries', async () => {
    let api: ApiProcess = await startApi({ ...ENV, DATABASE_URL: cluster.url });
    let target = httpApp(api.url);
    const client = checkoutClient(() => target, '10.50');
    const ready: Who[] = [];
    for (let i = 0; i < 8; i += 1) ready.push(await client.readyCustomer(`ready${i}@example.com`));

    const acknowledged = { orders: new Set<number>(), signups: new Set<string>() };
    const writes: Promise<unknown>[] = [
      ...ready.map((who, i) =>
        client
          .place(who, `kill-key-${i}`)
          .then((response) => {
            if (response.statusCode === 201) acknowledged.orders.add(who.id);
          })
          .catch(() => undefined),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        signUp(target, { email: `burst${i}@example.com`, first_name: 'Burst' })
          .then((response) => {
            if (response.statusCode === 201) acknowledged.signups.add(`burst${i}@example.com`);
          })
          .catch(() => undefined),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 120));
    await api.kill();
    await Promise.all(writes);

    // Whole or absent: no order without its lines, subscription, redemption-free totals or confirmation email;
    // no customer marked as checked out without an order; no subscription without its first order.
    expect(
      await count(
        'select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from customers c where c.did_checkout and not exists (select 1 from orders o where o.customer_id = c.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        'select count(*)::int as n from subscriptions s where not exists (select 1 from orders o where o.subscription_id = s.id)',
      ),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from orders o where not exists (select 1 from email_outbox e where e.template = 'order_confirmation' and (e.data->>'orderId')::int = o.id)`,
      ),
    ).toBe(0);
    for (const customerId of acknowledged.orders) {
      expect(await count(`select count(*)::int as n from orders where customer_id = ${customerId}`)).toBe(1);
    }
    for (const email of acknowledged.signups) {
      expect(await count(`select count(*)::int as n from customers where email = '${email}'`)).toBe(1);
    }

    // The storefront retries what it never heard back about, with the same key, on the next process.
    api = await startApi({ ...ENV, DATABASE_URL: cluster.url });
    target = httpApp(api.url);
    try {
      for (const [i, who] of ready.entries()) {
        const retried = await client.place(who, `kill-key-${i}`);
        expect([200, 201]).toContain(retried.statusCode);
      }
      expect(await count(`select count(*)::int as n from orders where idempotency_key like 'kill-key-%'`)).toBe(
        ready.length,
      );
      expect(await count('select count(*)::int as n from subscriptions')).toBe(ready.length);
    } finally {
      await api.stop();
    }
  });
});

describe('the database server going away', () => {
  it('answers 503 fast while it is down and serves again within 5 s of its return', async () => {
    const api = await startApi({ ...ENV, DATABASE_URL: cluster.url });
    const target = httpApp(api.url);
    const client = checkoutClient(() => target, '10.51');
    try {
      const who = await client.customer('outage@example.com');
      const read = () => client.call(who, { method: 'GET', url: '/api/v2/customers/self/' });
      const browse = () => client.call(undefined, { method: 'GET', url: '/api/v2/products/?search=apple' });
      expect((await read()).statusCode).toBe(200);

      await database.end();
      cluster.stop();
      // Past the one-second memory of sessions (docs/decisions/011-session-details.md): every request needs the database.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      for (const request of [read, browse, read, browse]) {
        const started = Date.now();
        const response = await request();
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'service_unavailable' });
        expect(Date.now() - started).toBeLessThan(2_000);
      }
      expect((await fetch(`${api.url}/api/health/`)).status).toBe(503);

      cluster.start();
      const back = Date.now();
      let recovered = 0;
      while (Date.now() - back < 5_000) {
        const [self, products] = await Promise.all([read(), browse()]);
        if (self.statusCode === 200 && products.statusCode === 200) {
          recovered = Date.now() - back;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(recovered).toBeGreaterThan(0);
      expect(api.child.exitCode).toBeNull();
    } finally {
      await api.stop();
      cluster.start();
      database = new pg.Client({ connectionString: cluster.url });
      await database.connect();
    }
  });
});
