// The customer's liked occasion options (docs/decisions/030-quiz-and-preference-save.md): read, add and delete by id;
// every path is the signed-in customer's own (own-customer.ts).
import {
  BulkDeleteRequest,
  BulkDeleteResult,
  OccasionEntityPreferenceList,
  OccasionEntityPreferencePage,
  OccasionEntityPreferenceQuery,
  OccasionEntityPreferencesPatch,
} from '@larder/contracts/schemas/preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { preferenceErrors as errors, ownCustomerId, preferenceTags as tags } from './own-customer';
import type { PreferencesService } from './service';

export const occasionPreferenceRoutes =
  (preferences: PreferencesService): FastifyPluginAsyncZod =>
  async (app) => {
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
      async (request) =>
        preferences.bulkDeleteOccasionEntityPreferences(await ownCustomerId(request), request.body.ids),
    );
  };
