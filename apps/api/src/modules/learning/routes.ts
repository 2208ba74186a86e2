// POST /api/admin/learning/recompute/ (admin): runs the learning job now, with an audit row in its transaction
// (docs/decisions/190-learning.md, "Learning"). The nightly run is the job queue's.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { LearningRunAnswer } from '@larder/contracts/schemas/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../audit/operator-guard';
import type { LearningJob } from './recompute';

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const learning: LearningJob = app.learning;

  app.post(
    '/api/admin/learning/recompute/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Recompute the learned item similarities now (admin)',
        response: { 200: LearningRunAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const run = await learning.recompute('operator', operator.id);
      return {
        id: run.id,
        customers: run.customers,
        items: run.items,
        pairs: run.pairs,
        finished_at: run.finishedAt.toISOString(),
      };
    },
  );
};
