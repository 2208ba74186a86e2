// The checkout's card (issue 15; docs/decisions/150-checkout-and-payments.md), for the signed-in customer
// (anonymous: 403); attempts are limited per customer and per client address, declines per card:
//   POST   /api/v2/checkout/card/                  the test provider's card form → saved | requires_action | 402
//   POST   /api/v2/checkout/card/authenticate/     the test provider's bank confirmation
//   POST   /api/v2/checkout/stripe-setup/          a SetupIntent for the Payment Element
//   POST   /api/v2/checkout/card/stripe/           the confirmed SetupIntent → saved | 402
import {
  CardAnswer,
  CardAuthenticationRequest,
  StripeCardRequest,
  StripeSetup,
  TestCardRequest,
} from '@larder/contracts/schemas/checkout';
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { answerNoStore } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { cardAttemptLimit } from '../payments/card-attempt-limits';
import { DeclineLimits } from '../payments/decline-limits';
import { testCardFingerprint } from '../payments/test-provider';
import { checkoutErrors } from './answers';

const errors = checkoutErrors;
const tags = ['checkout'];

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cards, stripe } = app.commerce;
  const cardAttempts = cardAttemptLimit(app.database.db, app.clock, app.config);
  const declines = new DeclineLimits(app.database.db, app.clock, app.config);
  answerNoStore(app);

  const limitCards = async (request: FastifyRequest, reply: FastifyReply) =>
    cardAttempts(request, reply, (await requireCustomer(request)).id);
  const requireStripe = () => {
    if (!stripe || !app.config.PUBLIC_STRIPE_PUBLISHABLE_KEY) {
      throw new HttpError(409, CheckoutErrorCode.WrongProvider, 'This store takes cards another way. Reload the page.');
    }
    return { stripe, publishableKey: app.config.PUBLIC_STRIPE_PUBLISHABLE_KEY };
  };

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
