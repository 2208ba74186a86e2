// A week's menu (issue 39), for the signed-in customer (anonymous: 403):
//   GET /api/v2/subscription/weeks/:id/menu/   (:id the week's order) → 200 WeekMenu; 404 another customer's or an
//       unknown week; 409 past_cutoff (locked) or wrong_state (skipped)
// Picking from it is the box editor's PUT /api/v2/orders/:id/lines/ (orders/routes.ts), whose answer has the totals.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { WeekMenu, WeekMenuParams } from '@larder/contracts/schemas/menu';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../accounts/session-plugin';
import { WeekMenuService } from './menu-service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const weekMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  const menus = new WeekMenuService(app.clock, app.commerce.reader, app.plans);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v2/subscription/weeks/:id/menu/',
    {
      schema: {
        tags: ['subscription'],
        summary:
          'An open week’s menu: every recipe and product, the customer’s rules applied and named, the picks marked',
        params: WeekMenuParams,
        response: { 200: WeekMenu, ...errors },
      },
    },
    async (request) => menus.menu((await requireCustomer(request)).id, request.params.id),
  );
};
