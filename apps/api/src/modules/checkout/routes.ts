// Checkout (issue 15; docs/decisions/150-checkout-and-payments.md), for the signed-in customer (anonymous: 403):
//   GET    /api/v2/checkout/                       the checkout: box, totals, address and day, promo, card
//   POST   /api/v2/checkout/box/from-plan/         this week's plan becomes the box (409 no_quiz without a quiz)
//   PUT    /api/v2/checkout/box/lines/             {type, id, quantity}: 0 removes the line
//   PUT    /api/v2/checkout/shipping/              address and delivery date (400 with field errors)
//   PUT    /api/v2/checkout/free-gift/ {product_id} the free gift in every box: one of those offered, or 400
//   PUT    /api/v2/checkout/promo/  {code}         applies a code, or 400 with the reason; DELETE removes it
// The card is card-routes.ts's, placing the first order placement-routes.ts's.
import { BoxLineUpdate, Checkout, FreeGiftRequest, PromoRequest } from '@larder/contracts/schemas/checkout';
import { ShippingRequest } from '@larder/contracts/schemas/shipping';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { promoQuestionLimit } from '../promos/promo-limits';
import { checkoutErrors } from './answers';

const errors = checkoutErrors;
const tags = ['checkout'];

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout } = app.commerce;
  const limitPromoQuestions = promoQuestionLimit(app.database.db, app.clock, app.config);
  answerNoStore(app);

  app.get(
    '/api/v2/checkout/',
    { schema: { tags, summary: 'The signed-in customer’s checkout', response: { 200: Checkout, ...errors } } },
    async (request) => checkout.view((await requireCustomer(request)).id),
  );

  app.post(
    '/api/v2/checkout/box/from-plan/',
    {
      schema: {
        tags,
        summary: 'Turn this week’s plan into the box for the first delivery',
        response: { 200: Checkout, ...errors },
      },
    },
    async (request) => checkout.fillFromPlan((await requireCustomer(request)).id),
  );

  app.put(
    '/api/v2/checkout/box/lines/',
    {
      schema: {
        tags,
        summary: 'Set the quantity of a line of the box (0 removes it)',
        body: BoxLineUpdate,
        response: { 200: Checkout, ...errors },
      },
    },
    async (request) => checkout.updateLine((await requireCustomer(request)).id, request.body),
  );

  app.put(
    '/api/v2/checkout/shipping/',
    {
      schema: {
        tags,
        summary: 'Save the delivery address and day',
        body: ShippingRequest,
        response: { 200: Checkout, ...errors },
      },
    },
    async (request) => checkout.saveShipping((await requireCustomer(request)).id, request.body),
  );

  app.put(
    '/api/v2/checkout/free-gift/',
    {
      schema: {
        tags,
        summary: 'Pick the free gift for every box (one of free_gift_options)',
        body: FreeGiftRequest,
        response: { 200: Checkout, ...errors },
      },
    },
    async (request) => checkout.chooseFreeGift((await requireCustomer(request)).id, request.body.product_id),
  );

  app.put(
    '/api/v2/checkout/promo/',
    {
      schema: { tags, summary: 'Apply a promo code', body: PromoRequest, response: { 200: Checkout, ...errors } },
      // Counted before validation with every other way of asking about a code (issue 29: ~200 guesses a second).
      preValidation: async (request, reply) => limitPromoQuestions(request, reply, (await requireCustomer(request)).id),
    },
    async (request) => checkout.applyPromo((await requireCustomer(request)).id, request.body.code),
  );

  app.delete(
    '/api/v2/checkout/promo/',
    { schema: { tags, summary: 'Remove the promo code', response: { 200: Checkout, ...errors } } },
    async (request) => checkout.removePromo((await requireCustomer(request)).id),
  );
};
