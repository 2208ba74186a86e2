// The console's Customers screen (docs/decisions/200-operators.md): GET /api/admin/customers/?q= (an id, or part of
// the email or the name; sorted and paged on the server) and GET /api/admin/customers/:id/ (support and up, reads
// only), and the changes made on a customer's behalf, each with the operator's reason and an audit row in the
// change's own transaction:
//   POST …/:id/skip/                {order_id, reason}         operations — the orders module skips the week
//   POST …/:id/pause/               {weeks, reason}            operations — the subscriptions module pauses
//   POST …/:id/cancel/              {cancel_reason, reason}    operations — the subscriptions module cancels
//   POST …/:id/credits/             {amount_cents, reason}     support up to ADMIN_SUPPORT_CREDIT_LIMIT_CENTS
//   POST …/:id/verification-email/  {reason}                   support — a new link, as the customer's own resend
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomerQuery,
  CancelForCustomerRequest,
  CustomerIdParams,
  GiveCreditsRequest,
  PauseForCustomerRequest,
  ResendVerificationRequest,
  SkipWeekRequest,
} from '@larder/contracts/schemas/admin-console';
import { AdminErrorCode, AuditRecordType, type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { ConsoleMessage, CustomerAuditRecordType } from '@larder/contracts/values/admin-console';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyOf, idempotencyKeyReused } from '../../lib/idempotency';
import { pageLinks } from '../../lib/pagination';
import { publicRequestUrl } from '../../lib/public-url';
import { findCustomerById } from '../accounts/customer-repository';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { addCreditEntry, creditEntryByReference, lockedCreditBalance } from '../credits/ledger';
import type { SubscriptionRow } from '../subscriptions/repository';
import { customerDetail, customerExists, searchCustomers } from './customer-reads';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const subscriptionState = (row: SubscriptionRow) => ({
  status: row.status,
  paused_until: row.pausedUntil,
  canceled_at: row.canceledAt?.toISOString() ?? null,
  cancel_reason: row.cancelReason,
});

export const customerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, config } = app;
  const db = database.db;
  const { lifecycle, weeks, subscriptions } = app.commerce;

  const notFound = (id: number) => new HttpError(404, AdminErrorCode.NotFound, `No customer ${id}.`);
  const detailOf = async (id: number) => {
    const detail = await customerDetail(db, id);
    if (!detail) throw notFound(id);
    return detail;
  };
  const mustExist = async (id: number) => {
    if (!(await customerExists(db, id))) throw notFound(id);
  };

  app.get(
    '/api/admin/customers/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Search customers by id, email or name; sorted and paged',
        querystring: AdminCustomerQuery,
        response: { 200: AdminCustomerPage, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const sort = query.sort ?? '-id';
      const descending = sort.startsWith('-');
      const { count, results } = await searchCustomers(db, {
        q: query.q,
        sort: { column: (descending ? sort.slice(1) : sort) as 'id', descending },
        limit: query.limit,
        offset: query.offset,
      });
      reply.header('cache-control', 'no-store');
      return { count, ...pageLinks(publicRequestUrl(request), query.limit, query.offset, count), results };
    },
  );

  app.get(
    '/api/admin/customers/:id/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'A customer: subscription, orders, credits ledger, quiz answers and ratings',
        params: CustomerIdParams,
        response: { 200: AdminCustomerDetail, ...errors },
      },
    },
    async (request, reply) => {
      const detail = await detailOf(request.params.id);
      reply.header('cache-control', 'no-store');
      return detail;
    },
  );

  app.post(
    '/api/admin/customers/:id/skip/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags: ['admin'],
        summary: 'Skip one of the customer’s weeks before its cutoff, with a reason (operations)',
        params: CustomerIdParams,
        body: SkipWeekRequest,
        response: { 200: AdminCustomerDetail, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const customerId = request.params.id;
      await mustExist(customerId);
      const { order_id: orderId, reason } = request.body;
      await weeks.setSkipped(customerId, orderId, true, (tx, before) =>
        recordAudit(tx, {
          operatorId: operator.id,
          action: 'order.skip',
          recordType: AuditRecordType.Order,
          recordId: orderId,
          before: { status: before.status, skip_reason: before.skipReason },
          after: { status: 'skipped', skip_reason: 'customer', customer_id: customerId, reason },
          at: clock.now(),
        }),
      );
      return detailOf(customerId);
    },
  );

  app.post(
    '/api/admin/customers/:id/pause/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags: ['admin'],
        summary: 'Pause the customer’s subscription for 1–4 weeks, with a reason (operations)',
        params: CustomerIdParams,
        body: PauseForCustomerRequest,
        response: { 200: AdminCustomerDetail, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const customerId = request.params.id;
      await mustExist(customerId);
      const { weeks: count, reason } = request.body;
      await lifecycle.pause(customerId, count, async (tx, before) => {
        const after = await subscriptions.find(customerId, tx);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'subscription.pause',
          recordType: CustomerAuditRecordType.Subscription,
          recordId: before.id,
          before: subscriptionState(before),
          after: { ...(after ? subscriptionState(after) : {}), weeks: count, customer_id: customerId, reason },
          at: clock.now(),
        });
      });
      return detailOf(customerId);
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
        params: CustomerIdParams,
        body: CancelForCustomerRequest,
        response: { 200: AdminCustomerDetail, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const customerId = request.params.id;
      await mustExist(customerId);
      const { cancel_reason: cancelReason, reason } = request.body;
      await lifecycle.cancel(customerId, { reason: cancelReason, note: reason }, async (tx, before) => {
        const after = await subscriptions.find(customerId, tx);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'subscription.cancel',
          recordType: CustomerAuditRecordType.Subscription,
          recordId: before.id,
          before: subscriptionState(before),
          after: { ...(after ? subscriptionState(after) : {}), customer_id: customerId, reason },
          at: clock.now(),
        });
      });
      return detailOf(customerId);
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
        params: CustomerIdParams,
        body: GiveCreditsRequest,
        response: { 200: AdminCustomerDetail, ...errors, 422: ErrorBody },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const customerId = request.params.id;
      const { amount_cents: amountCents, reason } = request.body;
      const limit = config.ADMIN_SUPPORT_CREDIT_LIMIT_CENTS;
      if (!roleAtLeast(operator.role as OperatorRole, 'operations') && amountCents > limit) {
        throw new HttpError(403, AdminErrorCode.RoleTooLow, ConsoleMessage.creditLimit(limit), {
          needed_role: 'operations',
        });
      }
      const key = idempotencyKeyOf(request.headers);
      await mustExist(customerId);
      await db.transaction(async (tx: DbOrTx) => {
        // Locks the customer's row: grants and spends of one customer's credits queue.
        const before = await lockedCreditBalance(tx, customerId);
        const at = clock.now();
        // The grant's reference is the operator's key: a retry finds its grant (the same request at the same moment
        // waits on the reference's unique index) and gives nothing more; the key with another request is refused.
        const reference = `operator-grant:${operator.id}:${key}`;
        const written = await addCreditEntry(tx, {
          customerId,
          amountCents,
          kind: 'adjustment',
          reference,
          note: reason,
          at,
        });
        if (!written) {
          const first = await creditEntryByReference(tx, reference);
          if (first?.customerId !== customerId || first.amountCents !== amountCents || first.note !== reason) {
            throw idempotencyKeyReused();
          }
          return;
        }
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'customer.credits_give',
          recordType: CustomerAuditRecordType.Customer,
          recordId: customerId,
          before: { balance_cents: before },
          after: { balance_cents: before + amountCents, amount_cents: amountCents, reason },
          at,
        });
      });
      return detailOf(customerId);
    },
  );

  app.post(
    '/api/admin/customers/:id/verification-email/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Send the customer a new email verification link, with a reason (support)',
        params: CustomerIdParams,
        body: ResendVerificationRequest,
        response: { 200: AdminCustomerDetail, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const customerId = request.params.id;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const customer = await findCustomerById(tx, customerId);
        if (!customer) throw notFound(customerId);
        if (customer.emailVerifiedAt) throw new HttpError(409, AdminErrorCode.Refused, ConsoleMessage.AlreadyVerified);
        await app.accounts.verification.send(tx, customer);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'customer.verification_resend',
          recordType: CustomerAuditRecordType.Customer,
          recordId: customerId,
          before: { email_verified: false },
          after: { email_verified: false, sent_to: customer.email, reason },
          at: clock.now(),
        });
      });
      return detailOf(customerId);
    },
  );
};
