// Issue 29: the new-customer offer is one per household. Two accounts with one card, or one delivery address (written
// another way), got 40% off each; now the second is refused when it applies the code, told in the checkout before it
// places the order when the code was applied earlier, and its order is placed without the offer.
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { HouseholdMessage } from '@larder/contracts/values/offers';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, GOOD_CARD, shipping, uniqueCardNumber, type Who } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstOrderHouseholds } from '../../db/schema/households';
import { addressKey } from './household';

let subject: TestApp;
let api: FastifyInstance;
const client = checkoutClient(() => api, '10.32');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

const card = (n: number) => ({ ...GOOD_CARD, number: uniqueCardNumber(n) });

/** A customer with a box and the address given (the card comes later). */
async function household(email: string, address: Record<string, unknown>) {
  const who = await client.customer(email);
  await client.saveQuiz(who);
  expect((await client.call(who, { method: 'POST', url: '/api/v2/checkout/box/from-plan/' })).statusCode).toBe(200);
  const date = await client.firstDate();
  const saved = await client.call(who, {
    method: 'PUT',
    url: '/api/v2/checkout/shipping/',
    payload: shipping(date, address),
  });
  expect(saved.statusCode).toBe(200);
  return who;
}

const applyFree40 = (who: Who) =>
  client.call(who, { method: 'PUT', url: '/api/v2/checkout/promo/', payload: { code: 'FREE40' } });
const saveCard = (who: Who, fields: Record<string, unknown>) =>
  client.call(who, { method: 'POST', url: '/api/v2/checkout/card/', payload: fields });
const view = async (who: Who) => (await client.call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();

describe('addressKey', () => {
  it('writes one address one way', () => {
    const key = addressKey({ address1: '350 Fifth Avenue', address2: 'Apt 5', zip: '10001' });
    expect(addressKey({ address1: '350 5th Ave.', address2: '#5', zip: '10001-1234' })).toBe(key);
    expect(addressKey({ address1: '  350 FIFTH AVENUE ', address2: 'Unit 5', zip: '10001' })).toBe(key);
    expect(addressKey({ address1: '350 Fifth Avenue', address2: 'Apt 6', zip: '10001' })).not.toBe(key);
    expect(addressKey({ address1: '350 Fifth Avenue', address2: 'Apt 5', zip: '10002' })).not.toBe(key);
  });
});

describe('addressKey, issue 44', () => {
  const base = { address1: '350 Fifth Avenue', zip: '10001' };
  const key = (address1: string, address2: string, zip = '10001') => addressKey({ address1, address2, zip });

  it('ignores words in the second line that name no unit', () => {
    const home = key('350 Fifth Avenue', '');
    for (const noise of [
      'c/o Sam Lee',
      'Front door, ring twice',
      'Gate code 1234',
      'x',
      'No buzzer',
      '.',
      'Flat top roof',
    ]) {
      expect(addressKey({ ...base, address2: noise }), noise).toBe(home);
    }
  });

  it('keeps real flats distinct, however the unit is written', () => {
    const five = key('350 Fifth Avenue', 'Apt 5');
    for (const same of ['#5', 'Unit 5', 'apartment 05', '5', 'Apt. 5, c/o Sam'])
      expect(key('350 5th Ave.', same), same).toBe(five);
    expect(key('350 Fifth Avenue Apt 5', '')).toBe(five);
    expect(key('350 Fifth Avenue', 'Apt 6')).not.toBe(five);
    expect(key('350 Fifth Avenue', '')).not.toBe(five);
    expect(key('350 Fifth Avenue', 'Apt 5B')).toBe(key('350 Fifth Ave', 'Unit 5-B'));
    expect(key('350 Fifth Avenue', 'Apt 5B')).not.toBe(five);
    expect(key('350 Fifth Avenue', 'Suite A')).not.toBe(key('350 Fifth Avenue', 'Suite B'));
    expect(key('350 Fifth Avenue', '2nd Floor')).toBe(key('350 Fifth Avenue', 'Floor 2'));
    expect(key('351 Fifth Avenue', 'Apt 5')).not.toBe(five);
    expect(key('350 Fifth Avenue', 'Apt 5', '10002')).not.toBe(five);
  });
});

describe('the new-customer offer', () => {
  it('is refused to a second account with the first one’s card, and said so before the order', async () => {
    const first = await household('first.home@example.com', { address1: '1 Main Street', address2: '' });
    expect((await applyFree40(first)).statusCode).toBe(200);
    expect((await saveCard(first, card(1))).json().status).toBe('saved');
    const placed = await client.place(first, 'household-first');
    expect(placed.statusCode).toBe(201);
    expect(placed.json().totals.discount_cents).toBeGreaterThan(0);

    // Same card, another address: the code was applied before the card was saved.
    const second = await household('same.card@example.com', { address1: '9 Elm Road', address2: '' });
    expect((await applyFree40(second)).statusCode).toBe(200);
    expect((await saveCard(second, card(1))).json().status).toBe('saved');
    const before = await view(second);
    expect(before.promo_refusal).toBe(`${HouseholdMessage.OfferUsed} ${HouseholdMessage.NotApplied}`);
    expect(before.totals.discount_cents).toBe(0);
    const again = await applyFree40(second);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: CheckoutErrorCode.PromoHousehold, detail: HouseholdMessage.OfferUsed });
    const order = await client.place(second, 'household-second');
    expect(order.statusCode).toBe(201);
    expect(order.json()).toMatchObject({ promo: null, totals: { discount_cents: 0 } });
  });

  it('is refused to the same address written another way, whatever the card', async () => {
    const first = await household('flat.one@example.com', { address1: '77 West Lane', address2: 'Apartment 3' });
    await applyFree40(first);
    await saveCard(first, card(2));
    expect((await client.place(first, 'flat-first')).statusCode).toBe(201);

    const neighbour = await household('flat.two@example.com', { address1: '77 W. Ln', address2: '#3' });
    await saveCard(neighbour, card(3));
    const refused = await applyFree40(neighbour);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(CheckoutErrorCode.PromoHousehold);
  });

  it('is given to a new household', async () => {
    const fresh = await household('new.home@example.com', { address1: '5 Oak Court', address2: '' });
    await saveCard(fresh, card(4));
    const applied = await applyFree40(fresh);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ promo_refusal: null, promo: { code: 'FREE40' } });
    expect(applied.json().totals.discount_cents).toBeGreaterThan(0);
  });

  it('is refused to the same address with any words in the second line and a new card (issue 44)', async () => {
    const first = await household('words.first@example.com', { address1: '12 Birch Street', address2: '' });
    await applyFree40(first);
    await saveCard(first, card(5));
    expect((await client.place(first, 'words-first')).statusCode).toBe(201);

    for (const [index, address2] of ['c/o Jamie', 'Leave by the side gate'].entries()) {
      const again = await household(`words.again.${index}@example.com`, { address1: '12 Birch St.', address2 });
      await saveCard(again, card(6 + index));
      const refused = await applyFree40(again);
      expect(refused.statusCode, address2).toBe(400);
      expect(refused.json().code).toBe(CheckoutErrorCode.PromoHousehold);
    }
    // A real flat of the building is another household.
    const flat = await household('words.flat@example.com', { address1: '12 Birch Street', address2: 'Apt 2' });
    await saveCard(flat, card(8));
    expect((await applyFree40(flat)).statusCode).toBe(200);
  });

  it('still finds a household recorded with the earlier key', async () => {
    const first = await household('earlier.key@example.com', { address1: '40 Cedar Road', address2: 'Apt 9' });
    await applyFree40(first);
    await saveCard(first, card(9));
    const placed = await client.place(first, 'earlier-key');
    expect(placed.statusCode).toBe(201);
    // As a row written before issue 44 has it: every word of both lines.
    await subject.database.db
      .update(firstOrderHouseholds)
      .set({ addressKey: '10001|40 cedar rd 9' })
      .where(eq(firstOrderHouseholds.orderId, placed.json().id));
    const again = await household('earlier.key.again@example.com', {
      address1: '40 Cedar Rd',
      address2: 'Apt 9, knock loudly',
    });
    await saveCard(again, card(10));
    expect((await applyFree40(again)).json().code).toBe(CheckoutErrorCode.PromoHousehold);
  });
});
