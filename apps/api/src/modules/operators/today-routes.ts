// GET /api/admin/today/ (support and up, reads only): the console's landing page (today.ts says what it counts), and
// GET /api/admin/today/clock/: the store's date and week, where the console's date fields start.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { StoreClock, TodayView } from '@larder/contracts/schemas/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeClock, todayView } from './today';

export const todayConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/today/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Today: this week’s deliveries, cutoffs, orders, revenue, subscribers, cancellations and ratings',
        response: { 200: TodayView, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return todayView(app.database.db, app.clock.now());
    },
  );

  app.get(
    '/api/admin/today/clock/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'The store’s clock: today’s date and this week (Monday to Sunday), as Today counts them',
        response: { 200: StoreClock, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return storeClock(app.clock.now());
    },
  );
};
