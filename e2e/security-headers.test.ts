// The storefront's Content-Security-Policy in Chromium (issue 18, finding 11): every journey already fails on a
// console error, so a policy that blocked the storefront's own scripts or its configured providers would fail them
// all; this one checks that the policy is enforced — a script injected into a page does not run — and that the
// browser's violation report reaches the log collector.
import { OPERATOR_LOGS_PATH } from '@larder/contracts/values/telemetry';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StoredLog {
  service: string | null;
  status: string;
  message: string;
}

async function cspLogs(): Promise<StoredLog[]> {
  const response = await fetch(`${baseUrl()}${OPERATOR_LOGS_PATH}?limit=200`, {
    headers: { authorization: `Bearer ${inject('operatorToken')}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: StoredLog[] }).results.filter((log) => log.service === 'csp');
}

describe('the security policy', () => {
  it('runs the page, refuses an injected inline script, and reports it', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    const response = await page.goto('/signup/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    // The page's own scripts ran: it hydrated and its form answers.
    await page.getByLabel('First name').fill('Ada');
    expect(problems).toEqual([]);
    // Nothing any journey did so far (they run before this one) ran into the policy: no storefront script, provider
    // stand-in or library (zod's eval probe, app/lib/zod.ts) was refused anything.
    expect((await cspLogs()).map((log) => log.message)).toEqual([]);

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Content Security Policy');

    const deadline = Date.now() + 20_000;
    let reported: StoredLog | undefined;
    while (!reported && Date.now() < deadline) {
      reported = (await cspLogs()).find((log) => log.message.includes('/signup/') && log.message.includes('inline'));
      if (!reported) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(reported?.message).toMatch(/script-src.* blocked inline/);
    await page.close();
  });
});
