// Issue 29: a percentage code has a cap (FREE40: 40% off, up to $80), applied by the one pricing function wherever a
// box is priced, and shown with the offer. Before, adding expensive items to the placed first order took its 40% off
// from $107.92 to $627.68.
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomyBoxes } from '../../../test/box-capacity';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { products } from '../../db/schema/catalogue';

let subject: TestApp;
let api: FastifyInstance;
const client = checkoutClient(() => api, '10.31');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  await roomyBoxes(subject.database.db); // the first order is added to; box-capacity.test.ts tests the limits
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
});

describe('FREE40', () => {
  it('is shown as 40% off, up to $80', async () => {
    const answer = await client.call(undefined, { method: 'GET', url: '/api/get_promo_data/?promo_code=free40' });
    expect(answer.json()).toMatchObject({ percent_off: 40, max_discount_cents: 8000, terms: '40% off, up to $80' });
  });

  it('never takes more than $80 off the placed first order, however much is added to it', async () => {
    const who = await client.readyCustomer('capped@example.com');
    const applied = await client.call(who, {
      method: 'PUT',
      url: '/api/v2/checkout/promo/',
      payload: { code: 'FREE40' },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().promo).toEqual({
      code: 'FREE40',
      discount_effect: 'get 40% off your first box',
      terms: '40% off, up to $80',
    });
    const placed = await client.place(who, 'capped-order');
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    expect(order.totals.discount_cents).toBe(Math.min(8000, Math.floor((order.totals.subtotal_cents * 40) / 100)));

    const expensive = await subject.database.db
      .select({ id: products.id })
      .from(products)
      .orderBy(desc(products.priceCents))
      .limit(4);
    let latest = order;
    for (const product of expensive) {
      const edited = await client.call(who, {
        method: 'PUT',
        url: `/api/v2/orders/${order.id}/lines/`,
        payload: { type: 'product', id: product.id, quantity: 20, confirm: true },
      });
      expect(edited.statusCode).toBe(200);
      latest = edited.json();
    }
    expect(latest.totals.subtotal_cents).toBeGreaterThan(20_000);
    expect(latest.totals.discount_cents).toBe(8000);
    expect(latest.totals.total_cents).toBe(
      latest.totals.subtotal_cents - 8000 + latest.totals.delivery_fee_cents - latest.totals.credits_cents,
    );
  });
});
