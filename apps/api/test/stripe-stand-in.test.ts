// Proves the Stripe stand-in (test/stand-ins/stripe.ts) against the official stripe package, as our checkout uses it:
// saving a card (customer, SetupIntent, the confirm Stripe.js makes), Stripe's card errors, idempotent charges, and
// webhooks that stripe.webhooks.constructEvent accepts, and refuses when forged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeStandIn, signPayload } from '@larder/stand-ins/stripe';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Our webhook endpoint's stand-in: keeps each POST's raw body and headers. */
async function startWebhookReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Stripe stand-in, driven by the stripe package', () => {
  const standIn = new StripeStandIn();
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let stripe: Stripe;

  beforeAll(async () => {
    const base = await standIn.start();
    receiver = await startWebhookReceiver();
    standIn.setWebhookUrl(receiver.url);
    const { port } = new URL(base);
    stripe = new Stripe(standIn.secretKey, { host: '127.0.0.1', port: Number(port), protocol: 'http' });
  });
  afterAll(async () => {
    await standIn.webhooksDelivered();
    await standIn.stop();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
  });

  const confirmAsStripeJs = (clientSecret: string, number: string, extra: Record<string, string> = {}) =>
    standIn.confirmAsStripeJs(clientSecret, number, extra);

  async function setupIntentFor(email: string) {
    const customer = await stripe.customers.create({ email, name: 'Ada Lovelace', metadata: { order_id: '7' } });
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'], // stripe 23 (API 2026-10-28) has no payment_method_types param
      metadata: { order_id: '7' },
    });
    return { customer, intent, clientSecret: intent.client_secret ?? '' };
  }

  /** A customer with a card saved through a SetupIntent; answers the customer and payment method ids. */
  async function savedCard(number: string) {
    const { customer, clientSecret } = await setupIntentFor('saver@example.com');
    const { status, body } = await confirmAsStripeJs(clientSecret, number);
    expect(status).toBe(200);
    return { customer: customer.id, paymentMethod: String(body.payment_method) };
  }

  it('saves a card: customer, SetupIntent, the confirm Stripe.js makes, then the card by expand[]', async () => {
    const { customer, intent, clientSecret } = await setupIntentFor('ada@example.com');
    expect(customer).toMatchObject({ object: 'customer', email: 'ada@example.com', metadata: { order_id: '7' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(intent).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      customer: customer.id,
      usage: 'off_session',
      payment_method: null,
      last_setup_error: null,
    });
    expect(clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    // stripe-node sends the secret key as Bearer and lists in indexed bracket notation.
    const created = standIn.requests.find((request) => request.path === '/v1/setup_intents');
    expect(created?.headers.authorization).toBe(`Bearer ${standIn.secretKey}`);
    expect(created?.body).toMatchObject({ allowed_payment_method_types: ['card'], metadata: { order_id: '7' } });

    const confirmed = await confirmAsStripeJs(clientSecret, '4242424242424242');
    expect(confirmed).toMatchObject({ status: 200, body: { id: intent.id, status: 'succeeded' } });

    const retrieved = await stripe.setupIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect(retrieved.status).toBe('succeeded');
    const method = retrieved.payment_method as Stripe.PaymentMethod;
    expect(method).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id });
    expect(method.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 });
    expect(method.billing_details.address?.postal_code).toBe('10001');
    expect((await stripe.paymentMethods.retrieve(method.id)).id).toBe(method.id);
  });

  it.each([
    [
      '4000000000000002',
      { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
    ],
    [
      '4000000000009995',
      { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    ],
    ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
    ['4000000000000127', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
    ['4242424242424241', { code: 'incorrect_number', message: 'Your card number is incorrect.' }], // fails Luhn
  ])('declines card %s with a 402 card error, and the SetupIntent keeps the error', async (number, expected) => {
    const { intent, clientSecret } = await setupIntentFor('declined@example.com');
    const { status, body } = await confirmAsStripeJs(clientSecret, number);
    expect(status).toBe(402);
    expect(body.error).toMatchObject({ type: 'card_error', ...expected });
    expect(body.error).toMatchObject({ setup_intent: { id: intent.id, status: 'requires_payment_method' } });

    const after = await stripe.setupIntents.retrieve(intent.id);
    expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    expect(after.last_setup_error).toMatchObject({ type: 'card_error', ...expected });
  });

  it('asks for 3D Secure on 4000002760003184, then succeeds or fails as the customer answers', async () => {
    const first = await setupIntentFor('secure@example.com');
    const pending = await confirmAsStripeJs(first.clientSecret, '4000002760003184');
    expect(pending.body).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    const approved = await confirmAsStripeJs(first.clientSecret, '', { authenticate: 'approve' });
    expect(approved.body).toMatchObject({ status: 'succeeded' });

    const second = await setupIntentFor('secure@example.com');
    await confirmAsStripeJs(second.clientSecret, '4000002760003184');
    const failed = await confirmAsStripeJs(second.clientSecret, '', { authenticate: 'fail' });
    expect(failed.body).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
  });

  it('charges a saved card off-session once per idempotency key, and refuses the key with other parameters', async () => {
    const { customer, paymentMethod } = await savedCard('4242424242424242');
    const params: Stripe.PaymentIntentCreateParams = {
      amount: 4599,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
      metadata: { order_id: '7' },
      description: 'Larder order 7',
    };
    const succeeded = () => standIn.events.filter((event) => event.type === 'payment_intent.succeeded').length;
    const succeededBefore = succeeded();
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-7-charge-1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'order-7-charge-1' });
    expect(first).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 4599, currency: 'usd' });
    expect(first.latest_charge).toMatch(/^ch_/);
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(succeeded()).toBe(succeededBefore + 1); // one charge, one event

    await expect(
      stripe.paymentIntents.create({ ...params, amount: 100 }, { idempotencyKey: 'order-7-charge-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    expect((await stripe.paymentIntents.retrieve(first.id)).status).toBe('succeeded');
  });

  it('declines off-session charges of a card that attaches but cannot be charged (4000000000000341)', async () => {
    const { customer, paymentMethod } = await savedCard('4000000000000341');
    const charge = stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      customer,
      payment_method: paymentMethod,
      off_session: true,
      confirm: true,
    });
    const error = await charge.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect((error as Stripe.errors.StripeCardError).payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined' },
    });
  });

  it('fails the next charge as a test says, whatever the card', async () => {
    const { customer, paymentMethod } = await savedCard('4242424242424242');
    const params = { amount: 1000, currency: 'usd', customer, payment_method: paymentMethod, confirm: true };
    standIn.failNextCharges('insufficient_funds');
    await expect(stripe.paymentIntents.create({ ...params, off_session: true })).rejects.toMatchObject({
      type: 'StripeCardError',
      decline_code: 'insufficient_funds',
    });
    expect((await stripe.paymentIntents.create({ ...params, off_session: true })).status).toBe('succeeded');
  });

  it('signs its webhooks so that constructEvent accepts them, and not when signed otherwise', async () => {
    const { clientSecret, intent } = await setupIntentFor('hooks@example.com');
    await confirmAsStripeJs(clientSecret, '4242424242424242');
    await standIn.webhooksDelivered();
    const delivered = receiver.received.find((hook) => hook.body.includes('"setup_intent.succeeded"'));
    const header = String(delivered?.headers['stripe-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const event = stripe.webhooks.constructEvent(delivered?.body ?? '', header, standIn.webhookSecret);
    expect(event).toMatchObject({ object: 'event', type: 'setup_intent.succeeded', livemode: false });
    expect(event.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(standIn.events.map((sent) => sent.id)).toContain(event.id);

    const body = delivered?.body ?? '';
    const verify = (signature: string) => () => stripe.webhooks.constructEvent(body, signature, standIn.webhookSecret);
    expect(() => stripe.webhooks.constructEvent(body, header, 'whsec_another')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(verify(signPayload(body, 'whsec_another'))).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(verify(signPayload(body, standIn.webhookSecret, Math.floor(Date.now() / 1000) - 600))).toThrow(
      /Timestamp outside the tolerance zone/,
    );
    expect(verify(signPayload(body, standIn.webhookSecret))).not.toThrow();

    // A forged delivery reaches the endpoint, signed with another secret.
    const sent = standIn.events.find((made) => made.id === event.id);
    if (!sent) throw new Error('the event was not recorded');
    const forged = await standIn.deliver(sent, { secret: 'whsec_another' });
    expect(forged.status).toBe(200);
    expect(() => stripe.webhooks.constructEvent(forged.payload, forged.signature, standIn.webhookSecret)).toThrow();
  });

  it('records a webhook it could not deliver instead of throwing', async () => {
    const closed = await startWebhookReceiver();
    await closed.close();
    const [event] = standIn.events;
    if (!event) throw new Error('no event was made');
    const delivery = await standIn.deliver(event, {}, closed.url);
    expect(delivery).toMatchObject({ url: closed.url, error: expect.stringContaining('fetch failed') });
    expect(delivery.status).toBeUndefined();
    expect(standIn.deliveries).toContain(delivery);
  });

  it('refuses bad keys, and answers unknown paths with a Stripe error', async () => {
    const { port } = new URL(standIn.url);
    const config = { host: '127.0.0.1', port: Number(port), protocol: 'http' as const };
    await expect(new Stripe('sk_test_wrong', config).customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: 'Invalid API Key provided',
    });
    await expect(new Stripe(standIn.publishableKey, config).customers.create({})).rejects.toMatchObject({
      statusCode: 401,
    });
    const unknown = await fetch(`${standIn.url}/v1/nothing_here`, {
      headers: { authorization: `Bearer ${standIn.secretKey}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('serves the stand-in Stripe.js as JavaScript that parses', async () => {
    const response = await fetch(standIn.scriptUrl());
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await response.text();
    expect(source).toContain('window.Stripe = function Stripe(publishableKey, options)');
    expect(() => new Function(source)).not.toThrow();
  });
});
