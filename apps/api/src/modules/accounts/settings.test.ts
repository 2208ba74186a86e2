// Account settings: name, email change (effective when the new address confirms; the old one is told), password
// change (current password required, other sessions end), sign-in methods (never unlink the last way in), linking a
// provider from settings, and signing out everywhere.
import { AccountSettingsErrorCode, SettingsMessage } from '@larder/contracts/values/account-security';
import { GOOGLE_CLIENT_ID } from '@larder/stand-ins/google';
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, GOOD_PASSWORD, getSelf, logIn, sessionCookie, signUp } from '../../../test/accounts';
import { mailEnv } from '../../../test/mail';
import { googleClaims, googleLogin } from '../../../test/sso';
import { type ProviderStandIn, startProviderStandIn } from '../../../test/sso-suite';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
let smtp: SmtpStandIn;
let providers: ProviderStandIn;

beforeAll(async () => {
  smtp = new SmtpStandIn();
  await smtp.start();
  providers = await startProviderStandIn();
  subject = await createTestApp({ env: { ...mailEnv(smtp), ...providers.env(), SIGNUP_RATE_LIMIT_PER_IP: '1000' } });
});
afterAll(async () => {
  await subject?.app.close();
  await providers?.close();
  await smtp?.stop();
});

const call = (method: 'POST' | 'PATCH' | 'GET' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  subject.app.inject({
    method,
    url,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

async function account(email: string) {
  const response = await signUp(subject.app, { email });
  return { id: response.json().id as number, cookie: sessionCookie(response) };
}

describe('the name', () => {
  it('changes, and the session shows the new name at once', async () => {
    const { cookie } = await account('renamed@example.com');
    const response = await call('PATCH', '/api/v2/customers/self/', cookie, {
      first_name: ' Grace ',
      last_name: 'Hopper',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect((await getSelf(subject.app, { cookie })).json().first_name).toBe('Grace');
    const blank = await call('PATCH', '/api/v2/customers/self/', cookie, { first_name: '', last_name: 'Hopper' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().first_name).toEqual(['Enter first name']);
    expect(
      (await call('PATCH', '/api/v2/customers/self/', undefined, { first_name: 'A', last_name: 'B' })).statusCode,
    ).toBe(403);
  });
});

describe('changing the email address', () => {
  it('takes effect only when the new address confirms; the old address is told', async () => {
    const { cookie } = await account('old.address@example.com');
    const asked = await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'new.address@example.com',
      current_password: GOOD_PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ detail: SettingsMessage.EmailChangeSent });
    const notice = await smtp.waitFor(
      (mail) => mail.to.includes('old.address@example.com') && /changing/.test(mail.subject),
    );
    expect(notice.text).toContain('new.address@example.com');
    const confirm = await smtp.waitFor((mail) => mail.to.includes('new.address@example.com'));
    expect((await getSelf(subject.app, { cookie })).json().email).toBe('old.address@example.com');

    const token = SmtpStandIn.link(confirm, '/email/confirm/').searchParams.get('token') ?? '';
    const confirmed = await call('POST', '/api/email/confirm/', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: 'new.address@example.com', email_verified: true });
    expect((await getSelf(subject.app, { cookie })).json().email).toBe('new.address@example.com');
    expect((await logIn(subject.app, { email: 'new.address@example.com', password: GOOD_PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/email/confirm/', undefined, { token })).json().code).toBe('token_used');
  });

  it('needs the current password; refuses the same address and one another account holds', async () => {
    const { cookie } = await account('careful@example.com');
    await account('holder@example.com');
    const wrong = await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'elsewhere@example.com',
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: AccountSettingsErrorCode.WrongCurrentPassword,
      current_password: [SettingsMessage.WrongCurrentPassword],
    });
    const missing = await call('POST', '/api/v2/customers/self/email/', cookie, { email: 'elsewhere@example.com' });
    expect(missing.json().code).toBe(AccountSettingsErrorCode.WrongCurrentPassword);
    const same = await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'CAREFUL@example.com',
      current_password: GOOD_PASSWORD,
    });
    expect(same.json().code).toBe(AccountSettingsErrorCode.SameEmail);
    const taken = await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'holder@example.com',
      current_password: GOOD_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'x@y\r\nBcc: z@example.com',
      current_password: GOOD_PASSWORD,
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('answers 409 at confirmation when the address was taken meanwhile, and changes nothing', async () => {
    const { cookie } = await account('slow.confirmer@example.com');
    await call('POST', '/api/v2/customers/self/email/', cookie, {
      email: 'contested@example.com',
      current_password: GOOD_PASSWORD,
    });
    const confirm = await smtp.waitFor((mail) => mail.to.includes('contested@example.com'));
    await account('contested@example.com');
    const token = SmtpStandIn.link(confirm, '/email/confirm/').searchParams.get('token') ?? '';
    const response = await call('POST', '/api/email/confirm/', undefined, { token });
    expect(response.statusCode).toBe(409);
    expect((await getSelf(subject.app, { cookie })).json().email).toBe('slow.confirmer@example.com');
  });
});

describe('changing the password', () => {
  it('needs the current one, applies the policy, ends the other sessions and keeps this browser signed in', async () => {
    const email = 'changer@example.com';
    const here = await account(email);
    const elsewhere = sessionCookie(await logIn(subject.app, { email, password: GOOD_PASSWORD }));
    const wrong = await call('POST', '/api/v2/customers/self/password/', here.cookie, {
      current_password: 'wrong one',
      new_password: 'a much better passphrase',
    });
    expect(wrong.json().code).toBe(AccountSettingsErrorCode.WrongCurrentPassword);
    const weak = await call('POST', '/api/v2/customers/self/password/', here.cookie, {
      current_password: GOOD_PASSWORD,
      new_password: 'qx7!kz',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password).toEqual(['password is too short']);
    const changed = await call('POST', '/api/v2/customers/self/password/', here.cookie, {
      current_password: GOOD_PASSWORD,
      new_password: 'a much better passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await getSelf(subject.app, { cookie: elsewhere })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: here.cookie })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: sessionCookie(changed) })).json().email).toBe(email);
    expect((await logIn(subject.app, { email, password: 'a much better passphrase' })).statusCode).toBe(200);
    await smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === 'Your Larder password was changed');
  });
});

describe('sign-in methods', () => {
  const google = async (sub: string, email: string, cookie?: string, intent?: 'link') =>
    googleLogin(
      subject.app,
      {
        idToken: await providers.google.sign(googleClaims({ sub, email, aud: GOOGLE_CLIENT_ID })),
        ...(intent ? { intent } : {}),
      },
      cookie ? { cookie } : {},
    );

  it('links Google to the signed-in account from settings, lists it, and unlinks it (a password remains)', async () => {
    const { id, cookie } = await account('linker@example.com');
    const linked = await google('linker-google', 'linker.other@gmail.com', cookie, 'link');
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ created: false, customer: { id } });
    const methods = await call('GET', '/api/v2/customers/self/sign-in-methods/', cookie);
    expect(methods.json()).toEqual({
      has_password: true,
      identities: [{ provider: 'google', email: 'linker.other@gmail.com', linked_at: expect.any(String) }],
    });
    // Google now signs in to this account.
    expect((await google('linker-google', 'linker.other@gmail.com')).json().customer.id).toBe(id);
    const unlinked = await call('DELETE', '/api/v2/customers/self/sign-in-methods/google/', cookie);
    expect(unlinked.json()).toEqual({ has_password: true, identities: [] });
  });

  it('refuses to link an identity another account holds, and linking without a session', async () => {
    await google('owned-elsewhere', 'owner@gmail.com');
    const { cookie } = await account('would.be.thief@example.com');
    const response = await google('owned-elsewhere', 'owner@gmail.com', cookie, 'link');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(AccountSettingsErrorCode.IdentityTaken);
    expect((await google('anonymous-link', 'anon@gmail.com', undefined, 'link')).statusCode).toBe(403);
  });

  it('never unlinks the last way in', async () => {
    const created = await google('only-way', 'only.way@gmail.com');
    const cookie = sessionCookie(created);
    const response = await call('DELETE', '/api/v2/customers/self/sign-in-methods/google/', cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: AccountSettingsErrorCode.LastSignInMethod,
      detail: SettingsMessage.LastSignInMethod,
    });
    expect((await call('GET', '/api/v2/customers/self/sign-in-methods/', cookie)).json().identities).toHaveLength(1);
    expect((await call('DELETE', '/api/v2/customers/self/sign-in-methods/myspace/', cookie)).statusCode).toBe(400);
  });

  it('an SSO-only account sets a first password without a current one, then may unlink', async () => {
    const cookie = sessionCookie(await google('sets-password', 'sets.password@gmail.com'));
    const set = await call('POST', '/api/v2/customers/self/password/', cookie, { new_password: 'my first passphrase' });
    expect(set.statusCode).toBe(200);
    const fresh = sessionCookie(set);
    const methods = await call('DELETE', '/api/v2/customers/self/sign-in-methods/google/', fresh);
    expect(methods.json()).toEqual({ has_password: true, identities: [] });
  });
});

describe('sign out everywhere', () => {
  it('ends every session of the account, this one too, and clears the cookie', async () => {
    const email = 'everywhere@example.com';
    const here = await account(email);
    const phone = sessionCookie(await logIn(subject.app, { email, password: GOOD_PASSWORD }));
    const other = await account('bystander@example.com');
    const response = await call('POST', '/api/v2/customers/self/sessions/end-all/', here.cookie);
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'sessionid')?.value).toBe('');
    for (const cookie of [here.cookie, phone]) expect((await getSelf(subject.app, { cookie })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: other.cookie })).statusCode).toBe(200);
  });
});
