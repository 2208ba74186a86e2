// Issue 44, the operators' second factor (docs/decisions/200-operators.md), with OPERATOR_REQUIRE_TOTP=true:
// - each session records whether it gave a code: setting up an authenticator in one session never lets another,
//   password-only session in, and confirming ends the operator's other sessions;
// - a set-up belongs to the session that started it (another session's start does not replace it), each start is
//   audited with its session, and wrong confirmation codes are limited per operator (429);
// - sign-in failures for one operator back off from any address (wrong passwords and wrong codes alike).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { atTime } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const PASSWORD = 'a long operator passphrase';

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      OPERATOR_REQUIRE_TOTP: 'true',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '10',
      LOGIN_BACKOFF_AFTER_FAILURES: '5',
      LOGIN_BACKOFF_MAX_SECONDS: '60',
    },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const call = (cookie: string | undefined, options: InjectOptions & { headers?: Record<string, string> }) =>
  api.inject({ ...options, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...options.headers } });

const signIn = (email: string, extra: Record<string, string> = {}, remoteAddress = '198.51.100.1') =>
  api.inject({
    method: 'POST',
    url: '/api/admin/session/',
    headers: CLIENT_HEADERS,
    remoteAddress,
    payload: { email, password: PASSWORD, ...extra },
  });

function cookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
const wrongCodeFor = async (secret: string, when: Date) =>
  (Number(await codeAt(secret, when)) + 500_000).toString().padStart(6, '0').slice(-6);
const addAdmin = (email: string) =>
  new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords).add(
    email,
    'admin',
    PASSWORD,
    null,
  );

const start = (cookie: string, remoteAddress = '198.51.100.1') =>
  call(cookie, { method: 'POST', url: '/api/admin/session/totp/', remoteAddress });
const confirm = (cookie: string, code: string) =>
  call(cookie, { method: 'POST', url: '/api/admin/session/totp/confirm/', payload: { code } });

describe('setting up an authenticator in one session', () => {
  it('never upgrades another password-only session, which ends', async () => {
    await addAdmin('upgrade@example.com');
    const a = cookieOf(await signIn('upgrade@example.com'));
    const b = cookieOf(await signIn('upgrade@example.com'));
    expect((await call(a, { method: 'GET', url: '/api/admin/audit/' })).json().code).toBe('totp_enrolment_required');

    const { secret } = (await start(b)).json() as { secret: string };
    const now = new Date();
    const confirmed = await atTime(api, now, async () => confirm(b, await codeAt(secret, now)));
    expect(confirmed.statusCode).toBe(200);

    // Session B gave a code: it goes on. Session A never did: it is over, not upgraded.
    expect((await call(b, { method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(200);
    const audit = await call(a, { method: 'GET', url: '/api/admin/audit/' });
    expect(audit.statusCode).toBe(401);
    expect(audit.json().code).toBe('operator_not_authenticated');
    const config = await call(a, { method: 'PUT', url: '/api/admin/configs/x.y/', payload: { value: '1' } });
    expect(config.statusCode).toBe(401);
    expect((await call(a, { method: 'GET', url: '/api/admin/session/' })).statusCode).toBe(401);
  });

  it('belongs to the session that started it: another start neither replaces it nor can confirm it', async () => {
    const admin = await addAdmin('takeover@example.com');
    const owner = cookieOf(await signIn('takeover@example.com'));
    const other = cookieOf(await signIn('takeover@example.com', {}, '203.0.113.99'));
    const mine = (await start(owner)).json() as { secret: string };
    const theirs = (await start(other, '203.0.113.99')).json() as { secret: string };
    expect(theirs.secret).not.toBe(mine.secret);

    // A code from the owner's secret is nothing to the other session, and the owner's set-up still stands.
    const now = new Date();
    expect((await atTime(api, now, async () => confirm(other, await codeAt(mine.secret, now)))).statusCode).toBe(400);
    const confirmed = await atTime(api, now, async () => confirm(owner, await codeAt(mine.secret, now)));
    expect(confirmed.statusCode).toBe(200);
    // The other session ended with the confirmation: its own set-up cannot be finished.
    const late = new Date(now.getTime() + 30_000);
    expect((await atTime(api, late, async () => confirm(other, await codeAt(theirs.secret, late)))).statusCode).toBe(
      401,
    );

    // The audit tells the two starts apart: each names its session and address.
    const begun = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(admin.id)), eq(auditLog.action, 'operator.totp_begin')));
    expect(begun).toHaveLength(2);
    const afters = begun.map((row) => row.after as { session: string; ip: string });
    expect(afters[0]?.session).toMatch(/^[0-9a-f]{8}$/);
    expect(afters[0]?.session).not.toBe(afters[1]?.session);
    expect(afters.map((after) => after.ip).sort()).toEqual(['198.51.100.1', '203.0.113.99']);
    expect(JSON.stringify(begun)).not.toContain(mine.secret);
    const [enrolled] = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(admin.id)), eq(auditLog.action, 'operator.totp_enrol')));
    expect((enrolled?.after as { session?: string } | undefined)?.session).toBe(
      afters.find((after) => after.ip === '198.51.100.1')?.session,
    );
  });

  it('limits wrong confirmation codes per operator (429), across sessions', async () => {
    await addAdmin('guesses@example.com');
    const first = cookieOf(await signIn('guesses@example.com'));
    const { secret } = (await start(first)).json() as { secret: string };
    const now = new Date();
    const wrong = await wrongCodeFor(secret, now);
    const answers: number[] = [];
    for (let guess = 0; guess < 10; guess += 1)
      answers.push((await atTime(api, now, () => confirm(first, wrong))).statusCode);
    expect(answers).toEqual(Array(10).fill(400));
    const refused = await atTime(api, now, () => confirm(first, wrong));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A fresh session of the same operator does not start the count again, even with the right code.
    const second = cookieOf(await signIn('guesses@example.com', {}, '203.0.113.50'));
    const again = (await start(second)).json() as { secret: string };
    const right = await atTime(api, now, async () => confirm(second, await codeAt(again.secret, now)));
    expect(right.statusCode).toBe(429);
  });
});

describe('failed sign-ins for one operator from rotating addresses', () => {
  it('back off from any address, wrong passwords and wrong codes alike, then let the owner in', async () => {
    await addAdmin('rotated@example.com');
    const setUp = cookieOf(await signIn('rotated@example.com'));
    const { secret } = (await start(setUp)).json() as { secret: string };
    const base = new Date();
    expect((await atTime(api, base, async () => confirm(setUp, await codeAt(secret, base)))).statusCode).toBe(200);

    let address = 0;
    const from = () => {
      address += 1;
      return `192.0.2.${address}`;
    };
    let at = new Date(base.getTime() + 60_000);
    const attempt = async (extra: Record<string, string>) =>
      atTime(api, at, () => signIn('rotated@example.com', extra, from()));

    // Five failures (wrong passwords and wrong codes), each from a new address, then the next try waits.
    for (let index = 0; index < 3; index += 1) {
      expect((await attempt({ password: 'not the passphrase', totp_code: '000000' })).statusCode).toBe(401);
    }
    const wrong = await wrongCodeFor(secret, at);
    for (let index = 0; index < 2; index += 1) expect((await attempt({ totp_code: wrong })).statusCode).toBe(401);
    const waiting = await attempt({ totp_code: await codeAt(secret, at) });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');

    // Each failure past the wait doubles the next one, whatever the address.
    const waits: number[] = [];
    let current = 1;
    for (let index = 0; index < 3; index += 1) {
      at = new Date(at.getTime() + current * 1000);
      expect((await attempt({ totp_code: await wrongCodeFor(secret, at) })).statusCode).toBe(401);
      const refused = await attempt({ totp_code: await codeAt(secret, at) });
      expect(refused.statusCode).toBe(429);
      current = Number(refused.headers['retry-after']);
      waits.push(current);
    }
    expect(waits).toEqual([2, 4, 8]);

    // Once the wait is over, the owner's password and code get in.
    at = new Date(at.getTime() + current * 1000 + 30_000);
    const owner = await attempt({ totp_code: await codeAt(secret, at) });
    expect(owner.statusCode).toBe(200);
  });
});
