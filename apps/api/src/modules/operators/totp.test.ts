// A second factor with an authenticator app (docs/decisions/200-operators.md), with OPERATOR_REQUIRE_TOTP=true: an
// admin without one may only enrol it (403 elsewhere); enrolling needs a code from the new secret; from then on a
// sign-in needs the current code, each code once; support and operations are not forced to enrol.
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
  subject = await createTestApp({ env: { OPERATOR_REQUIRE_TOTP: 'true', AUTH_RATE_LIMIT_PER_EMAIL: '100' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const call = (cookie: string | undefined, options: InjectOptions & { headers?: Record<string, string> }) =>
  api.inject({ ...options, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...options.headers } });

const signIn = (email: string, extra: Record<string, string> = {}) =>
  call(undefined, { method: 'POST', url: '/api/admin/session/', payload: { email, password: PASSWORD, ...extra } });

function cookieOf(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });

describe('authenticator app (TOTP)', () => {
  it('makes an admin enrol before anything else, then asks every sign-in for a fresh code', async () => {
    const accounts = new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords);
    const admin = await accounts.add('totp.admin@example.com', 'admin', PASSWORD, null);
    const first = await signIn('totp.admin@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ operator: { totp_enabled: false }, totp_enrolment_required: true });
    const cookie = cookieOf(first);

    const blocked = await call(cookie, { method: 'GET', url: '/api/admin/audit/' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('totp_enrolment_required');
    expect(blocked.json().detail).toContain('authenticator app');
    expect(
      (await call(cookie, { method: 'PUT', url: '/api/admin/configs/x.y/', payload: { value: '1' } })).statusCode,
    ).toBe(403);

    // Confirming before starting is refused.
    const early = await call(cookie, {
      method: 'POST',
      url: '/api/admin/session/totp/confirm/',
      payload: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('totp_not_started');

    const started = await call(cookie, { method: 'POST', url: '/api/admin/session/totp/' });
    expect(started.statusCode).toBe(201);
    const { secret, otpauth_uri } = started.json() as { secret: string; otpauth_uri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Larder:totp\.admin%40example\.com\?/);
    expect(otpauth_uri).toContain(`secret=${secret}`);

    const now = new Date();
    const wrong = (Number(await codeAt(secret, now)) + 1).toString().padStart(6, '0').slice(-6);
    const refused = await call(cookie, {
      method: 'POST',
      url: '/api/admin/session/totp/confirm/',
      payload: { code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_totp');
    const malformed = await call(cookie, {
      method: 'POST',
      url: '/api/admin/session/totp/confirm/',
      payload: { code: 'abcdef' },
    });
    expect(malformed.statusCode).toBe(400);

    const confirmed = await atTime(api, now, async () =>
      call(cookie, {
        method: 'POST',
        url: '/api/admin/session/totp/confirm/',
        payload: { code: await codeAt(secret, now) },
      }),
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id: admin.id, totp_enabled: true });
    expect((await call(cookie, { method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(200);
    const again = await call(cookie, { method: 'POST', url: '/api/admin/session/totp/' });
    expect(again.statusCode).toBe(409);

    const [enrolled] = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'operator'), eq(auditLog.action, 'operator.totp_enrol')));
    expect(enrolled).toMatchObject({
      operatorId: admin.id,
      recordId: String(admin.id),
      before: { totp_enabled: false },
      after: { totp_enabled: true },
    });
    expect(JSON.stringify(enrolled)).not.toContain(secret);

    // From now on a sign-in needs the code: absent, wrong, reused.
    const noCode = await signIn('totp.admin@example.com');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('totp_required');
    expect(noCode.cookies).toEqual([]);
    const wrongCode = await signIn('totp.admin@example.com', { totp_code: wrong });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().code).toBe('invalid_totp');
    // The code used to enrol is used up.
    const replayed = await atTime(api, now, async () =>
      signIn('totp.admin@example.com', { totp_code: await codeAt(secret, now) }),
    );
    expect(replayed.json().code).toBe('invalid_totp');

    const next = new Date(now.getTime() + 30_000);
    const good = await atTime(api, next, async () =>
      signIn('totp.admin@example.com', { totp_code: await codeAt(secret, next) }),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ operator: { totp_enabled: true }, totp_enrolment_required: false });
    // A code from two minutes ago is too old.
    const later = new Date(now.getTime() + 150_000);
    const stale = await atTime(api, later, async () =>
      signIn('totp.admin@example.com', { totp_code: await codeAt(secret, now) }),
    );
    expect(stale.json().code).toBe('invalid_totp');
  });

  it('does not force support or operations to enrol, and lets them enrol if they choose', async () => {
    const accounts = new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords);
    await accounts.add('totp.support@example.com', 'support', PASSWORD, null);
    const response = await signIn('totp.support@example.com');
    expect(response.json().totp_enrolment_required).toBe(false);
    const cookie = cookieOf(response);
    expect((await call(cookie, { method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(200);
    expect((await call(cookie, { method: 'POST', url: '/api/admin/session/totp/' })).statusCode).toBe(201);
  });
});
