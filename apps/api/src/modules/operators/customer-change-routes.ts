// The changes the console makes on a customer's behalf (docs/decisions/200-operators.md), each with the operator's
// reason and an audit row in the change's own transaction (customer-console.ts); each answers the customer's page:
//   POST …/:id/skip/                {order_id, reason}         operations — the orders module skips the week
//   POST …/:id/pause/               {weeks, reason}            operations — the subscriptions module pauses
//   POST …/:id/cancel/              {cancel_reason, reason}    operations — the subscriptions module cancels
//   POST …/:id/credits/             {amount_cents, reason}     support up to ADMIN_SUPPORT_CREDIT_LIMIT_CENTS a grant and
//                                                              the per-operator and per-customer limits of a period
//   POST …/:id/verification-email/  {reason}                   support — a new link, as the customer's own resend
//   POST …/:id/unskip/ {order_id, reason}, …/resume/ {reason}, …/reactivate/ {reason}   operations — the undos
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminCustomerDetail,
  CancelForCustomerRequest,
  CustomerIdParams,
  GiveCreditsRequest,
  PauseForCustomerRequest,
  ReactivateForCustomerRequest,
  ResendVerificationRequest,
  ResumeForCustomerRequest,
  SkipWeekRequest,
  UnskipWeekRequest,
} from '@larder/contracts/schemas/admin-console';
import type { OperatorRole } from '@larder/contracts/values/admin';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { requireOperator } from '../audit/operator-guard';
import type { OperatorRow } from '../audit/operator-session-repository';
import type { CustomerConsole } from './customer-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const answers = { 200: AdminCustomerDetail, ...errors };

type Change<B extends z.ZodType> = (
  operator: OperatorRow,
  customerId: number,
  body: z.output<B>,
  request: FastifyRequest,
) => Promise<AdminCustomerDetail>;

export const customerChangeRoutes =
  (customers: CustomerConsole): FastifyPluginAsyncZod =>
  async (app) => {
    /** POST /api/admin/customers/:id/<path>/ for `operatorRole` and up. */
    const change = <B extends z.ZodType>(
      path: string,
      operatorRole: OperatorRole,
      summary: string,
      body: B,
      run: Change<B>,
      response: Record<number, z.ZodType> = answers,
    ) =>
      app.post(
        `/api/admin/customers/:id/${path}/`,
        { config: { operatorRole }, schema: { tags: ['admin'], summary, params: CustomerIdParams, body, response } },
        async (request) => run(await requireOperator(request), request.params.id, request.body as z.output<B>, request),
      );

    change(
      'skip',
      'operations',
      'Skip one of the customer’s weeks before its cutoff, with a reason (operations)',
      SkipWeekRequest,
      (operator, id, { order_id, reason }) => customers.skip(operator, id, order_id, reason),
    );
    change(
      'pause',
      'operations',
      'Pause the customer’s subscription for 1–4 weeks, with a reason (operations)',
      PauseForCustomerRequest,
      (operator, id, { weeks, reason }) => customers.pause(operator, id, weeks, reason),
    );
    change(
      'cancel',
      'operations',
      'Cancel the customer’s subscription on their behalf, with their reason and the operator’s (operations)',
      CancelForCustomerRequest,
      (operator, id, { cancel_reason, reason }) => customers.cancel(operator, id, cancel_reason, reason),
    );
    change(
      'unskip',
      'operations',
      'Put back a skipped week before its cutoff (operations)',
      UnskipWeekRequest,
      (o, id, b) => customers.unskip(o, id, b.order_id, b.reason),
    );
    change('resume', 'operations', 'End a pause now (operations)', ResumeForCustomerRequest, (o, id, b) =>
      customers.resume(o, id, b.reason),
    );
    change(
      'reactivate',
      'operations',
      'Start a canceled subscription again (operations)',
      ReactivateForCustomerRequest,
      (o, id, b) => customers.reactivate(o, id, b.reason),
    );
    change(
      'credits',
      'support',
      'Give the customer credits, with a reason (support up to ADMIN_SUPPORT_CREDIT_LIMIT_CENTS a grant and its limits per operator and per customer over ADMIN_SUPPORT_CREDIT_PERIOD_DAYS; Idempotency-Key required: a retry gives once)',
      GiveCreditsRequest,
      (operator, id, { amount_cents, reason }, request) =>
        customers.giveCredits(operator, id, amount_cents, reason, () => idempotencyKeyOf(request.headers)),
      { ...answers, 422: ErrorBody },
    );
    change(
      'verification-email',
      'support',
      'Send the customer a new email verification link, with a reason (support)',
      ResendVerificationRequest,
      (operator, id, { reason }) => customers.resendVerification(operator, id, reason),
    );
  };
