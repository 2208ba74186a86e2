import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  PromoData,
  PromoDataQuery,
  PromoMessage,
  PublicOfferPage,
  PublicOfferParams,
  PublicOfferQuery,
} from '@larder/contracts/schemas/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { publicRequestUrl } from '../../lib/public-url';
import { promoQuestionLimit } from './promo-limits';
import { PromoService } from './service';

/**
 * GET /api/get_promo_data/?promo_code=CODE (docs/decisions/014-dynamic-configs-and-promos.md). The client key is
 * checked for every /api/ call.
 */
export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const promos = new PromoService(app.database.db, app.clock);
  // Codes can be guessed one lookup at a time: every way of asking shares one limit (promo-limits.ts, issue 29).
  const limitQuestions = promoQuestionLimit(app.database.db, app.clock, app.config);
  app.get(
    '/api/get_promo_data/',
    {
      schema: {
        tags: ['promos'],
        summary: 'Public data of a live promo code',
        querystring: PromoDataQuery,
        response: { 200: PromoData, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
      preValidation: async (request, reply) => limitQuestions(request, reply),
    },
    async (request) => {
      const promo = await promos.findLivePromo(request.query.promo_code);
      if (!promo) throw new HttpError(404, 'not_found', PromoMessage.NotFound);
      return promo;
    },
  );

  // GET /api/v2/offers/: the live public offers, for /limited-time/.
  app.get(
    '/api/v2/offers/',
    {
      schema: {
        tags: ['promos'],
        summary: 'The current public offers (promo codes marked public, within their dates)',
        querystring: PublicOfferQuery,
        response: { 200: PublicOfferPage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => promos.listPublicOffers(request.query, publicRequestUrl(request)),
  );

  // GET /api/v2/offers/:code/: one public offer (the /limited-time/<code>/ landing); every other code is 404 alike.
  app.get(
    '/api/v2/offers/:code/',
    {
      schema: {
        tags: ['promos'],
        summary: 'One public offer, live now',
        params: PublicOfferParams,
        response: { 200: PromoData, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
      preValidation: async (request, reply) => limitQuestions(request, reply),
    },
    async (request) => {
      const offer = await promos.findPublicOffer(request.params.code);
      if (!offer) throw new HttpError(404, 'not_found', PromoMessage.NotFound);
      return offer;
    },
  );
};
