// The sign-up and login pages on the real server: texts, checks, the error catalogue, where a new or returning
// customer lands, gift-card redemption, the native apps, logout, and accessibility.
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage, waitForHydration } from './support/browser';

let browser: Browser;
const PASSWORD = 'correct horse battery staple';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fillSignup(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** What the page's own session sees (GET /api/v2/customers/self/ with the web's client key). */
async function self(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/customers/self/', { headers: { Authorization: 'Client larder-web' } });
    return { status: response.status, body: (await response.json()) as { id?: number; first_name?: string } };
  });
}

/** A quiz as the quiz screens leave it in local storage (the field names of quiz.local). */
async function leaveQuizInBrowser(page: Page) {
  const quiz = {
    ...emptyQuizLocal(),
    householdSize: 2,
    adultsCount: 2,
    habits: 'vegetarian',
    dietary: ['peanut-free'],
    goals: [5, 7],
    budget: 150,
    breakfastFrequency: 'some',
    lunchFrequency: 'all',
    dinnerFrequency: 'all',
    snacksFrequency: 'none',
    sweetsFrequency: 'some',
  };
  await page.evaluate((answers) => {
    localStorage.setItem('quiz.local', JSON.stringify(answers));
    localStorage.setItem('quiz.nav', JSON.stringify(['intro', 'hello']));
    localStorage.setItem('quiz.expiry', String(Date.now() + 24 * 60 * 60 * 1000));
  }, quiz);
}

describe('/signup/', () => {
  it('shows the spec texts, the breadcrumb, the FAQ and the promo line, with no accessibility violations', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Claim your free gift');
    await page
      .getByText('Create an account to claim your free gift for life and get 40% off your first box.')
      .waitFor();
    await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain('Claim Offer');
    await expect(page.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login/');
    // The default offer's line is in the prerendered HTML; the form arrives with the scripts.
    await page.getByText('Must be at least 8 characters', { exact: true }).waitFor();
    await expect(page.getByText('Must be at least 8 characters', { exact: true }).count()).resolves.toBe(1);
    const faq = page.getByRole('button', { name: 'How much will I save?' });
    await faq.click();
    await expect(faq.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByText(/\$22\+ weekly/).waitFor();
    await page.getByRole('button', { name: 'Will I get bored of the food?' }).click();
    await page.getByText(/over 3,000 recipes/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('checks the fields on the client with the spec messages, and clears an error on blur once filled', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await continueButton(page).click();
    for (const message of ['Enter first name', 'Enter last name', 'Enter valid email', 'Enter password']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('First name').blur();
    await expect(page.getByText('Enter first name', { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await continueButton(page).click();
    await page.getByText('Must be at least 8 characters.', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('saves the pending quiz, clears it and lands on the plan page; one request however often Continue is pressed', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await leaveQuizInBrowser(page);
    const signups: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/signup/') signups.push(request.method());
    });
    await fillSignup(page, `ada.${unique()}@example.com`);
    await continueButton(page).dblclick();
    await page.waitForURL(`${baseUrl()}/plan/`);
    expect(signups).toEqual(['POST']);
    const me = await self(page);
    expect(me.status).toBe(200);
    const quizzes = await page.evaluate(async (id) => {
      const response = await fetch(`/api/v2/customers/${id}/quizzes/`, {
        headers: { Authorization: 'Client larder-web' },
      });
      return response.json();
    }, me.body.id);
    expect(JSON.stringify(quizzes)).toContain('"household_size":2');
    await expect(page.evaluate(() => localStorage.getItem('quiz.local'))).resolves.toBeNull();
    await page.context().close();
  });

  it('sends a new customer without a quiz to the quiz intro', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await fillSignup(page, `nquiz.${unique()}@example.com`);
    await continueButton(page).click();
    await page.waitForURL(`${baseUrl()}/quiz/intro/`);
    await expect(self(page)).resolves.toMatchObject({ status: 200, body: { first_name: 'Ada' } });
    await page.context().close();
  });

  it("shows the 409 text under the email field for an address that's taken", async () => {
    const email = `taken.${unique()}@example.com`;
    const first = await openPage(browser, { allowAnonymousReads: true });
    await first.page.goto('/signup/');
    await fillSignup(first.page, email);
    await continueButton(first.page).click();
    await first.page.waitForURL((url) => !url.pathname.startsWith('/signup/'));
    await first.page.context().close();

    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await fillSignup(page, email.toUpperCase());
    await continueButton(page).click();
    const error = page.getByText("There's already an account with this email address.", { exact: true });
    await error.waitFor();
    const describedBy = await page.getByLabel('Email').getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(error.getAttribute('id')).resolves.toSatisfy((id: string | null) =>
      Boolean(id && describedBy?.split(' ').includes(id)),
    );
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await page.context().close();
  });

  it('redeems a gift card: its heading, promo line and login link, then straight to the destination', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const next = '/gift/redeem/?code=GIFT-123';
    await page.goto(`/signup/?next=${encodeURIComponent(next)}`);
    await page.getByRole('heading', { level: 1, name: 'Sign up to redeem your gift card' }).waitFor();
    await page.getByText('Create an account below to receive your feel good foods.', { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe(
      `/login/?next=${encodeURIComponent(next)}`,
    );
    await leaveQuizInBrowser(page);
    await fillSignup(page, `gift.${unique()}@example.com`);
    await continueButton(page).click();
    await page.waitForURL(`${baseUrl()}${next}`);
    // A redemption skips the quiz save: the answers stay for later.
    await expect(page.evaluate(() => localStorage.getItem('quiz.local'))).resolves.not.toBeNull();
    await page.context().close();
  });

  it('ignores a next that leaves the site', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto(`/signup/?next=${encodeURIComponent('https://evil.example/plan/')}`);
    await leaveQuizInBrowser(page);
    await fillSignup(page, `evil.${unique()}@example.com`);
    await continueButton(page).click();
    await page.waitForURL(`${baseUrl()}/plan/`);
    await page.context().close();
  });

  it('sends a customer in the native app to /survey/plan/', async () => {
    const { page } = await openPage(browser, {
      allowAnonymousReads: true,
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 larder-ios/4.2',
    });
    await page.goto('/signup/');
    await leaveQuizInBrowser(page);
    await fillSignup(page, `native.${unique()}@example.com`);
    await continueButton(page).click();
    await page.waitForURL(`${baseUrl()}/survey/plan/`);
    await page.context().close();
  });
});

describe('/login/', () => {
  it('logs in, goes to the destination, and a signed-in visit to /signup/ moves on; logout is final', async () => {
    const email = `login.${unique()}@example.com`;
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await fillSignup(page, email);
    await continueButton(page).click();
    await page.waitForURL(`${baseUrl()}/quiz/intro/`);
    await page.goto('/mylarder/');
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
    // Rendered on the server, the page shows the button before its scripts have run.
    await waitForHydration(page.getByRole('button', { name: 'Log out' }));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl()}/login/`);
    await expect(self(page)).resolves.toMatchObject({ status: 403 });

    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText("That email and password don't match an account.", { exact: false })
      .waitFor();

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/plan/`);
    await page.getByRole('link', { name: 'Take the quiz' }).waitFor();
    await expect(self(page)).resolves.toMatchObject({ status: 200 });

    await page.goto('/signup/?next=%2Fcheckout%2Fshipping%2F');
    await page.waitForURL(`${baseUrl()}/checkout/shipping/`);
    // Reported by the browser as failed resources: the wrong password's 400, and the plan page's 409 for a
    // customer who has not taken the quiz yet (it then offers the quiz).
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      'console.error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await page.context().close();
  });

  it('carries next to the sign-up link', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/login/?next=%2Fcheckout%2Fshipping%2F');
    // The prerendered link has no query; the page reads `next` once hydrated.
    await page
      .getByRole('link', { name: 'Create an account' })
      .and(page.locator('[href="/signup/?next=%2Fcheckout%2Fshipping%2F"]'))
      .waitFor();
    await page.context().close();
  });
});
