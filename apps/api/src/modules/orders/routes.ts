// A customer's orders (docs/decisions/160-weekly-cycle.md), for the signed-in customer (anonymous: 403). Another
// customer's order is 404; a change after a week's cutoff is 409 past_cutoff with the cutoff; a change the state does
// not allow is 409 wrong_state with the reason. The checkout places the first order (checkout/placement-routes.ts).
//   GET  /api/v2/orders/:id/                      one of the customer's orders
//   POST /api/v2/orders/:id/skip/ | unskip/       → 200 Order
//   PUT  /api/v2/orders/:id/lines/                {type, id, quantity, confirm?} → 200 Order; 409 breaks_rules
//   POST /api/v2/orders/:id/lines/swap/           {type, id} → 200 Order; 409 no_alternative
//   GET  /api/v2/orders/?page=N                   → 200 OrderHistory
import { Order } from '@larder/contracts/schemas/checkout';
import {
  OrderHistory,
  OrderHistoryQuery,
  OrderLineSwap,
  OrderLineUpdate,
} from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 422, 503);
const tags = ['orders'];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reader, weeks, boxes } = app.commerce;
  answerNoStore(app);

  app.get(
    '/api/v2/orders/:id/',
    {
      schema: {
        tags,
        summary: 'One of the customer’s orders',
        params,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => {
      return reader.get((await requireCustomer(request)).id, request.params.id);
    },
  );

  for (const [action, skip] of [
    ['skip', true],
    ['unskip', false],
  ] as const) {
    app.post(
      `/api/v2/orders/:id/${action}/`,
      {
        schema: {
          tags,
          summary: skip ? 'Skip a week before its cutoff' : 'Put a skipped week back before its cutoff',
          params,
          response: { 200: Order, ...errors },
        },
      },
      async (request) => {
        const customerId = (await requireCustomer(request)).id;
        await weeks.setSkipped(customerId, request.params.id, skip);
        return reader.get(customerId, request.params.id);
      },
    );
  }

  app.put(
    '/api/v2/orders/:id/lines/',
    {
      schema: {
        tags,
        summary: 'Set a line’s quantity in a week’s box before its cutoff (0 removes it; a new item is added)',
        params,
        body: OrderLineUpdate,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => boxes.updateLine((await requireCustomer(request)).id, request.params.id, request.body),
  );

  app.post(
    '/api/v2/orders/:id/lines/swap/',
    {
      schema: {
        tags,
        summary: 'Replace a line of a week’s box with the next best item that fits the customer’s preferences',
        params,
        body: OrderLineSwap,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => boxes.swapLine((await requireCustomer(request)).id, request.params.id, request.body),
  );

  app.get(
    '/api/v2/orders/',
    {
      schema: {
        tags,
        summary: 'The customer’s orders, newest delivery first, ten a page',
        querystring: OrderHistoryQuery,
        response: { 200: OrderHistory, ...errors },
      },
    },
    async (request) => reader.history((await requireCustomer(request)).id, request.query.page),
  );
};
