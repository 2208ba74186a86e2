// The subscriber's account home in Chromium against the real server (issue 16): edit the next box (add from the
// shop's search, remove, change a quantity, an item against the hard rules only after a confirmation), skip and
// unskip, change the delivery day, pause and resume, cancel with a reason (a pause offered first) and reactivate, and
// a declined weekly charge at the cutoff (the server's clock moved) paid by a card update; the rewards points a first
// paid box earns, then a box that uses them; a friend invited from the settings' "Refer a friend" (issue 41) follows
// the emailed link, signs up, gets the referral offer, and the referrer's credits arrive only once the friend's first
// box is paid. axe on each state.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { runCutoffPass, withServerClock } from './support/clock';
import { placeFirstOrder } from './support/first-order';
import { api } from './support/page-api';
import { mailLink, waitForMail } from './support/providers';
import { chooseOption, PASSWORD } from './support/steps';

let browser: Browser;
const GOOD_CARD = '4242 4242 4242 4242';
/** Saves, then every charge is declined (Stripe's 4000 0000 0000 0341). */
const FAILING_CARD = '4000 0000 0000 0341';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The API from the page, with its session. */

/**
 * A subscriber: signed up with a quiz and the checkout's steps, through the API the pages call (the sign-up, quiz and
 * checkout journeys cover those pages), ending on /mylarder/.
 */
async function subscriber(page: Page, email: string, card = GOOD_CARD): Promise<void> {
  await placeFirstOrder(page, email, 'journey', { card });
  await page.goto('/mylarder/');
  await page.getByRole('heading', { name: 'Your next delivery' }).waitFor();
  // The next charge: its day and amount, from the store's weeks (made when the order was placed).
  await page.getByText(/^Next charge: \$\d+\.\d{2} on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}/).waitFor();
}

const nextBox = (page: Page) => page.locator('section[aria-labelledby="next-delivery"]');
/** A toast of the design system's region, by its title. */
const toast = (page: Page, text: string | RegExp) =>
  page
    .locator('.ui-toast')
    .filter({ has: page.locator('.ui-toast__title', { hasText: text }) })
    .first();

async function total(box: Locator): Promise<string> {
  return (await box.locator('dd.box-editor__total').textContent()) ?? '';
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

describe('the account home', () => {
  it('sends a visitor to log in and back', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const email = `back.${unique()}@example.com`;
    await signUpThroughApi(page, email);
    await page.context().clearCookies();
    await page.goto('/mylarder/');
    await page.waitForURL((url) => url.pathname === '/login/' && url.searchParams.get('next') === '/mylarder/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/mylarder/');
    await page.getByRole('heading', { name: 'Welcome back, Ada' }).waitFor();
  });

  it('edits the next box: a quantity, a removal, an item added from the shop’s search, one against the rules confirmed', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await subscriber(page, `edit.${unique()}@example.com`);
    const box = nextBox(page);
    await box.getByText(/^Edit until .*\(\d+ (days|hours|minutes?) left\)$/).waitFor();
    // The free gift rides in every box at $0.
    await box.locator('[data-free-gift]').getByText('Your free gift · $0.00').waitFor();
    await expectAccessible(page);

    const lines = box.locator('.box-editor__line');
    const firstName =
      (await lines
        .first()
        .locator('.box-editor__name')
        .evaluate((node) => node.firstChild?.textContent)) ?? '';
    const before = await total(box);
    const quantity = Number(await lines.first().locator('output').textContent());
    await box.getByRole('button', { name: `One more ${firstName}` }).click();
    await expect.poll(() => lines.first().locator('output').textContent()).toBe(String(quantity + 1));
    await expect.poll(() => total(box)).not.toBe(before);

    const count = await lines.count();
    const secondName =
      (await lines
        .nth(1)
        .locator('.box-editor__name')
        .evaluate((node) => node.firstChild?.textContent)) ?? '';
    await box.getByRole('button', { name: `Remove ${secondName}` }).click();
    await toast(page, `Removed ${secondName}.`).waitFor();
    await expect.poll(() => lines.count()).toBe(count - 1);

    await box.getByRole('button', { name: 'Add items' }).click();
    const shop = page.getByRole('dialog', { name: 'Add to your box' });
    await shop.getByLabel('Search the shop').fill('apple');
    // The search's answer, not the unfiltered list it replaces.
    const item = shop
      .locator('.shop__item')
      .filter({ hasText: /apple/i })
      .filter({ has: page.getByRole('button', { name: /^Add / }) })
      .first();
    await item.waitFor();
    const itemName = (await item.locator('.shop__name').evaluate((node) => node.firstChild?.textContent)) ?? '';
    await expectAccessible(page);
    await item.getByRole('button', { name: `Add ${itemName}` }).click();
    await shop.locator('.shop__item').filter({ hasText: itemName }).getByText('In your box').first().waitFor();
    await shop.getByRole('button', { name: 'Done' }).click();
    await box.locator('.box-editor__line').filter({ hasText: itemName }).waitFor();

    // An item against the customer's hard rules is marked, and added only after a confirmation.
    const me = (await api(page, 'GET', '/api/v2/customers/self/')).body as { id: number };
    await api(page, 'PATCH', `/api/v2/customers/${me.id}/dietary_restrictions/`, {
      dietary_restrictions: [{ id: 2, selected: true }],
    });
    await box.getByRole('button', { name: 'Add items' }).click();
    await shop.getByLabel('Search the shop').fill('chicken');
    const marked = shop
      .locator('.shop__item[data-breaks-rules]')
      .filter({ hasText: /chicken/i })
      .filter({ has: page.getByRole('button', { name: /^Add / }) })
      .first();
    await marked.getByText('Not in your preferences').waitFor();
    const markedName = (await marked.locator('.shop__name').evaluate((node) => node.firstChild?.textContent)) ?? '';
    await marked.getByRole('button', { name: `Add ${markedName}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Add it anyway?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Add anyway' }).click();
    await toast(page, `Added ${markedName} to your box.`).waitFor();
    await shop.getByRole('button', { name: 'Done' }).click();
    await box.locator('.box-editor__line').filter({ hasText: markedName }).waitFor();

    // The server has every change.
    const view = (await api(page, 'GET', '/api/v2/subscription/')).body as {
      upcoming: { lines: { name: string; quantity: number }[]; totals: { total_cents: number } }[];
    };
    const names = view.upcoming[0]?.lines.map((line) => line.name) ?? [];
    expect(names).toContain(itemName);
    expect(names).toContain(markedName);
    expect(names).not.toContain(secondName);
    expect(view.upcoming[0]?.lines.find((line) => line.name === firstName)?.quantity).toBe(quantity + 1);
  });

  it('skips and unskips a week, changes the day, pauses and resumes, cancels with a reason and reactivates', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const email = `manage.${unique()}@example.com`;
    await subscriber(page, email);
    const weeks = page.locator('section[aria-labelledby="coming-up"] .deliveries__week');
    const week = weeks.first();
    const label = (await week.locator('.deliveries__date').textContent()) ?? '';
    await week.getByRole('button', { name: 'Skip this week' }).click();
    await toast(page, `Skipped ${label}. We won't deliver or charge that week.`).waitFor();
    await week.getByText('Skipped').first().waitFor();
    await week.getByRole('button', { name: 'Get this box' }).click();
    await toast(page, `Your box for ${label} is back on.`).waitFor();

    // Another of the zone's days.
    const view = (await api(page, 'GET', '/api/v2/subscription/')).body as {
      delivery_weekday: number;
      delivery_weekdays: number[];
    };
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const other = view.delivery_weekdays.find((day) => day !== view.delivery_weekday) as number;
    await chooseOption(page, 'Delivery day', days[other] as string);
    await page.getByRole('button', { name: 'Change day' }).click();
    await toast(page, `Your boxes now arrive on ${days[other]}s.`).waitFor();
    await expect
      .poll(async () =>
        (await weeks.first().locator('.deliveries__date').textContent())?.startsWith(days[other]?.slice(0, 3) ?? ''),
      )
      .toBe(true);

    // Pause for two weeks, then resume.
    await chooseOption(page, 'Pause for', '2 weeks');
    await page.getByRole('button', { name: 'Pause deliveries' }).click();
    await toast(page, /^Paused\. Your next box comes the week of /).waitFor();
    await page.getByText(/^Paused until /).waitFor();
    await nextBox(page).getByText('Paused').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Resume deliveries' }).click();
    await toast(page, 'Your deliveries are back on.').waitFor();

    // Cancel: a pause is offered first, then the reason.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Before you go' });
    await dialog.getByText(/Pause your deliveries for up to 4 weeks/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue to cancel' }).click();
    const reasons = page.getByRole('dialog', { name: 'Why are you canceling?' });
    await reasons.getByRole('button', { name: 'Cancel subscription' }).click();
    await reasons.getByText('Choose a reason').waitFor();
    await chooseOption(page, 'Reason', 'I get more food than I can eat');
    await reasons.getByLabel('Anything else you’d like to tell us? (optional)').fill('Traveling a lot this winter');
    await expectAccessible(page);
    await reasons.getByRole('button', { name: 'Cancel subscription' }).click();
    await toast(page, 'Your subscription is canceled. Boxes already locked still arrive.').waitFor();
    await page.getByRole('button', { name: 'Reactivate subscription' }).waitFor();
    await expectAccessible(page);
    const canceledMail = await waitForMail(
      inject('providersUrl'),
      (mail) => mail.to.includes(email) && mail.subject === 'Your subscription is canceled',
    );
    expect(canceledMail.text).toContain('I get more food than I can eat');

    await page.getByRole('button', { name: 'Reactivate subscription' }).click();
    await toast(page, 'Welcome back! Your deliveries start again with the next open week.').waitFor();
    await nextBox(page).getByRole('button', { name: 'Skip this week' }).waitFor();

    // A new address in another zone: its days.
    await page.getByRole('button', { name: 'Change address' }).click();
    const addressDialog = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await addressDialog.getByLabel('ZIP code').fill('6060');
    await addressDialog.getByRole('button', { name: 'Save address' }).click();
    await addressDialog.getByText('Enter a 5-digit ZIP code').waitFor();
    await addressDialog.getByLabel('Street address').fill('233 S Wacker Dr');
    await addressDialog.getByLabel('ZIP code').fill('60606');
    await addressDialog.getByLabel('City').fill('Chicago');
    await chooseOption(page, 'State', 'Illinois');
    await expectAccessible(page);
    await addressDialog.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Your boxes go to the new address from the next open week.').waitFor();
    await page.getByText('Chicago, IL 60606').waitFor();
    await expect
      .poll(async () =>
        (
          await nextBox(page)
            .getByText(/^Edit until /)
            .textContent()
        )?.includes(' CT'),
      )
      .toBe(true);
  });

  it('the salad shooter (issue 40): one tap adds a side at 390 and 1280 px, Undo takes it back; none with the flag off', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await subscriber(page, `shooter.${unique()}@example.com`);
    const box = nextBox(page);
    const strip = box.getByRole('region', { name: 'Salad shooter' });
    expect(await strip.count()).toBe(0);
    await page.evaluate(() =>
      localStorage.setItem('feature-flags.overrides', JSON.stringify({ 'web.salad_shooter': '1' })),
    );
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
      await page.reload();
      await strip.waitFor();
      const before = await total(box);
      const add = strip.getByRole('button', { name: /^Add / }).first();
      const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
      await add.click();
      const undo = strip.getByRole('button', { name: 'Undo' });
      await undo.waitFor();
      await box.locator('.box-editor__name', { hasText: name }).first().waitFor();
      await expect.poll(() => total(box)).not.toBe(before);
      await undo.click();
      await expect.poll(() => total(box)).toBe(before);
      await strip.getByText(`${name} taken out of your box.`).waitFor();
      await expectAccessible(page);
    }
  });

  it('a declined weekly charge at the cutoff shows a banner; a new card pays it', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await subscriber(page, `declined.${unique()}@example.com`, FAILING_CARD);
    const view = (await api(page, 'GET', '/api/v2/subscription/')).body as {
      upcoming: { id: number; delivery: { cutoff_at: string } }[];
    };
    const first = view.upcoming[0] as { id: number; delivery: { cutoff_at: string } };
    await withServerClock(new Date(Date.parse(first.delivery.cutoff_at) + 60_000), async () => {
      const pass = await runCutoffPass();
      expect(pass.failed).toBeGreaterThanOrEqual(1);
      await page.reload();
      const banner = page.getByRole('alert').filter({ hasText: 'Your payment didn’t go through' });
      await banner.waitFor();
      await expectAccessible(page);
      await banner.getByRole('button', { name: 'Update card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Update your card' });
      await dialog.getByLabel('Card number').fill(GOOD_CARD);
      await dialog.getByLabel('Expiration (MM / YY)').fill('1234');
      await dialog.getByLabel('Security code (CVC)').fill('123');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Save card' }).click();
      await toast(page, 'Your card is updated and your box is paid.').waitFor();
      await banner.waitFor({ state: 'detached' });
      const order = (await api(page, 'GET', `/api/v2/orders/${first.id}/`)).body as {
        status: string;
        card: { last4: string };
      };
      expect(order).toMatchObject({ status: 'paid', card: { last4: '4242' } });
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      await page.getByRole('button', { name: new RegExp(`Order #${first.id} · Paid`) }).click();
      await page
        .getByRole('region', { name: new RegExp(`Order #${first.id}`) })
        .getByText(/^Paid with Visa ending in 4242/)
        .waitFor();
    });
  });
  it('shows the points a first paid box earned, then a box that uses them (issue 41)', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await subscriber(page, `points.${unique()}@example.com`);
    const view = (await api(page, 'GET', '/api/v2/subscription/')).body as {
      upcoming: { id: number; delivery: { cutoff_at: string } }[];
    };
    const [first, second, third] = view.upcoming as [
      (typeof view.upcoming)[number],
      (typeof view.upcoming)[number],
      (typeof view.upcoming)[number],
    ];
    const pastCutoff = (week: { delivery: { cutoff_at: string } }) =>
      new Date(Date.parse(week.delivery.cutoff_at) + 60_000);
    const points = page.getByRole('region', { name: 'Rewards points' });
    await withServerClock(pastCutoff(first), async () => {
      await runCutoffPass();
      await page.reload();
      const earned = (await api(page, 'GET', '/api/v2/rewards/')).body as { points: number };
      expect(earned.points).toBeGreaterThan(0);
      await points.getByText(`${earned.points} points`, { exact: true }).waitFor();
      await points.getByText('Earned on a paid box').waitFor();
      await expectAccessible(page);
    });
    await withServerClock(pastCutoff(second), async () => {
      await runCutoffPass();
      await page.reload();
      await points.getByText(/^Your next box uses \d+ points and saves \$\d+\.\d{2}\.$/).waitFor();
    });
    await withServerClock(pastCutoff(third), async () => {
      await runCutoffPass();
      const order = (await api(page, 'GET', `/api/v2/orders/${third.id}/`)).body as {
        points_used: number;
        totals: { points_cents: number };
      };
      expect(order.points_used).toBeGreaterThanOrEqual(100);
      expect(order.totals.points_cents).toBeGreaterThanOrEqual(500);
      await page.reload();
      await page.getByRole('heading', { name: 'Your orders' }).waitFor();
      await page.getByRole('button', { name: new RegExp(`Order #${third.id} · Paid`) }).click();
      await page
        .getByRole('region', { name: new RegExp(`Order #${third.id}`) })
        .getByText(new RegExp(`^Points used: ${order.points_used}`))
        .waitFor();
      await points.getByText('Used on a box').first().waitFor();
      await expectAccessible(page);
    });
  });

  it('a friend invited by email signs up through the link, gets the offer; the referrer’s credits come once it is paid', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const referrerEmail = `referrer.${unique()}@example.com`;
    const friendEmail = `friend.${unique()}@example.com`;
    await signUpThroughApi(page, referrerEmail, { firstName: 'Grace' });
    await page.goto('/mylarder/settings/');
    const refer = page.getByRole('region', { name: 'Refer a friend' });
    const link = (await refer.locator('code').textContent()) ?? '';
    const code = new URL(link).pathname.split('/')[2] ?? '';
    await refer.getByLabel(/Friends’ email addresses/).fill(friendEmail);
    await refer.getByLabel(/A message/).fill('Our dinners got better');
    await refer.getByRole('button', { name: 'Send invitations' }).click();
    await refer.getByRole('status').filter({ hasText: 'Sent 1 invitation.' }).waitFor();
    await expectAccessible(page);

    // The friend follows the emailed link in their own browser: the cookie is kept and they land on the home page.
    const mail = await waitForMail(
      inject('providersUrl'),
      (received) => received.to.includes(friendEmail) && received.subject === 'Grace invited you to Larder',
    );
    expect(mail.text).toContain('Our dinners got better');
    const followed = new URL(mailLink(mail, `/r/${code}/`));
    const { page: friendPage } = await openPage(browser, { allowAnonymousReads: true });
    await friendPage.goto(`${baseUrl()}${followed.pathname}`);
    await friendPage.waitForURL(`${baseUrl()}/`);
    const cookies = await friendPage.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'larder_ref')).toMatchObject({ value: code, httpOnly: true });

    // Signed up with that cookie, the friend's first box carries the referral offer instead of the code's.
    const placed = await placeFirstOrder(friendPage, friendEmail, 'referral', {
      beforePlacing: async () => {
        expect((await api(friendPage, 'DELETE', '/api/v2/checkout/promo/')).status).toBe(200);
        const checkout = (await api(friendPage, 'GET', '/api/v2/checkout/')).body as {
          totals: { discount_cents: number };
        };
        expect(checkout.totals.discount_cents).toBe(4000);
      },
    });
    const credits = async () =>
      ((await api(page, 'GET', '/api/v2/credits/')).body as { balance_cents: number }).balance_cents;
    expect(await credits()).toBe(0);
    await page.reload();
    await refer.getByText('Joined').waitFor();
    await expect(refer.locator('dd').nth(1).textContent()).resolves.toBe('1');

    // Paid at its cutoff (the server's clock moved): now the referrer's credits arrive, with the email.
    await withServerClock(new Date(Date.parse(placed.delivery.cutoff_at) + 60_000), async () => {
      const pass = await runCutoffPass();
      expect(pass.paid).toBeGreaterThanOrEqual(1);
    });
    expect(await credits()).toBe(2000);
    await waitForMail(
      inject('providersUrl'),
      (received) =>
        received.to.includes(referrerEmail) && received.subject === 'Your friend’s first box: credits for you',
    );
    await page.reload();
    await refer.getByText('$20.00').waitFor();
    await expectAccessible(page);
    await friendPage.context().close();
    await page.context().close();
  });
});
