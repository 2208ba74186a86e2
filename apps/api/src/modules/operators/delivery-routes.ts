// The console's Deliveries screen (docs/decisions/200-operators.md), support and up, reads only:
// GET /api/admin/deliveries/?date=&zone= (the day's orders with their lines, and the pick list) and
// GET /api/admin/deliveries/pick-list.csv?date=&zone= (the pick list as a CSV download).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { DeliveriesQuery, DeliveryDay } from '@larder/contracts/schemas/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleRoute, uncached } from './console-route';
import { deliveryDay, pickListCsv } from './delivery-day';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

export const deliveryConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/deliveries/',
    consoleRoute('support', 'A delivery day: its orders (packing slips) and the pick list, for one zone or all', {
      querystring: DeliveriesQuery,
      response: { 200: DeliveryDay, ...errors },
    }),
    async (request, reply) => uncached(reply, deliveryDay(db, request.query.date, request.query.zone)),
  );

  app.get(
    '/api/admin/deliveries/pick-list.csv',
    consoleRoute('support', 'The pick list of a delivery day as CSV (per item totals of the boxes going out)', {
      querystring: DeliveriesQuery,
      response: { 200: z.string().describe('text/csv'), ...errors },
    }),
    async (request, reply) => {
      const { date, zone } = request.query;
      const csv = pickListCsv(await deliveryDay(db, date, zone));
      const name = `pick-list-${date}${zone ? `-${zone}` : ''}.csv`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );
};
