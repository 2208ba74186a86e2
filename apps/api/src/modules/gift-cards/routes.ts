// Gift cards (issue 17):
//   POST /api/v2/gift-cards/payment-setup/  → {provider: test} | {provider: stripe, client_secret, …, customer_id}
//   POST /api/v2/gift-cards/ (Idempotency-Key) {amount_cents, recipient…, sender…, message, deliver_on, card}
//                                           → 201 {id, amount_cents, recipient_email, deliver_on, detail}; anyone may
//                                             buy; a retry with the key answers 200 with the same card (201 when the
//                                             retry completed a purchase cut off before its answer); 402 declined;
//                                             422 the key was used with another body
// For the signed-in customer (anonymous: 403):
//   POST /api/v2/gift-cards/redeem/ {code}   → 200 {amount_cents, balance_cents, detail}: the card's balance is now
//                                             credits (the same answer again to the customer who redeemed it);
//                                             404 unknown code, 409 redeemed by someone else or void, 429 past the
//                                             per-address or per-customer limit
import {
  GiftCardPaymentSetup,
  GiftCardPurchase,
  GiftCardPurchased,
  RedeemAnswer,
  RedeemRequest,
} from '@larder/contracts/schemas/gift-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { DeclineLimits } from '../payments/decline-limits';
import { testCardFingerprint } from '../payments/test-provider';
import { RateLimiter } from '../rate-limits/service';

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 422, 429);

export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards, giftCardSales } = app.commerce;
  const limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const declines = new DeclineLimits(app.database.db, app.clock, app.config);

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

  app.post(
    '/api/v2/gift-cards/payment-setup/',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'How the gift card page takes the card: the test provider’s form, or a Stripe SetupIntent (anyone)',
        response: { 200: GiftCardPaymentSetup, ...errors },
      },
    },
    async (request, reply) => {
      await limiter.enforce(reply, [
        { key: `gift-card-purchase:ip:${request.ip}`, limit: app.config.GIFT_CARD_RATE_LIMIT_PER_IP },
      ]);
      reply.header('cache-control', 'no-store');
      return giftCardSales.paymentSetup(
        app.config.PUBLIC_STRIPE_PUBLISHABLE_KEY ?? '',
        app.config.PUBLIC_STRIPE_JS_URL,
      );
    },
  );

  app.post(
    '/api/v2/gift-cards/',
    {
      schema: {
        tags: ['gift cards'],
        summary: 'Buy a gift card (anyone; Idempotency-Key header: a retry is the same purchase)',
        headers: z.object({ 'idempotency-key': z.string().optional() }),
        body: GiftCardPurchase,
        response: { 200: GiftCardPurchased, 201: GiftCardPurchased, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      await limiter.enforce(reply, [
        { key: `gift-card-purchase:ip:${request.ip}`, limit: app.config.GIFT_CARD_RATE_LIMIT_PER_IP },
      ]);
      reply.header('cache-control', 'no-store');
      const number = request.body.card?.number;
      const { card, created } = await declines.attempt(reply, number ? testCardFingerprint(number) : null, () =>
        giftCardSales.purchase(request.body, key),
      );
      reply.code(created ? 201 : 200);
      return card;
    },
  );
};
