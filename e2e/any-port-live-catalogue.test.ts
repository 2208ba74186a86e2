// Issue 38, points 1 and 2: the run's one storefront build, served by a second server on another port it was never
// told about, works for a visitor at http://127.0.0.1:<port>/ (every call goes to the page's own origin); and with
// that server running, an admin's price change shows on the product page within 5 s and is the price the checkout
// charges, while a hidden product's page is a 404, its recipe no longer links it and the sitemap leaves it out.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatCents } from '@larder/contracts/values/money';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pairings from '../apps/api/src/seed/data/pairings.json';
import products from '../apps/api/src/seed/data/products.json';
import { isAnonymousCustomerRead, launchBrowser } from './support/browser';
import { OPERATOR_PASSWORD, OPERATORS } from './support/operators';
import { api } from './support/page-api';
import { freePort, type RunningServer, seededStore, startServer } from './support/server';
import { ownHousehold, QUIZ_ANSWERS } from './support/steps';

/** How soon a console edit must show on the storefront's pages (issue 38). */
const LIVE_WITHIN_MS = 5_000;

let browser: Browser;
let server: RunningServer;
let origin: string;
let work: string;

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-any-port-'));
  // The run's seeded data, with roomy boxes and the operators (support/server.ts `seededStore`).
  const data = await seededStore(work);
  // The very build the other journeys' server serves, not a copy and not a build for this port.
  server = await startServer(port, inject('webBuild'), {
    ...inject('providerSettings'),
    ...data,
    PUBLIC_SITE_ORIGIN: origin,
    PUBLIC_API_ORIGIN: origin,
    SIGNUP_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_IP: '1000',
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

interface Visitor {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Every API call the pages made, by full URL. */
  calls: string[];
}

async function visit(): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const problems: string[] = [];
  const calls: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isAnonymousCustomerRead(message)) {
      problems.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return { context, page, problems, calls };
}

/** Until React has hydrated the page: a click before that is lost. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')));
}

/** Asks `read` until `done` says yes, for at most LIVE_WITHIN_MS; the time it took. */
async function within<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (done(await read())) return Date.now() - started;
    if (Date.now() - started > LIVE_WITHIN_MS) throw new Error(`not shown within ${LIVE_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const html = async (address: string) => {
  const response = await fetch(`${origin}${address}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text() };
};

async function signUpWithQuiz(page: Page, email: string): Promise<void> {
  await page.goto('/signup/');
  await hydrated(page);
  // As steps.ts's visitor: the quiz left in the browser (that helper waits for the other journeys' server).
  await page.evaluate((answers) => {
    localStorage.setItem('quiz.local', JSON.stringify(answers));
    localStorage.setItem('quiz.nav', JSON.stringify(['intro', 'hello']));
    localStorage.setItem('quiz.expiry', String(Date.now() + 24 * 60 * 60 * 1000));
  }, QUIZ_ANSWERS);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${origin}/plan/`);
}

async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin/');
  const signedIn = await api(page, 'POST', '/api/admin/session/', {
    email: OPERATORS.admin,
    password: OPERATOR_PASSWORD,
  });
  expect(signedIn.status).toBe(200);
}

const edit = (page: Page, type: 'product' | 'pairing', id: number, change: Record<string, unknown>) =>
  api(page, 'PATCH', `/api/admin/catalogue/${type}/${id}/`, change);

describe('one build on any port, catalogue edits live', () => {
  it('serves a visitor at 127.0.0.1 on a port the build never knew, every call on the page’s own origin', async () => {
    const visitor = await visit();
    const home = await visitor.page.goto('/');
    expect(home?.status()).toBe(200);
    await hydrated(visitor.page);
    await signUpWithQuiz(visitor.page, `any-port.${crypto.randomUUID()}@example.test`);
    await expect(visitor.page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    expect(visitor.calls.length).toBeGreaterThan(0);
    for (const call of visitor.calls) expect(new URL(call).origin).toBe(origin);
    expect(visitor.problems).toEqual([]);
    await visitor.context.close();
  });

  it('shows an admin’s price change on the product page within 5 s, and the checkout charges it', async () => {
    const customer = await visit();
    await signUpWithQuiz(customer.page, `live-price.${crypto.randomUUID()}@example.test`);
    const box = await api(customer.page, 'POST', '/api/v2/checkout/box/from-plan/');
    expect(box.status).toBe(200);
    const lines = (box.body as { lines: { type: string; id: number; unit_price_cents: number }[] }).lines;
    // A product the customer pays for (the free gift is a product line at no charge).
    const line = lines.find((candidate) => candidate.type === 'product' && candidate.unit_price_cents > 0);
    if (!line) throw new Error(`the plan's box has no product: ${JSON.stringify(lines)}`);
    const product = products.find((candidate) => candidate.id === line.id);
    if (!product) throw new Error(`product ${line.id} is not in the committed catalogue`);
    const address = `/products/${product.id}-${product.slug}/`;
    const before = line.unit_price_cents;
    const after = before + 50;

    await customer.page.goto(address);
    await customer.page.getByText(formatCents(before)).first().waitFor();

    const admin = await visit();
    await signInAdmin(admin.page);
    expect((await edit(admin.page, 'product', product.id, { price_cents: after })).status).toBe(200);

    const took = await within(
      () => html(address),
      (page) => page.body.includes(formatCents(after)) && page.body.includes(`"price":"${(after / 100).toFixed(2)}"`),
    );
    expect(took).toBeLessThanOrEqual(LIVE_WITHIN_MS);
    // The browser too: the page opened again, once hydrated, still says the new price (nothing older overrides it).
    await customer.page.reload();
    await hydrated(customer.page);
    await expect(customer.page.locator('dd', { hasText: formatCents(after) }).count()).resolves.toBe(1);
    await expect(customer.page.locator('dd', { hasText: formatCents(before) }).count()).resolves.toBe(0);

    // The product put in the box now, then the order it places, at the price the page shows. (A line added before
    // the edit keeps the price it was added at: the checkout stores each line's price when it is added.)
    const putInBox = (quantity: number) =>
      api(customer.page, 'PUT', '/api/v2/checkout/box/lines/', { type: 'product', id: product.id, quantity });
    expect((await putInBox(0)).status).toBe(200);
    const checkout = await putInBox(1);
    const boxLine = (checkout.body as { lines: { id: number; type: string; unit_price_cents: number }[] }).lines.find(
      (candidate) => candidate.type === 'product' && candidate.id === product.id,
    );
    expect(boxLine?.unit_price_cents).toBe(after);
    const household = ownHousehold();
    const zip = (await api(customer.page, 'GET', '/api/v2/deliveries/zips/10001/')).body as {
      delivery_dates: { date: string }[];
    };
    const shipping = await api(customer.page, 'PUT', '/api/v2/checkout/shipping/', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '350 Fifth Avenue',
      address2: household.apartment,
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '(212) 555-0100',
      delivery_instructions: '',
      delivery_date: zip.delivery_dates[0]?.date,
    });
    expect(shipping.status).toBe(200);
    const card = await api(customer.page, 'POST', '/api/v2/checkout/card/', {
      number: household.card,
      exp_month: 12,
      exp_year: 2034,
      cvc: '123',
      zip: '10001',
    });
    expect((card.body as { status: string }).status).toBe('saved');
    const placed = await api(customer.page, 'POST', '/api/v2/orders/', undefined, {
      'idempotency-key': `live-price-${crypto.randomUUID()}`,
    });
    expect(placed.status).toBe(201);
    const ordered = (placed.body as { lines: { id: number; type: string; unit_price_cents: number }[] }).lines.find(
      (candidate) => candidate.type === 'product' && candidate.id === product.id,
    );
    expect(ordered?.unit_price_cents).toBe(after);
    expect(customer.problems).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  });

  it('takes a hidden product off its page (404), its recipe’s links and the sitemap within 5 s', async () => {
    const recipe = pairings.find((candidate) => (candidate.products ?? []).length >= 2);
    const product = products.find((candidate) => candidate.id === recipe?.products?.[0]);
    if (!recipe || !product) throw new Error('no recipe with products in the committed catalogue');
    const productAddress = `/products/${product.id}-${product.slug}/`;
    const recipeAddress = `/recipes/${recipe.id}-${recipe.slug}/`;
    expect((await html(productAddress)).status).toBe(200);
    expect((await html(recipeAddress)).body).toContain(`href="${productAddress}"`);
    expect((await html('/sitemap.xml')).body).toContain(`<loc>${origin}${productAddress}</loc>`);

    const admin = await visit();
    await signInAdmin(admin.page);
    expect((await edit(admin.page, 'product', product.id, { visible: false })).status).toBe(200);

    await within(
      () => html(productAddress),
      (page) => page.status === 404,
    );
    const recipePage = await html(recipeAddress);
    expect(recipePage.status).toBe(200);
    expect(recipePage.body).not.toContain(`href="${productAddress}"`);
    const sitemap = (await html('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`<loc>${origin}${productAddress}</loc>`);
    expect(sitemap).toContain(`<loc>${origin}${recipeAddress}</loc>`);

    // Shown again, it is back on all three.
    expect((await edit(admin.page, 'product', product.id, { visible: true })).status).toBe(200);
    expect((await html(productAddress)).status).toBe(200);
    expect((await html(recipeAddress)).body).toContain(`href="${productAddress}"`);
    expect((await html('/sitemap.xml')).body).toContain(`<loc>${origin}${productAddress}</loc>`);
    await admin.context.close();
  });
});
