// The collectors are not an anonymous store (issue 18, finding 1): the default sizes fit the storefront's real
// batches and refuse the review's 442 kB ones, strings, properties and lists are capped, a quota across all
// addresses holds however the address rotates, and each table keeps its newest TELEMETRY_MAX_ROWS rows.
import { asc, count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { telemetryEvents, telemetryLogs } from '../../db/schema/telemetry';
import { insertEvents } from './repository';
import type { EventRow } from './segment-events';

const WRITE_KEY = 'larder-web';
const BASIC = `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`;
const LOGS = `/api/collect/logs?ddforward=${encodeURIComponent('/api/v2/logs?ddsource=browser&dd-api-key=larder-web')}`;

const event = (properties: Record<string, unknown> = { currency: 'USD' }) => ({
  type: 'track',
  event: 'Signed Up',
  messageId: `m-${Math.random().toString(36).slice(2)}`,
  anonymousId: 'anon-1',
  timestamp: '2025-03-01T10:00:00.000Z',
  properties,
});

let subject: TestApp | undefined;
afterEach(async () => {
  await subject?.app.close();
  subject = undefined;
});

const batch = (app: TestApp, events: unknown[], ip = '10.30.0.1') =>
  app.app.inject({
    method: 'POST',
    url: '/api/collect/segment/v1/b',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ batch: events }),
  });

describe('telemetry quotas', () => {
  it('refuse the review’s 442 kB batch by default, and take a storefront batch of ten events', async () => {
    subject = await createTestApp();
    const noise = 'x'.repeat(8_000);
    const hostile = Array.from({ length: 55 }, () => event({ a: noise }));
    expect((await batch(subject, hostile)).statusCode).toBe(413);
    const storefront = Array.from({ length: 10 }, () =>
      event({
        currency: 'USD',
        products: Array.from({ length: 20 }, (_, id) => ({ id, name: `Item ${id}`, price: 4.99 })),
      }),
    );
    expect((await batch(subject, storefront)).statusCode).toBe(200);
  });

  it.each([
    ['a text over 8,192 characters', { note: 'x'.repeat(8_193) }],
    ['an object over 100 properties', Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))],
    ['a list over 200 items', { list: Array.from({ length: 201 }, (_, i) => i) }],
  ])('refuse an event holding %s with 400, storing nothing', async (_what, properties) => {
    subject = await createTestApp({
      env: { ANALYTICS_MAX_EVENT_BYTES: '100000', ANALYTICS_MAX_BATCH_BYTES: '200000' },
    });
    const response = await batch(subject, [event(), event(properties)]);
    expect(response.statusCode).toBe(400);
    const [row] = await subject.database.db.select({ n: count() }).from(telemetryEvents);
    expect(row?.n).toBe(0);
  });

  it('refuse a log line holding a text over 8,192 characters with 400', async () => {
    subject = await createTestApp({ env: { LOG_MAX_LINE_BYTES: '100000', LOG_MAX_BATCH_BYTES: '200000' } });
    const response = await subject.app.inject({
      method: 'POST',
      url: LOGS,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ message: 'boom', status: 'error', error: { stack: 'x'.repeat(9_000) } }),
    });
    expect(response.statusCode).toBe(400);
    const [row] = await subject.database.db.select({ n: count() }).from(telemetryLogs);
    expect(row?.n).toBe(0);
  });

  it('hold a quota across all addresses, however the address rotates', async () => {
    subject = await createTestApp({ env: { TELEMETRY_GLOBAL_RATE_LIMIT: '3', TELEMETRY_RATE_LIMIT_PER_IP: '100' } });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await batch(subject, [event()], `10.31.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('keep the newest TELEMETRY_MAX_ROWS rows of a table, deleting the oldest first', async () => {
    subject = await createTestApp({ env: { TELEMETRY_MAX_ROWS: '1000' } });
    const { db } = subject.database;
    const at = new Date('2025-03-01T10:00:00.000Z');
    const rows: EventRow[] = Array.from({ length: 1_200 }, (_, i) => ({
      writeKey: WRITE_KEY,
      messageId: `old-${i}`,
      type: 'track',
      event: 'Old',
      anonymousId: 'anon',
      userId: null,
      occurredAt: at,
      properties: {},
      context: {},
    }));
    await insertEvents(db, rows);
    // The next batch an hour later sweeps: 1,201 rows, of which the 201 oldest go.
    const realNow = subject.app.clock.now;
    subject.app.clock.now = () => new Date(Date.now() + 2 * 3_600_000);
    try {
      expect((await batch(subject, [event()])).statusCode).toBe(200);
    } finally {
      subject.app.clock.now = realNow;
    }
    const kept = await db
      .select({ messageId: telemetryEvents.messageId })
      .from(telemetryEvents)
      .orderBy(asc(telemetryEvents.id));
    expect(kept).toHaveLength(1000);
    expect(kept[0]?.messageId).toBe('old-201');
    expect(kept.at(-1)?.messageId).not.toMatch(/^old-/);
  });
});
