import { SsoErrorCode } from '@larder/contracts/schemas/sso';
import { RecoveryMessage } from '@larder/contracts/values/account-security';
import { hs256WithPublicKey, signingKey, unsignedToken } from '@larder/stand-ins/jwt-issuer';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, getSelf, markEmailVerified, sessionCookie, signUp } from '../../../test/accounts';
import { googleClaims, googleLogin, rowCounts, SSO_REFUSED, SSO_UNAVAILABLE, sharedDatabase } from '../../../test/sso';
import { providers, subject, useSsoApp } from '../../../test/sso-suite';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { referrals } from '../../db/schema/referrals';

useSsoApp();

describe('POST /api/google_login/', () => {
  it('creates an account from a valid ID token, signs it in and says created', async () => {
    const token = await providers.google.sign(googleClaims({ sub: 'g-new', email: 'new.person@gmail.com' }));
    const response = await googleLogin(subject.app, { idToken: token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      customer: {
        id: expect.any(Number),
        email: 'new.person@gmail.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        did_checkout: false,
        email_verified: true,
      },
      created: true,
    });
    const self = await getSelf(subject.app, { cookie: sessionCookie(response) });
    expect(self.json().email).toBe('new.person@gmail.com');
  });

  it('records the referral of the link’s cookie when it creates the account (issue 41), not on a later login', async () => {
    const referrer = await signUp(subject.app, { email: 'sso.referrer@example.com' });
    const view = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/referrals/self/',
      headers: { ...CLIENT_HEADERS, cookie: sessionCookie(referrer) },
    });
    const cookie = `larder_ref=${view.json().code}`;
    const token = await providers.google.sign(googleClaims({ sub: 'g-referred', email: 'sso.friend@gmail.com' }));
    const created = await googleLogin(subject.app, { idToken: token }, { cookie });
    expect(created.json().created).toBe(true);
    const friendId = created.json().customer.id as number;
    const rows = await subject.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
    expect(rows).toMatchObject([{ referrerId: referrer.json().id, status: 'joined' }]);

    const known = await providers.google.sign(googleClaims({ sub: 'g-known', email: 'sso.known@gmail.com' }));
    const first = await googleLogin(subject.app, { idToken: known });
    await googleLogin(subject.app, { idToken: known }, { cookie });
    const none = await subject.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendId, first.json().customer.id as number));
    expect(none).toEqual([]);
  });

  it('finds the same customer on a repeated login, with a new session, and says not created', async () => {
    const token = await providers.google.sign(googleClaims({ sub: 'g-repeat', email: 'repeat@gmail.com' }));
    const first = await googleLogin(subject.app, { idToken: token });
    const second = await googleLogin(subject.app, { idToken: token }, { cookie: sessionCookie(first) });
    expect(second.statusCode).toBe(200);
    expect(second.json().created).toBe(false);
    expect(second.json().customer.id).toBe(first.json().customer.id);
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    expect((await getSelf(subject.app, { cookie: sessionCookie(first) })).statusCode).toBe(403);
  });

  it('accepts both issuer spellings Google uses', async () => {
    const token = await providers.google.sign(googleClaims({ sub: 'g-iss', iss: 'accounts.google.com' }));
    expect((await googleLogin(subject.app, { idToken: token })).statusCode).toBe(200);
  });

  it('accepts any of the configured client ids as audience', async () => {
    const token = await providers.google.sign(
      googleClaims({ sub: 'g-aud2', email: 'aud2@gmail.com', aud: 'other-client.apps.googleusercontent.com' }),
    );
    expect((await googleLogin(subject.app, { idToken: token })).statusCode).toBe(200);
  });

  describe('refuses with 401 {detail, code} and writes nothing', () => {
    const claims = () => googleClaims({ sub: 'g-refused', email: 'refused@gmail.com' });
    const cases: [string, () => Promise<string>][] = [
      ['alg none', async () => unsignedToken(claims(), 'google-1')],
      ['HS256 signed with the public key', async () => hs256WithPublicKey(claims(), providers.google.primary)],
      [
        'a wrong audience',
        () => providers.google.sign({ ...claims(), aud: 'someone-else.apps.googleusercontent.com' }),
      ],
      ['an audience list without ours', () => providers.google.sign({ ...claims(), aud: ['a', 'b'] })],
      ['a wrong issuer', () => providers.google.sign({ ...claims(), iss: 'https://evil.example' })],
      [
        'a look-alike issuer',
        () => providers.google.sign({ ...claims(), iss: 'https://accounts.google.com.evil.example' }),
      ],
      ['an issuer with a path', () => providers.google.sign({ ...claims(), iss: 'https://accounts.google.com/evil' })],
      ['an issuer in another case', () => providers.google.sign({ ...claims(), iss: 'https://Accounts.Google.com' })],
      ['no issuer', () => providers.google.sign({ ...claims(), iss: undefined })],
      ['an expired token', () => providers.google.sign({ ...claims(), iat: 1_600_000_000, exp: 1_600_003_600 })],
      [
        'a token expired beyond the clock tolerance',
        () => providers.google.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 120 }),
      ],
      ['a token without exp', () => providers.google.sign({ ...claims(), exp: undefined })],
      ['a token not valid yet', () => providers.google.sign({ ...claims(), nbf: Math.floor(Date.now() / 1000) + 600 })],
      ['a token without sub', () => providers.google.sign({ ...claims(), sub: undefined })],
      [
        'a token signed by a key Google does not publish',
        async () => providers.google.sign(claims(), { key: await signingKey('google-1') }),
      ],
      [
        'a token with a tampered payload',
        async () => {
          const [header, , signature] = (await providers.google.sign(claims())).split('.');
          const payload = Buffer.from(JSON.stringify({ ...claims(), sub: 'someone-else' })).toString('base64url');
          return `${header}.${payload}.${signature}`;
        },
      ],
      [
        'RS256 from another issuer (Apple key)',
        () => providers.google.sign(claims(), { key: providers.apple.primary }),
      ],
      ['a token that is not a JWT', async () => 'not-a-jwt'],
      ['five segments (an encrypted token)', async () => 'a.b.c.d.e'],
      ['garbage segments', async () => '%%%.@@@.!!!'],
    ];
    it.each(cases)('%s', async (_name, make) => {
      const before = await rowCounts(subject.database);
      const response = await googleLogin(subject.app, { idToken: await make() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SSO_REFUSED);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts(subject.database)).toEqual(before);
    });
  });

  it.each([
    ['no body', undefined],
    ['no idToken', {}],
    ['an empty idToken', { idToken: '' }],
    ['a number', { idToken: 42 }],
    ['an array', { idToken: ['a'] }],
    ['a token over the size limit', { idToken: 'a'.repeat(10_001) }],
    ['a JSON array body', ['a']],
  ])('answers %s with 400', async (_name, body) => {
    const response = await googleLogin(subject.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expect.objectContaining({ detail: expect.any(String), code: expect.any(String) }));
  });

  it('requires the client key', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/google_login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ idToken: 'x' }),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('Google keys: cached as Cache-Control says, refetched once on an unknown kid', () => {
  let app: TestApp;
  let now: number;
  beforeEach(async () => {
    now = Date.now();
    providers.google.published = [...providers.google.keys];
    providers.google.headers = { 'cache-control': 'public, max-age=600, must-revalidate, no-transform' };
    providers.google.fetches = 0;
    app = await createTestApp({ env: providers.env(), database: sharedDatabase(subject.database) });
    app.app.clock.now = () => new Date(now);
  });
  afterEach(async () => {
    await app.app.close();
    providers.google.headers = { 'cache-control': 'public, max-age=3600' };
  });

  const login = async (sub: string, key = providers.google.primary) =>
    googleLogin(app.app, {
      idToken: await providers.google.sign(googleClaims({ sub, email: `${sub}@gmail.com` }), { key }),
    });

  it('fetches the keys once while max-age lasts, and again after it', async () => {
    expect((await login('cache-1')).statusCode).toBe(200);
    now += 599_000;
    expect((await login('cache-1')).statusCode).toBe(200);
    expect(providers.google.fetches).toBe(1);
    now += 2000;
    expect((await login('cache-1')).statusCode).toBe(200);
    expect(providers.google.fetches).toBe(2);
  });

  it('follows no-store by fetching every time', async () => {
    providers.google.headers = { 'cache-control': 'no-store' };
    await login('cache-2');
    await login('cache-2');
    expect(providers.google.fetches).toBe(2);
  });

  it('counts the Age header against max-age', async () => {
    providers.google.headers = { 'cache-control': 'public, max-age=600', age: '500' };
    await login('cache-3');
    now += 99_000;
    await login('cache-3');
    expect(providers.google.fetches).toBe(1);
    now += 2000;
    await login('cache-3');
    expect(providers.google.fetches).toBe(2);
  });

  it('uses Expires when there is no max-age', async () => {
    const date = new Date();
    providers.google.headers = {
      date: date.toUTCString(),
      expires: new Date(date.getTime() + 120_000).toUTCString(),
    };
    await login('cache-4');
    now += 100_000;
    await login('cache-4');
    expect(providers.google.fetches).toBe(1);
    now += 30_000;
    await login('cache-4');
    expect(providers.google.fetches).toBe(2);
  });

  it('accepts a token signed by a newly rotated key after one refetch', async () => {
    expect((await login('rotate')).statusCode).toBe(200);
    const rotated = await signingKey('google-2');
    providers.google.published = [...providers.google.published, rotated];
    now += 31_000;
    const response = await login('rotate', rotated);
    expect(response.statusCode).toBe(200);
    expect(providers.google.fetches).toBe(2);
  });

  it('refuses an unknown kid after one refetch, and does not refetch again for each such token', async () => {
    expect((await login('unknown-kid')).statusCode).toBe(200);
    now += 31_000;
    const stranger = await signingKey('google-unknown');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await login('unknown-kid', stranger);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SSO_REFUSED);
    }
    expect(providers.google.fetches).toBe(2);
  });
});

describe('Google unavailable', () => {
  it.each([
    ['answers 503', { status: 503 }],
    ['answers 404', { status: 404 }],
    ['drops the connection', 'reset'],
    ['never answers', 'hang'],
  ] as const)('answers 503 when the key endpoint %s, and writes nothing', async (_name, failure) => {
    const fresh = await createTestApp({ env: providers.env(), database: sharedDatabase(subject.database) });
    providers.fail('google-keys', failure);
    const before = await rowCounts(subject.database);
    const token = await providers.google.sign(googleClaims({ sub: 'g-down', email: 'down@gmail.com' }));
    const response = await googleLogin(fresh.app, { idToken: token });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(SSO_UNAVAILABLE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts(subject.database)).toEqual(before);
    await fresh.app.close();
  });
});

describe('linking Google to an existing account (docs/decisions/040-sso-account-linking.md)', () => {
  it('joins the password account that verified its address when Google says it is verified; its other sessions end', async () => {
    const account = await signUp(subject.app, { email: 'Linked.Person@example.com' });
    await markEmailVerified(subject.database, 'Linked.Person@example.com');
    const token = await providers.google.sign(
      googleClaims({ sub: 'g-link', email: 'linked.person@EXAMPLE.com', email_verified: true }),
    );
    const response = await googleLogin(subject.app, { idToken: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: false, customer: { id: account.json().id } });
    expect((await getSelf(subject.app, { cookie: sessionCookie(account) })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: sessionCookie(response) })).json().id).toBe(account.json().id);
  });

  it('never joins a password account whose address was not verified: 409 sso_link_required, nothing joined', async () => {
    // The pre-registration attack: someone signs up with the victim's address and a password of their own.
    const attacker = await signUp(subject.app, { email: 'victim@example.com', password: 'attacker chose this one' });
    const before = await rowCounts(subject.database);
    const token = await providers.google.sign(
      googleClaims({ sub: 'g-victim', email: 'victim@example.com', email_verified: true }),
    );
    const response = await googleLogin(subject.app, { idToken: token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: SsoErrorCode.LinkRequired, detail: RecoveryMessage.LinkRequired });
    expect(response.cookies).toEqual([]);
    expect(await rowCounts(subject.database)).toEqual(before);
    // The attacker's session still shows their own account, with no Google identity in it.
    const methods = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/customers/self/sign-in-methods/',
      headers: { ...CLIENT_HEADERS, cookie: sessionCookie(attacker) },
    });
    expect(methods.json()).toEqual({ has_password: true, identities: [] });
  });

  it.each([
    ['false', false],
    ['"false"', 'false'],
    ['missing', undefined],
    ['"yes"', 'yes'],
    ['1', 1],
  ])('never joins when email_verified is %s: 409, nothing written', async (name, verified) => {
    const email = `unverified-${name.replaceAll('"', '')}@example.com`;
    await signUp(subject.app, { email });
    const before = await rowCounts(subject.database);
    const token = await providers.google.sign(
      googleClaims({ sub: `g-unverified-${name}`, email, email_verified: verified }),
    );
    const response = await googleLogin(subject.app, { idToken: token });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: "There's already an account with this email address.",
      code: 'email_taken',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts(subject.database)).toEqual(before);
  });
});

describe('Google sign-in switched off', () => {
  it('answers 404 when GOOGLE_CLIENT_IDS is unset', async () => {
    const env = { ...providers.env(), GOOGLE_CLIENT_IDS: '' };
    const off = await createTestApp({ env, database: sharedDatabase(subject.database) });
    const token = await providers.google.sign(googleClaims());
    const response = await googleLogin(off.app, { idToken: token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    await off.app.close();
  });
});
