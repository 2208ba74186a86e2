// The amount of food counts meals, not what meals are made with (issue 39; docs/decisions/192): on the real seeded
// catalogue, a pantry item (Chili Crisp, Sriracha) is food for no occasion, raw protein no lunch or dinner, fruit a
// snack, a ready meal and a recipe their meals; and adding the 20-serving jar of chili crisp the issue added to a
// planned box leaves the box's amount of food as it was.
import { amountOfFood } from '@larder/contracts/values/amount-of-food';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { factsKey, lineFacts } from './food-facts';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.92');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const productNamed = async (name: string) => {
  const response = await call(undefined, { method: 'GET', url: '/api/v2/products/?limit=500' });
  return (response.json().results as { id: number; name: string }[]).find((item) => item.name === name) as {
    id: number;
  };
};

describe('what the amount of food counts', () => {
  it('gives each kind of item the occasions it is food for', async () => {
    const named = async (name: string) => ({ itemType: 'product', itemId: (await productNamed(name)).id });
    const lines = [
      await named('Chili Crisp'),
      await named('Sriracha'),
      await named('Organic Chicken Breasts'),
      await named('Bananas'),
      await named('Chicken Tikka Masala with Basmati'),
    ];
    const recipes = (await call(undefined, { method: 'GET', url: '/api/v2/pairings/?limit=1' })).json().results as {
      id: number;
      occasions: string[];
    }[];
    const recipe = recipes[0] as { id: number; occasions: string[] };
    const facts = await lineFacts(subject.database.db, [...lines, { itemType: 'pairing', itemId: recipe.id }]);
    const occasionsOf = (line: { itemType: string; itemId: number }) =>
      facts.get(factsKey(line.itemType, line.itemId))?.occasions;
    expect(lines.map(occasionsOf)).toEqual([[], [], [], ['breakfast', 'snack'], ['lunch', 'dinner']]);
    expect(occasionsOf({ itemType: 'pairing', itemId: recipe.id })?.length).toBeGreaterThan(0);
    expect(facts.get(factsKey('product', lines[0]?.itemId ?? 0))?.servings).toBe(20);
  });

  it('leaves a planned box’s amount of food as it was when a jar of chili crisp is added', async () => {
    const who = await readyCustomer('food.condiment@example.com');
    expect((await place(who, 'key-food.condiment')).statusCode).toBe(201);
    const week = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json().upcoming[1] as {
      id: number;
    };
    const before = (await call(who, { method: 'GET', url: `/api/v2/orders/${week.id}/` })).json();
    const crisp = await productNamed('Chili Crisp');
    const added = await call(who, {
      method: 'PUT',
      url: `/api/v2/orders/${week.id}/lines/`,
      payload: { type: 'product', id: crisp.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = (await call(who, { method: 'GET', url: `/api/v2/orders/${week.id}/` })).json();
    expect(after.lines.length).toBe(before.lines.length + 1);
    expect(amountOfFood(after.lines, after.household)).toEqual(amountOfFood(before.lines, before.household));
  });
});
