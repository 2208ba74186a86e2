// Checkout (issue 15; docs/decisions/150-checkout-and-payments.md), for the signed-in customer (anonymous: 403):
//   GET    /api/v2/checkout/                       the checkout: box, totals, address and day, promo, card
//   POST   /api/v2/checkout/box/from-plan/         this week's plan becomes the box (409 no_quiz without a quiz)
//   PUT    /api/v2/checkout/box/lines/             {type, id, quantity}: 0 removes the line
//   PUT    /api/v2/checkout/shipping/              address and delivery date (400 with field errors)
//   PUT    /api/v2/checkout/free-gift/ {product_id} the free gift in every box: one of those offered, or 400
//   PUT    /api/v2/checkout/promo/  {code}         applies a code, or 400 with the reason; DELETE removes it
//   POST   /api/v2/checkout/card/                  the test provider's card form → saved | requires_action | 402
//   POST   /api/v2/checkout/card/authenticate/     the test provider's bank confirmation
//   POST   /api/v2/checkout/stripe-setup/          a SetupIntent for the Payment Element
//   POST   /api/v2/checkout/card/stripe/           the confirmed SetupIntent → saved | 402
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  BoxLineUpdate,
  CardAnswer,
  CardAuthenticationRequest,
  Checkout,
  FreeGiftRequest,
  PromoRequest,
  StripeCardRequest,
  StripeSetup,
  TestCardRequest,
} from '@larder/contracts/schemas/checkout';
import { ShippingRequest } from '@larder/contracts/schemas/shipping';
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { requireCustomer } from '../accounts/session-plugin';
import { DeclineLimits } from '../payments/decline-limits';
import { testCardFingerprint } from '../payments/test-provider';
import { promoQuestionLimit } from '../promos/promo-limits';
import { RateLimiter } from '../rate-limits/service';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  402: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};
const tags = ['checkout'];
/** Card attempts per customer and per client address in the rate-limit window: card testing stops here. */
const CARD_ATTEMPTS_PER_CUSTOMER = 10;
const CARD_ATTEMPTS_PER_IP = 30;

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checkout, cards, stripe } = app.commerce;
  const limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const limitPromoQuestions = promoQuestionLimit(app.database.db, app.clock, app.config);
  const declines = new DeclineLimits(app.database.db, app.clock, app.config);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const limitCards = async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = await requireCustomer(request);
    await limiter.enforce(reply, [
      { key: `card:customer:${customer.id}`, limit: CARD_ATTEMPTS_PER_CUSTOMER },
      { key: `card:ip:${request.ip}`, limit: CARD_ATTEMPTS_PER_IP },
    ]);
  };
  const requireStripe = () => {
    if (!stripe || !app.config.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
      throw new HttpError(409, CheckoutErrorCode.WrongProvider, 'This store takes cards another way. Reload the page.');
    }
    return { stripe, publishableKey: app.config.PUBLIC_STRIPE_PUBLISHABLE_KEY };
  };

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

  app.post(
    '/api/v2/checkout/card/',
    {
      preValidation: limitCards,
      schema: {
        tags,
        summary: 'Save a card with the built-in test provider (its own card form)',
        body: TestCardRequest,
        response: { 200: CardAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { number, exp_month: expMonth, exp_year: expYear, cvc } = request.body;
      const customerId = (await requireCustomer(request)).id;
      return declines.attempt(reply, testCardFingerprint(number), () =>
        cards.saveTestCard(customerId, { number, expMonth, expYear, cvc }),
      );
    },
  );

  app.post(
    '/api/v2/checkout/card/authenticate/',
    {
      schema: {
        tags,
        summary: 'Answer the test provider’s bank confirmation step',
        body: CardAuthenticationRequest,
        response: { 200: CardAnswer, ...errors },
      },
    },
    async (request) =>
      cards.authenticateTestCard((await requireCustomer(request)).id, request.body.action_id, request.body.approve),
  );

  app.post(
    '/api/v2/checkout/stripe-setup/',
    {
      preValidation: limitCards,
      schema: {
        tags,
        summary: 'A Stripe SetupIntent (usage off_session) for the Payment Element',
        response: { 200: StripeSetup, ...errors },
      },
    },
    async (request) => {
      const { stripe: provider, publishableKey } = requireStripe();
      const { clientSecret } = await cards.beginStripeSetup((await requireCustomer(request)).id, provider);
      return { client_secret: clientSecret, publishable_key: publishableKey, js_url: app.config.PUBLIC_STRIPE_JS_URL };
    },
  );

  app.post(
    '/api/v2/checkout/card/stripe/',
    {
      schema: {
        tags,
        summary: 'Keep the card of a SetupIntent the Payment Element confirmed',
        body: StripeCardRequest,
        response: { 200: CardAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { stripe: provider } = requireStripe();
      const customerId = (await requireCustomer(request)).id;
      // Stripe's card is known only once read back: the store's declines are what can be counted here.
      return declines.attempt(reply, null, () =>
        cards.completeStripeSetup(customerId, provider, request.body.setup_intent_id),
      );
    },
  );
};
