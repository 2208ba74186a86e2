// The customer's own pages rendered by the server (issue 27, docs/decisions/070-page-speed.md): a returning
// customer's /plan/ and /mylarder/ arrive with their plan and their name in the HTML, finished like every
// prerendered page (stylesheets inlined, scripts after the first paint), with a security policy that allows exactly
// their inline scripts, never stored by a cache; the browser hydrates them without asking again for what the page
// holds and without an error, and they work (a thumb is saved). A visitor gets the same pages' anonymous answers.
import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { launchBrowser, openPage, waitForHydration } from './support/browser';

let browser: Browser;
const LONG = { timeout: 120_000 };

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The `'sha256-…'` source of every non-empty inline script of a page. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The text of a page's HTML without its tags, scripts and styles. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the customer’s own pages', () => {
  it('arrive rendered with the customer’s plan and name, finished and with their own policy', LONG, async () => {
    const { page, problems } = await openPage(browser);
    await signUpThroughApi(page, `rendered.${Date.now().toString(36)}@example.com`);
    const plan = await page.request.get('/plan/');
    const account = await page.request.get('/mylarder/');

    for (const [answer, heading] of [
      [plan, 'Recommended for Ada'],
      [account, 'Welcome back, Ada'],
    ] as const) {
      expect(answer.status()).toBe(200);
      const html = await answer.text();
      expect(textOf(html)).toContain(heading);
      const headers = answer.headers();
      expect(headers['cache-control']).toBe('private, no-store');
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      // Finished like a prerendered page: its styles inline, no script fetched before the first paint.
      expect(html).toContain('<style data-inlined-css="">');
      expect(html).not.toContain('rel="modulepreload"');
      // The policy allows this page's inline scripts, each of them.
      const scriptSources = /script-src ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1]?.split(' ') ?? [];
      const inline = inlineScriptSources(html);
      expect(inline.length).toBeGreaterThan(0);
      for (const source of inline) expect(scriptSources).toContain(source);
    }
    expect(textOf(await plan.text())).toMatch(/Your week: \$\d+\.\d{2}/);

    // In the browser: the page shows what it was sent and asks the API for none of it again.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/plan/');
    await page.getByRole('heading', { level: 1, name: 'Recommended for Ada' }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const path of ['/api/v2/customers/self/', '/api/v2/customers/self/plan/', '/plan.data']) {
      expect(asked).not.toContain(path);
    }
    const like = page.getByRole('button', { name: /^Like / }).first();
    await waitForHydration(like);
    // Hydrated: a thumb is saved.
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/v2/customers/self/ratings/' && response.request().method() === 'PUT',
    );
    await like.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/mylarder/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' }).waitFor();
    await page.getByRole('link', { name: "See this week's plan" }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/api/v2/subscription/');
    // Reached from a link, the plan asks for its data itself (no server round trip for it).
    asked.length = 0;
    await page.getByRole('link', { name: "See this week's plan" }).click();
    await page.getByRole('heading', { level: 1, name: 'Recommended for Ada' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain('/plan/');
    expect(asked).not.toContain('/plan.data');
    expect(problems).toEqual([]);
  });

  it('answer a visitor as they did, and send the address without its slash to the page', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const plan = await page.request.get('/plan/');
    expect(plan.status()).toBe(200);
    expect(textOf(await plan.text())).toContain('Sign up or log in to see the plan built from your quiz answers.');
    // A Host header that names no host is hostile input, not a server error.
    const hostile = await page.request.get('/plan/', { headers: { host: '[' } });
    expect(hostile.status()).toBe(200);
    const bare = await page.request.get('/plan?from=mail', { maxRedirects: 0 });
    expect(bare.status()).toBe(301);
    expect(bare.headers().location).toBe('/plan/?from=mail');
  });
});
