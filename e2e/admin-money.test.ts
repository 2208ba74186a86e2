// An operations operator's money day in the console (issue 42), in Chromium against the real server, at 1280 and
// 390 px: a box whose card was refused at the cutoff is found in Failed payments and retried, asking first with the
// amount and the card; a paid box is refunded by two of its lines, asking first with the amount. Nothing is sent
// before the dialog's own button; every page and dialog is axe clean.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { runCutoffPass, withServerClock } from './support/clock';
import { expectAccessible, signInToConsole, unexpectedProblems } from './support/console';
import { type PlacedOrder, placeFirstOrder } from './support/first-order';
import { OPERATORS } from './support/operators';

let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let refused: PlacedOrder;
let paid: PlacedOrder;
let refusedEmail: string;

/** Requests the console page sends that change something (the test asserts none leaves before the dialog). */
function changesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/') && !request.url().includes('/session'))
      sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const declined = await openPage(browser, { allowAnonymousReads: true });
  refusedEmail = `console.declined.${unique()}@example.test`;
  // Saved without trouble, refused at every charge (as Stripe's 4000 0000 0000 0341).
  refused = await placeFirstOrder(declined.page, refusedEmail, 'money-declined', { card: '4000 0000 0000 0341' });
  await declined.page.context().close();
  const payer = await openPage(browser, { allowAnonymousReads: true });
  paid = await placeFirstOrder(payer.page, `console.payer.${unique()}@example.test`, 'money-paid');
  await payer.page.context().close();
});

afterAll(async () => {
  await browser?.close();
});

describe('an operations operator’s money day', () => {
  it('finds the refused payment, retries it after confirming, and refunds two lines of a paid box after confirming', async () => {
    const cutoff = Math.max(Date.parse(refused.delivery.cutoff_at), Date.parse(paid.delivery.cutoff_at));
    await withServerClock(new Date(cutoff + 60_000), async () => {
      const pass = await runCutoffPass();
      expect(pass.paid).toBeGreaterThanOrEqual(1);
      for (const width of [1280, 390]) {
        const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
        await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
        const sent = changesSent(page);
        await signInToConsole(page, OPERATORS.operations);

        // The queue: the refused box with its reason; retry asks first, naming the amount and the card.
        await page.goto('/admin/payments/');
        await page.getByRole('heading', { name: 'Failed payments', level: 1 }).waitFor();
        const retry = page.getByRole('button', { name: `Retry now: order ${refused.id}` });
        await retry.waitFor();
        await expectAccessible(page, `Failed payments at ${width} px`);
        await retry.click();
        const ask = page.getByRole('alertdialog', { name: /^Charge \$\d+\.\d\d to .+ now\?$/ });
        await ask.waitFor();
        await expectAccessible(page, `the retry confirmation at ${width} px`);
        expect(sent, 'nothing is charged before the dialog is answered').toEqual([]);
        await ask.getByRole('button', { name: /^Charge \$\d+\.\d\d$/ }).click();
        // The card is still refused: the page says so in words, with the next attempt.
        // Above the queue, where it stays when the row leaves it (a last attempt ends the box). Polled on the page's
        // text, so a failure shows what the page said.
        await expect
          .poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 30_000 })
          .toMatch(/Still failing: .+ Next attempt .+\.|The last attempt failed: order \d+ is canceled\./);
        expect(sent).toEqual([`POST /api/admin/orders/${refused.id}/retry-payment/`]);
        sent.length = 0;

        // A paid box refunded by two of its lines: the dialog names the lines' amount; nothing before it.
        await page.goto(`/admin/orders/${paid.id}/`);
        await page.getByRole('heading', { name: `Order ${paid.id}`, level: 1 }).waitFor();
        const lines = page.getByRole('group', { name: 'Lines' }).getByRole('checkbox');
        expect(await lines.count()).toBeGreaterThanOrEqual(2);
        // Each line's label ends with what the order charged for it: "2 × Thai Red Curry ($21.98)".
        const texts = await Promise.all(
          [0, 1].map((index) => lines.nth(index).evaluate((input) => input.closest('label')?.textContent ?? '')),
        );
        const cents = texts.map((text) => Math.round(Number(/\(\$(\d+\.\d\d)\)/.exec(text)?.[1]) * 100));
        expect(cents.every((value) => value > 0)).toBe(true);
        // A person clicks the line's label (React Aria draws the box over the input it hides).
        const group = page.getByRole('group', { name: 'Lines' });
        await group.locator('label').nth(0).click();
        await group.locator('label').nth(1).click();
        expect(await lines.nth(0).isChecked()).toBe(true);
        expect(await lines.nth(1).isChecked()).toBe(true);
        await page.getByRole('button', { name: 'Refund', exact: true }).click();
        const total = `$${(((cents[0] ?? 0) + (cents[1] ?? 0)) / 100).toFixed(2)}`;
        const confirm = page.getByRole('alertdialog', { name: `Refund ${total} as credits?` });
        await confirm.waitFor();
        await expectAccessible(page, `the two-line refund confirmation at ${width} px`);
        expect(sent, 'nothing is refunded before the dialog is answered').toEqual([]);
        if (width === 1280) {
          await confirm.getByRole('button', { name: `Refund ${total}` }).click();
          await page.getByRole('status').filter({ hasText: 'Refund made.' }).waitFor();
          await page.getByText(`Refunded ${total} as credits.`).waitFor();
        } else {
          // At 390 px the operator thinks again: Go back sends nothing.
          await confirm.getByRole('button', { name: 'Go back' }).click();
          await confirm.waitFor({ state: 'hidden' });
          expect(sent).toEqual([]);
        }
        await expectAccessible(page, `the order page at ${width} px`);
        expect(unexpectedProblems(problems)).toEqual([]);
        await page.context().close();
      }
    });
  });
});
