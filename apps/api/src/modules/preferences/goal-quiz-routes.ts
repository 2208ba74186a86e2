// The customer's goals and quiz record (docs/decisions/030-quiz-and-preference-save.md), each with a GET of the
// current record; every path is the signed-in customer's own (own-customer.ts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { OccasionGoals } from '@larder/contracts/schemas/preferences';
import { QuizRecord, QuizRecordCreate, QuizRecordList, QuizRecordPatch } from '@larder/contracts/schemas/quiz-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CustomerParams, preferenceErrors as errors, ownCustomerId, preferenceTags as tags } from './own-customer';
import type { PreferencesService } from './service';

export const goalAndQuizRoutes =
  (preferences: PreferencesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v2/customers/:id/occasion_goals/',
      {
        schema: {
          tags,
          summary: 'The customer’s goals',
          params: CustomerParams,
          response: { 200: OccasionGoals, ...errors },
        },
      },
      async (request) => preferences.occasionGoals(await ownCustomerId(request, request.params.id)),
    );
    app.put(
      '/api/v2/customers/:id/occasion_goals/',
      {
        schema: {
          tags,
          summary: 'Replace the customer’s goals',
          params: CustomerParams,
          body: OccasionGoals,
          response: { 200: OccasionGoals, ...errors },
        },
      },
      async (request) =>
        preferences.putOccasionGoals(await ownCustomerId(request, request.params.id), request.body.occasion_goals),
    );

    app.get(
      '/api/v2/customers/:id/quizzes/',
      {
        schema: {
          tags,
          summary: 'The customer’s quiz record (an empty list before the first POST)',
          params: CustomerParams,
          response: { 200: QuizRecordList, ...errors },
        },
      },
      async (request) => preferences.quizzes(await ownCustomerId(request, request.params.id)),
    );
    app.post(
      '/api/v2/customers/:id/quizzes/',
      {
        schema: {
          tags,
          summary: 'Create the quiz record (409 when one exists)',
          params: CustomerParams,
          body: QuizRecordCreate,
          response: { 201: QuizRecord, ...errors, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const quiz = await preferences.createQuiz(await ownCustomerId(request, request.params.id), request.body);
        return reply.code(201).send(quiz);
      },
    );
    app.patch(
      '/api/v2/customers/:id/quizzes/',
      {
        schema: {
          tags,
          summary: 'Change fields of the quiz record (404 before the first POST)',
          params: CustomerParams,
          body: QuizRecordPatch,
          response: { 200: QuizRecord, ...errors, 404: ErrorBody },
        },
      },
      async (request) => preferences.patchQuiz(await ownCustomerId(request, request.params.id), request.body),
    );
  };
