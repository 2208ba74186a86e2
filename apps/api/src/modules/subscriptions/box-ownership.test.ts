// Issue 29: editing or swapping in a box checks whose order it is before anything else is read. Another customer's
// box was read first (whether it held the item, the plan engine's alternative to its lines), so the 404 came slower
// when the item was in their box. The plan service is observed, not replaced: it must not be asked for a stranger.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { PlanService } from '../plan/service';

let subject: TestApp;
let api: FastifyInstance;
const client = checkoutClient(() => api, '10.35');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
});
afterAll(async () => {
  await subject?.app.close();
  vi.restoreAllMocks();
});

describe('a box edit or swap on another customer’s order', () => {
  it('answers 404 before reading anything of that order', async () => {
    const owner = await client.readyCustomer('box.owner@example.com');
    const placed = await client.place(owner, 'owner-order');
    expect(placed.statusCode).toBe(201);
    const order = placed.json();
    const inTheirBox = order.lines[0];
    const intruder = await client.customer('box.intruder@example.com');

    const breakingRules = vi.spyOn(PlanService.prototype, 'breakingRules');
    const alternativeFor = vi.spyOn(PlanService.prototype, 'alternativeFor');
    const edit = await client.call(intruder, {
      method: 'PUT',
      url: `/api/v2/orders/${order.id}/lines/`,
      payload: { type: 'product', id: 1, quantity: 1 },
    });
    const swap = await client.call(intruder, {
      method: 'POST',
      url: `/api/v2/orders/${order.id}/lines/swap/`,
      payload: { type: inTheirBox.type, id: inTheirBox.id },
    });
    expect([edit.statusCode, swap.statusCode]).toEqual([404, 404]);
    expect(edit.body).toBe(swap.body);
    expect(breakingRules).not.toHaveBeenCalled();
    expect(alternativeFor).not.toHaveBeenCalled();

    // The owner's own swap still asks the plan engine.
    const own = await client.call(owner, {
      method: 'POST',
      url: `/api/v2/orders/${order.id}/lines/swap/`,
      payload: { type: inTheirBox.type, id: inTheirBox.id },
    });
    expect([200, 409]).toContain(own.statusCode);
    expect(alternativeFor).toHaveBeenCalledTimes(1);
  });
});
