import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  CatalogueItemParams,
  CatalogueListQuery,
  Pairing,
  PairingPage,
  Product,
  ProductPage,
} from '@larder/contracts/schemas/catalogue';
import { OccasionOptions, OccasionOptionsQuery } from '@larder/contracts/schemas/quiz-options';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { publicRequestUrl } from '../../lib/public-url';
import { errorAnswers } from '../../lib/route-kit';
import { CatalogueService } from './service';

const NotFound = () => new HttpError(404, 'not_found', 'Not found.');
const absoluteUrl = (request: FastifyRequest) => publicRequestUrl(request);
/** Public catalogue data: shared caches may keep it briefly. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=60';

/**
 * The catalogue's read endpoints (public: no session needed; the client key is checked for every /api/ call):
 * GET /api/v2/products/, /api/v2/products/{id}/, /api/v2/pairings/, /api/v2/pairings/{id}/ and
 * GET /api/v2/occasion_preference_options/.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = new CatalogueService(app.database.db);
  const errors = errorAnswers(400, 401);

  app.get(
    '/api/v2/products/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products, filtered (occasion, tag, dish type, dietary flags), searched and paginated',
        querystring: CatalogueListQuery,
        response: { 200: ProductPage, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return catalogue.listProductPage(request.query, absoluteUrl(request));
    },
  );

  app.get(
    '/api/v2/products/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product',
        params: CatalogueItemParams,
        response: { 200: Product, ...errors, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const product = await catalogue.getProduct(request.params.id);
      if (!product) throw NotFound();
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return product;
    },
  );

  app.get(
    '/api/v2/pairings/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Pairings (recipes), filtered (occasion, tag, dish type, dietary flags), searched and paginated',
        querystring: CatalogueListQuery,
        response: { 200: PairingPage, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return catalogue.listPairingPage(request.query, absoluteUrl(request));
    },
  );

  app.get(
    '/api/v2/pairings/:id/',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One pairing with its products and steps',
        params: CatalogueItemParams,
        response: { 200: Pairing, ...errors, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const pairing = await catalogue.getPairing(request.params.id);
      if (!pairing) throw NotFound();
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return pairing;
    },
  );

  app.get(
    '/api/v2/occasion_preference_options/',
    {
      schema: {
        tags: ['quiz'],
        summary: 'What each occasion screen offers, keeping every dietary flag given (is_vegan=true ...)',
        querystring: OccasionOptionsQuery,
        response: { 200: OccasionOptions, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
      return catalogue.occasionPreferenceOptions(request.query);
    },
  );
};
