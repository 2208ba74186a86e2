// A subscriber's way around the site in Chromium against the real server (issue 39), at a phone's width and a
// desktop's: from every page type (home, product, recipe, plan, menu, help, account settings) the header's site
// navigation leads back to the account, and the logo home; /plan/ shows the next open week, never the first order's
// checkout; a pick from this week's menu lands in the box, and the total the menu shows is the server's. At 768 and
// 1280 px no fixed panel covers the plan's cards, and the account home uses the width. axe on the menu.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { contextApi as api } from './support/context-api';
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

type Order = {
  id: number;
  status: string;
  lines: { type: string; id: number; name: string; quantity: number }[];
  totals: { total_cents: number };
};
type MenuItem = { type: 'pairing' | 'product'; id: number; slug: string; name: string; hidden_because: string[] };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function backToAccount(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: 'Your account' });
  await expect(nav.getByRole('link', { name: 'This week’s menu' }).getAttribute('href')).resolves.toBe('/menu/');
  await expect(page.getByRole('link', { name: 'Larder home' }).getAttribute('href')).resolves.toBe('/');
  await nav.getByRole('link', { name: 'My account' }).click();
  await page.waitForURL((url) => url.pathname === '/mylarder/');
  await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
}

describe.each([390, 1280])('a subscriber at %i px', (width) => {
  it('gets back to the account from every page type, and a pick from the menu lands in the box', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
    await placeFirstOrder(page, `nav.${width}.${unique()}@example.com`, 'nav');
    await page.goto('/mylarder/');
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
    await page.getByRole('link', { name: 'Choose from this week’s menu' }).waitFor();

    const view = (await api(page, 'GET', '/api/v2/subscription/')).body as { upcoming: Order[] };
    const week = view.upcoming.find((order) => order.status === 'scheduled') as Order;
    const menu = (await api(page, 'GET', `/api/v2/subscription/weeks/${week.id}/menu/`)).body as {
      items: MenuItem[];
    };
    const recipe = menu.items.find((item) => item.type === 'pairing') as MenuItem;
    const product = menu.items.find((item) => item.type === 'product') as MenuItem;
    for (const path of [
      '/',
      `/products/${product.id}-${product.slug}/`,
      `/recipes/${recipe.id}-${recipe.slug}/`,
      '/plan/',
      '/menu/',
      '/help/',
      '/mylarder/settings/',
      '/mylarder/',
    ]) {
      await backToAccount(page, path);
    }

    // /plan/ for a subscriber: the next open week and the way to change it, no checkout.
    await page.goto('/plan/');
    await page.getByRole('heading', { name: 'Your next box, Ada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Choose from this week’s menu' }).click();
    await page.waitForURL((url) => url.pathname === '/menu/');

    // A pick from the menu: the cheapest products first, the first one the box has room and budget for.
    const summary = page.locator('section[aria-labelledby="menu-summary-heading"]');
    await summary.waitFor();
    await page.getByLabel('Show').selectOption('product');
    await page.getByLabel('Price').selectOption('500');
    const add = page.locator('.menu-item button[aria-label^="Add to box: "]:not([disabled])').first();
    const label = (await add.getAttribute('aria-label')) ?? '';
    const name = label.replace(/^Add to box: /, '');
    await add.click();
    await page
      .getByRole('status')
      .filter({ hasText: `${name} is in your box.` })
      .waitFor();
    const after = (await api(page, 'GET', '/api/v2/subscription/')).body as { upcoming: Order[] };
    const changed = after.upcoming.find((order) => order.id === week.id) as Order;
    expect(changed.lines.some((line) => line.name === name)).toBe(true);
    expect(await page.getByTestId('menu-total').textContent()).toBe(dollars(changed.totals.total_cents));
    expect(await summary.getByTestId('menu-picks').textContent()).toMatch(/^\d+ picks? in your box$/);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'menu', width);

    // The account home shows it too, with the same total.
    await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'My account' }).click();
    await page.waitForURL((url) => url.pathname === '/mylarder/');
    const box = page.locator('section[aria-labelledby="next-delivery"]');
    if (view.upcoming[0]?.id === week.id) {
      await box.getByText(name).first().waitFor();
      expect(await box.locator('dd.box-editor__total').textContent()).toBe(dollars(changed.totals.total_cents));
    }
    await shoot(page, 'mylarder', width);
    await page.goto('/plan/');
    await page.getByRole('heading', { name: 'Your next box, Ada' }).waitFor();
    await shoot(page, 'plan-subscriber', width);
    expect(problems).toEqual([]);
  });
});

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
