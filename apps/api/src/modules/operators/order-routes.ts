// The console's orders (docs/decisions/200-operators.md): GET /api/admin/orders/ (search by id, customer email,
// delivery date, status and zone; sorted, filtered and paged on the server) and GET /api/admin/orders/:id/ (the
// order, its lines, its customer and a timeline of what the database records). Support and up; reads only, through
// order-console.ts.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { AdminOrderDetail, AdminOrderPage, AdminOrderQuery, OrderIdParams } from '@larder/contracts/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { consoleRoute, uncached } from './console-route';
import { OrderConsole } from './order-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

export const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = new OrderConsole(app.database.db);

  app.get(
    '/api/admin/orders/',
    consoleRoute('support', 'Search orders: by id, customer email, delivery date, status and zone; sorted and paged', {
      querystring: AdminOrderQuery,
      response: { 200: AdminOrderPage, ...errors },
    }),
    async (request, reply) => uncached(reply, orders.search(request.query, publicRequestUrl(request))),
  );

  app.get(
    '/api/admin/orders/:id/',
    consoleRoute(
      'support',
      'An order with its lines, customer and timeline (placed, locked, charged, refunds, ratings, audit)',
      { params: OrderIdParams, response: { 200: AdminOrderDetail, ...errors } },
    ),
    async (request, reply) => uncached(reply, orders.detail(request.params.id, publicRequestUrl(request))),
  );
};
