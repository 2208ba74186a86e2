// POST /api/webhooks/stripe/ (issue 15): Stripe's events, verified with the `stripe` package against the raw body
// and STRIPE_WEBHOOK_SECRET (300 s tolerance), each event id handled once (a redelivery is acknowledged and
// skipped). Outcomes of the off-session charges go to the orders module (the same writer as the weekly pass, so
// whichever comes first counts); the rest is acknowledged.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import { stripeEvents } from '../../db/schema/payments';
import { HttpError } from '../../lib/errors';
import { failureFromStripe } from './card-failures';
import { stripeClient } from './stripe-provider';

export const WEBHOOK_TOLERANCE_SECONDS = 300;
const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const secret = config.STRIPE_WEBHOOK_SECRET;
  // The package's verifier needs no network: any key will do when none is configured.
  const stripe = stripeClient({
    secretKey: config.STRIPE_SECRET_KEY ?? 'sk_test_unused',
    apiUrl: config.STRIPE_API_URL,
    timeoutMs: config.STRIPE_TIMEOUT_MS,
  });
  const { db } = app.database;

  // The signature covers the bytes as sent: keep the body raw in this plugin.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe/',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook events (Stripe-Signature verified)',
        response: {
          200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
          ...{ 400: ErrorBody, 404: ErrorBody },
        },
      },
    },
    async (request) => {
      if (!secret) throw new HttpError(404, 'not_found', 'Not found.');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, 'signature_invalid', 'Missing Stripe-Signature header or body.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // In milliseconds: the package divides by 1000.
          app.clock.now().getTime(),
        );
      } catch {
        throw new HttpError(400, 'signature_invalid', 'The Stripe-Signature does not match this body.');
      }
      const handled = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type, receivedAt: app.clock.now() })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        if (inserted.length === 0) return false;
        if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
          const intent = event.data.object;
          const orderId = Number(intent.metadata?.order_id);
          const attempt = Number(intent.metadata?.attempt);
          if (Number.isSafeInteger(orderId) && orderId > 0 && Number.isSafeInteger(attempt) && attempt > 0) {
            const error = intent.last_payment_error;
            // The orders module writes the outcome, as it does for the weekly pass: whichever comes first.
            await app.commerce.payments.recordFor(
              tx,
              orderId,
              attempt,
              event.type === 'payment_intent.succeeded'
                ? { status: 'succeeded', chargeId: intent.id }
                : {
                    status: 'failed',
                    failure: failureFromStripe(error?.code, error?.decline_code),
                    chargeId: intent.id,
                  },
            );
          }
        }
        return true;
      });
      return { received: true, duplicate: !handled };
    },
  );
};
