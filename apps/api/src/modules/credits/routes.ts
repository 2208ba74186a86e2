// The signed-in customer's credits (issue 16), for the signed-in customer (anonymous: 403):
//   GET  /api/v2/credits/                         → 200 CreditsView
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { CreditsView } from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../accounts/session-plugin';
import { creditsView } from './ledger';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 503: ErrorBody };
const tags = ['subscription'];

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v2/credits/',
    {
      schema: {
        tags,
        summary: 'The credits balance and its latest entries',
        response: { 200: CreditsView, ...errors },
      },
    },
    async (request) => creditsView(app.database.db, (await requireCustomer(request)).id),
  );
};
