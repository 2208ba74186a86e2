import { APPLE_BUNDLE_ID, APPLE_KEY_ID, APPLE_SERVICES_ID, APPLE_TEAM_ID } from '@larder/stand-ins/apple';
import { hs256WithPublicKey, signingKey, unsignedToken } from '@larder/stand-ins/jwt-issuer';
import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, getSelf, markEmailVerified, sessionCookie, signUp } from '../../../test/accounts';
import {
  appleClaims,
  appleLogin,
  appleState,
  rowCounts,
  SSO_REFUSED,
  SSO_UNAVAILABLE,
  sharedDatabase,
} from '../../../test/sso';
import { providers, subject, useSsoApp } from '../../../test/sso-suite';
import { createTestApp } from '../../../test/test-app';
import { referrals } from '../../db/schema/referrals';

let codes = 0;

useSsoApp();

interface AttemptOptions {
  sub?: string;
  claims?: Record<string, unknown>;
  isWeb?: boolean;
  user?: string;
  /** Replaces the signed token. */
  idToken?: (nonce: string, claims: Record<string, unknown>) => Promise<string> | string;
  /** The code Apple would redeem for this person and client; `false` for a code Apple does not know. */
  code?: { clientId?: string; subject?: string } | false;
  cookie?: string;
  /** Other cookies the browser sends with the POST (a referral link's `larder_ref`). */
  extraCookie?: string;
  state?: string;
}

/** One Sign in with Apple as the storefront does it: a state, Apple's popup (a token and a code), our POST. */
async function attempt(options: AttemptOptions = {}, app = subject.app) {
  const issued = await appleState(app, options.cookie);
  const isWeb = options.isWeb ?? true;
  const sub = options.sub ?? 'apple-person';
  const claims = appleClaims(issued.nonce, {
    sub,
    aud: isWeb ? APPLE_SERVICES_ID : APPLE_BUNDLE_ID,
    email: `${sub}@privaterelay.appleid.com`,
    ...options.claims,
  });
  const idToken = options.idToken ? await options.idToken(issued.nonce, claims) : await providers.apple.sign(claims);
  codes += 1;
  const code = `c${codes}.0.abcd.efgh`;
  if (options.code !== false) {
    providers.appleCodes.set(code, {
      clientId: options.code?.clientId ?? (isWeb ? APPLE_SERVICES_ID : APPLE_BUNDLE_ID),
      subject: options.code?.subject ?? sub,
    });
  }
  const fields: Record<string, string> = {
    code,
    id_token: idToken,
    state: options.state ?? issued.state,
    is_web: String(isWeb),
  };
  if (options.user !== undefined) fields.user = options.user;
  const cookie = [issued.cookie, options.extraCookie].filter(Boolean).join('; ');
  const response = await appleLogin(app, fields, cookie);
  return { response, issued, fields };
}

describe('GET /api/apple_login/state/', () => {
  it('issues a state and a nonce and binds them to this browser with an HttpOnly cookie', async () => {
    const { response, state, nonce } = await appleState(subject.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nonce).not.toBe(state);
    const cookie = response.cookies.find((entry) => entry.name === 'apple_login_binding');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
  });

  it('keeps the browser binding across states (several tabs) and gives each a new state', async () => {
    const first = await appleState(subject.app);
    const second = await appleState(subject.app, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(second.state).not.toBe(first.state);
  });
});

describe('POST /api/apple_login/', () => {
  it('creates an account on the web, keeps the name Apple gives once, and exchanges the code', async () => {
    const user = JSON.stringify({ name: { firstName: 'Grace', lastName: 'Hopper' }, email: 'x@y.z' });
    const { response } = await attempt({ sub: 'apple-new', user });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customer: {
        id: expect.any(Number),
        email: 'apple-new@privaterelay.appleid.com',
        first_name: 'Grace',
        last_name: 'Hopper',
        did_checkout: false,
        email_verified: true,
      },
      created: true,
    });
    expect((await getSelf(subject.app, { cookie: sessionCookie(response) })).statusCode).toBe(200);

    const exchange = providers.appleTokenRequests.at(-1);
    expect(exchange?.form).toMatchObject({ client_id: APPLE_SERVICES_ID, grant_type: 'authorization_code' });
    expect(exchange?.clientSecretHeader).toMatchObject({ alg: 'ES256', kid: APPLE_KEY_ID });
    expect(exchange?.clientSecretClaims).toMatchObject({
      iss: APPLE_TEAM_ID,
      sub: APPLE_SERVICES_ID,
      aud: 'https://appleid.apple.com',
    });

    // Later logins carry no name: the one kept stays.
    const again = await attempt({ sub: 'apple-new' });
    expect(again.response.json()).toMatchObject({ created: false, customer: { first_name: 'Grace' } });
  });

  it('records the referral of the link’s cookie when it creates the account (issue 41), not on a later login', async () => {
    const referrer = await signUp(subject.app, { email: 'apple.referrer@example.com' });
    const view = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/referrals/self/',
      headers: { ...CLIENT_HEADERS, cookie: sessionCookie(referrer) },
    });
    const extraCookie = `larder_ref=${view.json().code}`;
    const { response } = await attempt({ sub: 'apple-referred', extraCookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().created).toBe(true);
    const friendId = response.json().customer.id as number;
    const rows = await subject.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
    expect(rows).toMatchObject([{ referrerId: referrer.json().id, status: 'joined' }]);

    const first = await attempt({ sub: 'apple-known' });
    expect(first.response.json().created).toBe(true);
    const again = await attempt({ sub: 'apple-known', extraCookie });
    expect(again.response.json().created).toBe(false);
    const none = await subject.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendId, first.response.json().customer.id as number));
    expect(none).toEqual([]);
  });

  it('signs the client secret so that only our key verifies it', async () => {
    await attempt({ sub: 'apple-secret' });
    const secret = providers.appleTokenRequests.at(-1)?.form.client_secret ?? '';
    await expect(jwtVerify(secret, (await signingKey('x')).privateKey)).rejects.toThrow();
  });

  it('accepts the bundle id as audience for the apps (is_web false)', async () => {
    const { response } = await attempt({ sub: 'apple-ios', isWeb: false });
    expect(response.statusCode).toBe(200);
    expect(providers.appleTokenRequests.at(-1)?.form.client_id).toBe(APPLE_BUNDLE_ID);
  });

  it('accepts is_web as 1/0', async () => {
    const issued = await appleState(subject.app);
    const token = await providers.apple.sign(appleClaims(issued.nonce, { sub: 'apple-1' }));
    providers.appleCodes.set('code-1', { clientId: APPLE_SERVICES_ID, subject: 'apple-1' });
    const response = await appleLogin(
      subject.app,
      { code: 'code-1', id_token: token, state: issued.state, is_web: '1' },
      issued.cookie,
    );
    expect(response.statusCode).toBe(200);
  });

  it('ignores an unreadable user field', async () => {
    const { response } = await attempt({ sub: 'apple-bad-user', user: '{"name": ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().customer).toMatchObject({ first_name: '', last_name: '' });
  });

  describe('refuses with 401 {detail, code} and writes no account, session or identity', () => {
    const cases: [string, AttemptOptions][] = [
      ['alg none', { idToken: (_nonce, claims) => unsignedToken(claims, 'apple-1') }],
      [
        'HS256 signed with the public key',
        { idToken: (_nonce, claims) => hs256WithPublicKey(claims, providers.apple.primary) },
      ],
      ['a wrong audience', { claims: { aud: 'com.someone.else' } }],
      ['the bundle id as audience on the web', { claims: { aud: APPLE_BUNDLE_ID } }],
      ['the Services ID as audience in the apps', { isWeb: false, claims: { aud: APPLE_SERVICES_ID } }],
      ['a wrong issuer', { claims: { iss: 'https://accounts.google.com' } }],
      ['a look-alike issuer', { claims: { iss: 'https://appleid.apple.com.evil.example' } }],
      ['an issuer without https', { claims: { iss: 'appleid.apple.com' } }],
      ['an issuer with a trailing slash', { claims: { iss: 'https://appleid.apple.com/' } }],
      ['an expired token', { claims: { iat: 1_600_000_000, exp: 1_600_000_600 } }],
      ['a token without a nonce', { claims: { nonce: undefined } }],
      ['another nonce', { claims: { nonce: 'Xx'.repeat(21).concat('X') } }],
      [
        'an unknown kid',
        { idToken: async (_nonce, claims) => providers.apple.sign(claims, { key: await signingKey('apple-unknown') }) },
      ],
      ['a token signed by Google', { idToken: (_nonce, claims) => providers.google.sign(claims) }],
      ['a state never issued', { state: 'A'.repeat(43) }],
      ['a code Apple does not know', { code: false }],
      ['a code issued for another person', { code: { subject: 'someone-else' } }],
      ['a code issued to another client', { code: { clientId: APPLE_BUNDLE_ID } }],
    ];
    it.each(cases)('%s', async (_name, options) => {
      const before = await rowCounts(subject.database);
      const { response } = await attempt({ sub: 'apple-refused', ...options });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SSO_REFUSED);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts(subject.database)).toEqual(before);
    });
  });

  it('refuses a state issued to another browser', async () => {
    const mine = await appleState(subject.app);
    const theirs = await appleState(subject.app);
    const token = await providers.apple.sign(appleClaims(theirs.nonce, { sub: 'apple-foreign' }));
    providers.appleCodes.set('code-foreign', { clientId: APPLE_SERVICES_ID, subject: 'apple-foreign' });
    const fields = { code: 'code-foreign', id_token: token, state: theirs.state, is_web: 'true' };
    expect((await appleLogin(subject.app, fields, mine.cookie)).json()).toEqual(SSO_REFUSED);
    expect((await appleLogin(subject.app, fields, '')).json()).toEqual(SSO_REFUSED);
    // The rightful browser can still use it.
    expect((await appleLogin(subject.app, fields, theirs.cookie)).statusCode).toBe(200);
  });

  it('refuses a state used before, even with a fresh code', async () => {
    const { response, issued, fields } = await attempt({ sub: 'apple-reuse' });
    expect(response.statusCode).toBe(200);
    providers.appleCodes.set('code-reuse', { clientId: APPLE_SERVICES_ID, subject: 'apple-reuse' });
    const replay = await appleLogin(subject.app, { ...fields, code: 'code-reuse' }, issued.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(SSO_REFUSED);
  });

  it('refuses a state that failed once (a state is spent by any attempt)', async () => {
    const { issued, fields } = await attempt({ sub: 'apple-spent', claims: { aud: 'wrong' } });
    const token = await providers.apple.sign(appleClaims(issued.nonce, { sub: 'apple-spent' }));
    providers.appleCodes.set('code-spent', { clientId: APPLE_SERVICES_ID, subject: 'apple-spent' });
    const retry = await appleLogin(subject.app, { ...fields, id_token: token, code: 'code-spent' }, issued.cookie);
    expect(retry.statusCode).toBe(401);
  });

  it('refuses a state older than ten minutes', async () => {
    const app = await createTestApp({ env: providers.env(), database: sharedDatabase(subject.database) });
    let now = Date.now();
    app.app.clock.now = () => new Date(now);
    const issued = await appleState(app.app);
    now += 601_000;
    const token = await providers.apple.sign(appleClaims(issued.nonce, { sub: 'apple-old' }));
    providers.appleCodes.set('code-old', { clientId: APPLE_SERVICES_ID, subject: 'apple-old' });
    const response = await appleLogin(
      app.app,
      { code: 'code-old', id_token: token, state: issued.state, is_web: 'true' },
      issued.cookie,
    );
    expect(response.statusCode).toBe(401);
    await app.app.close();
  });

  it.each([
    ['no fields', {}],
    ['a malformed state', { code: 'c', id_token: 't', state: 'short', is_web: 'true' }],
    ['a bad is_web', { code: 'c', id_token: 't', state: 'A'.repeat(43), is_web: 'yes' }],
    ['a long code', { code: 'c'.repeat(2049), id_token: 't', state: 'A'.repeat(43), is_web: 'true' }],
    ['a long user', { code: 'c', id_token: 't', state: 'A'.repeat(43), is_web: 'true', user: 'u'.repeat(2049) }],
  ])('answers %s with 400', async (_name, fields) => {
    const { cookie } = await appleState(subject.app);
    const response = await appleLogin(subject.app, fields as Record<string, string>, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Invalid request.', code: 'invalid_request' });
  });

  it('answers repeated form fields with 400, not 500', async () => {
    const { cookie } = await appleState(subject.app);
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/apple_login/',
      headers: { authorization: 'Client larder-web', 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: `code=a&code=b&id_token=t&state=${'A'.repeat(43)}&is_web=true`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('Apple unavailable: 503 and nothing written', () => {
  it.each([
    ['apple-keys', { status: 500 }],
    ['apple-keys', 'hang'],
    ['apple-token', { status: 503 }],
    ['apple-token', 'reset'],
    ['apple-token', 'hang'],
  ] as const)('%s %j', async (endpoint, failure) => {
    const app = await createTestApp({ env: providers.env(), database: sharedDatabase(subject.database) });
    providers.fail(endpoint, failure);
    const before = await rowCounts(subject.database);
    const { response } = await attempt({ sub: 'apple-down' }, app.app);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(SSO_UNAVAILABLE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts(subject.database)).toEqual(before);
    await app.app.close();
  });

  it('answers 503 when Apple refuses our client secret (a setting is wrong), not 401', async () => {
    const env = { ...providers.env(), APPLE_KEY_ID: 'WRONGKEY00' };
    const app = await createTestApp({ env, database: sharedDatabase(subject.database) });
    const { response } = await attempt({ sub: 'apple-misconfigured' }, app.app);
    expect(response.statusCode).toBe(503);
    await app.app.close();
  });
});

describe('linking Apple to an existing account', () => {
  it('joins the password account that verified its address when Apple says the address is verified ("true" or true)', async () => {
    for (const [sub, verified] of [
      ['apple-link-string', 'true'],
      ['apple-link-bool', true],
    ] as const) {
      const email = `${sub}@example.com`;
      const account = await signUp(subject.app, { email });
      await markEmailVerified(subject.database, email);
      const { response } = await attempt({ sub, claims: { email, email_verified: verified } });
      expect(response.json()).toMatchObject({ created: false, customer: { id: account.json().id } });
    }
  });

  it('never joins when the address is not verified', async () => {
    await signUp(subject.app, { email: 'apple-unverified@example.com' });
    const before = await rowCounts(subject.database);
    const { response } = await attempt({
      sub: 'apple-unverified',
      claims: { email: 'apple-unverified@example.com', email_verified: 'false' },
    });
    expect(response.statusCode).toBe(409);
    expect(await rowCounts(subject.database)).toEqual(before);
  });
});

describe('Apple sign-in switched off', () => {
  it('answers 404 on both endpoints when the Apple settings are unset', async () => {
    const env: Record<string, string> = providers.env();
    for (const name of ['APPLE_SERVICES_ID', 'APPLE_BUNDLE_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY']) {
      env[name] = '';
    }
    const off = await createTestApp({ env, database: sharedDatabase(subject.database) });
    expect((await appleState(off.app)).response.statusCode).toBe(404);
    expect((await appleLogin(off.app, {}, '')).statusCode).toBe(404);
    await off.app.close();
  });
});
