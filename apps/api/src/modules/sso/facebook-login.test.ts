import type { FacebookToken } from '@larder/stand-ins/facebook';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, getSelf, sessionCookie, signUp } from '../../../test/accounts';
import { facebookLogin, rowCounts, SSO_REFUSED, SSO_UNAVAILABLE, sharedDatabase } from '../../../test/sso';
import { providers, subject, useSsoApp } from '../../../test/sso-suite';
import { createTestApp } from '../../../test/test-app';
import { referrals } from '../../db/schema/referrals';

let tokens = 0;

useSsoApp();

/** A user access token Facebook knows, as FB.login hands it to the page. */
function facebookToken(userId: string, overrides: Partial<FacebookToken> = {}): string {
  tokens += 1;
  const token = `EAAB${tokens}ZCZBtoken${userId}`;
  providers.facebookTokens.set(token, {
    user_id: userId,
    profile: { first_name: 'Ada', last_name: 'Lovelace', email: `fb${userId}@example.com` },
    ...overrides,
  });
  return token;
}

describe('POST /api/facebook_login/', () => {
  it('creates an account from a valid token, reading the profile with appsecret_proof', async () => {
    const token = facebookToken('1001');
    const response = await facebookLogin(subject.app, { user_id: '1001', token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      customer: {
        id: expect.any(Number),
        email: 'fb1001@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        did_checkout: false,
        email_verified: false,
      },
      created: true,
    });
    expect((await getSelf(subject.app, { cookie: sessionCookie(response) })).statusCode).toBe(200);
    const [debug, me] = providers.graphRequests.slice(-2);
    expect(debug?.pathname).toBe('/graph/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe(token);
    expect(me?.pathname).toBe('/graph/me');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds the same customer on a repeated login (with a new token) and says not created', async () => {
    const first = await facebookLogin(subject.app, { user_id: '1002', token: facebookToken('1002') });
    const second = await facebookLogin(subject.app, { user_id: '1002', token: facebookToken('1002') });
    expect(second.json()).toMatchObject({ created: false, customer: { id: first.json().customer.id } });
  });

  it('records the referral of the link’s cookie when it creates the account (issue 41), not on a later login', async () => {
    const referrer = await signUp(subject.app, { email: 'facebook.referrer@example.com' });
    const view = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/referrals/self/',
      headers: { ...CLIENT_HEADERS, cookie: sessionCookie(referrer) },
    });
    const cookie = `larder_ref=${view.json().code}`;
    const created = await facebookLogin(subject.app, { user_id: '1101', token: facebookToken('1101') }, { cookie });
    expect(created.json().created).toBe(true);
    const friendId = created.json().customer.id as number;
    const rows = await subject.database.db.select().from(referrals).where(eq(referrals.friendId, friendId));
    expect(rows).toMatchObject([{ referrerId: referrer.json().id, status: 'joined' }]);

    const first = await facebookLogin(subject.app, { user_id: '1102', token: facebookToken('1102') });
    const again = await facebookLogin(subject.app, { user_id: '1102', token: facebookToken('1102') }, { cookie });
    expect(again.json().created).toBe(false);
    const none = await subject.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.friendId, first.json().customer.id as number));
    expect(none).toEqual([]);
  });

  it('accepts a token that does not expire (expires_at 0)', async () => {
    const response = await facebookLogin(subject.app, {
      user_id: '1003',
      token: facebookToken('1003', { expires_at: 0 }),
    });
    expect(response.statusCode).toBe(200);
  });

  describe('refuses with 401 {detail, code} and writes nothing', () => {
    const cases: [string, () => { user_id: string; token: string }][] = [
      ['a token Facebook does not know', () => ({ user_id: '2001', token: 'EAABnotatoken' })],
      ['a token that is not valid', () => ({ user_id: '2002', token: facebookToken('2002', { is_valid: false }) })],
      [
        'a token issued to another app',
        () => ({ user_id: '2003', token: facebookToken('2003', { app_id: '999999' }) }),
      ],
      ['a token of another user', () => ({ user_id: '2004', token: facebookToken('2005') })],
      [
        'an expired token',
        () => ({ user_id: '2006', token: facebookToken('2006', { expires_at: Math.floor(Date.now() / 1000) - 10 }) }),
      ],
      [
        'a profile of another user',
        () => ({ user_id: '2007', token: facebookToken('2007', { profile: { id: '2008', email: 'x@example.com' } }) }),
      ],
    ];
    it.each(cases)('%s', async (_name, make) => {
      const before = await rowCounts(subject.database);
      const response = await facebookLogin(subject.app, make());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SSO_REFUSED);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await rowCounts(subject.database)).toEqual(before);
    });
  });

  it('refuses when Facebook does not accept our app token (a wrong secret): 401, nothing written', async () => {
    const env = { ...providers.env(), FACEBOOK_APP_SECRET: 'anothersecret123' };
    const app = await createTestApp({ env, database: sharedDatabase(subject.database) });
    const before = await rowCounts(subject.database);
    const response = await facebookLogin(app.app, { user_id: '2009', token: facebookToken('2009') });
    expect(response.statusCode).toBe(401);
    expect(await rowCounts(subject.database)).toEqual(before);
    await app.app.close();
  });

  it.each([
    ['no fields', {}],
    ['a user id that is not a number', { user_id: 'abc', token: 't' }],
    ['a token with spaces', { user_id: '1', token: 'a b' }],
    ['an over-long token', { user_id: '1', token: 't'.repeat(4097) }],
  ])('answers %s with 400', async (_name, fields) => {
    const response = await facebookLogin(subject.app, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('never joins an account by a Facebook email: 409, the account untouched, nothing written', async () => {
    const account = await signUp(subject.app, { email: 'fb3001@example.com' });
    expect(account.statusCode).toBe(201);
    const before = await rowCounts(subject.database);
    const response = await facebookLogin(subject.app, { user_id: '3001', token: facebookToken('3001') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: "There's already an account with this email address.",
      code: 'email_taken',
    });
    expect(await rowCounts(subject.database)).toEqual(before);
  });

  it('answers 400 when Facebook shares no email and there is no account yet', async () => {
    const token = facebookToken('3002', { profile: { first_name: 'No', last_name: 'Email' } });
    const response = await facebookLogin(subject.app, { user_id: '3002', token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'The sign-in provider did not share an email address.',
      code: 'sso_email_required',
    });
  });
});

describe('Facebook unavailable: 503 and nothing written', () => {
  it.each([[{ status: 500 }], [{ status: 503 }], ['reset'], ['hang']] as const)('Graph API %j', async (failure) => {
    providers.fail('graph', failure);
    const before = await rowCounts(subject.database);
    const response = await facebookLogin(subject.app, { user_id: '4001', token: facebookToken('4001') });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(SSO_UNAVAILABLE);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCounts(subject.database)).toEqual(before);
  });
});

describe('Facebook sign-in switched off', () => {
  it('answers 404 when FACEBOOK_APP_ID and FACEBOOK_APP_SECRET are unset', async () => {
    const env = { ...providers.env(), FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' };
    const off = await createTestApp({ env, database: sharedDatabase(subject.database) });
    const response = await facebookLogin(off.app, { user_id: '1', token: 't' });
    expect(response.statusCode).toBe(404);
    await off.app.close();
  });
});
