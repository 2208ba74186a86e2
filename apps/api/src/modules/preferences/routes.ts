// The quiz save's calls (docs/decisions/030-quiz-and-preference-save.md): tag preferences, dietary restrictions,
// dish type ratings, occasion goals, the quiz record and occasion entity preferences, each with a GET of the
// customer's current records. Every path is the signed-in customer's own: `{id}` is their id (or `self`), anything
// else is 403; anonymous calls are 403 too.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  BulkDeleteRequest,
  BulkDeleteResult,
  DietaryRestrictions,
  DishTypeRatingList,
  DishTypeRatingsPatch,
  OccasionEntityPreferenceList,
  OccasionEntityPreferencePage,
  OccasionEntityPreferenceQuery,
  OccasionEntityPreferencesPatch,
  OccasionGoals,
  PreferenceErrorCode,
  PreferenceMessage,
  TagPreferenceList,
  TagPreferencesPatch,
} from '@larder/contracts/schemas/preferences';
import { QuizRecord, QuizRecordCreate, QuizRecordList, QuizRecordPatch } from '@larder/contracts/schemas/quiz-record';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { publicRequestUrl } from '../../lib/public-url';
import { requireCustomer } from '../accounts/session-plugin';
import { taxonomyKnownIds } from './known-ids';
import { PreferencesService } from './service';

const CustomerParams = z.object({
  id: z.string().regex(/^(self|\d{1,10})$/, 'Enter a customer id or self.'),
});

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 503: ErrorBody };
const tags = ['preferences'];

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** The signed-in customer's id; 403 when anonymous or when `{id}` names someone else. */
async function ownCustomerId(request: FastifyRequest, id = 'self'): Promise<number> {
  const customer = await requireCustomer(request);
  if (id !== 'self' && Number(id) !== customer.id) {
    throw new HttpError(403, PreferenceErrorCode.NotYourRecord, PreferenceMessage.NotYourRecord);
  }
  return customer.id;
}

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rebuild = app.commerce.weekRebuild;
  // A subscriber's unedited upcoming weeks follow a change of answers (orders/week-rebuild.ts).
  const preferences = new PreferencesService(app.database.db, app.clock, taxonomyKnownIds, (tx, customerId, write) =>
    rebuild.watch(tx, customerId, write),
  );
  app.addHook('onSend', async (_request, reply) => noStore(reply));

  app.get(
    '/api/v2/customers/self/tags/',
    { schema: { tags, summary: 'The customer’s tag preferences', response: { 200: TagPreferenceList, ...errors } } },
    async (request) => preferences.tags(await ownCustomerId(request)),
  );
  app.patch(
    '/api/v2/customers/self/tags/',
    {
      schema: {
        tags,
        summary: 'Like (1), dislike (-1) or remove (0) tags',
        body: TagPreferencesPatch,
        response: { 200: TagPreferenceList, ...errors },
      },
    },
    async (request) => preferences.patchTags(await ownCustomerId(request), request.body),
  );

  app.get(
    '/api/v2/customers/:id/dietary_restrictions/',
    {
      schema: {
        tags,
        summary: 'The customer’s selected dietary restrictions',
        params: CustomerParams,
        response: { 200: DietaryRestrictions, ...errors },
      },
    },
    async (request) => preferences.dietaryRestrictions(await ownCustomerId(request, request.params.id)),
  );
  app.patch(
    '/api/v2/customers/:id/dietary_restrictions/',
    {
      schema: {
        tags,
        summary: 'Select or unselect dietary restrictions',
        params: CustomerParams,
        body: DietaryRestrictions,
        response: { 200: DietaryRestrictions, ...errors },
      },
    },
    async (request) =>
      preferences.patchDietaryRestrictions(
        await ownCustomerId(request, request.params.id),
        request.body.dietary_restrictions,
      ),
  );

  app.get(
    '/api/v2/customers/:id/dish_types/',
    {
      schema: {
        tags,
        summary: 'The customer’s dish type ratings',
        params: CustomerParams,
        response: { 200: DishTypeRatingList, ...errors },
      },
    },
    async (request) => preferences.dishTypes(await ownCustomerId(request, request.params.id)),
  );
  app.patch(
    '/api/v2/customers/:id/dish_types/',
    {
      schema: {
        tags,
        summary: 'Rate dish types (1 wanted, 0 not wanted)',
        params: CustomerParams,
        body: DishTypeRatingsPatch,
        response: { 200: DishTypeRatingList, ...errors },
      },
    },
    async (request) => preferences.patchDishTypes(await ownCustomerId(request, request.params.id), request.body),
  );

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

  app.get(
    '/api/v2/customers/self/occasion_entity_preferences/',
    {
      schema: {
        tags,
        summary: 'The customer’s liked occasion options, oldest first',
        querystring: OccasionEntityPreferenceQuery,
        response: { 200: OccasionEntityPreferencePage, ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const url = publicRequestUrl(request);
      return preferences.occasionEntityPreferences(await ownCustomerId(request), { limit, offset, url });
    },
  );
  app.patch(
    '/api/v2/customers/self/occasion_entity_preferences/',
    {
      schema: {
        tags,
        summary: 'Add liked occasion options (existing ones are kept)',
        body: OccasionEntityPreferencesPatch,
        response: { 200: OccasionEntityPreferenceList, ...errors },
      },
    },
    async (request) => preferences.addOccasionEntityPreferences(await ownCustomerId(request), request.body),
  );
  app.post(
    '/api/v2/customers/self/occasion_entity_preferences/bulk_delete/',
    {
      schema: {
        tags,
        summary: 'Delete the customer’s occasion entity preferences by id',
        body: BulkDeleteRequest,
        response: { 200: BulkDeleteResult, ...errors },
      },
    },
    async (request) => preferences.bulkDeleteOccasionEntityPreferences(await ownCustomerId(request), request.body.ids),
  );
};
