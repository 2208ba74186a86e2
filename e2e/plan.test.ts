// The plan in a real browser against the real server: a visitor finishes the quiz, sees "building your plan", signs
// up, and lands on /plan/ with "Recommended for <first name>" and items that keep their answers; swaps one; the
// native apps' /survey/plan/ shows the same plan; anonymous visitors and customers without a quiz get their links.
// axe-core finds nothing on any of these pages.
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/** Chromium reports the anonymous answer of GET /api/v2/customers/self/ (403, a normal answer) in the console. */
const ANONYMOUS_CUSTOMER_CHECK = 'console.error: Failed to load resource: the server responded with a status of 403';
/** ... and the plan's answer to a customer without a quiz (409, shown as a link to the quiz). */
const NO_QUIZ_ANSWER = 'console.error: Failed to load resource: the server responded with a status of 409';
const CLIENT = { authorization: 'Client larder-web' };

const TAG = { thai: 112, spicy: 201, mushrooms: 601, chicken: 301 };

/** A vegetarian, peanut-free household of two who like Thai and spicy food and dislike mushrooms. */
const ANSWERS = {
  ...emptyQuizLocal(),
  householdSize: 2,
  adultsCount: 2,
  habits: 'vegetarian',
  dietary: ['peanut-free'],
  goals: [5],
  lunchDinner: { lunch: [], dinner: [3] },
  cuisines: { [TAG.thai]: 1 },
  flavors: { [TAG.spicy]: 1 },
  dislike: [TAG.mushrooms],
  budget: 200,
  breakfastFrequency: 'some',
  lunchFrequency: 'none',
  dinnerFrequency: 'all',
  snacksFrequency: 'some',
  sweetsFrequency: 'none',
};

interface PlanItem {
  key: string;
  type: 'product' | 'pairing';
  id: number;
  name: string;
  reason: string;
}
interface PlanBody {
  sections: { occasion: string; line: string; items: PlanItem[] }[];
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signUpThroughTheForm(page: Page, firstName: string): Promise<void> {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(`e2e-plan-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

async function planLoaded(page: Page, firstName: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Recommended for ${firstName}` }).waitFor();
}

describe('the plan', () => {
  it('quiz → building → sign-up → /plan/ recommends items that keep the answers', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/quiz/sweets/frequency/');
    await page.evaluate((answers) => {
      localStorage.setItem('quiz.local', JSON.stringify(answers));
      localStorage.setItem('quiz.expiry', String(Date.now() + 24 * 60 * 60 * 1000));
    }, ANSWERS);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.quiz__body')?.getAttribute('data-loaded') === 'true');
    await page.getByRole('button', { name: 'See my plan' }).click();

    // The building moment, then sign-up for an anonymous visitor.
    await page.waitForURL(`${baseUrl()}/quiz/building/`);
    await page.getByRole('heading', { level: 1, name: 'Building your plan' }).waitFor();
    expect(await axeViolations(page), 'axe on /quiz/building/').toEqual([]);
    await page.waitForURL(`${baseUrl()}/signup/`);
    await signUpThroughTheForm(page, 'Grace');

    // The post-sign-up flow saves the quiz and lands on the plan page.
    await page.waitForURL(`${baseUrl()}/plan/`);
    await planLoaded(page, 'Grace');
    const lines = await page.locator('.plan-section__line').allTextContents();
    // Lunch and sweets were answered "None": their empty sections are left out (issue 39).
    expect(lines).toEqual(['4-6 servings', '5 meals for 2 people', '4-6 servings']);
    const dinner = page.getByRole('region', { name: 'Dinner' });
    await expect(dinner.getByRole('listitem').count()).resolves.toBe(5);
    await expect(
      page
        .getByText(/Because you like (Thai|spicy)/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(/this week, within your \$200\.00 weekly budget\./).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Continue' }).getAttribute('href')).resolves.toBe(
      '/checkout/shipping/?from=plan',
    );
    expect(await axeViolations(page), 'axe on /plan/').toEqual([]);

    // Every item keeps the answers: the catalogue's own dietary filters find each one, and none has mushrooms.
    const check = await page.evaluate(
      async ({ client, mushrooms }) => {
        const get = async (path: string) => (await fetch(path, { headers: client })).json();
        const plan = (await get('/api/v2/customers/self/plan/')) as PlanBody;
        const items = plan.sections.flatMap((section) => section.items);
        const found: { id: number; tags: number[] }[] = [];
        for (const type of ['product', 'pairing'] as const) {
          const ids = items.filter((item) => item.type === type).map((item) => item.id);
          if (ids.length === 0) continue;
          const path = `/api/v2/${type}s/?id__in=${ids.join(',')}&is_vegetarian=true&is_peanut_free=true&limit=500`;
          found.push(...((await get(path)) as { results: { id: number; tags: number[] }[] }).results);
        }
        const unique = new Set(items.map((item) => item.key)).size;
        return {
          items: items.length,
          unique,
          found: found.length,
          mushrooms: found.some((i) => i.tags.includes(mushrooms)),
        };
      },
      { client: CLIENT, mushrooms: TAG.mushrooms },
    );
    expect(check.items).toBeGreaterThan(5);
    expect(check.found).toBe(check.unique);
    expect(check.mushrooms).toBe(false);

    // A swap replaces one dinner and says so.
    const first = (await dinner.getByRole('heading', { level: 3 }).first().textContent()) ?? '';
    await dinner.getByRole('button', { name: `Swap ${first}` }).click();
    await page.getByText(new RegExp(`^Swapped ${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for `)).waitFor();
    await expect(dinner.getByRole('heading', { level: 3, name: first, exact: true }).count()).resolves.toBe(0);

    // The native apps' plan page is the same plan, swap included.
    await page.goto('/survey/plan/');
    await planLoaded(page, 'Grace');
    await expect(
      page.getByRole('region', { name: 'Dinner' }).getByRole('heading', { level: 3, name: first, exact: true }).count(),
    ).resolves.toBe(0);
    expect(await axeViolations(page), 'axe on /survey/plan/').toEqual([]);

    expect(problems.filter((problem) => !problem.startsWith(ANONYMOUS_CUSTOMER_CHECK))).toEqual([]);
    await page.context().close();
  });

  it('asks anonymous visitors to sign up or log in, and customers without a quiz to take it', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/plan/');
    await page.getByRole('link', { name: 'Sign up' }).waitFor();
    await expect(page.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe(
      '/login/?next=%2Fplan%2F',
    );
    expect(await axeViolations(page), 'axe on /plan/ (anonymous)').toEqual([]);

    // Signed in, with no quiz saved: the 409 becomes a link to the quiz.
    const signup = await page.evaluate(async (client) => {
      const response = await fetch('/api/signup/', {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          first_name: 'Nadia',
          last_name: 'Quizless',
          email: `e2e-plan-noquiz-${Date.now()}@example.com`,
          password: 'correct horse battery staple',
          captcha_token: '',
        }),
      });
      return response.status;
    }, CLIENT);
    expect(signup).toBe(201);
    await page.goto('/plan/');
    await page.getByRole('link', { name: 'Take the quiz' }).waitFor();
    await expect(page.getByRole('link', { name: 'Take the quiz' }).getAttribute('href')).resolves.toBe('/quiz/intro/');
    expect(await axeViolations(page), 'axe on /plan/ (no quiz)').toEqual([]);

    expect(
      problems.filter(
        (problem) => !problem.startsWith(ANONYMOUS_CUSTOMER_CHECK) && !problem.startsWith(NO_QUIZ_ANSWER),
      ),
    ).toEqual([]);
    await page.context().close();
  });

  // /plan/ itself is rendered per visitor (server-rendered.test.ts).
  it('prerenders the native apps’ plan page and the building page as shells', async () => {
    for (const path of ['/survey/plan/', '/quiz/building/']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html, path).toContain(path === '/quiz/building/' ? 'Building your plan' : 'Putting your week together');
    }
  });
});
