import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { QUIZ_OPTIONS_MAX_AGE_SECONDS, QuizOptions } from '@larder/contracts/schemas/quiz-options';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../lib/etag';
import { TaxonomyService } from './service';

/** GET /api/v2/quiz_options/ — public (no session), cached: Cache-Control max-age, then ETag revalidation. */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  const taxonomy = new TaxonomyService(app.database.db);
  app.get(
    '/api/v2/quiz_options/',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Tags by group, dish types, goals, eating habits and dietary needs with their ids',
        querystring: z.object({}),
        // 304 (If-None-Match names the current ETag) has no body.
        response: { 200: QuizOptions, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const { body, etag } = await taxonomy.buildQuizOptions();
      reply.header('cache-control', `public, max-age=${QUIZ_OPTIONS_MAX_AGE_SECONDS}`).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag))
        return (reply as unknown as FastifyReply).code(304).send();
      return body;
    },
  );
};
