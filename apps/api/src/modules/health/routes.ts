import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HEALTH_TIMEOUT_MS = 2000;

/** GET /api/health/: 200 {"status":"ok"} when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable'), detail: z.string(), code: z.string() }),
        },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('database ping timed out')), HEALTH_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database not answering');
        return reply
          .status(503)
          .send({ status: 'unavailable' as const, detail: 'Database unavailable.', code: 'database_unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
