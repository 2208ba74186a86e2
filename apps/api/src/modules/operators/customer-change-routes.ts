// The changes the console makes on a customer's behalf (docs/decisions/200-operators.md), each with the operator's
// reason and an audit row in the change's own transaction (customer-console.ts):
//   POST …/:id/skip/                {order_id, reason}         operations — the orders module skips the week
//   POST …/:id/pause/               {weeks, reason}            operations — the subscriptions module pauses
//   POST …/:id/cancel/              {cancel_reason, reason}    operations — the subscriptions module cancels
//   POST …/:id/credits/             {amount_cents, reason}     support up to ADMIN_SUPPORT_CREDIT_LIMIT_CENTS
//   POST …/:id/verification-email/  {reason}                   support — a new link, as the customer's own resend
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminCustomerDetail,
  CancelForCustomerRequest,
  CustomerIdParams,
  GiveCreditsRequest,
  PauseForCustomerRequest,
  ResendVerificationRequest,
  SkipWeekRequest,
} from '@larder/contracts/schemas/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { requireOperator } from '../audit/operator-guard';
import type { CustomerConsole } from './customer-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const answers = { 200: AdminCustomerDetail, ...errors };
const params = CustomerIdParams;

export const customerChangeRoutes =
  (customers: CustomerConsole): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/admin/customers/:id/skip/',
      {
        config: { operatorRole: 'operations' },
        schema: {
          tags: ['admin'],
          summary: 'Skip one of the customer’s weeks before its cutoff, with a reason (operations)',
          params,
          body: SkipWeekRequest,
          response: answers,
        },
      },
      async (request) => {
        const { order_id, reason } = request.body;
        return customers.skip(await requireOperator(request), request.params.id, order_id, reason);
      },
    );

    app.post(
      '/api/admin/customers/:id/pause/',
      {
        config: { operatorRole: 'operations' },
        schema: {
          tags: ['admin'],
          summary: 'Pause the customer’s subscription for 1–4 weeks, with a reason (operations)',
          params,
          body: PauseForCustomerRequest,
          response: answers,
        },
      },
      async (request) => {
        const { weeks, reason } = request.body;
        return customers.pause(await requireOperator(request), request.params.id, weeks, reason);
      },
    );

    app.post(
      '/api/admin/customers/:id/cancel/',
      {
        config: { operatorRole: 'operations' },
        schema: {
          tags: ['admin'],
          summary:
            'Cancel the customer’s subscription on their behalf, with their reason and the operator’s (operations)',
          params,
          body: CancelForCustomerRequest,
          response: answers,
        },
      },
      async (request) => {
        const { cancel_reason, reason } = request.body;
        return customers.cancel(await requireOperator(request), request.params.id, cancel_reason, reason);
      },
    );

    app.post(
      '/api/admin/customers/:id/credits/',
      {
        config: { operatorRole: 'support' },
        schema: {
          tags: ['admin'],
          summary:
            'Give the customer credits, with a reason (support up to ADMIN_SUPPORT_CREDIT_LIMIT_CENTS; Idempotency-Key required: a retry gives once)',
          params,
          body: GiveCreditsRequest,
          response: { ...answers, 422: ErrorBody },
        },
      },
      async (request) => {
        const { amount_cents, reason } = request.body;
        const key = () => idempotencyKeyOf(request.headers);
        return customers.giveCredits(await requireOperator(request), request.params.id, amount_cents, reason, key);
      },
    );

    app.post(
      '/api/admin/customers/:id/verification-email/',
      {
        config: { operatorRole: 'support' },
        schema: {
          tags: ['admin'],
          summary: 'Send the customer a new email verification link, with a reason (support)',
          params,
          body: ResendVerificationRequest,
          response: answers,
        },
      },
      async (request) =>
        customers.resendVerification(await requireOperator(request), request.params.id, request.body.reason),
    );
  };
