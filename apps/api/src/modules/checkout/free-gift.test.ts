// The free gift for life on the real app and database (issue 17): checkout offers the configured gifts with the first
// one given until the customer picks; a gift not offered is refused; the order placed keeps it, every week's box
// carries it at $0 beside the lines, and the warehouse's pick list counts it; an operator's new list changes what new
// customers are offered, not what subscribers get.
import { CheckoutErrorCode, FREE_GIFT_CONFIG } from '@larder/contracts/values/checkout';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CliIo } from '../../lib/cli';
import { setConfigValue } from '../configs/repository';
import { configValueProblem } from '../configs/validation';
import { runOrdersCommand } from '../orders/cli';

let subject: TestApp;
let api: FastifyInstance;
const { call, readyCustomer, place } = checkoutClient(() => api, '10.14');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' } });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

type Gift = { id: number; name: string; picture: string };

describe('the free gift', () => {
  it('is offered at checkout, picked, kept by the order and in every week’s box at $0', async () => {
    const who = await readyCustomer('gift.picker@example.com');
    const checkout = (await call(who, { method: 'GET', url: '/api/v2/checkout/' })).json();
    const options = checkout.free_gift_options as Gift[];
    expect(options.map((gift) => gift.id)).toEqual([297, 238, 301, 83]);
    expect(checkout.free_gift).toEqual(options[0]);
    for (const product_id of [1, 2_000_000_000]) {
      const refused = await call(who, { method: 'PUT', url: '/api/v2/checkout/free-gift/', payload: { product_id } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(CheckoutErrorCode.FreeGiftUnavailable);
    }
    expect(
      (await call(who, { method: 'PUT', url: '/api/v2/checkout/free-gift/', payload: { product_id: '238' } }))
        .statusCode,
    ).toBe(400);
    const picked = await call(who, { method: 'PUT', url: '/api/v2/checkout/free-gift/', payload: { product_id: 238 } });
    expect(picked.statusCode).toBe(200);
    expect(picked.json().free_gift).toMatchObject({ id: 238, name: 'Cold Brew Coffee' });
    const totalBefore = picked.json().totals.total_cents;

    const order = (await place(who, 'gift-order')).json();
    expect(order.free_gift).toMatchObject({ id: 238, name: 'Cold Brew Coffee' });
    expect(order.lines.some((line: { id: number; type: string }) => line.type === 'product' && line.id === 238)).toBe(
      false,
    );
    expect(order.totals.total_cents).toBe(totalBefore);
    const weeks = (await call(who, { method: 'GET', url: '/api/v2/subscription/' })).json().upcoming as {
      free_gift: Gift | null;
    }[];
    expect(weeks).toHaveLength(4);
    for (const week of weeks) expect(week.free_gift?.id).toBe(238);
    // Picking after the order is refused: the subscription has its gift.
    expect(
      (await call(who, { method: 'PUT', url: '/api/v2/checkout/free-gift/', payload: { product_id: 297 } })).statusCode,
    ).toBe(409);

    // The warehouse picks one per box.
    const lines: string[] = [];
    const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
    await runOrdersCommand(['list', '--date', order.delivery.date, '--picklist'], subject.database.db, io);
    const row = lines.find((line) => line.startsWith('product:238\t'));
    expect(row?.split('\t')[2]).toBe('1');

    // The confirmation email names it.
    const [email] = (
      await subject.database.db.execute<{ data: { freeGift?: string } }>(
        `select data from email_outbox where template = 'order_confirmation' and recipient = 'gift.picker@example.com'`,
      )
    ).rows;
    expect(email?.data.freeGift).toBe('Cold Brew Coffee');
  });

  it('follows the operators’ list for new customers; a subscriber keeps theirs', async () => {
    const subscriber = await readyCustomer('gift.keeper@example.com');
    await place(subscriber, 'gift-keeper');
    expect(configValueProblem(FREE_GIFT_CONFIG, '83,84')).toBeUndefined();
    expect(configValueProblem(FREE_GIFT_CONFIG, 'chocolate')).toMatch(/comma list/);
    await setConfigValue(subject.database.db, FREE_GIFT_CONFIG, '83,84');
    try {
      const newcomer = await readyCustomer('gift.newcomer@example.com');
      const offered = (await call(newcomer, { method: 'GET', url: '/api/v2/checkout/' })).json();
      expect(offered.free_gift_options.map((gift: Gift) => gift.id)).toEqual([83, 84]);
      const weeks = (await call(subscriber, { method: 'GET', url: '/api/v2/subscription/' })).json().upcoming as {
        free_gift: Gift | null;
      }[];
      for (const week of weeks) expect(week.free_gift?.id).toBe(297);
    } finally {
      await setConfigValue(subject.database.db, FREE_GIFT_CONFIG, '297,238,301,83');
    }
  });
});
