// The console's Failed payments screen (issue 42; docs/decisions/207-operator-day.md): support and up see the queue;
// operations and up charge a failed payment now (once at a time: a retry under way is 409) and email the customer to
// update their card, each audited (payment-console.ts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { OrderIdParams } from '@larder/contracts/schemas/admin';
import {
  CardUpdateEmailAnswer,
  FailedPaymentPage,
  FailedPaymentQuery,
  PaymentRetryAnswer,
} from '@larder/contracts/schemas/admin-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { requireOperator } from '../audit/operator-guard';
import { PaymentRetry } from '../orders/payment-retry';
import { consoleRoute, uncached } from './console-route';
import { PaymentConsole } from './payment-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const paymentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, commerce, outbox } = app;
  const retries = new PaymentRetry(database.db, clock, commerce.finalization, outbox);
  const payments = new PaymentConsole(database.db, clock, retries);

  app.get(
    '/api/admin/payments/failed/',
    consoleRoute('support', 'Orders whose payment failed and will be tried again, soonest next attempt first', {
      querystring: FailedPaymentQuery,
      response: { 200: FailedPaymentPage, ...errors },
    }),
    async (request, reply) => uncached(reply, payments.queue(request.query, publicRequestUrl(request))),
  );

  app.post(
    '/api/admin/orders/:id/retry-payment/',
    consoleRoute('operations', 'Charge a failed payment now, as its next attempt (operations)', {
      params: OrderIdParams,
      response: { 200: PaymentRetryAnswer, ...errors },
    }),
    async (request) => payments.retry(await requireOperator(request), request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/card-update-email/',
    consoleRoute('operations', 'Email the customer that their card failed, with the link to update it (operations)', {
      params: OrderIdParams,
      response: { 200: CardUpdateEmailAnswer, ...errors },
    }),
    async (request) => payments.askForCard(await requireOperator(request), request.params.id),
  );
};
