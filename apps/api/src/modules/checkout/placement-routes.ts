// Placing the first order (issue 15; docs/decisions/150-checkout-and-payments.md), for the signed-in customer
// (anonymous: 403): the checkout becomes the first order and the subscription, through the orders module.
//   POST /api/v2/orders/  (Idempotency-Key)       places the first order: 201, or 200 with the same order on a retry;
//                                                 the same key with another request 422 idempotency_key_reused
import { Order } from '@larder/contracts/schemas/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf, requestDigest } from '../../lib/idempotency';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 422, 503);
const tags = ['orders'];

export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { placement } = app.commerce;
  answerNoStore(app);

  app.post(
    '/api/v2/orders/',
    {
      schema: {
        tags,
        summary: 'Place the first order (Idempotency-Key header: a retry returns the same order)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        response: { 200: Order, 201: Order, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const key = idempotencyKeyOf(request.headers);
      const placed = await placement.place(customer.id, key, requestDigest(request.body));
      app.sessions.forgetCustomer(customer.id);
      reply.code(placed.created ? 201 : 200);
      return placed.order;
    },
  );
};
