// The signed-in customer's rewards points (issue 41), for the signed-in customer (anonymous: 403):
//   GET /api/v2/rewards/   → 200 RewardsView (never writes)
//   PUT /api/v2/rewards/   {auto_redeem} → 200 RewardsView
import { RewardsUpdate, RewardsView } from '@larder/contracts/schemas/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

const errors = errorAnswers(400, 401, 403, 404, 409, 503);
const tags = ['rewards'];

export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rewards } = app.commerce;
  answerNoStore(app);

  app.get(
    '/api/v2/rewards/',
    {
      schema: {
        tags,
        summary: 'The rewards points: balance, what the next box redeems, the choice and the history',
        response: { 200: RewardsView, ...errors },
      },
    },
    async (request) => rewards.view((await requireCustomer(request)).id),
  );

  app.put(
    '/api/v2/rewards/',
    {
      schema: {
        tags,
        summary: 'Switch the automatic redemption of points on or off',
        body: RewardsUpdate,
        response: { 200: RewardsView, ...errors },
      },
    },
    async (request) => rewards.setAutoRedeem((await requireCustomer(request)).id, request.body.auto_redeem),
  );
};
