// The console's email (docs/decisions/200-operators.md): support and up read the outbox (failed messages first to
// look at), send a failed message again, and resend an order's confirmation (email-console.ts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { OrderIdParams } from '@larder/contracts/schemas/admin';
import {
  AdminOutboxPage,
  ConfirmationResent,
  OutboxIdParams,
  OutboxQuery,
  OutboxResent,
} from '@larder/contracts/schemas/admin-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../audit/operator-guard';
import { consoleRoute, uncached } from './console-route';
import { EmailConsole } from './email-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const email = new EmailConsole(app.database.db, app.clock, app.outbox);

  app.get(
    '/api/admin/email/',
    consoleRoute('support', 'The email outbox, newest first (filter by status: pending, sent, failed)', {
      querystring: OutboxQuery,
      response: { 200: AdminOutboxPage, ...errors },
    }),
    async (request, reply) => uncached(reply, email.list(request.query)),
  );

  app.post(
    '/api/admin/email/:id/resend/',
    consoleRoute('support', 'Send a failed message again (support)', {
      params: OutboxIdParams,
      response: { 200: OutboxResent, ...errors },
    }),
    async (request) => email.resend(await requireOperator(request), request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/resend-confirmation/',
    consoleRoute('support', "Queue the order's confirmation email again (support)", {
      params: OrderIdParams,
      response: { 200: ConfirmationResent, ...errors },
    }),
    async (request) => email.resendConfirmation(await requireOperator(request), request.params.id),
  );
};
