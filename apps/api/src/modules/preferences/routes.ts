// The quiz save's calls (docs/decisions/030-quiz-and-preference-save.md): tags, dietary restrictions, dish types, goals,
// the quiz record and occasion entity preferences, each with a GET; every path the customer's own (own-customer.ts).
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
  TagPreferenceList,
  TagPreferencesPatch,
} from '@larder/contracts/schemas/preferences';
import { QuizRecord, QuizRecordCreate, QuizRecordList, QuizRecordPatch } from '@larder/contracts/schemas/quiz-record';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { answerNoStore } from '../../lib/route-kit';
import { taxonomyKnownIds } from './known-ids';
import { preferenceErrors as errors, ownCustomerId as own, CustomerParams as params, spec } from './own-customer';
import { PreferencesService } from './service';

const SELF = '/api/v2/customers/self';
const ANY = '/api/v2/customers/:id';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rebuild = app.commerce.weekRebuild;
  // A subscriber's unedited upcoming weeks follow a change of answers (orders/week-rebuild.ts).
  const preferences = new PreferencesService(app.database.db, app.clock, taxonomyKnownIds, (tx, customerId, write) =>
    rebuild.watch(tx, customerId, write),
  );
  answerNoStore(app);

  app.get(`${SELF}/tags/`, spec('The customer’s tag preferences', TagPreferenceList), async (request) =>
    preferences.tags(await own(request)),
  );
  app.patch(
    `${SELF}/tags/`,
    spec('Like (1), dislike (-1) or remove (0) tags', TagPreferenceList, { body: TagPreferencesPatch }),
    async (request) => preferences.patchTags(await own(request), request.body),
  );
  const restrictions = `${ANY}/dietary_restrictions/`;
  app.get(
    restrictions,
    spec('The customer’s selected dietary restrictions', DietaryRestrictions, { params }),
    async (r) => preferences.dietaryRestrictions(await own(r, r.params.id)),
  );
  app.patch(
    restrictions,
    spec('Select or unselect dietary restrictions', DietaryRestrictions, { params, body: DietaryRestrictions }),
    async (r) => preferences.patchDietaryRestrictions(await own(r, r.params.id), r.body.dietary_restrictions),
  );
  const dishTypes = `${ANY}/dish_types/`;
  app.get(dishTypes, spec('The customer’s dish type ratings', DishTypeRatingList, { params }), async (r) =>
    preferences.dishTypes(await own(r, r.params.id)),
  );
  app.patch(
    dishTypes,
    spec('Rate dish types (1 wanted, 0 not wanted)', DishTypeRatingList, { params, body: DishTypeRatingsPatch }),
    async (r) => preferences.patchDishTypes(await own(r, r.params.id), r.body),
  );
  const goals = `${ANY}/occasion_goals/`;
  app.get(goals, spec('The customer’s goals', OccasionGoals, { params }), async (r) =>
    preferences.occasionGoals(await own(r, r.params.id)),
  );
  app.put(goals, spec('Replace the customer’s goals', OccasionGoals, { params, body: OccasionGoals }), async (r) =>
    preferences.putOccasionGoals(await own(r, r.params.id), r.body.occasion_goals),
  );
  const quizzes = `${ANY}/quizzes/`;
  app.get(
    quizzes,
    spec('The customer’s quiz record (an empty list before the first POST)', QuizRecordList, { params }),
    async (r) => preferences.quizzes(await own(r, r.params.id)),
  );
  app.post(
    quizzes,
    spec('Create the quiz record (409 when one exists)', QuizRecord, {
      params,
      body: QuizRecordCreate,
      response: { 201: QuizRecord, ...errors, 409: ErrorBody },
    }),
    async (r, reply) => reply.code(201).send(await preferences.createQuiz(await own(r, r.params.id), r.body)),
  );
  app.patch(
    quizzes,
    spec('Change fields of the quiz record (404 before the first POST)', QuizRecord, {
      params,
      body: QuizRecordPatch,
      response: { 200: QuizRecord, ...errors, 404: ErrorBody },
    }),
    async (r) => preferences.patchQuiz(await own(r, r.params.id), r.body),
  );
  const occasions = `${SELF}/occasion_entity_preferences/`;
  app.get(
    occasions,
    spec('The customer’s liked occasion options, oldest first', OccasionEntityPreferencePage, {
      querystring: OccasionEntityPreferenceQuery,
    }),
    async (r) => {
      const { limit, offset } = r.query;
      return preferences.occasionEntityPreferences(await own(r), { limit, offset, url: publicRequestUrl(r) });
    },
  );
  app.patch(
    occasions,
    spec('Add liked occasion options (existing ones are kept)', OccasionEntityPreferenceList, {
      body: OccasionEntityPreferencesPatch,
    }),
    async (r) => preferences.addOccasionEntityPreferences(await own(r), r.body),
  );
  app.post(
    `${occasions}bulk_delete/`,
    spec('Delete the customer’s occasion entity preferences by id', BulkDeleteResult, { body: BulkDeleteRequest }),
    async (r) => preferences.bulkDeleteOccasionEntityPreferences(await own(r), r.body.ids),
  );
};
