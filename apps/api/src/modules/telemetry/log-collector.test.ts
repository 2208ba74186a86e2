// The log collector takes what the Datadog browser-logs SDK sends through its `proxy` option (newline-delimited
// JSON as text/plain or a beacon), stores it, caps size and rate, and forwards to Datadog when DATADOG_API_KEY is
// set: tested against a local stand-in intake configured through DATADOG_LOGS_URL, as production is.
import zlib from 'node:zlib';
import { type DatadogIntakeStandIn, startDatadogIntakeStandIn } from '@larder/stand-ins/datadog-intake';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { telemetryLogs } from '../../db/schema/telemetry';

const TOKEN = 'larder-web';

function logUrl(token = TOKEN, extra = '') {
  const forward = `/api/v2/logs?ddsource=browser&dd-api-key=${token}&dd-evp-origin-version=7.16.2&dd-evp-origin=browser&dd-request-id=1${extra}`;
  return `/api/collect/logs?ddforward=${encodeURIComponent(forward)}`;
}

function line(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    view: { referrer: '', url: 'https://shop.larder.test/signup/' },
    date: Date.parse('2025-03-01T10:00:00.000Z'),
    message: 'Unknown error response',
    status: 'error',
    origin: 'logger',
    service: 'web',
    session_id: 'b1c2',
    attention_required: true,
    ddtags: 'sdk_version:7.16.2,env:prod,service:web',
    ...overrides,
  });
}

describe('the browser-logs collector', () => {
  let subject: TestApp | undefined;
  let intake: DatadogIntakeStandIn | undefined;
  afterEach(async () => {
    await subject?.app.close();
    await intake?.close();
    subject = undefined;
    intake = undefined;
  });

  async function stored() {
    if (!subject) throw new Error('no app');
    return subject.database.db.select().from(telemetryLogs).orderBy(asc(telemetryLogs.id));
  }

  function post(
    payload: string | Buffer,
    url = logUrl(),
    headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' },
  ) {
    if (!subject) throw new Error('no app');
    return subject.app.inject({ method: 'POST', url, headers, payload });
  }

  it('stores each line of a newline-delimited batch with its service, env, status and attributes', async () => {
    subject = await createTestApp();
    const response = await post(
      `${line()}\n${line({ message: 'page shown', status: 'info', attention_required: undefined })}`,
    );
    expect(response.statusCode).toBe(202);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      service: 'web',
      env: 'prod',
      status: 'error',
      message: 'Unknown error response',
      loggedAt: new Date('2025-03-01T10:00:00.000Z'),
      forwardPending: false,
    });
    expect(rows[0]?.attributes).toMatchObject({ attention_required: true, ddsource: 'browser', origin: 'logger' });
    expect(rows[1]).toMatchObject({ message: 'page shown', status: 'info' });
  });

  it('stores a beacon (no content type) and a deflate-compressed batch', async () => {
    subject = await createTestApp();
    expect((await post(Buffer.from(line()), logUrl(), {})).statusCode).toBe(202);
    const compressed = zlib.deflateSync(`${line({ message: 'compressed' })}\n`);
    expect((await post(compressed, logUrl(TOKEN, '&dd-evp-encoding=deflate'), {})).statusCode).toBe(202);
    expect((await stored()).map((row) => row.message)).toEqual(['Unknown error response', 'compressed']);
  });

  it('refuses an unknown or missing client token with 401', async () => {
    subject = await createTestApp();
    expect((await post(line(), logUrl('someone-else'))).statusCode).toBe(401);
    const missing = await post(
      line(),
      `/api/collect/logs?ddforward=${encodeURIComponent('/api/v2/logs?ddsource=browser')}`,
    );
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'unknown_client_token' });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a line that is not JSON', `${line()}\n{"message": `],
    ['a line that is not an object', `${line()}\n[1,2]`],
    ['an unknown status', line({ status: 'shouting' })],
    ['an empty body', '\n\n'],
    // Security review finding 3: a date after year 9999 made the insert fail with 500.
    ['a date after year 9999', line({ date: 253_402_300_800_000 })],
    ['a negative date', line({ date: -1 })],
    ['attributes nested 5,000 deep', `{"message":"x","status":"info","a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    subject = await createTestApp();
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses other Datadog tracks (RUM, telemetry) with 400', async () => {
    subject = await createTestApp();
    const rum = `/api/collect/logs?ddforward=${encodeURIComponent(`/api/v2/rum?dd-api-key=${TOKEN}`)}`;
    expect((await post(line(), rum)).statusCode).toBe(400);
  });

  it('refuses a batch over LOG_MAX_BATCH_BYTES and a line over LOG_MAX_LINE_BYTES with 413', async () => {
    subject = await createTestApp({ env: { LOG_MAX_BATCH_BYTES: '4000', LOG_MAX_LINE_BYTES: '1000' } });
    const many = Array.from({ length: 20 }, () => line()).join('\n');
    expect((await post(many)).statusCode).toBe(413);
    const long = await post(`${line()}\n${line({ message: 'x'.repeat(1200) })}`);
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({ code: 'log_line_too_large' });
    const bomb = zlib.deflateSync(Buffer.alloc(100_000, 0x20));
    expect((await post(bomb, logUrl(TOKEN, '&dd-evp-encoding=deflate'), {})).statusCode).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 past TELEMETRY_RATE_LIMIT_PER_IP requests in a window', async () => {
    subject = await createTestApp({ env: { TELEMETRY_RATE_LIMIT_PER_IP: '2' } });
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await post(line())).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
  });

  it('masks secrets in messages and attributes', async () => {
    subject = await createTestApp();
    await post(
      line({
        message: 'login failed for password=hunter2',
        error: { message: 'bad', stack: 'at x' },
        data: { token: 'abc', email: 'ada@example.com' },
        view: { url: 'https://shop.larder.test/login/?next=/plan/&token=abc' },
      }),
    );
    const [row] = await stored();
    expect(row?.message).toBe('login failed for password=[redacted]');
    expect(row?.attributes).toMatchObject({
      data: { token: '[redacted]', email: 'ada@example.com' },
      view: { url: 'https://shop.larder.test/login/?next=/plan/&token=[redacted]' },
    });
  });

  describe('forwarding to Datadog', () => {
    async function forwardingApp(env: NodeJS.ProcessEnv = {}) {
      intake = await startDatadogIntakeStandIn();
      subject = await createTestApp({
        env: {
          DATADOG_API_KEY: 'dd-secret-key',
          DATADOG_LOGS_URL: intake.url,
          DATADOG_FORWARD_INTERVAL_MS: '50',
          ...env,
        },
      });
      return intake;
    }

    it('sends stored logs to the intake with the API key, then marks them forwarded', async () => {
      const standIn = await forwardingApp();
      expect((await post(`${line()}\n${line({ message: 'second' })}`)).statusCode).toBe(202);
      const [request] = await standIn.received(1);
      expect(request).toMatchObject({ path: '/api/v2/logs', apiKey: 'dd-secret-key', contentType: 'application/json' });
      expect(request?.logs).toEqual([
        expect.objectContaining({
          message: 'Unknown error response',
          service: 'web',
          ddsource: 'browser',
          ddtags: expect.stringContaining('env:prod'),
        }),
        expect.objectContaining({ message: 'second' }),
      ]);
      await expect.poll(async () => (await stored()).map((row) => row.forwardPending)).toEqual([false, false]);
      expect((await stored())[0]?.forwardedAt).toBeInstanceOf(Date);
    });

    it('retries after the intake fails, and gives up on a refusal that retrying cannot fix', async () => {
      const standIn = await forwardingApp();
      standIn.answerWith(503);
      await post(line({ message: 'retried' }));
      const [first, second] = await standIn.received(2);
      expect(first?.logs).toEqual([expect.objectContaining({ message: 'retried' })]);
      expect(second?.logs).toEqual(first?.logs);
      await expect.poll(async () => (await stored())[0]?.forwardedAt).toBeInstanceOf(Date);

      standIn.answerWith(403);
      await post(line({ message: 'refused' }));
      await standIn.received(3);
      await expect.poll(async () => (await stored())[1]?.forwardPending).toBe(false);
      const refused = (await stored())[1];
      expect(refused).toMatchObject({ forwardAttempts: 1, forwardedAt: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(standIn.requests).toHaveLength(3);
    });

    it('stores only (never forwards) when DATADOG_API_KEY is not set', async () => {
      intake = await startDatadogIntakeStandIn();
      subject = await createTestApp({ env: { DATADOG_LOGS_URL: intake.url, DATADOG_FORWARD_INTERVAL_MS: '50' } });
      await post(line());
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(intake.requests).toEqual([]);
      expect(await stored()).toEqual([expect.objectContaining({ forwardPending: false })]);
    });
  });
});
