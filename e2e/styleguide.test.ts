// The style guide in a real browser: the whole kit passes axe-core, and the interactive pieces (Select, Accordion,
// Modal, the password toggle) work with the keyboard alone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';

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
  ({ page, problems } = await openPage(browser));
  await page.goto('/styleguide/');
  // Interact only once React has hydrated the prerendered page.
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
  );
  await page.waitForLoadState('networkidle');
});

afterEach(async () => {
  expect(problems).toEqual([]);
  await page.context().close();
});

const focusedElement = (p: Page) =>
  p.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName, name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() };
  });

describe('the style guide', () => {
  it('is kept out of search results', async () => {
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
  });

  it('has no axe-core violations', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });

  it('has no axe-core violations with an accordion row, the select and the modal open', async () => {
    await page.getByRole('button', { name: 'How much will I save?' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open the delivery day select' }).click();
    await page.getByRole('listbox').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open modal' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  // Retried once: in one CI run of many (stop 53, beside the unit suites on a loaded machine) the list opened with
  // focus elsewhere, which no run here reproduced (docs/decisions/181-faults-load-and-sweeps.md, "The select's
  // focus"). A second failure still fails the run, and the poll below names what held focus instead.
  it('a select opens, moves and chooses with the keyboard alone', { retry: 1 }, async () => {
    const trigger = page
      .locator('.ui-select')
      .filter({ has: page.getByText('Delivery day', { exact: true }) })
      .getByRole('button');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    await expect.poll(() => focusedElement(page), { timeout: 10_000 }).toEqual({ tag: 'DIV', name: 'Monday' });

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await trigger.filter({ hasText: 'Wednesday' }).and(page.locator(':focus')).waitFor();

    // Escape closes without changing the choice; type-ahead picks on the closed trigger.
    await page.keyboard.press('ArrowDown');
    await listbox.waitFor();
    await page.keyboard.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    await trigger.and(page.locator(':focus')).waitFor();
    await page.keyboard.type('f');
    await trigger.filter({ hasText: 'Friday' }).waitFor();
  });

  it('an accordion row opens and closes with Enter and Space', async () => {
    const row = page.getByRole('button', { name: 'How much will I save?' });
    const body = page.getByText('The average customer saves $22+ weekly compared with shopping on their own.');
    await row.focus();
    await expect(body.isVisible()).resolves.toBe(false);

    await page.keyboard.press('Enter');
    await expect(row.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(body.isVisible()).resolves.toBe(true);
    await expect(page.getByText('Savings row opened').isVisible()).resolves.toBe(true);

    await page.keyboard.press('Space');
    await expect(row.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(body.isVisible()).resolves.toBe(false);
  });

  it('a modal opens from the keyboard, keeps focus inside, closes on Escape and returns focus', async () => {
    const opener = page.getByRole('button', { name: 'Open modal' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your first box' });
    await dialog.waitFor();

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('the password toggle reveals and hides the password with the keyboard alone', async () => {
    const password = page.getByLabel('Password', { exact: true });
    await password.focus();
    await page.keyboard.type('tomato-soup');
    await expect(password.getAttribute('type')).resolves.toBe('password');

    await page.keyboard.press('Tab');
    await expect(focusedElement(page)).resolves.toEqual({ tag: 'BUTTON', name: 'Show Password' });
    await page.keyboard.press('Space');
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await expect(focusedElement(page)).resolves.toEqual({ tag: 'BUTTON', name: 'Hide Password' });

    await page.keyboard.press('Enter');
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await expect(password.inputValue()).resolves.toBe('tomato-soup');
  });
});
