// The signed-in customer's credits (issue 16), for the signed-in customer (anonymous: 403):
//   GET  /api/v2/credits/                         → 200 CreditsView
import { CreditsView } from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { creditsView } from './ledger';

const errors = errorAnswers(400, 401, 403, 404, 409, 503);
const tags = ['subscription'];

export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  answerNoStore(app);

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
