// The console's delivery zones (docs/decisions/200-operators.md): every role sees zones and the waitlist;
// operations and admin create, change, disable and enable a zone (support 403, a customer 401); a zone that
// does not pass deliveries/zones.ts's checks is a 400 saying which field; every change writes its audit row, and
// the storefront's ZIP lookup serves the change once its 30-second zone cache has passed.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { addToWaitlist } from '../deliveries/repository';

let subject: TestApp;
let api: FastifyInstance;
const { customer } = checkoutClient(() => api, '10.51');
const { call, operatorAccount: operator, calls } = consoleClient(() => api, '10.52');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  // Slack for a loaded machine: a fresh migrated database per file.
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

const auditRows = (recordId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'zone'), eq(auditLog.recordId, recordId)));

/** The storefront's ZIP lookup, past the API's 30-second zone cache. */
async function lookUp(zip: string) {
  const realNow = api.clock.now;
  const later = Date.now() + 31_000 * (calls() + 1);
  api.clock.now = () => new Date(later);
  try {
    return (await call(undefined, { method: 'GET', url: `/api/v2/deliveries/zips/${zip}/` })).json();
  } finally {
    api.clock.now = realNow;
  }
}

const boston = {
  name: 'Boston',
  zip_prefixes: ['021'],
  zips: [],
  time_zone: 'America/New_York',
  delivery_weekdays: [2, 5],
  cutoff_days_before: 3,
  cutoff_local_time: '18:00',
  delivery_fee_cents: 1299,
};

describe('delivery zones in the console', () => {
  it('lets operations create, change, disable and enable a zone the storefront then serves, each audited', async () => {
    const ops = await operator('zones.ops@example.com', 'operations');
    expect((await lookUp('02108')).zone).toBeNull();
    const created = await call(ops.cookie, { method: 'PUT', url: '/api/admin/zones/boston/', payload: boston });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ code: 'boston', active: true, subscribers: 0, boxes_to_deliver: 0, ...boston });
    expect((await lookUp('02108')).zone).toEqual({ code: 'boston', name: 'Boston', delivery_fee_cents: 1299 });

    const changed = await call(ops.cookie, {
      method: 'PUT',
      url: '/api/admin/zones/boston/',
      payload: { ...boston, delivery_fee_cents: null, delivery_weekdays: [3] },
    });
    expect(changed.json()).toMatchObject({ delivery_fee_cents: null, delivery_weekdays: [3] });
    expect((await call(ops.cookie, { method: 'POST', url: '/api/admin/zones/boston/disable/' })).json().active).toBe(
      false,
    );
    expect((await lookUp('02108')).zone).toBeNull();
    expect((await call(ops.cookie, { method: 'POST', url: '/api/admin/zones/boston/enable/' })).json().active).toBe(
      true,
    );
    expect((await lookUp('02108')).zone).toMatchObject({ code: 'boston' });

    const rows = await auditRows('boston');
    expect(rows.map((row) => row.action).sort()).toEqual(['zone.create', 'zone.disable', 'zone.enable', 'zone.update']);
    expect(rows.every((row) => row.operatorId === ops.id)).toBe(true);
    expect(rows.find((row) => row.action === 'zone.update')).toMatchObject({
      before: expect.objectContaining({ delivery_fee_cents: 1299, delivery_weekdays: [2, 5] }),
      after: expect.objectContaining({ delivery_fee_cents: null, delivery_weekdays: [3] }),
    });
    const listed = await call(ops.cookie, { method: 'GET', url: '/api/admin/zones/' });
    expect(listed.json().results.map((zone: { code: string }) => zone.code)).toContain('boston');
    expect((await call(ops.cookie, { method: 'POST', url: '/api/admin/zones/atlantis/disable/' })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ time_zone: 'Mars/Olympus' }, 'timeZone: not an IANA time zone'],
    [{ zip_prefixes: ['02'] }, 'zipPrefixes.0: a ZIP prefix is 3 digits'],
    [{ delivery_weekdays: [] }, 'deliveryWeekdays: at least one delivery weekday'],
    [{ cutoff_local_time: '25:00' }, 'cutoffLocalTime: cutoff time is HH:MM, 00:00-23:59'],
    [{ cutoff_days_before: 0 }, 'cutoffDaysBefore'],
    [{ delivery_fee_cents: -1 }, 'deliveryFeeCents'],
    [{ name: '' }, 'Enter the zone’s name.'],
  ])('refuses a zone with %j (400, saying which field)', async (change, message) => {
    const ops = await operator(`zones.bad.${calls()}@example.com`, 'operations');
    const response = await call(ops.cookie, {
      method: 'PUT',
      url: '/api/admin/zones/bad-zone/',
      payload: { ...boston, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await auditRows('bad-zone')).toEqual([]);
  });

  it('refuses a bad zone code in the address (400)', async () => {
    const ops = await operator('zones.code@example.com', 'operations');
    const response = await call(ops.cookie, { method: 'PUT', url: '/api/admin/zones/Bad%20Code/', payload: boston });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('code is 2-32 lower-case letters');
    // A code the address allows but a zone does not (upper case) is refused by the zone's own check.
    const upper = await call(ops.cookie, { method: 'PUT', url: '/api/admin/zones/Boston/', payload: boston });
    expect(upper.statusCode).toBe(400);
    expect(upper.json().detail).toContain('code is 2-32 lower-case letters');
    // A control character in the address is a 400, never a database error.
    const control = await call(ops.cookie, { method: 'POST', url: '/api/admin/zones/a%00b/disable/' });
    expect(control.statusCode).toBe(400);
  });

  it('shows every role the waitlist, filtered by ZIP; support may not change a zone (403), a customer nothing (401)', async () => {
    await addToWaitlist(subject.database.db, 'wait.one@example.com', '99501', new Date('2030-01-01T00:00:00Z'));
    await addToWaitlist(subject.database.db, 'wait.two@example.com', '83702', new Date('2030-01-02T00:00:00Z'));
    const support = await operator('zones.support@example.com', 'support');
    const all = await call(support.cookie, { method: 'GET', url: '/api/admin/zones/waitlist/' });
    expect(all.json().results.map((row: { email: string }) => row.email)).toEqual(
      expect.arrayContaining(['wait.one@example.com', 'wait.two@example.com']),
    );
    const one = await call(support.cookie, { method: 'GET', url: '/api/admin/zones/waitlist/?zip=99501' });
    expect(one.json().results).toEqual([
      { id: expect.any(Number), email: 'wait.one@example.com', zip: '99501', at: '2030-01-01T00:00:00.000Z' },
    ]);
    expect((await call(support.cookie, { method: 'GET', url: '/api/admin/zones/waitlist/?zip=9' })).statusCode).toBe(
      400,
    );
    for (const [method, url, payload] of [
      ['PUT', '/api/admin/zones/nyc/', boston],
      ['POST', '/api/admin/zones/nyc/disable/', undefined],
      ['POST', '/api/admin/zones/nyc/enable/', undefined],
    ] as const) {
      const refused = await call(support.cookie, { method, url, payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
    }
    const who = await customer('zones.customer@example.com');
    expect((await call(who.cookie, { method: 'GET', url: '/api/admin/zones/' })).statusCode).toBe(401);
    expect((await call(who.cookie, { method: 'PUT', url: '/api/admin/zones/nyc/', payload: boston })).statusCode).toBe(
      401,
    );
  });
});
