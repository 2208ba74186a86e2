// The console's store screens (issue 28) in Chromium against the real server: an admin changes a product's price
// and the API answers it at once, creates a promo code and disables it, issues a gift card; an operations operator
// adds a delivery zone and disables it; a support operator resends an order's confirmation and reads the email
// outbox; an operator sets up an authenticator app (QR code and key) and then signs in with its code. Every page is
// axe clean and photographed at 1280 and 390 px (under /tmp/console-store-shots/, for a person to look at).
import fs from 'node:fs';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { placeFirstOrder } from './support/first-order';
import { OPERATOR_PASSWORD, OPERATORS, TOTP_OPERATOR } from './support/operators';
import { api } from './support/page-api';

const SHOTS = '/tmp/console-store-shots';
let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let orderId: number;

/** Console pages answer 401 before sign-in, and a disabled promo code 404: expected. */
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 40[14]/.test(problem));

async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

async function signIn(page: Page, email: string, code?: () => string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (code) {
    await page.getByLabel('Authenticator code').fill(code());
    await page.getByRole('button', { name: 'Verify code' }).click();
  }
  await page.getByRole('navigation', { name: 'Console' }).waitFor();
}

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
  const { page } = await openPage(browser, { allowAnonymousReads: true });
  orderId = (await placeFirstOrder(page, `store.customer.${unique()}@example.test`, 'store')).id;
  await page.context().close();
});

afterAll(async () => {
  await browser?.close();
});

describe('the console’s store screens', () => {
  it('admin: changes a product’s price, which the API answers at once; creates and disables a promo code; issues a gift card', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signIn(page, OPERATORS.admin);
    const first = (await api(page, 'GET', '/api/admin/catalogue/?type=product&limit=1')).body as {
      results: { id: number; name: string; price_cents: number }[];
    };
    const product = first.results[0];
    if (!product) throw new Error('no product to edit');
    try {
      await page.getByRole('link', { name: 'Catalogue' }).click();
      await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
      await page.getByText('the product and recipe pages and the sitemap show it within seconds').waitFor();
      await page.getByLabel('Name contains').fill(product.name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Edit ${product.name}`, exact: true }).click();
      const newPrice = product.price_cents + 100;
      await page.getByLabel('Price in dollars').fill((newPrice / 100).toFixed(2));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Saved ${product.name}` })
        .waitFor();
      const served = (await api(page, 'GET', `/api/v2/products/?id__in=${product.id}`)).body as {
        results: { price_cents: number }[];
      };
      expect(served.results[0]?.price_cents).toBe(newPrice);
      await expectAccessible(page, 'the catalogue page');
      await shoot(page, 'catalogue');
    } finally {
      // Other journeys share the server's catalogue: put the price back.
      const restored = await api(page, 'PATCH', `/api/admin/catalogue/product/${product.id}/`, {
        price_cents: product.price_cents,
      });
      expect(restored.status).toBe(200);
    }

    const code = `JOURNEY${unique()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')}`;
    await page.getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('What the sign-up page says').fill('get 15% off your first box');
    await page.getByRole('textbox', { name: 'Percent off' }).fill('15');
    await page.getByRole('button', { name: 'Create code' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Created ${code}` })
      .waitFor();
    const live = await api(page, 'GET', `/api/get_promo_data/?promo_code=${code}`);
    expect(live.status).toBe(200);
    await expectAccessible(page, 'the promotions page');
    await shoot(page, 'promotions');
    await page.getByRole('button', { name: `Disable ${code}` }).click();
    await page
      .getByRole('alertdialog', { name: `Disable ${code}?` })
      .getByRole('button', { name: `Disable ${code}` })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `Disabled ${code}.` })
      .waitFor();
    expect((await api(page, 'GET', `/api/get_promo_data/?promo_code=${code}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Gift cards' }).click();
    await page.getByRole('heading', { name: 'Gift cards', level: 1 }).waitFor();
    await page.getByLabel('Amount in dollars').fill('25');
    await page.getByRole('button', { name: 'Issue card' }).click();
    await page.getByRole('status').filter({ hasText: 'Issued a $25.00 card' }).waitFor();
    const shown = await page.locator('.console__code').textContent();
    expect(shown).toMatch(/^GIFT(-[0-9A-Z]{4}){5}$/);
    await page.getByRole('button', { name: `Void the card ending ${shown?.slice(-4)}` }).waitFor();
    await expectAccessible(page, 'the gift cards page');
    await shoot(page, 'gift-cards');
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('operations: adds a delivery zone and disables it', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signIn(page, OPERATORS.operations);
    await page.getByRole('link', { name: 'Zones' }).click();
    await page.getByRole('heading', { name: 'Delivery zones', level: 1 }).waitFor();
    const zone = `j-${unique()}`.slice(0, 20);
    await page.getByRole('button', { name: 'New zone' }).click();
    await page.getByLabel('Code', { exact: true }).fill(zone);
    await page.getByLabel('Name', { exact: true }).fill(`Journey ${zone}`);
    await page.getByLabel('Whole ZIPs').fill('99501');
    await page.getByLabel('Time zone').fill('America/Anchorage');
    await page.getByLabel('Delivery days').fill('Tue, Fri');
    await page.getByLabel('Delivery fee in dollars').fill('9.99');
    await page.getByRole('button', { name: 'Save zone' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved Journey ${zone}.` })
      .waitFor();
    const saved = (await api(page, 'GET', '/api/admin/zones/')).body as {
      results: { code: string; zips: string[]; delivery_weekdays: number[]; delivery_fee_cents: number | null }[];
    };
    expect(saved.results.find((row) => row.code === zone)).toMatchObject({
      zips: ['99501'],
      delivery_weekdays: [2, 5],
      delivery_fee_cents: 999,
    });
    await expectAccessible(page, 'the zones page');
    await shoot(page, 'zones');
    await page.getByRole('button', { name: `Disable Journey ${zone}` }).click();
    await page
      .getByRole('alertdialog', { name: `Disable Journey ${zone}?` })
      .getByRole('button', { name: `Disable Journey ${zone}` })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: `Disabled Journey ${zone}.` })
      .waitFor();
    await page.getByRole('button', { name: `Enable Journey ${zone}` }).waitFor();
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('support: resends an order’s confirmation from its page, and reads the email outbox', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signIn(page, OPERATORS.support);
    await page.goto(`/admin/orders/${orderId}/`);
    await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Resend confirmation' }).click();
    await page.getByRole('status').filter({ hasText: 'The confirmation is queued to be sent again.' }).waitFor();
    await page.getByText(`order.resend_confirmation by ${OPERATORS.support}.`).waitFor();
    await expectAccessible(page, 'an order page after a resent confirmation');

    await page.getByRole('link', { name: 'Email' }).click();
    await page.getByRole('heading', { name: 'Email', level: 1 }).waitFor();
    await page.getByRole('table', { name: /^Messages/ }).waitFor();
    await expectAccessible(page, 'the email page');
    await shoot(page, 'email');
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });

  it('an operator sets up an authenticator app, then signs in with its code', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signIn(page, TOTP_OPERATOR);
    await page.getByRole('link', { name: 'Authenticator' }).click();
    await page.getByRole('heading', { name: 'Authenticator app', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await page.getByRole('img', { name: 'QR code of the authenticator setup address' }).waitFor();
    const secret = (await page.locator('.console__code').first().textContent()) ?? '';
    expect(await page.getByText(/^otpauth:\/\/totp\//).count()).toBe(1);
    await expectAccessible(page, 'the authenticator page');
    await shoot(page, 'totp');
    const code = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    await page.getByLabel('Code from the app').fill(await code());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('status').filter({ hasText: 'Your authenticator app is set up' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    // The code of the next 30-second step: the one just used is never accepted twice.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await signIn(page, TOTP_OPERATOR, () => next);
    expect(unexpected(problems)).toEqual([]);
    await page.context().close();
  });
});
