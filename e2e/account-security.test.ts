// Email, password recovery, verified addresses and account settings in the browser, against the real server and a
// real SMTP relay (the stand-in): each journey reads the email a customer would get and follows its link.
import { RecoveryMessage, SettingsMessage } from '@larder/contracts/values/account-security';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { contextApi } from './support/context-api';
import { controlProviders, mailLink, waitForMail } from './support/providers';

let browser: Browser;
const providers = () => inject('providersUrl');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A fresh browser (its own cookies) that tolerates the anonymous visitor's 403 customer reads. */
async function freshPage(): Promise<{ page: Page; problems: string[] }> {
  return openPage(browser, { allowAnonymousReads: true });
}

/** The customer the browser context's session belongs to, as the API answers it. */
async function self(page: Page): Promise<{ status: number; body: { email?: string; email_verified?: boolean } }> {
  return (await contextApi(page, 'GET', '/api/v2/customers/self/')) as {
    status: number;
    body: { email?: string; email_verified?: boolean };
  };
}

/** A new customer who signed up without a quiz: made through the API (signup.test.ts covers the form). */
const signUp = (page: Page, email: string, password?: string) =>
  signUpThroughApi(page, email, { answers: null, password });

describe('password recovery', () => {
  it('forgot password → the email → reset → signed in on the account page; the old session is gone', async () => {
    const email = `forgetful.${unique()}@example.test`;
    const first = await freshPage();
    await signUp(first.page, email);
    expect((await self(first.page)).status).toBe(200);

    const second = await freshPage();
    const { page } = second;
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl()}/password/forgot/`);
    expect(await axeViolations(page), 'axe on /password/forgot/').toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').filter({ hasText: RecoveryMessage.LinkSent }).waitFor();

    const mail = await waitForMail(
      providers(),
      (message) => message.to.includes(email) && message.subject === 'Reset your Larder password',
    );
    const link = mailLink(mail, '/password/reset/');
    expect(link.startsWith(`${baseUrl()}/password/reset/?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel('New password').waitFor();
    expect(await axeViolations(page), 'axe on /password/reset/').toEqual([]);
    await page.getByLabel('New password').fill('a fresh start for ada');
    await page.getByRole('button', { name: 'Save and log in' }).click();
    await page.waitForURL(`${baseUrl()}/mylarder/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }).waitFor();
    expect((await self(page)).body.email).toBe(email);

    // The first browser's session ended with the reset.
    expect((await self(first.page)).status).toBe(403);
    // The link was used: opening it again says so and offers a new one.
    await page.goto(link);
    await page.getByRole('alert').filter({ hasText: RecoveryMessage.TokenUsed }).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect(second.problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await first.page.context().close();
    await page.context().close();
  });
});

describe('verified addresses', () => {
  it('the account page offers to resend; the verification link verifies the address', async () => {
    const email = `verifier.${unique()}@example.test`;
    const { page, problems } = await freshPage();
    await signUp(page, email);
    await page.goto('/mylarder/');
    await page.getByText(`Please verify your email address. We sent a link to ${email}.`).waitFor();
    expect(await axeViolations(page), 'axe on /mylarder/ with the banner').toEqual([]);
    await page.getByRole('button', { name: 'Resend the link' }).click();
    await page.getByRole('status').filter({ hasText: SettingsMessage.VerificationSent }).waitFor();

    // The sign-up's link and the resent one: only the newest still verifies (a newer link ends the older ones).
    const links = new Set<string>();
    const mail = await waitForMail(providers(), (message) => {
      if (!message.to.includes(email)) return false;
      links.add(mailLink(message, '/email/verify/'));
      return links.size === 2 && [...links].at(-1) === mailLink(message, '/email/verify/');
    });
    await page.goto(mailLink(mail, '/email/verify/'));
    await page.getByRole('status').filter({ hasText: 'Your email address is verified.' }).waitFor();
    expect((await self(page)).body.email_verified).toBe(true);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }).waitFor();
    expect(await page.getByText('Please verify your email address.').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the pre-registration attack: Google does not join an unverified password account; it says to link instead', async () => {
    const victim = `victim.${unique()}@gmail.test`;
    const attacker = await freshPage();
    await signUp(attacker.page, victim, 'the attacker chose this');

    await controlProviders(providers(), { google: { email: victim, email_verified: true, given_name: 'Vic' } });
    const { page } = await freshPage();
    await page.goto('/login/');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('alert').filter({ hasText: RecoveryMessage.LinkRequired }).waitFor();
    expect((await self(page)).status).toBe(403);

    // Nothing was joined: the attacker's account has no Google sign-in.
    const methods = (await contextApi(attacker.page, 'GET', '/api/v2/customers/self/sign-in-methods/')).body;
    expect(methods).toEqual({ has_password: true, identities: [] });
    await attacker.page.context().close();
    await page.context().close();
  });
});

describe('account settings', () => {
  it('changes the email address once the new address confirms; the old address is told', async () => {
    const email = `mover.${unique()}@example.test`;
    const newEmail = `moved.${unique()}@example.test`;
    const { page, problems } = await freshPage();
    await signUp(page, email);
    await page.goto('/mylarder/');
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(`${baseUrl()}/mylarder/settings/`);
    await page.getByLabel('New email address').waitFor();
    expect(await axeViolations(page), 'axe on /mylarder/settings/').toEqual([]);

    await page.getByLabel('New email address').fill(newEmail);
    await page.getByLabel('Current password').first().fill(PASSWORD);
    await page.getByRole('button', { name: 'Send confirmation' }).click();
    await page.getByRole('status').filter({ hasText: SettingsMessage.EmailChangeSent }).waitFor();
    expect((await self(page)).body.email).toBe(email);

    const notice = await waitForMail(
      providers(),
      (message) => message.to.includes(email) && /changing/.test(message.subject),
    );
    expect(notice.text).toContain(newEmail);
    const confirm = await waitForMail(providers(), (message) => message.to.includes(newEmail));
    await page.goto(mailLink(confirm, '/email/confirm/'));
    await page
      .getByRole('status')
      .filter({ hasText: `Your email address is now ${newEmail}.` })
      .waitFor();
    expect((await self(page)).body).toMatchObject({ email: newEmail, email_verified: true });

    await page.goto('/mylarder/settings/');
    await page.getByText(newEmail).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('changes the name and the password; signing out everywhere ends this session too', async () => {
    const email = `settler.${unique()}@example.test`;
    const { page, problems } = await freshPage();
    await signUp(page, email);
    await page.goto('/mylarder/settings/');
    await page.getByLabel('First name').fill('Augusta');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').filter({ hasText: 'Your name is saved.' }).waitFor();

    const passwordForm = page.getByRole('region', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill('not the password');
    await passwordForm.getByLabel('New password').fill('an even better passphrase');
    await passwordForm.getByRole('button', { name: 'Save password' }).click();
    await passwordForm.getByText(SettingsMessage.WrongCurrentPassword).waitFor();
    // Submitted with Enter: a click would land after the field's message (cleared on blur) moved the button.
    await passwordForm.getByLabel('Current password').fill(PASSWORD);
    await passwordForm.getByLabel('Current password').press('Enter');
    await page.getByRole('status').filter({ hasText: 'Your password is changed.' }).waitFor();
    expect((await self(page)).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL(`${baseUrl()}/login/`);
    expect((await self(page)).status).toBe(403);
    expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([]);
    await page.context().close();
  });
});
