// Recipe and product pages in a real browser against the real server: from the plan to a recipe, its steps and
// nutrition, on to an ingredient's product page and back; the signed-in "why it's in your plan"; a stale slug
// redirects; an unknown id is a 404 page; the prerendered HTML carries its title, canonical URL and JSON-LD.
// axe-core finds nothing on either page.
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/** Chromium reports the anonymous answer of GET /api/v2/customers/self/ (403, a normal answer) in the console. */
const ANONYMOUS_CUSTOMER_CHECK = 'console.error: Failed to load resource: the server responded with a status of 403';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('recipe and product pages', () => {
  it('plan → recipe (steps, nutrition, why it is planned) → ingredient’s product page → back', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signUpThroughApi(page, `e2e-recipes-${Date.now()}@example.com`, {
      firstName: 'Julia',
      lastName: 'Child',
      answers: {
        ...emptyQuizLocal(),
        householdSize: 2,
        adultsCount: 2,
        habits: 'vegetarian',
        budget: 200,
        dinnerFrequency: 'all',
        lunchFrequency: 'none',
        breakfastFrequency: 'none',
        snacksFrequency: 'none',
        sweetsFrequency: 'none',
      },
    });
    await page.goto('/plan/');
    const dinner = page.getByRole('region', { name: 'Dinner' });
    const firstDish = dinner.getByRole('heading', { level: 3 }).first().getByRole('link');
    const dishName = (await firstDish.textContent()) ?? '';
    await firstDish.click();

    await page.waitForURL(/\/recipes\/\d+-[a-z0-9-]+\/$/);
    await page.getByRole('heading', { level: 1, name: dishName, exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Steps' }).waitFor();
    await expect(page.locator('.catalogue-page__steps li').count()).resolves.toBeGreaterThan(1);
    await expect(page.getByRole('rowheader', { name: 'Calories' }).isVisible()).resolves.toBe(true);
    await page.getByRole('heading', { name: "Why it's in your plan" }).waitFor();
    await expect(page.locator('.catalogue-page__badges').textContent()).resolves.toMatch(/Vegetarian|Vegan/);
    await expect(page.getByRole('img', { name: `${dishName}, the finished dish` }).isVisible()).resolves.toBe(true);
    expect(await axeViolations(page), 'axe on the recipe page').toEqual([]);
    const recipeUrl = page.url();

    const ingredient = page.getByRole('list', { name: 'Ingredients' }).getByRole('link').first();
    const ingredientName = (await ingredient.textContent()) ?? '';
    await ingredient.click();
    await page.waitForURL(/\/products\/\d+-[a-z0-9-]+\/$/);
    await page.getByRole('heading', { level: 1, name: ingredientName, exact: true }).waitFor();
    await expect(
      page.getByRole('list', { name: 'Recipes using it' }).getByRole('link', { name: dishName }).isVisible(),
    ).resolves.toBe(true);
    expect(await axeViolations(page), 'axe on the product page').toEqual([]);

    await page.goBack();
    await page.waitForURL(recipeUrl);
    await page.getByRole('heading', { level: 1, name: dishName, exact: true }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the page prerendered for search engines: title, canonical URL and Recipe JSON-LD', async () => {
    const response = await fetch(`${baseUrl()}/recipes/1-avocado-toast-with-poached-eggs/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Avocado Toast with Poached Eggs | Larder</title>');
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/recipes/1-avocado-toast-with-poached-eggs/"/>`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1] ?? '{}');
    expect(ld['@type']).toBe('Recipe');
    expect(ld.recipeInstructions.length).toBeGreaterThan(1);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/recipes/1-avocado-toast-with-poached-eggs/</loc>`);
    expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it('redirects a stale slug to the current one and answers an unknown id with the 404 page', async () => {
    const stale = await fetch(`${baseUrl()}/recipes/1-old-name/`, { redirect: 'manual' });
    expect(stale.status).toBe(301);
    expect(stale.headers.get('location')).toBe('/recipes/1-avocado-toast-with-poached-eggs/');

    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    const response = await page.goto('/recipes/99999-no-such-dish/');
    expect(response?.status()).toBe(404);
    // Once hydrated and settled, still the not-found page: the route's own document, nothing more asked for.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("We couldn't find that page");
    expect(problems.filter((problem) => problem !== ANONYMOUS_CUSTOMER_CHECK)).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.context().close();
  });
});
