// Authenticator secrets at rest: sealed under OPERATOR_TOTP_KEY, opened only with that key, a changed value refused;
// and through the real routes, a secret never in the database as it is, one written in clear before the key sealed at
// its next use, a process without the key unable to sign the operator in (until an admin resets the authenticator).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { atTime } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { operatorSessions, operators } from '../../db/schema/operators';
import { OperatorAccounts } from './operator-accounts';
import { SecretBox } from './secret-box';

const KEY = crypto.randomBytes(32);
const PASSWORD = 'a long operator passphrase';

describe('SecretBox', () => {
  it('seals with a fresh nonce, opens only with its key, and refuses a changed value', () => {
    const box = new SecretBox(KEY);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const one = box.seal(secret);
    const two = box.seal(secret);
    expect(one).toMatch(/^sealed:v1:[\w-]{16}\.[\w-]+$/);
    expect(one).not.toContain(secret);
    expect(one).not.toBe(two);
    expect(box.open(one)).toEqual({ secret, sealed: true });
    expect(box.open(two)).toEqual({ secret, sealed: true });

    expect(new SecretBox(crypto.randomBytes(32)).open(one)).toBeUndefined();
    expect(new SecretBox(undefined).open(one)).toBeUndefined();
    const body = one.slice(one.indexOf('.') + 1);
    const flipped = `${body.slice(0, 5)}${body[5] === 'A' ? 'B' : 'A'}${body.slice(6)}`;
    for (const changed of [
      `${one.slice(0, one.indexOf('.') + 1)}${flipped}`,
      one.slice(0, -2),
      `${one}.extra`,
      'sealed:v1:',
      'sealed:v1:abc',
    ]) {
      expect(box.open(changed), changed).toBeUndefined();
    }
    // Written in clear (no key then): read as it is, and said to be in clear.
    expect(box.open(secret)).toEqual({ secret, sealed: false });
    expect(new SecretBox(undefined).seal(secret)).toBe(secret);
  });
});

describe('authenticator secrets at rest, through the routes', () => {
  let plain: TestApp;
  let keyed: FastifyInstance;
  let closeKeyed: () => Promise<void>;

  beforeAll(async () => {
    plain = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '100' } });
    const withKey = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_EMAIL: '100', OPERATOR_TOTP_KEY: KEY.toString('hex') },
      database: plain.database,
    });
    keyed = withKey.app;
    closeKeyed = () => withKey.app.close();
  });

  afterAll(async () => {
    await closeKeyed?.();
    await plain?.app.close();
  });

  const signIn = (api: FastifyInstance, email: string, extra: Record<string, string> = {}) =>
    api.inject({
      method: 'POST',
      url: '/api/admin/session/',
      headers: CLIENT_HEADERS,
      payload: { email, password: PASSWORD, ...extra },
    });

  const stored = async (email: string) => {
    const [row] = await plain.database.db.select().from(operators).where(eq(operators.email, email));
    return row;
  };

  /** Enrols an authenticator through `api`'s routes at `when`; its secret. */
  async function enrol(api: FastifyInstance, email: string, when: Date): Promise<string> {
    await new OperatorAccounts(plain.database.db, api.clock, api.operatorSessions, api.passwords).add(
      email,
      'admin',
      PASSWORD,
      null,
    );
    const first = await signIn(api, email);
    const cookie = first.cookies.find((entry) => entry.name === 'larder_operator');
    const headers = { ...CLIENT_HEADERS, cookie: `larder_operator=${cookie?.value}` };
    const started = await api.inject({ method: 'POST', url: '/api/admin/session/totp/', headers });
    const { secret } = started.json() as { secret: string };
    const confirmed = await atTime(api, when, async () =>
      api.inject({
        method: 'POST',
        url: '/api/admin/session/totp/confirm/',
        headers,
        payload: { code: await generate({ secret, epoch: Math.floor(when.getTime() / 1000) }) },
      }),
    );
    expect(confirmed.statusCode).toBe(200);
    return secret;
  }

  const codeAt = (secret: string, when: Date) => generate({ secret, epoch: Math.floor(when.getTime() / 1000) });
  const step = (start: Date, steps: number) => new Date(start.getTime() + steps * 30_000);

  it('keeps a sealed secret, signs in with its codes, and a process without the key cannot', async () => {
    const start = new Date();
    const secret = await enrol(keyed, 'sealed.admin@example.com', start);
    const row = await stored('sealed.admin@example.com');
    expect(row?.totpSecret).toMatch(/^sealed:v1:/);
    expect(row?.totpSecret).not.toContain(secret);
    // The set-up's pending secret went with its confirmation (the session row keeps none).
    const sessions = await plain.database.db
      .select()
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, row?.id ?? 0));
    expect(sessions.map((session) => session.totpPendingSecret)).toEqual([null]);

    const later = step(start, 2);
    const good = await atTime(keyed, later, async () =>
      signIn(keyed, 'sealed.admin@example.com', { totp_code: await codeAt(secret, later) }),
    );
    expect(good.statusCode).toBe(200);

    // The same database read by a process without the key: the right code cannot be checked, so no way in.
    const elsewhere = step(start, 4);
    const refused = await atTime(plain.app, elsewhere, async () =>
      signIn(plain.app, 'sealed.admin@example.com', { totp_code: await codeAt(secret, elsewhere) }),
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('invalid_totp');
    expect(refused.cookies).toEqual([]);
  });

  it('seals a secret written in clear at its first use with the key, which still signs in', async () => {
    const start = new Date();
    const secret = await enrol(plain.app, 'clear.admin@example.com', start);
    expect((await stored('clear.admin@example.com'))?.totpSecret).toBe(secret);

    const later = step(start, 2);
    const first = await atTime(keyed, later, async () =>
      signIn(keyed, 'clear.admin@example.com', { totp_code: await codeAt(secret, later) }),
    );
    expect(first.statusCode).toBe(200);
    const sealed = (await stored('clear.admin@example.com'))?.totpSecret;
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain(secret);

    const next = step(start, 4);
    const again = await atTime(keyed, next, async () =>
      signIn(keyed, 'clear.admin@example.com', { totp_code: await codeAt(secret, next) }),
    );
    expect(again.statusCode).toBe(200);
  });
});
