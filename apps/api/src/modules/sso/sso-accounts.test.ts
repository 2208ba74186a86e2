// Also on the PostgreSQL server (its tests tagged postgres-server): eight first logins of one identity at once make one customer: unique indexes between concurrent transactions.
// Which account an SSO login lands in (docs/decisions/040-sso-account-linking.md), under concurrency too, and
// that no input to the three login endpoints makes the API answer 5xx.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, markEmailVerified, signUp } from '../../../test/accounts';
import { encodeForm } from '../../../test/form-encoding';
import { appleClaims, appleLogin, appleState, facebookLogin, googleClaims, googleLogin } from '../../../test/sso';
import { providers, subject, useSsoApp } from '../../../test/sso-suite';
import { customers } from '../../db/schema/customers';
import { ssoIdentities } from '../../db/schema/sso';

useSsoApp();

const google = async (claims: Record<string, unknown>) =>
  googleLogin(subject.app, { idToken: await providers.google.sign(googleClaims(claims)) });

function facebook(userId: string, email: string) {
  const token = `EAAB${userId}${Math.random().toString(36).slice(2)}`;
  providers.facebookTokens.set(token, { user_id: userId, profile: { first_name: 'F', last_name: 'B', email } });
  return facebookLogin(subject.app, { user_id: userId, token });
}

async function apple(sub: string, email: string, verified: boolean | string) {
  const issued = await appleState(subject.app);
  const token = await providers.apple.sign(appleClaims(issued.nonce, { sub, email, email_verified: verified }));
  providers.appleCodes.set(`code-${sub}-${issued.state}`, { clientId: 'com.larder.web', subject: sub });
  return appleLogin(
    subject.app,
    { code: `code-${sub}-${issued.state}`, id_token: token, state: issued.state, is_web: 'true' },
    issued.cookie,
  );
}

async function accountsWith(email: string) {
  return subject.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email})`);
}

async function identitiesOf(provider: string, subjectId: string) {
  return subject.database.db
    .select({ customerId: ssoIdentities.customerId })
    .from(ssoIdentities)
    .where(sql`${ssoIdentities.provider} = ${provider} and ${ssoIdentities.subject} = ${subjectId}`);
}

describe('concurrent first logins of one identity create one customer', { tags: ['postgres-server'] }, () => {
  it('Google (a verified address): one account, one identity, one answer says created', async () => {
    const token = await providers.google.sign(googleClaims({ sub: 'race-google', email: 'race.google@gmail.com' }));
    const responses = await Promise.all(Array.from({ length: 8 }, () => googleLogin(subject.app, { idToken: token })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.filter((response) => response.json().created)).toHaveLength(1);
    expect(new Set(responses.map((response) => response.json().customer.id)).size).toBe(1);
    expect(await accountsWith('race.google@gmail.com')).toHaveLength(1);
    expect(await identitiesOf('google', 'race-google')).toHaveLength(1);
  });

  it('Facebook (an address never trusted): one account, one identity', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => facebook('5550001', 'race.fb@example.com')));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(responses.filter((response) => response.json().created)).toHaveLength(1);
    expect(await accountsWith('race.fb@example.com')).toHaveLength(1);
    expect(await identitiesOf('facebook', '5550001')).toHaveLength(1);
  });

  it('joining an existing password account: all sign in, one identity', async () => {
    const account = await signUp(subject.app, { email: 'race.join@example.com' });
    await markEmailVerified(subject.database, 'race.join@example.com');
    const token = await providers.google.sign(googleClaims({ sub: 'race-join', email: 'race.join@example.com' }));
    const responses = await Promise.all(Array.from({ length: 8 }, () => googleLogin(subject.app, { idToken: token })));
    for (const response of responses) {
      expect(response.json()).toMatchObject({ created: false, customer: { id: account.json().id } });
    }
    expect(await identitiesOf('google', 'race-join')).toHaveLength(1);
  });
});

describe('which account a login lands in', () => {
  it('keys identities by subject: a changed address still finds the same customer', async () => {
    const first = await google({ sub: 'moves', email: 'old.address@gmail.com' });
    const second = await google({ sub: 'moves', email: 'new.address@gmail.com' });
    expect(second.json()).toMatchObject({ created: false, customer: { id: first.json().customer.id } });
  });

  it('keeps providers apart: the same subject at another provider is another identity', async () => {
    const viaGoogle = await google({ sub: '777', email: 'subject.google@gmail.com' });
    const viaFacebook = await facebook('777', 'subject.facebook@example.com');
    expect(viaFacebook.json().created).toBe(true);
    expect(viaFacebook.json().customer.id).not.toBe(viaGoogle.json().customer.id);
  });

  it('joins an account made through a provider that vouched for its address (Google, then Apple)', async () => {
    const viaGoogle = await google({ sub: 'g-then-apple', email: 'both@example.com' });
    const viaApple = await apple('a-then', 'both@example.com', 'true');
    expect(viaApple.json()).toMatchObject({ created: false, customer: { id: viaGoogle.json().customer.id } });
  });

  it('never joins an account made through Facebook, whose address nobody vouched for', async () => {
    await facebook('5550002', 'squatted@example.com');
    const response = await google({ sub: 'victim', email: 'squatted@example.com', email_verified: true });
    expect(response.statusCode).toBe(409);
    expect(await identitiesOf('google', 'victim')).toHaveLength(0);
  });

  it('signs a joined identity in later without looking at the address again', async () => {
    const account = await signUp(subject.app, { email: 'later@example.com' });
    await markEmailVerified(subject.database, 'later@example.com');
    await google({ sub: 'later', email: 'later@example.com' });
    const again = await google({ sub: 'later', email: 'later@example.com', email_verified: false });
    expect(again.json()).toMatchObject({ created: false, customer: { id: account.json().id } });
  });

  it('records the login time on the account', async () => {
    const response = await google({ sub: 'login-time', email: 'login.time@gmail.com' });
    const [row] = await subject.database.db
      .select({ lastLoginAt: customers.lastLoginAt })
      .from(customers)
      .where(eq(customers.id, response.json().customer.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe('no input makes the SSO endpoints answer 5xx', () => {
  const RUNS = 30;
  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('', 'true', 'false', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '\u0000', 'A'.repeat(43)),
    fc.string({ minLength: 2000, maxLength: 2100 }),
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: text },
    { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 })) },
  );
  const body = (fields: string[]) =>
    fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] });

  function encode(values: Record<string, unknown>, asJson: boolean): string {
    return asJson ? JSON.stringify(values) : encodeForm(values);
  }

  it.each([
    ['/api/google_login/', ['idToken', 'extra']],
    ['/api/apple_login/', ['code', 'id_token', 'state', 'is_web', 'user']],
    ['/api/facebook_login/', ['user_id', 'token']],
  ])('%s', async (url, fields) => {
    const { cookie } = await appleState(subject.app);
    await fc.assert(
      fc.asyncProperty(body(fields), fc.boolean(), async (values, asJson) => {
        const response = await subject.app.inject({
          method: 'POST',
          url,
          headers: {
            ...CLIENT_HEADERS,
            cookie,
            'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
          },
          payload: encode(values, asJson),
        });
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
      }),
      { numRuns: RUNS },
    );
  });
});
