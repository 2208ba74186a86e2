// The storefront is served by the real one-process server: prerendered pages, trailing-slash URLs, a real 404,
// the health endpoint, and pages that hydrate without errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the one-process server', () => {
  it('serves prerendered HTML for /signup/ before any script runs', async () => {
    const response = await fetch(`${baseUrl()}/signup/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('Claim your free gift');
  });

  it('redirects /signup to /signup/', async () => {
    const response = await fetch(`${baseUrl()}/signup`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/signup/');
  });

  it('answers the health check', async () => {
    const response = await fetch(`${baseUrl()}/api/health/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown page with a 404 page that renders in the browser', async () => {
    const { page, problems } = await openPage(browser);
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("We couldn't find that page");
    await page.getByRole('link', { name: 'Back to the start' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // Chromium reports the document's own 404 status; nothing else may go wrong.
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.context().close();
  });

  it('hydrates a prerendered page without errors', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto('/quiz/hello/goals/');
    await page.waitForFunction(
      () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
    );
    await expect(page.title()).resolves.toBe('Your preferences | Larder');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
