// The plan, the account home and the menu at a tablet's width and a desktop's (issue 39, point 10), in Chromium
// against the real server: no fixed panel covers the plan's cards, and the account home and the menu use the width
// (two columns from 1024 px). The way around the site and the menu's picks are lived in subscriber-weeks.test.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { launchBrowser, openPage } from './support/browser';
import { placeFirstOrder } from './support/first-order';

let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SHOTS = process.env.JOURNEY_SCREENSHOTS_DIR;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

describe.each([768, 1280])('the layouts at %i px', (width) => {
  it('keeps the plan’s summary off its cards and uses the width', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.setViewportSize({ width, height: 900 });
    await signUpThroughApi(page, `layout.${width}.${unique()}@example.com`);
    await page.goto('/plan/');
    await page.getByRole('heading', { name: 'Recommended for Ada' }).waitFor();
    // Scrolled to any point, the summary covers no card.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const overlaps = await page.evaluate(() => {
        const summary = document.querySelector('.plan__summary')?.getBoundingClientRect();
        if (!summary) return ['no summary'];
        return Array.from(document.querySelectorAll('.plan-item'))
          .map((card) => card.getBoundingClientRect())
          .filter(
            (card) =>
              card.left < summary.right &&
              summary.left < card.right &&
              card.top < summary.bottom &&
              summary.top < card.bottom,
          )
          .map((card) => `${card.top},${card.left}`);
      });
      expect(overlaps, `scrolled to ${y}`).toEqual([]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'plan', width);
    if (width >= 1024) {
      // Two columns: the summary beside the sections.
      const [content, aside] = await Promise.all(
        ['.plan__content', '.plan__aside'].map((selector) =>
          page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
        ),
      );
      expect(aside.left).toBeGreaterThanOrEqual(content.right);
    }
    expect(problems).toEqual([]);
  });

  it('uses the width on the account home and the menu', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.setViewportSize({ width, height: 900 });
    await placeFirstOrder(page, `wide.${width}.${unique()}@example.com`, 'wide');
    await page.goto('/mylarder/');
    await page.getByRole('heading', { name: 'Your next delivery' }).waitFor();
    await page.getByRole('heading', { name: 'Your subscription' }).waitFor();
    const main = await page.locator('main').evaluate((element) => element.getBoundingClientRect().toJSON());
    // The page's column: most of a tablet's width, and on a desktop two columns side by side.
    expect(main.width).toBeGreaterThan(width >= 1024 ? 1000 : 700);
    if (width >= 1024) {
      const [left, right] = await Promise.all(
        ['.account-columns__main', '.account-columns__side'].map((selector) =>
          page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
        ),
      );
      expect(right.left).toBeGreaterThanOrEqual(left.right);
    }
    await shoot(page, 'mylarder', width);
    await page.goto('/menu/');
    await page.locator('section[aria-labelledby="menu-summary-heading"]').waitFor();
    if (width >= 1024) {
      const [items, side] = await Promise.all(
        ['.menu-layout__main', '.menu-layout__side'].map((selector) =>
          page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON()),
        ),
      );
      expect(side.left).toBeGreaterThanOrEqual(items.right);
    }
    await shoot(page, 'menu', width);
    await page.goto('/plan/');
    await page.getByRole('heading', { name: 'Your next box, Ada' }).waitFor();
    await shoot(page, 'plan-subscriber', width);
    expect(problems).toEqual([]);
  });
});
