// Gift cards (issue 17), for the signed-in customer (anonymous: 403):
//   POST /api/v2/gift-cards/redeem/ {code}   → 200 {amount_cents, balance_cents, detail}: the card's balance is now
//                                             credits (the same answer again to the customer who redeemed it);
//                                             404 unknown code, 409 redeemed by someone else or void, 429 past the
//                                             per-address or per-customer limit
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { RedeemAnswer, RedeemRequest } from '@larder/contracts/schemas/gift-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from '../accounts/session-plugin';
import { RateLimiter } from '../rate-limits/service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards } = app.commerce;
  const limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);

  app.post(
    '/api/v2/gift-cards/redeem/',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'Redeem a gift card: its balance becomes the customer’s credits, once',
        body: RedeemRequest,
        response: { 200: RedeemAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await limiter.enforce(reply, [
        { key: `gift-card:ip:${request.ip}`, limit: app.config.GIFT_CARD_RATE_LIMIT_PER_IP },
        { key: `gift-card:customer:${customer.id}`, limit: app.config.GIFT_CARD_RATE_LIMIT_PER_CUSTOMER },
      ]);
      reply.header('cache-control', 'no-store');
      return giftCards.redeem(customer.id, request.body.code);
    },
  );
};
