// Issue 18, finding 13: in the one-process default, the server's loopback names (localhost, 127.0.0.1, [::1]) are one
// site: a page opened under another name than the build's calls its own origin instead of a cross-origin API that
// CORS refuses.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';

let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function self(page: Page): Promise<{ status: number }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v2/customers/self/', { headers: { Authorization: 'Client larder-web' } });
    return { status: response.status };
  });
}

const freshPage = () => openPage(browser, { allowAnonymousReads: true });

describe('the loopback names of the one-process default', () => {
  it('a visitor who opens the server as localhost (the build says 127.0.0.1) signs up and is signed in', async () => {
    const localhost = baseUrl().replace('127.0.0.1', 'localhost');
    const { page, problems } = await freshPage();
    await page.goto(`${localhost}/login/`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(`${localhost}/signup/`);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(`loopback.${unique()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/signup/');
    expect(new URL(page.url()).hostname).toBe('localhost');
    expect((await self(page)).status).toBe(200);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
