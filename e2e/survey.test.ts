// The survey in a real browser against the real server: a customer who took the quiz opens /survey/…, finds each
// screen pre-filled from their saved preferences, moves on without changes (nothing is sent), changes one answer
// (only that change is sent), and /survey/plan/ shows the plan rebuilt. Anonymous visitors are sent to log in.
// axe-core finds nothing on the survey pages.
import { emptyQuizLocal, type QuizLocal } from '@larder/contracts/values/quiz-local';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';

const ANSWERS: QuizLocal = {
  ...emptyQuizLocal(),
  householdSize: 2,
  adultsCount: 2,
  habits: 'omnivore',
  budget: 200,
  breakfastFrequency: 'some',
  lunchFrequency: 'none',
  dinnerFrequency: 'all',
  snacksFrequency: 'some',
  sweetsFrequency: 'none',
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A new customer whose quiz was saved at sign-up (made through the API, as the post-sign-up flow saves it), on the plan. */
async function customerWithQuiz(page: Page): Promise<void> {
  await signUpThroughApi(page, `e2e-survey-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`, {
    answers: ANSWERS,
  });
  await page.goto('/plan/');
  await page.getByRole('heading', { level: 1, name: 'Recommended for Ada' }).waitFor();
}

const surveyReady = (page: Page) =>
  page.waitForFunction(() => document.querySelector('.quiz__body')?.getAttribute('data-loaded') === 'true');

/** Writes to the customer's preferences (anything but GET) from now on. */
function recordWrites(page: Page): { method: string; path: string; body: unknown }[] {
  const writes: { method: string; path: string; body: unknown }[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' || !url.pathname.startsWith('/api/v2/customers/')) return;
    writes.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() });
  });
  return writes;
}

describe('the survey', () => {
  it('opens pre-filled, sends nothing unchanged, sends only the one changed answer, and rebuilds the plan', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await customerWithQuiz(page);
    const linesBefore = await page.locator('.plan-section__line').allTextContents();
    expect(linesBefore[0]).toBe('4-6 servings');

    // The home page's header has the customer's account instead of "Log in".
    await page.goto('/');
    await page.getByRole('link', { name: 'Your account' }).waitFor();
    await expect(page.getByRole('link', { name: 'Your account' }).getAttribute('href')).resolves.toBe('/mylarder/');

    const writes = recordWrites(page);
    await page.goto('/survey/grocery-shop/');
    await surveyReady(page);
    // Pre-filled from the saved quiz record: a budget is chosen.
    await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(1);
    expect(await axeViolations(page), 'axe on /survey/grocery-shop/').toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl()}/survey/dietary/`);
    await surveyReady(page);
    await expect(page.getByRole('radio', { name: /Omnivore/ }).isChecked()).resolves.toBe(true);
    expect(writes, 'moving on without a change sends nothing').toEqual([]);

    await page.goto('/survey/morning/');
    await surveyReady(page);
    await expect(page.getByRole('radio', { name: 'Some of them' }).isChecked()).resolves.toBe(true);
    expect(await axeViolations(page), 'axe on /survey/morning/').toEqual([]);
    await page.getByRole('radio', { name: 'All of them' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl()}/survey/midday/`);
    await surveyReady(page);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.method).toBe('PATCH');
    expect(writes[0]?.path).toMatch(/^\/api\/v2\/customers\/\d+\/quizzes\/$/);
    expect(writes[0]?.body).toEqual({ breakfast_frequency: 3 });
    await expect(page.getByRole('radio', { name: 'None' }).isChecked()).resolves.toBe(true);

    await page.goto('/survey/snacks/');
    await surveyReady(page);
    expect(await axeViolations(page), 'axe on /survey/snacks/').toEqual([]);
    await page.getByRole('button', { name: 'See my plan' }).click();
    await page.waitForURL(`${baseUrl()}/survey/plan/`);
    await page.getByRole('heading', { level: 1, name: 'Recommended for Ada' }).waitFor();
    expect(writes).toHaveLength(1);
    const linesAfter = await page.locator('.plan-section__line').allTextContents();
    expect(linesAfter[0]).not.toBe(linesBefore[0]);
    expect(linesAfter.slice(1)).toEqual(linesBefore.slice(1));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends an anonymous visitor to log in, coming back to the same screen', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/survey/meat/');
    await page.waitForURL(`${baseUrl()}/login/?next=%2Fsurvey%2Fmeat%2F`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
