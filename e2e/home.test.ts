// The home page in a real browser: painted from the prerendered HTML (the catalogue row needs no API call), clean
// under axe-core at phone and desktop widths, and its one primary action leads into the quiz.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  ({ page, problems } = await openPage(browser, { allowAnonymousReads: true }));
});

afterEach(async () => {
  expect(problems).toEqual([]);
  await page.context().close();
});

const hydrated = (p: Page) =>
  p.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);

describe('the home page', () => {
  it('is prerendered with the header, the hero, three steps, real recipes and products with prices, and the FAQ', async () => {
    // The HTML as served, before any script runs: everything a visitor sees is already there.
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('Take the quiz');
    expect(html).toContain('Log in');
    expect(html).toContain('Organic Chicken Breasts');
    expect(html).toMatch(/\$\d+\.\d\d/);
    expect(html).toContain('/api/v2/pictures/');
    expect(html).toContain('$22+ weekly');
    expect(html).toContain('over 3,000 recipes');

    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Groceries and recipes made for you',
    );
    await expect(page.locator('.home-steps__step').count()).resolves.toBe(3);
    await expect(page.locator('.home-catalogue__item').count()).resolves.toBe(8);
    await expect(page.locator('footer').count()).resolves.toBe(1);
  });

  it('has no axe-core violations at phone and desktop widths, with the FAQ open', async () => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'How much will I save?' }).click();
      expect(await axeViolations(page)).toEqual([]);
    }
  });

  it('takes a new visitor to the quiz with its one primary action', async () => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Take the quiz' }).first().click();
    await page.waitForURL('**/quiz/intro/');
    expect(new URL(page.url()).pathname).toBe('/quiz/intro/');
  });
});
