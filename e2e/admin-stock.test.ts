// Stock in the operator console (docs/decisions/210-stock.md) in Chromium against the real server: an operations
// operator picks a delivery date, finds a product and marks it off for that date — saved, shown in the table, audited
// — while the next date still has it; a support operator sees the same page with the product off but has no way to
// change it, and the server refuses the change with 403. Every page axe clean; photographed at 1280 and 390 px
// (under /tmp/console-shots/).
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { expectAccessible, signInToConsole, unexpectedProblems } from './support/console';
import { OPERATORS } from './support/operators';
import { api } from './support/page-api';

const SHOTS = '/tmp/console-shots';
const DATE = '2031-03-04';
const NEXT_DATE = '2031-03-11';
let browser: Browser;
let product: { id: number; name: string };

/** The Stock page for a date, the list narrowed to the product's name. */
async function openStock(page: Page, date: string): Promise<void> {
  await page.getByRole('link', { name: 'Stock' }).click();
  await page.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
  await page.getByLabel('Delivery date (YYYY-MM-DD)').fill(date);
  await page.getByLabel('Name').fill(product.name);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('date') === date && url.searchParams.get('name') === product.name,
  );
  await page
    .getByRole('table', { name: `Stock on ${date}` })
    .getByRole('cell', { name: product.name, exact: true })
    .waitFor();
}

/** The availability cell of the product's row. */
const availabilityOf = (page: Page, date: string) =>
  page
    .getByRole('table', { name: `Stock on ${date}` })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: product.name, exact: true }) })
    .getByRole('cell')
    .nth(3);

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('stock in the console', () => {
  it('operations: marks a product off for a delivery date, and the next date still has it', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signInToConsole(page, OPERATORS.operations);
    const listed = await api(page, 'GET', `/api/admin/stock/?date=${DATE}&type=product&limit=1`);
    expect(listed.status).toBe(200);
    const first = (listed.body as { results: { id: number; name: string }[] }).results[0];
    if (!first) throw new Error('the catalogue has no product');
    product = first;

    await openStock(page, DATE);
    expect(await availabilityOf(page, DATE).textContent()).toBe('Unlimited');
    await expectAccessible(page, 'the stock page');
    await page.getByRole('button', { name: `Change ${product.name}`, exact: true }).click();
    await page.getByRole('heading', { name: `${product.name} on ${DATE}` }).waitFor();
    // The availability is chosen with the keyboard: Unlimited, then Off.
    const trigger = page
      .locator('.ui-select')
      .filter({ has: page.getByText('Availability', { exact: true }) })
      .getByRole('button');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Unlimited' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await trigger.filter({ hasText: 'Off' }).waitFor();
    await expectAccessible(page, 'the stock change form');
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${product.name} on ${DATE}: Off.` })
      .waitFor();
    await expect.poll(() => availabilityOf(page, DATE).textContent()).toBe('Off');
    await shoot(page, 'stock');

    const audit = await api(page, 'GET', `/api/admin/audit/?record_type=stock&record_id=product:${product.id}:${DATE}`);
    const entries = (audit.body as { results: { action: string; after: unknown; operator: { email: string } }[] })
      .results;
    expect(entries[0]).toMatchObject({
      action: 'stock.set',
      after: { kind: 'off' },
      operator: { email: OPERATORS.operations },
    });

    await openStock(page, NEXT_DATE);
    await expect.poll(() => availabilityOf(page, NEXT_DATE).textContent()).toBe('Unlimited');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('support: sees the product off for that date but cannot change it, and the server refuses with 403', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signInToConsole(page, OPERATORS.support);
    await openStock(page, DATE);
    await expect.poll(() => availabilityOf(page, DATE).textContent()).toBe('Off');
    await page.getByText('Changing stock needs the operations role; yours is support. You can see it here.').waitFor();
    expect(await page.getByRole('button', { name: /^Change / }).count()).toBe(0);
    await expectAccessible(page, 'the stock page as support');
    const refused = await api(page, 'PUT', `/api/admin/stock/product/${product.id}/${DATE}/`, {
      availability: { kind: 'unlimited' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
    await page.reload();
    await page.getByRole('table', { name: `Stock on ${DATE}` }).waitFor();
    await expect.poll(() => availabilityOf(page, DATE).textContent()).toBe('Off');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
