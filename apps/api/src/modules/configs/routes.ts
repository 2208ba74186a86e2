import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { DynamicConfigListQuery, DynamicConfigPage } from '@larder/contracts/schemas/dynamic-configs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { DynamicConfigService } from './service';

/**
 * GET /api/v2/dynamic_configs/?name= | name__in=a,b & limit= & offset=
 * (docs/decisions/014-dynamic-configs-and-promos.md). Public: no session needed.
 */
export const dynamicConfigsRoutes: FastifyPluginAsyncZod = async (app) => {
  const configs = new DynamicConfigService(app.database.db);
  app.get(
    '/api/v2/dynamic_configs/',
    {
      schema: {
        tags: ['dynamic configs'],
        summary: 'Feature flags, challenge flags and config keys',
        querystring: DynamicConfigListQuery,
        response: { 200: DynamicConfigPage, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      const { name, name__in, limit, offset } = request.query;
      const url = publicRequestUrl(request);
      return configs.list({ name, names: name__in, limit, offset, url });
    },
  );
};
