// GET /api/admin/today/ (support and up, reads only): the console's landing page (today.ts says what it counts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { TodayView } from '@larder/contracts/schemas/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayView } from './today';

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
};
