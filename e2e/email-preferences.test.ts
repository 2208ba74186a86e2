// "Emails from us" in the account settings (issue 39; docs/decisions/194-emails-of-the-weeks.md): a customer turns
// the cutoff reminder off; the page says it is saved, the API holds it, a reload shows it; axe clean at phone and
// desktop widths.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { contextApi } from './support/context-api';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('emails from us', () => {
  it('turns the cutoff reminder off, keeps the rating email, and shows it after a reload', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signUpThroughApi(page, `emails.${Date.now().toString(36)}@example.test`, { answers: null });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/mylarder/settings/');
      const section = page.getByRole('region', { name: 'Emails from us' });
      await section.getByRole('checkbox', { name: /A reminder 2 days before/ }).waitFor();
      expect(await axeViolations(page), `axe on /mylarder/settings/ at ${width}px`).toEqual([]);
    }
    const section = page.getByRole('region', { name: 'Emails from us' });
    const reminder = section.getByRole('checkbox', { name: /A reminder 2 days before/ });
    const rating = section.getByRole('checkbox', { name: /rate the box/ });
    await expect(reminder.isChecked()).resolves.toBe(true);
    await reminder.click({ force: true });
    await section.getByRole('button', { name: 'Save email choices' }).click();
    await section.getByRole('status').filter({ hasText: 'Your email choices are saved.' }).waitFor();
    const stored = await contextApi(page, 'GET', '/api/v2/customers/self/email-preferences/');
    expect(stored.body).toEqual({ cutoff_reminders: false, rating_requests: true });
    await page.reload();
    await page.getByRole('region', { name: 'Emails from us' }).getByRole('checkbox').first().waitFor();
    await expect(reminder.isChecked()).resolves.toBe(false);
    await expect(rating.isChecked()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
