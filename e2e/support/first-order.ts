// A customer's first order placed with the calls the checkout's pages make (signed up with the quiz, the box from the
// plan, an address in New York, a card of their own household unless one is given, the order with an
// Idempotency-Key), made through the API from the test (api-signup.ts; checkout.test.ts goes through the pages): the
// order as answered. The browser context is then signed in as the customer; the page is left where it was.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpThroughApi } from './api-signup';
import { contextApi as api } from './context-api';
import { ownHousehold } from './steps';

export interface PlacedOrder {
  id: number;
  delivery: { date: string; cutoff_at: string };
}

export async function placeFirstOrder(
  page: Page,
  email: string,
  keyPrefix: string,
  options: { card?: string; beforePlacing?: () => Promise<void> } = {},
): Promise<PlacedOrder> {
  const household = ownHousehold();
  await signUpThroughApi(page, email);
  expect((await api(page, 'POST', '/api/v2/checkout/box/from-plan/')).status).toBe(200);
  const zip = (await api(page, 'GET', '/api/v2/deliveries/zips/10001/')).body as { delivery_dates: { date: string }[] };
  const shipping = await api(page, 'PUT', '/api/v2/checkout/shipping/', {
    first_name: 'Ada',
    last_name: 'Lovelace',
    address1: '350 Fifth Avenue',
    address2: household.apartment,
    city: 'New York',
    state: 'NY',
    zip: '10001',
    phone: '(212) 555-0100',
    delivery_instructions: '',
    delivery_date: zip.delivery_dates[0]?.date,
  });
  expect(shipping.status).toBe(200);
  const saved = await api(page, 'POST', '/api/v2/checkout/card/', {
    number: options.card ?? household.card,
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    zip: '10001',
  });
  expect((saved.body as { status: string }).status).toBe('saved');
  await options.beforePlacing?.();
  const placed = await api(page, 'POST', '/api/v2/orders/', undefined, { 'idempotency-key': `${keyPrefix}-${email}` });
  expect(placed.status).toBe(201);
  return placed.body as PlacedOrder;
}
