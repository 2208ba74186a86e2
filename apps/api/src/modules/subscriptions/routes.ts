// The subscriber's weeks (issue 16), for the signed-in customer (anonymous: 403):
//   GET  /api/v2/subscription/              → 200 {status, delivery_weekday, upcoming, recent}; status `none` and
//                                           no weeks before the first order
//   POST /api/v2/orders/:id/skip/           → 200 Order; 409 past_cutoff (with the cutoff) or wrong_state; 404
//   POST /api/v2/orders/:id/unskip/         → 200 Order; the same refusals
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { Order } from '@larder/contracts/schemas/checkout';
import { SubscriptionView } from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../accounts/session-plugin';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const tags = ['subscription'];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions } = app.commerce;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v2/subscription/',
    {
      schema: {
        tags,
        summary: 'The subscription and its weeks: the next four deliveries and the latest past ones',
        response: { 200: SubscriptionView, ...errors },
      },
    },
    async (request) => subscriptions.view((await requireCustomer(request)).id),
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
      async (request) => subscriptions.setSkipped((await requireCustomer(request)).id, request.params.id, skip),
    );
  }
};
