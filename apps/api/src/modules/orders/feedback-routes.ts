// A customer's word on a delivered box (issue 27; docs/decisions/190-learning.md), for the signed-in customer
// (anonymous: 403). Another customer's order is 404, checked before anything else.
//   POST /api/v2/orders/:id/rating/   {stars, reasons, comment?, worth?} → 201; a second 409 already_rated; not
//                                     delivered 409 not_delivered; delivered over 14 days ago 409 too_late
//   POST /api/v2/orders/:id/issues/   {lines: [{content_type, object_id, problem}], comment?} → 201 with the credits;
//                                     a line reported before 409; over 7 days 409; past the limit 409 credit_limit
import {
  DeliveryRating,
  DeliveryRatingRequest,
  ProblemReport,
  ProblemReportRequest,
} from '@larder/contracts/schemas/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { OrderFeedback } from './feedback';

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ['orders'];
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = new OrderFeedback(app.database.db, app.clock, app.outbox);
  answerNoStore(app);

  app.post(
    '/api/v2/orders/:id/rating/',
    {
      schema: {
        tags,
        summary: 'Rate a delivered box: stars, reasons, words (and whether it was worth it, when asked)',
        params,
        body: DeliveryRatingRequest,
        response: { 201: DeliveryRating, ...errors },
      },
    },
    async (request, reply) => {
      const rating = await feedback.rateDelivery((await requireCustomer(request)).id, request.params.id, request.body);
      reply.code(201);
      return rating;
    },
  );

  app.post(
    '/api/v2/orders/:id/issues/',
    {
      schema: {
        tags,
        summary: 'Report problems with lines of a delivered box: each line credited once at the price paid',
        params,
        body: ProblemReportRequest,
        response: { 201: ProblemReport, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = (await requireCustomer(request)).id;
      const report = await feedback.reportProblems(customerId, request.params.id, request.body);
      reply.code(201);
      return report;
    },
  );
};
