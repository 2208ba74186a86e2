// The operator console at /admin/ (issue 28) in Chromium against the real server: a support operator signs in,
// finds an order by its customer's email, opens it and reads the configs without the means to change them; an admin
// switches a flag, sees the server's state and finds the change in the audit log; an operations operator
// refunds a paid order as credits and sees it on the order's timeline. Every console page is axe clean; the orders
// and an order's page are photographed at 1280 and 390 px (under /tmp/console-shots/, for a person to look at).
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { runCutoffPass, withServerClock } from './support/clock';
import { expectAccessible, signInToConsole, unexpectedProblems } from './support/console';
import { placeFirstOrder } from './support/first-order';
import { OPERATOR_PASSWORD, OPERATORS } from './support/operators';
import { api } from './support/page-api';
import { waitForMail } from './support/providers';

const SHOTS = '/tmp/console-shots';
let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let customerEmail: string;
let order: { id: number; cutoffAt: string };

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
  customerEmail = `console.customer.${unique()}@example.test`;
  const placed = await placeFirstOrder(page, customerEmail, 'console');
  order = { id: placed.id, cutoffAt: placed.delivery.cutoff_at };
  await page.context().close();
});

afterAll(async () => {
  await browser?.close();
});

describe('the operator console', () => {
  it('serves the console for any /admin/ address, and customer pages never load its code', async () => {
    const deep = await fetch(`${baseUrl()}/admin/orders/1/`);
    expect(deep.status).toBe(200);
    const document = await deep.text();
    expect(document).toContain('Loading the console');
    expect(document).toContain('<title>Console | Larder</title>');
    expect(document).toContain('<meta name="robots" content="noindex, nofollow" />');
    // Its own build, named by file: a page policy like every page's, with no inline script allowed.
    const policy = deep.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("'sha256-");
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/signup/');
    await page.waitForLoadState('networkidle');
    // The console is built apart (apps/web/vite.console.config.ts): its files are all under /admin/.
    expect(scripts.filter((url) => new URL(url).pathname.startsWith('/admin/'))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('support: a wrong password is refused in words; signed in, finds an order, opens it, and reads the configs without the means to change them', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/admin/');
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    await expectAccessible(page, 'the sign-in page');
    await page.getByLabel('Email').fill(OPERATORS.support);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'That email and password do not match an active operator.' })
      .waitFor();

    await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const bar = page.getByRole('banner');
    await bar.getByText(OPERATORS.support).waitFor();
    await bar.getByText('Role: support').waitFor();

    // Today's tiles link to orders too: the console's own navigation is the way in.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders', exact: true }).click();
    // Orders open on this week; the customer's box may be later.
    await page.waitForURL((url) => url.searchParams.has('delivery_from'));
    await page.getByRole('button', { name: 'Any delivery day' }).click();
    await page.getByLabel('Customer email').fill(customerEmail);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('email') === customerEmail);
    const link = page.getByRole('link', { name: `Order ${order.id}`, exact: true });
    await link.waitFor();
    await expect(
      page.getByRole('table', { name: 'Orders' }).getByText(customerEmail).first().isVisible(),
    ).resolves.toBe(true);
    // Sorting happens on the server: the header says which way.
    await page.getByRole('button', { name: /^Order/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'id');
    // The address changes first; the header follows once the server's sorted page is in.
    await expect
      .poll(() => page.getByRole('columnheader', { name: /Order/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await expectAccessible(page, 'the orders page');
    await shoot(page, 'orders');

    await page.getByRole('link', { name: `Order ${order.id}`, exact: true }).click();
    await page.getByRole('heading', { name: `Order ${order.id}`, level: 1 }).waitFor();
    await page.getByText(/Placed for \d{4}-\d{2}-\d{2}/).waitFor();
    await page.getByText('Refunds need the operations role; yours is support.').waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await expectAccessible(page, 'an order page');
    await shoot(page, 'order');

    await page.getByRole('link', { name: 'Configs and flags' }).click();
    await page.getByRole('heading', { name: 'Configs and flags', level: 1 }).waitFor();
    // Support reads the configs but changes none: the switches are off limits and say why.
    await page.getByText('Changing configs and flags needs the admin role; yours is support.').waitFor();
    expect(await page.getByRole('switch', { name: /web\.salad_shooter/ }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectAccessible(page, 'the configs page');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
    const after = await api(page, 'GET', '/api/admin/session/');
    expect(after.status).toBe(401);
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('admin: changes a flag, the page shows the server’s state, and finds the change in the audit log', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signInToConsole(page, OPERATORS.admin);
    await page.getByRole('link', { name: 'Configs and flags' }).click();
    const flag = page.getByRole('switch', { name: /web\.salad_shooter/ });
    expect(await flag.isChecked()).toBe(false);
    // The switch is flipped on and back off at once: the other journeys of this server see the flag as seeded.
    await flag.focus();
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Saved: web.salad_shooter is on.' }).waitFor();
    expect(await flag.isChecked()).toBe(true);
    await expectAccessible(page, 'the configs page');
    await shoot(page, 'configs');
    await page.keyboard.press('Space');
    await page.getByRole('status').filter({ hasText: 'Saved: web.salad_shooter is off.' }).waitFor();
    // Read again from the server: the state shown is the stored one.
    await page.reload();
    await page.getByRole('switch', { name: /web\.salad_shooter/ }).waitFor();
    expect(await page.getByRole('switch', { name: /web\.salad_shooter/ }).isChecked()).toBe(false);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Operator email').fill(OPERATORS.admin);
    await page.getByRole('button', { name: /Kind/ }).click();
    await page.getByRole('option', { name: 'Config changed' }).click();
    await page.getByRole('button', { name: 'Filter' }).click();
    // Other journeys' changes are in the log too: these are the two lines of this admin's flag.
    await page.getByText(`${OPERATORS.admin} (admin) turned web.salad_shooter off`).first().waitFor();
    await page.getByText(`${OPERATORS.admin} (admin) turned web.salad_shooter on`).first().waitFor();
    await expectAccessible(page, 'the audit page');
    await shoot(page, 'audit');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('admin: invites an operator by email, who sets a password through the link and signs in as operations', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await signInToConsole(page, OPERATORS.admin);
    await page.getByRole('link', { name: 'Operators' }).click();
    const invited = `invited.${unique()}@example.test`;
    const form = page.getByRole('form', { name: 'Invite an operator' });
    await form.getByLabel('Email to invite').fill(invited);
    await form.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'operations' }).click();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Invited ${invited} as operations` })
      .waitFor();
    await page.getByRole('button', { name: `Withdraw the invitation of ${invited}` }).waitFor();
    await expectAccessible(page, 'the operators page');
    expect(unexpectedProblems(problems)).toEqual([]);
    await page.context().close();

    // The invited operator, in a browser of their own, from the email's link.
    const mail = await waitForMail(
      inject('providersUrl'),
      (message) => message.to.includes(invited) && /invited to the .* console/.test(message.subject),
    );
    const link = mail.links.find((candidate) => candidate.includes('/admin/setup/?token='));
    expect(link, 'the set-up link').toBeDefined();
    const visitor = await openPage(browser, { allowAnonymousReads: true });
    await visitor.page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await visitor.page.getByRole('heading', { name: 'Set up your console account' }).waitFor();
    await visitor.page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Set my password' }).click();
    await visitor.page
      .getByRole('status')
      .filter({ hasText: `You are ${invited}, operations.` })
      .waitFor();
    await expectAccessible(visitor.page, 'the set-up page');
    await visitor.page.getByRole('link', { name: 'Sign in to the console' }).click();
    await visitor.page.getByLabel('Email').fill(invited);
    await visitor.page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
    await visitor.page.getByRole('button', { name: 'Sign in' }).click();
    await visitor.page.getByText('Role: operations').waitFor();
    // Not an admin: the operators screen is not offered.
    expect(await visitor.page.getByRole('link', { name: 'Operators' }).count()).toBe(0);
    expect(unexpectedProblems(visitor.problems)).toEqual([]);
    await visitor.page.context().close();
  });

  it('operations: refunds a paid order as credits and sees it on the timeline', async () => {
    await withServerClock(new Date(Date.parse(order.cutoffAt) + 60_000), async () => {
      const pass = await runCutoffPass();
      expect(pass.paid).toBeGreaterThanOrEqual(1);
      const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
      await signInToConsole(page, OPERATORS.operations);
      await page.goto(`/admin/orders/${order.id}/`);
      await page.getByRole('heading', { name: `Order ${order.id}`, level: 1 }).waitFor();
      await page.getByText(/Charged \$\d+\.\d\d/).waitFor();
      await page.getByLabel('Amount in dollars').fill('1.00');
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      // A refund asks first, naming the amount (issue 42); nothing is sent until the dialog's own button.
      const confirm = page.getByRole('alertdialog', { name: 'Refund $1.00 as credits?' });
      await confirm.waitFor();
      await expectAccessible(page, 'the refund confirmation');
      await shoot(page, 'refund-confirmation');
      await confirm.getByRole('button', { name: 'Refund $1.00' }).click();
      await page.getByRole('status').filter({ hasText: 'Refund made.' }).waitFor();
      await page.getByText('Refunded $1.00 as credits.').waitFor();
      await page.getByText(`order.refund by ${OPERATORS.operations}.`).waitFor();
      await expectAccessible(page, 'an order page after a refund');
      await shoot(page, 'order-refunded');
      expect(unexpectedProblems(problems)).toEqual([]);
      await page.context().close();
    });
  });
});
