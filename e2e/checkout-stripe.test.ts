// The Stripe path in Chromium: a second server with PAYMENT_PROVIDER=stripe (its own build, data and the Stripe
// stand-in for the API, Stripe.js and the webhooks), a customer saving a card in the Payment Element, a declined
// card's message, and a placed order whose card Stripe holds for off-session charges.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import { StripeStandIn } from '@larder/stand-ins/stripe';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { buildWeb, freePort, type RunningServer, seededStore, startServer } from './support/server';

let browser: Browser;
let server: RunningServer;
let buildOut: string;
let work: string;
const stripe = new StripeStandIn();

beforeAll(async () => {
  await stripe.start();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  buildOut = buildWeb(origin);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-stripe-'));
  server = await startServer(port, buildOut, {
    ...(await seededStore(work)),
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    PUBLIC_STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    PUBLIC_STRIPE_JS_URL: stripe.scriptUrl(),
  });
  stripe.setWebhookUrl(`${origin}/api/webhooks/stripe/`);
  browser = await launchBrowser();
  // A web build of its own (the Stripe keys are fixed at build time) and a first start: on CI this runs beside the
  // fault runs and the PostgreSQL pass (decision 181), so it gets more than the suite's 180 s.
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
  if (buildOut) fs.rmSync(buildOut, { recursive: true, force: true });
});

describe('checkout with Stripe', () => {
  it('saves the card with the Payment Element, says why a card is declined, and places the order', async () => {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto('/signup/');
    await page.evaluate(
      (answers) => {
        localStorage.setItem('quiz.local', JSON.stringify(answers));
        localStorage.setItem('quiz.expiry', String(Date.now() + 24 * 60 * 60 * 1000));
      },
      {
        ...emptyQuizLocal(),
        householdSize: 2,
        adultsCount: 2,
        habits: 'omnivore',
        budget: 200,
        lunchFrequency: 'all',
        dinnerFrequency: 'all',
      },
    );
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(`grace.${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(`${server.origin}/plan/`);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${server.origin}/checkout/shipping/`);
    await page.getByLabel('Street address').fill('1 Infinite Loop');
    await page.getByLabel('Phone').fill('2065550100');
    await page.getByLabel('ZIP code').fill('98101');
    await page.getByRole('radio').first().waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(`${server.origin}/checkout/payment/`);

    // Stripe.js from PUBLIC_STRIPE_JS_URL mounts the Payment Element for an off-session SetupIntent.
    const element = page.locator('[data-stand-in="stripe-payment-element"]');
    await element.getByLabel('Card number').waitFor();
    expect([...stripe.setupIntents.values()].at(-1)).toMatchObject({ usage: 'off_session' });
    expect(await axeViolations(page)).toEqual([]);

    await element.getByLabel('Card number').fill('4000 0000 0000 0002');
    await element.getByLabel('Expiration date').fill('12 / 34');
    await element.getByLabel('Security code').fill('123');
    await element.getByLabel('ZIP code').fill('98101');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();

    await element.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/confirmation/');
    await page.getByRole('heading', { name: 'Thanks, Grace! Your first box is on its way.' }).waitFor();

    const order = await page.evaluate(async () => {
      const headers = { Authorization: 'Client larder-web' };
      const checkout = await (await fetch('/api/v2/checkout/', { headers })).json();
      return (await fetch(`/api/v2/orders/${checkout.order_id}/`, { headers })).json();
    });
    expect(order).toMatchObject({ status: 'scheduled', card: { brand: 'visa', last4: '4242' } });
    // Stripe told our webhook the card was saved; the endpoint verified and accepted it.
    await stripe.webhooksDelivered();
    const saved = stripe.deliveries.filter((delivery) => delivery.event.type === 'setup_intent.succeeded');
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.every((delivery) => delivery.status === 200)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a gift card’s payment in the Payment Element from a visitor, and charges it once', async () => {
    const context = await browser.newContext({ baseURL: server.origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/gift/');
    const element = page.locator('[data-stand-in="stripe-payment-element"]');
    await element.getByLabel('Card number').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Recipient’s name').fill('Ada');
    await page.getByLabel('Recipient’s email').fill('ada.gift.stripe@example.com');
    await page.getByLabel('Your name').fill('Grace');
    await page.getByLabel('Your email (for the receipt)').fill('grace.gift.stripe@example.com');
    await element.getByLabel('Card number').fill('4242 4242 4242 4242');
    await element.getByLabel('Expiration date').fill('12 / 34');
    await element.getByLabel('Security code').fill('123');
    await element.getByLabel('ZIP code').fill('98101');
    const intentsBefore = stripe.paymentIntents.size;
    await page.getByRole('button', { name: 'Buy the $50 gift card' }).click();
    await page.getByRole('heading', { name: 'Your gift is on its way' }).waitFor();
    const charged = [...stripe.paymentIntents.values()].slice(intentsBefore) as unknown as {
      amount: number;
      status: string;
    }[];
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ amount: 5_000, status: 'succeeded' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
