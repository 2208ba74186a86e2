// The storefront is served by the real one-process server: prerendered pages, trailing-slash URLs, a real 404,
// the health endpoint, and pages that hydrate without errors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * The visitor's first navigation, from /signup/ to /login/: the stylesheet files take over from the inline copy, which
 * is removed, and all of them apply (none is left off, or with the media that kept it from applying while the others
 * loaded). The text keeps its font (nothing unstyled flashed).
 */
async function goToLoginWithTheStylesheetFiles(page: Page) {
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/login\/$/);
  await page.waitForFunction(() => document.querySelector('style[data-inlined-css]') === null);
  await expect(page.locator('link[rel="stylesheet"][disabled]').count()).resolves.toBe(0);
  await expect(page.locator('link[rel="stylesheet"][media]').count()).resolves.toBe(0);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.evaluate((element) => getComputedStyle(element).fontFamily)).resolves.toContain('Fraunces');
}

describe('the one-process server', () => {
  it('serves prerendered HTML for /signup/ before any script runs', async () => {
    const response = await fetch(`${baseUrl()}/signup/`);
    expect(response.status).toBe(200);
    // The page holds the visitor's own experiments (decision 220): revalidated each time, never kept by a shared cache.
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
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
    // The home page it links to asks who is signed in; an anonymous visitor's 403 there is normal.
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
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

  it('answers an unknown quiz step or survey question with 404 and hydrates that document without a mismatch', async () => {
    for (const url of ['/quiz/no-such-step/', '/survey/no-such-question/']) {
      const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await page.waitForFunction(
        () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules,
      );
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("We couldn't find that page");
      await page.getByRole('link', { name: 'Back to the start' }).click();
      await page.waitForURL(`${baseUrl()}/`);
      // A hydration mismatch (React #418: a document rendered for another route) would be reported here.
      expect(problems).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
      await page.context().close();
    }
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

  it('sends the page and its scripts compressed, paints them with no stylesheet request, and restores the files when it first navigates', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    const encodings = new Map<string, string | undefined>();
    const ours = new URL(baseUrl()).origin;
    page.on('response', (response) => {
      const url = new URL(response.url());
      // What this server sends: a provider's own script (the Apple button's, from its stand-in) is not ours to compress.
      if (url.origin !== ours) return;
      if (url.pathname === '/signup/' || url.pathname.endsWith('.js') || url.pathname.endsWith('.css')) {
        encodings.set(url.pathname, response.headers()['content-encoding']);
      }
    });
    const response = await page.goto('/signup/', { waitUntil: 'commit' });
    expect(response?.headers()['content-encoding']).toBe('br');
    // The heading and the default offer's line are in the HTML: the largest text needs no script and no API call.
    await page
      .getByText('Create an account to claim your free gift for life and get 40% off your first box.')
      .waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const fetchedBeforeFirstPaint = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < firstPaint)
        .map((entry) => new URL(entry.name).pathname);
    });
    // The first paint waits for no stylesheet: the page's styles are in its HTML.
    expect(fetchedBeforeFirstPaint.filter((path) => path.endsWith('.css'))).toEqual([]);
    await page.getByText('Must be at least 8 characters', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // Loaded, the page keeps its inline copy and its links stay off (their files are not fetched, and the whole
    // page's styles are not recalculated) unless it navigates.
    expect(await page.locator('style[data-inlined-css]').count()).toBe(1);
    expect(await page.locator('link[rel="stylesheet"][data-inlined][disabled]').count()).toBeGreaterThan(1);
    await goToLoginWithTheStylesheetFiles(page);
    const scripts = [...encodings].filter(([path]) => path.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const [path, encoding] of [...encodings]) expect(encoding, path).toBe('br');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('restores the stylesheet files even when the first navigation removes a page’s own stylesheet before it loads', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/signup/');
    await page.getByText('Must be at least 8 characters', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // The stylesheets of /signup/ that /login/ does not link: React Router removes them when the visitor goes there.
    const hrefs = (html: string) =>
      new Set(
        [...html.matchAll(/<link\b[^>]*>/g)]
          .map(([tag]) => tag)
          .filter((tag) => tag.includes('rel="stylesheet"'))
          .map((tag) => /href="([^"]+)"/.exec(tag)?.[1]),
      );
    const loginLinks = hrefs(await (await fetch(`${baseUrl()}/login/`)).text());
    const signupOwn = [...hrefs(await page.content())].filter((href) => href && !loginLinks.has(href));
    expect(signupOwn.length).toBeGreaterThan(0);
    // Each of them answers only once the page is at /login/, by which time its link is gone (a slow network).
    await page.route(
      (url) => signupOwn.includes(url.pathname),
      async (route) => {
        await page.waitForURL(/\/login\/$/);
        await page.waitForTimeout(300);
        await route.continue();
      },
    );
    await goToLoginWithTheStylesheetFiles(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends no developer-only code: the scripts carry React Router’s production build, without its warnings', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    const scripts = new Set<string>();
    const ours = new URL(baseUrl()).origin;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === ours && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto('/signup/');
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(3);
    const bodies = await Promise.all([...scripts].map(async (path) => (await page.request.get(path)).text()));
    // The router itself is there, and none of the warnings its development build carries for developers.
    expect(bodies.some((body) => body.includes('__reactRouterContext'))).toBe(true);
    for (const body of bodies) {
      expect(body).not.toContain('You rendered descendant <Routes>');
      expect(body).not.toContain('No routes matched location');
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
