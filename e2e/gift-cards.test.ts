// Gift cards in Chromium against the real server (issue 17): a visitor buys one at /gift/ with the test provider; the
// recipient's email (read from the SMTP stand-in) carries the code and the buyer gets a receipt; the recipient signs
// up through the sign-up page's redeem variant, lands on /redeem/, redeems the code, and sees the credits on the
// account home. axe on each page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './support/axe';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { waitForMail } from './support/providers';
import { chooseOption, PASSWORD } from './support/steps';

let browser: Browser;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('gift cards', () => {
  it('bought at /gift/, emailed with its code, redeemed after sign-up through the redeem variant, shown as credits', async () => {
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    const recipient = `grace.${unique()}@example.com`;
    const buyer = `ada.${unique()}@example.com`;
    await page.goto('/');
    await page.getByRole('link', { name: 'Gift cards' }).click();
    await page.waitForURL(`${baseUrl()}/gift/`);
    await page.getByRole('heading', { level: 1, name: 'Give the gift of Larder' }).waitFor();
    expect(await axeViolations(page), 'axe on /gift/').toEqual([]);

    // The page's own checks first.
    await page.getByRole('button', { name: 'Buy the $50 gift card' }).click();
    await page.getByText('Enter the recipient’s name').waitFor();
    await page.getByText('Your card number is invalid.').waitFor();

    await chooseOption(page, 'Amount', '$75');
    await page.getByLabel('Recipient’s name').fill('Grace');
    await page.getByLabel('Recipient’s email').fill(recipient);
    await page.getByLabel('Message (optional)').fill('For your first boxes. Enjoy!');
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Your email (for the receipt)').fill(buyer);
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiration (MM / YY)').fill('1234');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByLabel('ZIP code').fill('10001');
    await page.getByRole('button', { name: 'Buy the $75 gift card' }).click();
    await page.getByRole('alert').getByText('Your card was declined. Try another card.').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Buy the $75 gift card' }).click();
    await page.getByRole('heading', { name: 'Your gift is on its way' }).waitFor();
    await page
      .getByText(new RegExp(`^Thank you! We’ll email the \\$75\\.00 gift card to ${recipient.replace('.', '\\.')} on `))
      .waitFor();
    expect(await axeViolations(page), 'axe on the confirmation').toEqual([]);

    const card = await waitForMail(inject('providersUrl'), (mail) => mail.to.includes(recipient));
    expect(card.subject).toBe('Ada sent you a Larder gift card');
    expect(card.text).toContain('For your first boxes. Enjoy!');
    const code = card.text.match(/GIFT(-[0-9A-Z]{4}){5}/)?.[0];
    expect(code).toBeDefined();
    const receipt = await waitForMail(inject('providersUrl'), (mail) => mail.to.includes(buyer));
    expect(receipt.subject).toBe('Your Larder gift card receipt');
    expect(receipt.text).not.toContain(code ?? 'no code');

    // The recipient: the sign-up page's redeem variant, straight to /redeem/.
    const { page: recipientPage } = await openPage(browser, { allowAnonymousReads: true });
    await recipientPage.goto('/redeem/');
    await recipientPage.getByRole('link', { name: 'create an account' }).click();
    await recipientPage.getByRole('heading', { level: 1, name: 'Sign up to redeem your gift card' }).waitFor();
    await recipientPage.getByLabel('First name').fill('Grace');
    await recipientPage.getByLabel('Last name').fill('Hopper');
    await recipientPage.getByLabel('Email').fill(recipient);
    await recipientPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await recipientPage.getByRole('button', { name: 'Continue', exact: true }).click();
    await recipientPage.waitForURL(`${baseUrl()}/redeem/`);
    await recipientPage.getByRole('heading', { level: 1, name: 'Redeem a gift card' }).waitFor();
    expect(await axeViolations(recipientPage), 'axe on /redeem/').toEqual([]);
    await recipientPage.getByLabel('Gift card code').fill((code ?? '').toLowerCase());
    await recipientPage.getByRole('button', { name: 'Redeem' }).click();
    await recipientPage.getByText('Your credits: $75.00').waitFor();

    // The account home shows the credits.
    await recipientPage.goto('/mylarder/');
    const credits = recipientPage.locator('section[aria-labelledby="credits"]');
    await credits.getByText('Balance: $75.00').waitFor();
    await credits.getByText('Gift card').waitFor();
    expect(await axeViolations(recipientPage), 'axe on /mylarder/ with credits').toEqual([]);
  });
});
