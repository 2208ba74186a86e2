// Telemetry through the vendors' real SDKs against our own collectors on the real server: a page view (with
// currency USD and the visit's campaign) and a browser log line (service web, env prod) arrive in our database;
// the first visit's campaign data is kept in session storage; the SDKs load after the page, in their own chunks.
// What was stored is read through the operator route (the server holds the embedded database).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

/** Chromium reports the anonymous answer of GET /api/v2/customers/self/ (403, a normal answer) in the console. */
const ANONYMOUS_CUSTOMER_CHECK = 'console.error: Failed to load resource: the server responded with a status of 403';

interface StoredEvent {
  id: number;
  type: string;
  event: string | null;
  user_id: string | null;
  anonymous_id: string | null;
  properties: Record<string, unknown>;
  context: Record<string, unknown>;
}

interface StoredLog {
  id: number;
  service: string | null;
  env: string | null;
  status: string;
  message: string;
  attributes: Record<string, unknown>;
}

async function operatorRead<T>(kind: 'events' | 'logs'): Promise<T[]> {
  const response = await fetch(`${baseUrl()}/api/collect/operator/${kind}?limit=200`, {
    headers: { authorization: `Bearer ${inject('operatorToken')}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: T[] }).results;
}

/** Polls the operator route until `match` finds what the browser sent (batches leave within seconds). */
async function arrived<T>(kind: 'events' | 'logs', match: (row: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await operatorRead<T>(kind)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching ${kind} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits until the log SDK runs in the page (it sets window.DD_LOGS). */
async function logSdkStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window as unknown as { DD_LOGS?: { getInitConfiguration(): unknown } }).DD_LOGS?.getInitConfiguration(),
  );
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('telemetry', () => {
  it('sends page views through the analytics SDK to our collector, with currency USD and the campaign', async () => {
    const { page, problems } = await openPage(browser);
    const sdkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/collect/')) sdkRequests.push(request.url());
    });
    await page.goto('/?utm_campaign=e2e-spring&utm_source=newsletter&utm_medium=email');
    const anonymousId = await page.waitForFunction(() => localStorage.getItem('ajs_anonymous_id'));
    const anonymous = JSON.parse(String(await anonymousId.jsonValue()));

    // Leaving the page sends the waiting batch.
    await page.goto('/signup/');

    const home = await arrived<StoredEvent>(
      'events',
      (row) =>
        row.type === 'page' && row.anonymous_id === anonymous && (row.context.page as { path: string }).path === '/',
    );
    expect(home.properties).toMatchObject({ currency: 'USD', path: '/' });
    expect(home.context).toMatchObject({
      library: { name: 'analytics.js' },
      campaign: { name: 'e2e-spring', source: 'newsletter', medium: 'email' },
    });
    // The SDK fetched its settings from our collector, not a vendor's CDN.
    expect(sdkRequests.some((url) => url.includes('/api/collect/segment/v1/projects/larder-web/settings'))).toBe(true);
    expect(problems.filter((problem) => !problem.startsWith(ANONYMOUS_CUSTOMER_CHECK))).toEqual([]);
    await page.context().close();
  });

  it('keeps the first visit’s campaign data in session storage and never overwrites it', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/?utm_campaign=first&utm_source=ads&utm_medium=cpc&utm_term=meal+kit&utm_content=hero');
    const kept = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('hr_utm_data') ?? 'null'));
    await page.waitForFunction(() => sessionStorage.getItem('hr_utm_data') !== null);
    const first = { campaign: 'first', source: 'ads', medium: 'cpc', term: 'meal kit', content: 'hero' };
    expect(await kept()).toEqual(first);
    await page.goto('/signup/?utm_campaign=second&utm_source=other');
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    );
    expect(await kept()).toEqual(first);
    expect(problems.filter((problem) => !problem.startsWith(ANONYMOUS_CUSTOMER_CHECK))).toEqual([]);
    await page.context().close();
  });

  it('sends an uncaught error through the log SDK to our collector as service web, env prod', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/');
    await logSdkStarted(page);
    const marker = `e2e uncaught ${Date.now()}`;
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, marker);
    await expect.poll(() => problems).toContain(`pageerror: ${marker}`);
    // The SDK records the error asynchronously; give it a moment, then leave the page, which sends what the SDK
    // holds (a beacon).
    await page.waitForTimeout(1000);
    await page.goto('/signup/');

    const log = await arrived<StoredLog>('logs', (row) => row.message.includes(marker));
    expect(log).toMatchObject({ service: 'web', env: 'prod', status: 'error' });
    expect(log.attributes).toMatchObject({
      error: expect.objectContaining({ kind: 'Error', stack: expect.stringContaining(marker) }),
    });
    expect(problems.filter((problem) => !problem.startsWith(ANONYMOUS_CUSTOMER_CHECK))).toEqual([
      `pageerror: ${marker}`,
    ]);
    await page.context().close();
  });

  it('loads the SDKs only after the page, from chunks no page imports up front', async () => {
    const { page } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signup/');
    await logSdkStarted(page);
    const html = await (await fetch(`${baseUrl()}/signup/`)).text();
    const sdkChunks = scripts.filter((script) => /load-(analytics|browser-logs)/.test(script));
    expect(sdkChunks).toHaveLength(2);
    for (const chunk of sdkChunks) expect(html).not.toContain(chunk);
    await page.context().close();
  });

  it('sends the sign-up’s identify and Signed Up with currency USD and the campaign data', async () => {
    const { page } = await openPage(browser);
    await page.goto('/signup/?utm_campaign=e2e-signup&utm_source=podcast');
    const email = `e2e-telemetry-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/signup/'));
    await page.goto('/');

    const identify = await arrived<StoredEvent>(
      'events',
      (row) => row.type === 'identify' && row.properties.email === email,
    );
    expect(identify.user_id).toMatch(/^\d+$/);
    expect(identify.properties).toMatchObject({ currency: 'USD' });
    expect(identify.context).toMatchObject({ campaign: { name: 'e2e-signup', source: 'podcast' } });
    const signedUp = await arrived<StoredEvent>(
      'events',
      (row) => row.type === 'track' && row.event === 'Signed Up' && row.user_id === identify.user_id,
    );
    expect(signedUp.properties).toMatchObject({ currency: 'USD', campaign: 'e2e-signup', source: 'podcast' });
    await page.context().close();
  });
});
