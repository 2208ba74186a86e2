// The console's email (docs/decisions/200-operators.md): support and up read the outbox (failed messages first to
// look at), send a failed message again, and resend an order's confirmation. The email module does the sending
// (email/outbox.ts); each resend writes its audit row in the same transaction.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { OrderIdParams } from '@larder/contracts/schemas/admin';
import {
  AdminOutboxPage,
  ConfirmationResent,
  OutboxIdParams,
  OutboxQuery,
  OutboxResent,
  StoreAuditRecordType,
} from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from '../../db/schema/orders';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { isResendable, listOutbox, type OutboxRow } from '../email/repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

function toMessage(row: OutboxRow) {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    status: row.status as 'pending' | 'sent' | 'failed',
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    resendable: row.status === 'failed' && isResendable(row),
  };
}

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;
  const db = database.db;

  app.get(
    '/api/admin/email/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'The email outbox, newest first (filter by status: pending, sent, failed)',
        querystring: OutboxQuery,
        response: { 200: AdminOutboxPage, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { count, rows } = await listOutbox(db, request.query);
      return { count, results: rows.map(toMessage) };
    },
  );

  app.post(
    '/api/admin/email/:id/resend/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Send a failed message again (support)',
        params: OutboxIdParams,
        response: { 200: OutboxResent, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const id = request.params.id;
      const result = await db.transaction(async (tx) => {
        const resent = await app.outbox.resendFailed(tx, id);
        if (resent.outcome === 'queued') {
          await recordAudit(tx, {
            operatorId: operator.id,
            action: 'email.resend',
            recordType: StoreAuditRecordType.Email,
            recordId: id,
            before: { status: 'failed', attempts: resent.row.attempts, last_error: resent.row.lastError },
            after: { status: 'pending', attempts: 0, template: resent.row.template },
            at: clock.now(),
          });
        }
        return resent.outcome;
      });
      if (result === 'unknown') throw new HttpError(404, AdminErrorCode.NotFound, `No message ${id}.`);
      if (result === 'not-failed') {
        throw new HttpError(409, AdminErrorCode.Refused, 'Only a failed message can be sent again.');
      }
      if (result === 'content-dropped') {
        throw new HttpError(
          409,
          AdminErrorCode.Refused,
          'This message held a one-time link or code, dropped after its last try: the customer asks for a new one.',
        );
      }
      return { id, status: 'pending' as const };
    },
  );

  app.post(
    '/api/admin/orders/:id/resend-confirmation/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: "Queue the order's confirmation email again (support)",
        params: OrderIdParams,
        response: { 200: ConfirmationResent, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const orderId = request.params.id;
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!order) throw new HttpError(404, AdminErrorCode.NotFound, `No order ${orderId}.`);
      const queued = await db.transaction(async (tx) => {
        const resent = await app.outbox.resendOrderConfirmation(tx, orderId);
        if (!resent) return undefined;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'order.resend_confirmation',
          recordType: AuditRecordType.Order,
          recordId: orderId,
          before: null,
          after: { outbox_id: resent.outboxId },
          at: clock.now(),
        });
        return resent;
      });
      if (!queued) {
        throw new HttpError(
          409,
          AdminErrorCode.Refused,
          "This order's confirmation was sent before its content was kept, so it cannot be sent again.",
        );
      }
      return { order_id: orderId, outbox_id: queued.outboxId };
    },
  );
};
