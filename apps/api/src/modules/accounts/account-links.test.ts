// Issue 29, the high finding: every account link (reset, verification, email change) dies when the password
// changes, when the address changes, and when a newer link of its kind is sent; the old address hears of an email
// change when it is asked for and when it happens. Each test failed before: an email-change link outlived a reset.
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, GOOD_PASSWORD, getSelf, logIn, sessionCookie, signUp } from '../../../test/accounts';
import { useMailApp } from '../../../test/mail';

const suite = useMailApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', FORGOT_PASSWORD_RATE_LIMIT_PER_IP: '1000' } });
const NEW_PASSWORD = 'a different horse battery staple';

const post = (url: string, payload: object, cookie?: string) =>
  suite.app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) }, payload });

async function account(email: string) {
  const response = await signUp(suite.app, { email });
  return sessionCookie(response);
}

/** The token of the nth (from 1) message to `to` whose subject matches, waiting for it. */
async function tokenOf(to: string, subject: RegExp, path: string, nth = 1): Promise<string> {
  const matching = () => suite.smtp.messages.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  await suite.smtp.waitFor(() => matching().length >= nth);
  const mail = matching()[nth - 1];
  if (!mail) throw new Error('no such message');
  return SmtpStandIn.link(mail, path).searchParams.get('token') ?? '';
}

const askChange = (cookie: string, email: string, password = GOOD_PASSWORD) =>
  post('/api/v2/customers/self/email/', { email, current_password: password }, cookie);
const confirmChange = (token: string) => post('/api/email/confirm/', { token });
const changeToken = (to: string, nth = 1) => tokenOf(to, /Confirm your new/, '/email/confirm/', nth);
const resetToken = (to: string, nth = 1) => tokenOf(to, /Reset your/, '/password/reset/', nth);
const verifyToken = (to: string, nth = 1) => tokenOf(to, /Confirm your email address/, '/email/verify/', nth);

describe('account links', () => {
  it('an email change asked by someone else dies when the owner resets the password', async () => {
    const owner = 'victim@example.com';
    const intruderCookie = await account(owner);
    expect((await askChange(intruderCookie, 'intruder@example.com')).statusCode).toBe(202);
    const stolen = await changeToken('intruder@example.com');
    // The owner is told at the old address, and recovers the account.
    await suite.smtp.waitFor((mail) => mail.to.includes(owner) && /changing/.test(mail.subject));
    expect((await post('/api/password/forgot/', { email: owner })).statusCode).toBe(202);
    const reset = await resetToken(owner);
    expect((await post('/api/password/reset/', { token: reset, password: NEW_PASSWORD })).statusCode).toBe(200);

    const late = await confirmChange(stolen);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toMatch(/^token_/);
    expect((await logIn(suite.app, { email: owner, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a password change in settings voids pending email-change, verification and reset links', async () => {
    const email = 'settings.change@example.com';
    const cookie = await account(email);
    const verification = await verifyToken(email);
    await askChange(cookie, 'settings.elsewhere@example.com');
    const change = await changeToken('settings.elsewhere@example.com');
    await post('/api/password/forgot/', { email });
    const reset = await resetToken(email);
    const changed = await post(
      '/api/v2/customers/self/password/',
      { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect((await confirmChange(change)).statusCode).toBe(400);
    expect((await post('/api/email/verify/', { token: verification })).statusCode).toBe(400);
    expect((await post('/api/password/reset/check/', { token: reset })).statusCode).toBe(400);
    expect((await getSelf(suite.app, { cookie: sessionCookie(changed) })).json().email).toBe(email);
  });

  it('a newer link of a kind voids the older ones', async () => {
    const email = 'twice@example.com';
    const cookie = await account(email);
    await askChange(cookie, 'first.choice@example.com');
    const first = await changeToken('first.choice@example.com');
    await askChange(cookie, 'second.choice@example.com');
    const second = await changeToken('second.choice@example.com');
    expect((await confirmChange(first)).statusCode).toBe(400);
    expect((await getSelf(suite.app, { cookie })).json().email).toBe(email);

    await post('/api/password/forgot/', { email });
    const olderReset = await resetToken(email);
    await post('/api/password/forgot/', { email });
    const newerReset = await resetToken(email, 2);
    expect((await post('/api/password/reset/check/', { token: olderReset })).statusCode).toBe(400);
    expect((await post('/api/password/reset/check/', { token: newerReset })).statusCode).toBe(200);

    await post('/api/v2/customers/self/email/verification/', {}, cookie);
    const olderVerify = await verifyToken(email, 2);
    expect((await post('/api/email/verify/', { token: await verifyToken(email, 1) })).statusCode).toBe(400);
    expect((await post('/api/email/verify/', { token: olderVerify })).statusCode).toBe(200);
    expect((await confirmChange(second)).statusCode).toBe(200);
  });

  it('a confirmed change voids every other link and tells the old address it happened', async () => {
    const email = 'moving@example.com';
    const cookie = await account(email);
    await post('/api/password/forgot/', { email });
    const reset = await resetToken(email);
    await askChange(cookie, 'moved@example.com');
    expect((await confirmChange(await changeToken('moved@example.com'))).statusCode).toBe(200);
    const told = await suite.smtp.waitFor((mail) => mail.to.includes(email) && /was changed/.test(mail.subject));
    expect(told.text).toContain('moved@example.com');
    expect((await post('/api/password/reset/check/', { token: reset })).statusCode).toBe(400);
  });
});
