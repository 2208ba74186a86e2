// The analytics collector speaks the Segment protocol the real SDK uses: settings, batches as JSON or text/plain
// (with the Basic-auth preflight a cross-origin storefront causes), single events, sendBeacon-style bodies.
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { telemetryEvents } from '../../db/schema/telemetry';

const WRITE_KEY = 'larder-web';
const BASIC = `Basic ${Buffer.from(`${WRITE_KEY}:`).toString('base64')}`;
const STOREFRONT = 'https://shop.larder.test';

function event(overrides: Record<string, unknown> = {}) {
  return {
    type: 'track',
    event: 'Signed Up',
    messageId: `ajs-next-${Math.random().toString(36).slice(2)}`,
    anonymousId: 'anon-1',
    timestamp: '2025-03-01T10:00:00.000Z',
    properties: { currency: 'USD' },
    context: { page: { path: '/signup/' }, library: { name: 'analytics.js', version: 'next-1.84.3' } },
    ...overrides,
  };
}

describe('the Segment-protocol collector', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
    subject = undefined;
  });

  async function stored() {
    if (!subject) throw new Error('no app');
    return subject.database.db.select().from(telemetryEvents).orderBy(asc(telemetryEvents.id));
  }

  it('answers the settings request with our collector as the only destination and the SDK metrics off', async () => {
    subject = await createTestApp({ env: { PUBLIC_API_ORIGIN: 'http://api.larder.test' } });
    // The address comes from PUBLIC_API_ORIGIN, never from the Host the client sent (the answer is cacheable).
    const response = await subject.app.inject({
      url: `/api/collect/segment/v1/projects/${WRITE_KEY}/settings`,
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json();
    expect(settings.integrations).toEqual({
      'Segment.io': expect.objectContaining({
        apiKey: WRITE_KEY,
        apiHost: 'api.larder.test/api/collect/segment/v1',
        protocol: 'http',
      }),
    });
    expect(settings.metrics).toEqual({ sampleRate: 0 });
    expect(settings.remotePlugins).toEqual([]);
  });

  it('refuses settings for an unknown write key with 401', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ url: '/api/collect/segment/v1/projects/nope/settings' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'unknown_write_key' });
  });

  it('stores a batch sent as text/plain with Basic auth, as the SDK sends it', async () => {
    subject = await createTestApp();
    const identify = event({
      type: 'identify',
      event: undefined,
      userId: 42,
      traits: { email: 'ada@example.com', currency: 'USD' },
    });
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: [event(), identify], sentAt: new Date().toISOString() }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      writeKey: WRITE_KEY,
      type: 'track',
      event: 'Signed Up',
      anonymousId: 'anon-1',
      userId: null,
      properties: { currency: 'USD' },
      occurredAt: new Date('2025-03-01T10:00:00.000Z'),
    });
    expect(rows[0]?.context).toMatchObject({ page: { path: '/signup/' } });
    expect(rows[1]).toMatchObject({ type: 'identify', userId: '42', properties: { email: 'ada@example.com' } });
  });

  it('stores a batch sent as application/json with the write key in the body', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/batch',
      headers: { 'content-type': 'application/json' },
      payload: { writeKey: WRITE_KEY, batch: [event({ type: 'page', event: undefined, name: 'Sign up' })] },
    });
    expect(response.statusCode).toBe(200);
    expect(await stored()).toEqual([expect.objectContaining({ type: 'page', event: 'Sign up' })]);
  });

  it('stores a sendBeacon-style body (no content type, write key in the body) and a single event', async () => {
    subject = await createTestApp();
    const beacon = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      payload: Buffer.from(JSON.stringify({ writeKey: WRITE_KEY, batch: [event()] })),
    });
    expect(beacon.statusCode).toBe(200);
    const { type: _type, ...withoutType } = event({ event: 'Quiz Started' });
    const single = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/t',
      headers: { 'content-type': 'text/plain;charset=UTF-8', authorization: BASIC },
      payload: JSON.stringify(withoutType),
    });
    expect(single.statusCode).toBe(200);
    expect((await stored()).map((row) => row.event)).toEqual(['Signed Up', 'Quiz Started']);
  });

  it('stores an event sent again (an SDK retry) once', async () => {
    subject = await createTestApp();
    const body = JSON.stringify({ batch: [event({ messageId: 'same-id' })] });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/collect/segment/v1/b',
        headers: { 'content-type': 'text/plain', authorization: BASIC },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await stored()).toHaveLength(1);
  });

  it('refuses an unknown or missing write key with 401 and stores nothing', async () => {
    subject = await createTestApp();
    const unknown = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: `Basic ${Buffer.from('other:').toString('base64')}` },
      payload: JSON.stringify({ batch: [event()] }),
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'unknown_write_key' });
    const missing = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ batch: [event()] }),
    });
    expect(missing.statusCode).toBe(401);
    expect(await stored()).toEqual([]);
  });

  // A good event rides along with each bad one: the batch is refused whole.
  const withGood = (bad: Record<string, unknown>) => JSON.stringify({ batch: [event(), event(bad)] });
  it.each([
    ['not JSON', '{"batch": ['],
    ['an empty body', ''],
    ['a JSON array', '[]'],
    ['an empty batch', JSON.stringify({ batch: [] })],
    ['an unknown event type', withGood({ type: 'purchase' })],
    ['a track without a name', withGood({ event: undefined })],
    ['an event without any id', withGood({ anonymousId: undefined })],
    ['a bad timestamp', withGood({ timestamp: 'yesterday' })],
    ['properties that are not an object', withGood({ properties: 'x' })],
    // Security review finding 3: arrays nested 5,000 deep overflowed the stack while measuring the event (500).
    [
      'properties nested 5,000 deep',
      `{"batch":[{"type":"track","event":"x","anonymousId":"a","properties":{"p":${'['.repeat(5000)}${']'.repeat(5000)}}}]}`,
    ],
    [
      'properties nested deeper than any storefront event',
      withGood({ properties: { p: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) } }),
    ],
  ])('refuses %s with 400 and stores nothing of the batch', async (_name, payload) => {
    subject = await createTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^(malformed_batch|invalid_event)$/);
    expect(await stored()).toEqual([]);
  });

  it('refuses a batch over ANALYTICS_MAX_BATCH_BYTES and an event over ANALYTICS_MAX_EVENT_BYTES with 413', async () => {
    subject = await createTestApp({ env: { ANALYTICS_MAX_BATCH_BYTES: '4000', ANALYTICS_MAX_EVENT_BYTES: '1000' } });
    const many = Array.from({ length: 20 }, () => event());
    const batch = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: many }),
    });
    expect(batch.statusCode).toBe(413);
    const big = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: [event(), event({ properties: { note: 'x'.repeat(1200) } })] }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'event_too_large' });
    expect(await stored()).toEqual([]);
  });

  it('answers 429 with Retry-After past TELEMETRY_RATE_LIMIT_PER_IP requests in a window', async () => {
    subject = await createTestApp({
      env: { TELEMETRY_RATE_LIMIT_PER_IP: '3', TELEMETRY_RATE_LIMIT_WINDOW_SECONDS: '60' },
    });
    const post = () =>
      subject?.app.inject({
        method: 'POST',
        url: '/api/collect/segment/v1/b',
        headers: { 'content-type': 'text/plain', authorization: BASIC },
        payload: JSON.stringify({ batch: [event()] }),
      });
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await post())?.statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post();
    expect(limited?.headers['retry-after']).toMatch(/^\d+$/);
    expect(await stored()).toHaveLength(3);
  });

  it('removes passwords, tokens and secret query parameters before storing', async () => {
    subject = await createTestApp();
    const leaky = event({
      properties: { currency: 'USD', password: 'hunter2', nested: { captcha_token: 'abc', keep: 'yes' } },
      context: { page: { url: 'https://shop.larder.test/signup/?token=s3cret&utm_source=news' } },
    });
    await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: [leaky] }),
    });
    const [row] = await stored();
    expect(row?.properties).toEqual({
      currency: 'USD',
      password: '[redacted]',
      nested: { captcha_token: '[redacted]', keep: 'yes' },
    });
    expect(row?.context).toMatchObject({
      page: { url: 'https://shop.larder.test/signup/?token=[redacted]&utm_source=news' },
    });
    expect(JSON.stringify(row)).not.toContain('hunter2');
  });

  it('stores text PostgreSQL would refuse (NUL, lone surrogates) instead of failing', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: [event({ event: 'A\u0000B', properties: { text: 'x\ud800y' } })] }),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({ event: 'AB', properties: { text: 'x\ufffdy' } });
  });

  describe('from a storefront on another origin', () => {
    it('answers the preflight its Basic authorisation causes and accepts the batch', async () => {
      subject = await createTestApp({ env: { CORS_ORIGINS: STOREFRONT } });
      const preflight = await subject.app.inject({
        method: 'OPTIONS',
        url: '/api/collect/segment/v1/b',
        headers: {
          origin: STOREFRONT,
          'access-control-request-method': 'POST',
          // X-Retry-Count: what the SDK adds when it sends a batch again.
          'access-control-request-headers': 'authorization,content-type,x-retry-count',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(STOREFRONT);
      const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
      expect(allowed).toContain('authorization');
      expect(allowed).toContain('x-retry-count');
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/collect/segment/v1/b',
        headers: { origin: STOREFRONT, 'content-type': 'text/plain', authorization: BASIC },
        payload: JSON.stringify({ batch: [event()] }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(STOREFRONT);
      const settings = await subject.app.inject({
        url: `/api/collect/segment/v1/projects/${WRITE_KEY}/settings`,
        headers: { origin: STOREFRONT },
      });
      expect(settings.headers['access-control-allow-origin']).toBe(STOREFRONT);
    });

    it('still refuses posts from origins that are not the storefront', async () => {
      subject = await createTestApp({ env: { CORS_ORIGINS: STOREFRONT } });
      const response = await subject.app.inject({
        method: 'POST',
        url: '/api/collect/segment/v1/b',
        headers: { origin: 'https://evil.example', 'content-type': 'text/plain', authorization: BASIC },
        payload: JSON.stringify({ batch: [event()] }),
      });
      expect(response.statusCode).toBe(403);
      expect(await stored()).toEqual([]);
    });
  });

  it('needs no client key', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/collect/segment/v1/b',
      headers: { 'content-type': 'text/plain', authorization: BASIC },
      payload: JSON.stringify({ batch: [event()] }),
    });
    expect(response.statusCode).toBe(200);
  });
});
