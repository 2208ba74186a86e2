// The quiz save's calls (docs/decisions/030-quiz-and-preference-save.md): tag preferences, dietary restrictions and
// dish type ratings here; goals and the quiz record in goal-quiz-routes.ts, occasion entity preferences in
// occasion-routes.ts; each with a GET of the customer's current records. Every path is the signed-in customer's
// own: `{id}` is their id (or `self`), anything else is 403; anonymous calls are 403 too (own-customer.ts).
import {
  DietaryRestrictions,
  DishTypeRatingList,
  DishTypeRatingsPatch,
  TagPreferenceList,
  TagPreferencesPatch,
} from '@larder/contracts/schemas/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalAndQuizRoutes } from './goal-quiz-routes';
import { taxonomyKnownIds } from './known-ids';
import { occasionPreferenceRoutes } from './occasion-routes';
import { CustomerParams, preferenceErrors as errors, ownCustomerId, preferenceTags as tags } from './own-customer';
import { PreferencesService } from './service';

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const rebuild = app.commerce.weekRebuild;
  // A subscriber's unedited upcoming weeks follow a change of answers (orders/week-rebuild.ts).
  const preferences = new PreferencesService(app.database.db, app.clock, taxonomyKnownIds, (tx, customerId, write) =>
    rebuild.watch(tx, customerId, write),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(goalAndQuizRoutes(preferences));
  await app.register(occasionPreferenceRoutes(preferences));

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
};
