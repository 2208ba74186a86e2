// Also on the PostgreSQL server (its tests tagged postgres-server): two uses of one reset link at once, one wins: concurrent transactions on the token row.
// Password recovery and address verification through real email (the SMTP stand-in): the same answer for any
// address, tokens stored as hashes, valid for their time, used once, void once the password changes; a reset ends
// every session; bad tokens are 400 with a code, never 500.
import crypto from 'node:crypto';
import { RecoveryMessage, TokenErrorCode } from '@larder/contracts/values/account-security';
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, GOOD_PASSWORD, getSelf, logIn, sessionCookie, signUp } from '../../../test/accounts';
import { SITE_ORIGIN, useMailApp } from '../../../test/mail';
import { accountTokens } from '../../db/schema/account-tokens';
import { customers } from '../../db/schema/customers';
import { TOKEN_SWEEP_QUEUE } from './account-services';

const suite = useMailApp({ env: { AUTH_RATE_LIMIT_PER_EMAIL: '5', FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '8' } });

const post = (url: string, payload: object, options: { cookie?: string; remoteAddress?: string } = {}) =>
  suite.app.inject({
    method: 'POST',
    url,
    headers: { ...CLIENT_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

let addressCounter = 0;
/** A fresh client address per call, so the per-address limits of one test do not reach the next. */
function anotherIp(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

const isReset = (email: string) => (message: { to: string[]; subject: string }) =>
  message.to.includes(email) && message.subject === 'Reset your Larder password';

/** The link of the nth (from 1) reset email to this address, waiting for it. */
async function resetLinkFor(email: string, nth = 1) {
  await suite.smtp.waitFor(() => suite.smtp.messages.filter(isReset(email)).length >= nth);
  const mail = suite.smtp.messages.filter(isReset(email))[nth - 1];
  if (!mail) throw new Error(`no reset email ${nth} to ${email}`);
  return SmtpStandIn.link(mail, '/password/reset/');
}

const forgot = (email: string, remoteAddress = anotherIp()) =>
  post('/api/password/forgot/', { email }, { remoteAddress });

describe('forgot password', () => {
  it('answers the same for an address with an account and one without; only the account gets a link', async () => {
    await signUp(suite.app, { email: 'has.account@example.com' }, { remoteAddress: anotherIp() });
    const known = await forgot('has.account@example.com');
    const unknown = await forgot('no.account@example.com');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ detail: RecoveryMessage.LinkSent });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    const link = await resetLinkFor('has.account@example.com');
    expect(link.origin).toBe(SITE_ORIGIN);
    const token = link.searchParams.get('token') ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Stored only as its hash.
    const rows = await suite.database.db.select().from(accountTokens);
    expect(rows.some((row) => row.tokenHash === token || JSON.stringify(row).includes(token))).toBe(false);
    const hash = crypto.createHash('sha256').update(token).digest('hex');
    expect(rows.filter((row) => row.tokenHash === hash)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(suite.smtp.to('no.account@example.com')).toEqual([]);
  });

  it('limits asking per address and per client address (429 with Retry-After)', async () => {
    const ip = anotherIp();
    const answers = [];
    for (let index = 0; index < 9; index += 1)
      answers.push((await forgot(`limit.${index}@example.com`, ip)).statusCode);
    expect(answers.slice(0, 8)).toEqual(Array(8).fill(202));
    expect(answers[8]).toBe(429);
    const perAddress = [];
    for (let index = 0; index < 6; index += 1) perAddress.push(await forgot('Same.Address@example.com'));
    expect(perAddress.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(perAddress[5]?.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('re-validates the address on the server: 400 with the field message, and nothing queued', async () => {
    const response = await forgot('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ email: ['Enter valid email'] });
  });
});

describe('resetting the password', () => {
  it('sets the password, ends every session, signs this browser in; the link then is used', async () => {
    const email = 'resetting@example.com';
    const first = await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    const second = await logIn(suite.app, { email, password: GOOD_PASSWORD }, { remoteAddress: anotherIp() });
    await forgot(email);
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    expect((await post('/api/password/reset/check/', { token })).json()).toEqual({ valid: true });

    const reset = await post('/api/password/reset/', { token, password: 'a brand new passphrase' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email, email_verified: true });
    for (const old of [first, second])
      expect((await getSelf(suite.app, { cookie: sessionCookie(old) })).statusCode).toBe(403);
    expect((await getSelf(suite.app, { cookie: sessionCookie(reset) })).json().email).toBe(email);
    expect(
      (await logIn(suite.app, { email, password: GOOD_PASSWORD }, { remoteAddress: anotherIp() })).statusCode,
    ).toBe(400);
    expect(
      (await logIn(suite.app, { email, password: 'a brand new passphrase' }, { remoteAddress: anotherIp() }))
        .statusCode,
    ).toBe(200);

    const again = await post('/api/password/reset/', { token, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: TokenErrorCode.Used, detail: RecoveryMessage.TokenUsed });
    await suite.smtp.waitFor(
      (message) => message.to.includes(email) && message.subject === 'Your Larder password was changed',
    );
  });

  it('applies the sign-up password policy, and a refused password leaves the link usable', async () => {
    const email = 'policy.reset@example.com';
    await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    await forgot(email);
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    const weak = await post('/api/password/reset/', { token, password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().password).toEqual(['password is too common']);
    expect((await post('/api/password/reset/check/', { token })).statusCode).toBe(200);
  });

  it('expires after one hour', async () => {
    const email = 'expiring.reset@example.com';
    await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    await forgot(email);
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    const realNow = suite.app.clock.now;
    suite.app.clock.now = () => new Date(Date.now() + 60 * 60 * 1000 + 1000);
    try {
      const response = await post('/api/password/reset/', { token, password: 'a brand new passphrase' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: TokenErrorCode.Expired, detail: RecoveryMessage.TokenExpired });
    } finally {
      suite.app.clock.now = realNow;
    }
  });

  it('keeps an expired link 30 days, so it still says expired, and the nightly sweep deletes it then', async () => {
    const email = 'swept.reset@example.com';
    await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    await forgot(email);
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    const stored = () =>
      suite.database.db
        .select({ hash: accountTokens.tokenHash })
        .from(accountTokens)
        .where(eq(accountTokens.tokenHash, crypto.createHash('sha256').update(token).digest('hex')));
    const schedules = await suite.app.jobs.schedules();
    expect(schedules).toContainEqual({ name: TOKEN_SWEEP_QUEUE, cron: '17 3 * * *' });
    const realNow = suite.app.clock.now;
    try {
      suite.app.clock.now = () => new Date(Date.now() + 60 * 60 * 1000 + 29 * 86_400_000);
      await suite.app.accounts.tokens.sweep(suite.database.db);
      expect(await stored()).toHaveLength(1);
      const expired = await post('/api/password/reset/check/', { token });
      expect(expired.json().code).toBe(TokenErrorCode.Expired);
      suite.app.clock.now = () => new Date(Date.now() + 60 * 60 * 1000 + 30 * 86_400_000 + 1000);
      expect(await suite.app.accounts.tokens.sweep(suite.database.db)).toBeGreaterThanOrEqual(1);
      expect(await stored()).toHaveLength(0);
    } finally {
      suite.app.clock.now = realNow;
    }
  });

  it('is void once the password changed by another link', async () => {
    const email = 'two.links@example.com';
    await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    await forgot(email);
    const older = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    await forgot(email);
    const newer = (await resetLinkFor(email, 2)).searchParams.get('token') ?? '';
    expect(newer).not.toBe(older);
    expect((await post('/api/password/reset/', { token: newer, password: 'a brand new passphrase' })).statusCode).toBe(
      200,
    );
    const stale = await post('/api/password/reset/', { token: older, password: 'another new passphrase' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe(TokenErrorCode.Used);
  });

  it('of two concurrent uses of one link, one wins', { tags: ['postgres-server'] }, async () => {
    const email = 'racing.reset@example.com';
    await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    await forgot(email);
    const token = (await resetLinkFor(email)).searchParams.get('token') ?? '';
    const answers = await Promise.all(
      ['first racing passphrase', 'second racing passphrase'].map((password) =>
        post('/api/password/reset/', { token, password }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers unknown, malformed and hostile tokens with 400 token_invalid, never 500', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(201), '../../etc/passwd', "' or 1=1 --"]) {
      for (const url of ['/api/password/reset/check/', '/api/email/verify/', '/api/email/confirm/']) {
        const response = await post(url, { token });
        expect(response.statusCode, `${url} ${token}`).toBe(400);
        expect(JSON.stringify(response.json()), `${url} ${token}`).toContain(RecoveryMessage.TokenInvalid);
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (token) => {
        const response = await post('/api/password/reset/', { token, password: 'a brand new passphrase' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toHaveProperty('code');
      }),
      { numRuns: 40 },
    );
  });
});

describe('verifying the address', () => {
  it('sends a link at sign-up; opening it records the verification, once', async () => {
    const email = 'verify.me@example.com';
    const account = await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    expect(account.json().email_verified).toBe(false);
    const mail = await suite.smtp.waitFor(
      (message) => message.to.includes(email) && message.subject === 'Confirm your email address for Larder',
    );
    const token = SmtpStandIn.link(mail, '/email/verify/').searchParams.get('token') ?? '';
    const verified = await post('/api/email/verify/', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email, email_verified: true });
    expect((await getSelf(suite.app, { cookie: sessionCookie(account) })).json().email_verified).toBe(true);
    const [row] = await suite.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await post('/api/email/verify/', { token })).json().code).toBe(TokenErrorCode.Used);
  });

  it('a verification link lasts 7 days; the account page can ask for a new one', async () => {
    const email = 'late.verifier@example.com';
    const account = await signUp(suite.app, { email }, { remoteAddress: anotherIp() });
    const mail = await suite.smtp.waitFor((message) => message.to.includes(email));
    const token = SmtpStandIn.link(mail, '/email/verify/').searchParams.get('token') ?? '';
    const realNow = suite.app.clock.now;
    suite.app.clock.now = () => new Date(Date.now() + 7 * 86_400_000 + 1000);
    try {
      expect((await post('/api/email/verify/', { token })).json().code).toBe(TokenErrorCode.Expired);
    } finally {
      suite.app.clock.now = realNow;
    }
    const resend = await post('/api/v2/customers/self/email/verification/', {}, { cookie: sessionCookie(account) });
    expect(resend.statusCode).toBe(202);
    const second = await suite.smtp.waitFor(
      (message) =>
        message.to.includes(email) &&
        SmtpStandIn.link(message, '/email/verify/').toString() !== SmtpStandIn.link(mail, '/email/verify/').toString(),
    );
    const fresh = SmtpStandIn.link(second, '/email/verify/').searchParams.get('token') ?? '';
    expect((await post('/api/email/verify/', { token: fresh })).statusCode).toBe(200);
  });

  it('resending needs a session', async () => {
    const response = await post('/api/v2/customers/self/email/verification/', {});
    expect(response.statusCode).toBe(403);
  });

  it('no email for a sign-up that failed (the address was taken): the outbox row rolls back with it', async () => {
    await signUp(suite.app, { email: 'taken.once@example.com' }, { remoteAddress: anotherIp() });
    const again = await signUp(suite.app, { email: 'TAKEN.once@example.com' }, { remoteAddress: anotherIp() });
    expect(again.statusCode).toBe(409);
    const rows = await suite.database.db.execute(
      sql`select count(*)::int as n from email_outbox where lower(recipient) = 'taken.once@example.com'`,
    );
    expect((rows.rows[0] as { n: number }).n).toBe(1);
  });
});
