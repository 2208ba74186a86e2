// The signed-in customer's thumbs on products and recipes (issue 27; docs/decisions/190-learning.md); anonymous
// calls are 403.
//   PUT /api/v2/customers/self/ratings/   {content_type, object_id, rating: 1 | -1 | 0} → 200 the rating as stored;
//                                         400 unknown item; a dislike is swapped out of the open weeks at once,
//                                         and any change builds the unedited open weeks again (orders/week-rebuild.ts)
//   GET /api/v2/customers/self/ratings/   ?limit&offset → 200 a page, newest first
import { ItemRatingPage, ItemRatingQuery, ItemRatingUpdate } from '@larder/contracts/schemas/ratings';
import { RATINGS_PAGE_SIZE } from '@larder/contracts/values/ratings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { RatingService } from './service';

const errors = errorAnswers(400, 401, 403);
const tags = ['ratings'];

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rebuild = app.commerce.weekRebuild;
  const ratings = new RatingService(app.database.db, app.clock, (tx, customerId, write) =>
    rebuild.watch(tx, customerId, write),
  );
  answerNoStore(app);

  app.put(
    '/api/v2/customers/self/ratings/',
    {
      schema: {
        tags,
        summary: 'Rate a product or recipe: 1 liked, -1 disliked, 0 cleared',
        body: ItemRatingUpdate,
        response: { 200: ItemRatingUpdate, ...errors },
      },
    },
    async (request) => {
      const customerId = (await requireCustomer(request)).id;
      const { content_type: type, object_id: id, rating } = request.body;
      await ratings.rate(customerId, request.body);
      // The weeks already made lose a disliked item too (a retry of this call finishes the sweep).
      if (rating === -1) await app.commerce.dislikeSweep.swapOut(customerId, { type, id });
      return request.body;
    },
  );

  app.get(
    '/api/v2/customers/self/ratings/',
    {
      schema: {
        tags,
        summary: 'The customer’s ratings of products and recipes, newest first',
        querystring: ItemRatingQuery,
        response: { 200: ItemRatingPage, ...errors },
      },
    },
    async (request) => {
      const customerId = (await requireCustomer(request)).id;
      const { limit = RATINGS_PAGE_SIZE, offset = 0 } = request.query;
      return ratings.list(customerId, limit, offset, publicRequestUrl(request));
    },
  );
};
