// Sign in with Google, Apple and Facebook in the browser, against the real server: each provider's script is the
// local stand-in (e2e/support/providers.ts) whose "popup" hands back a token signed by keys made for this run; the
// server verifies it with the stand-in's JWKS, token endpoint or Graph API, exactly as in production.
import { SSO_FAILURE_MESSAGE } from '@larder/contracts/values/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { controlProviders, mailLink, providerLog, waitForMail } from './support/providers';

let browser: Browser;
const providers = () => inject('providersUrl');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const ANONYMOUS_READ = 'console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)';

interface TrackedPage {
  page: Page;
  problems: string[];
  /** 403 answers to GET /api/v2/customers/self/: an anonymous visitor's auth state. */
  anonymousReads: number;
}

/** A page that also counts anonymous customer reads, which Chromium reports as failed resources. */
async function openTrackedPage(): Promise<TrackedPage> {
  const opened = await openPage(browser);
  const tracked: TrackedPage = { ...opened, anonymousReads: 0 };
  opened.page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname === '/api/v2/customers/self/') {
      tracked.anonymousReads += 1;
    }
  });
  return tracked;
}

/** Nothing went wrong on the page: no page error, no console error but the anonymous reads. */
function expectNoProblems(tracked: TrackedPage): void {
  expect(tracked.problems).toEqual(Array(tracked.anonymousReads).fill(ANONYMOUS_READ));
}

/** The signed-in customer as the page's own session sees it. */
async function self(page: Page): Promise<{ status: number; body: { id?: number; email?: string } }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/customers/self/', { headers: { Authorization: 'Client larder-web' } });
    return { status: response.status, body: await response.json() };
  });
}

describe('signing in through a provider', () => {
  it('Google on /signup/: a new account, the sign-up flow (no quiz yet: the quiz intro), signed in', async () => {
    const email = `grace.${unique()}@gmail.test`;
    await controlProviders(providers(), { google: { email, given_name: 'Grace', family_name: 'Hopper' } });
    const tracked = await openTrackedPage();
    const { page } = tracked;
    await page.goto('/signup/');
    await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    const options = await page.evaluate(
      () => (window as unknown as { __googleButtonOptions: unknown }).__googleButtonOptions,
    );
    expect(options).toMatchObject({ type: 'icon', width: 200 });
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.waitForURL(`${baseUrl()}/quiz/intro/`);
    expect(await self(page)).toMatchObject({ status: 200, body: { email } });
    expectNoProblems(tracked);
    await page.context().close();
  });

  it('Apple on /login/?next=…: joins the password account that verified that address and goes to next', async () => {
    const email = `ada.${unique()}@example.test`;
    const signup = await fetch(`${baseUrl()}/api/signup/`, {
      method: 'POST',
      headers: { authorization: 'Client larder-web', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password: 'correct horse battery staple',
      }),
    });
    expect(signup.status).toBe(201);
    const account = (await signup.json()) as { id: number };
    // Only an account whose address was verified is joined: open the verification link it was sent.
    const verification = await waitForMail(providers(), (mail) => mail.to.includes(email));
    const token = new URL(mailLink(verification, '/email/verify/')).searchParams.get('token');
    const verified = await fetch(`${baseUrl()}/api/email/verify/`, {
      method: 'POST',
      headers: { authorization: 'Client larder-web', 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(verified.status).toBe(200);

    await controlProviders(providers(), { apple: { email, email_verified: 'true', sendUser: true } });
    const tracked = await openTrackedPage();
    const { page } = tracked;
    await page.goto(`/login/?next=${encodeURIComponent('/checkout/shipping/')}`);
    await page.getByRole('button', { name: 'Continue with Apple' }).click();
    await page.waitForURL(`${baseUrl()}/checkout/shipping/`);
    expect(await self(page)).toMatchObject({ status: 200, body: { id: account.id, email } });

    const popup = (await providerLog(providers())).filter((entry) => entry.what === 'apple popup').at(-1);
    expect(popup?.details).toMatchObject({ scope: 'name email', usePopup: true, clientId: 'com.larder.e2e.web' });
    expectNoProblems(tracked);
    await page.context().close();
  });

  it('Facebook on /login/: a dialog without a token shows the failure; then a new account, then a login', async () => {
    const userId = String(Date.now());
    await controlProviders(providers(), { facebook: { status: 'not_authorized' } });
    const first = await openTrackedPage();
    await first.page.goto('/login/');
    const button = first.page.getByRole('button', { name: 'Continue with Facebook' });
    await button.click();
    await expect(first.page.getByRole('alert').textContent()).resolves.toBe(SSO_FAILURE_MESSAGE);
    expect((await self(first.page)).status).toBe(403);

    await controlProviders(providers(), { facebook: { userId, email: `fb.${userId}@example.test` } });
    await button.click();
    // created: the sign-up flow runs (no quiz yet: the quiz intro).
    await first.page.waitForURL(`${baseUrl()}/quiz/intro/`);
    const created = await self(first.page);
    expect(created.status).toBe(200);
    expectNoProblems(first);
    await first.page.context().close();

    // The same Facebook user in another browser: a login, to the default destination.
    await controlProviders(providers(), { facebook: { userId } });
    const second = await openTrackedPage();
    await second.page.goto('/login/');
    await second.page.getByRole('button', { name: 'Continue with Facebook' }).click();
    await second.page.waitForURL(`${baseUrl()}/plan/`);
    await second.page.getByRole('link', { name: 'Take the quiz' }).waitFor();
    expect(await self(second.page)).toMatchObject({ status: 200, body: { id: created.body.id } });
    const dialog = (await providerLog(providers())).filter((entry) => entry.what === 'facebook popup').at(-1);
    expect(dialog?.details).toMatchObject({ version: 'v6.0', scope: 'public_profile,email' });
    // The plan page asks a customer without a quiz to take it: its 409 is reported by Chromium as well.
    expect([...second.problems].sort()).toEqual(
      [
        ...Array(second.anonymousReads).fill(ANONYMOUS_READ),
        'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
      ].sort(),
    );
    await second.page.context().close();
  });

  it('hides the button of a script that does not load, with no page error, and keeps the others', async () => {
    await controlProviders(providers(), { failScripts: { apple: 503 } });
    try {
      const tracked = await openTrackedPage();
      const { page } = tracked;
      await page.goto('/signup/');
      await page.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
      await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
      expect(await page.getByRole('button', { name: 'Continue with Apple' }).count()).toBe(0);
      await expect(page.getByRole('button', { name: 'Continue', exact: true }).isVisible()).resolves.toBe(true);
      // Chromium reports the failed script itself; nothing else may go wrong.
      expect([...tracked.problems].sort()).toEqual(
        [
          'console.error: Failed to load resource: the server responded with a status of 503 (Service Unavailable)',
          ...Array(tracked.anonymousReads).fill(ANONYMOUS_READ),
        ].sort(),
      );
      await page.context().close();
    } finally {
      await controlProviders(providers(), { failScripts: { apple: null } });
    }
  });
});
