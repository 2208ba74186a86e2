// The console's first changes to the store (docs/decisions/200-operators.md), each audited in its own transaction:
// PUT /api/admin/configs/:name/ (admin; validated as `npm run config -- set` validates),
// POST /api/admin/orders/:id/refund/ (operations and up; orders/refunds.ts),
// POST /api/admin/orders/:id/not-delivered/ (support and up; orders/delivery-marks.ts).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  ConfigChange,
  ConfigChangeRequest,
  NotDeliveredAnswer,
  NotDeliveredRequest,
  OrderIdParams,
  RefundAnswer,
  RefundRequest,
} from '@larder/contracts/schemas/admin';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { getConfigValue, setConfigValue } from '../configs/repository';
import { configValueProblem } from '../configs/validation';
import { DeliveryMarkRefused } from '../orders/delivery-marks';
import { OrderRefunds, RefundRefused } from '../orders/refunds';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

const orderMoney = (order: typeof orders.$inferSelect) => ({
  status: order.status,
  total_cents: order.totalCents,
  credits_cents: order.creditsCents,
  refunded_cents: order.refundedCents,
});

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;
  const db = database.db;
  const refunds = new OrderRefunds(db, clock, app.commerce.provider);

  const orderExists = async (id: number) => {
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
    if (!row) throw new HttpError(404, AdminErrorCode.NotFound, `No order ${id}.`);
  };

  app.put(
    '/api/admin/configs/:name/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Create or change a dynamic config (admin)',
        params: z.object({ name: z.string().max(1000) }),
        body: ConfigChangeRequest,
        response: { 200: ConfigChange, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { name } = request.params;
      const { value } = request.body;
      const problem = configValueProblem(name, value);
      if (problem) throw new HttpError(400, AdminErrorCode.InvalidConfig, problem, { value: [problem] });
      const previous = await db.transaction(async (tx) => {
        const before = (await getConfigValue(tx, name)) ?? null;
        await setConfigValue(tx, name, value);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'config.set',
          recordType: AuditRecordType.Config,
          recordId: name,
          before: before === null ? null : { value: before },
          after: { value },
          at: clock.now(),
        });
        return before;
      });
      return { name, value, previous };
    },
  );

  app.post(
    '/api/admin/orders/:id/refund/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags: ['admin'],
        summary: 'Refund an order to the card or as credits (operations)',
        params: OrderIdParams,
        body: RefundRequest,
        response: { 200: RefundAnswer, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const orderId = request.params.id;
      await orderExists(orderId);
      const { amount_cents, as } = request.body;
      try {
        const outcome = await refunds.refund(
          { orderId, amountCents: amount_cents, asCredits: as === 'credits' },
          async (tx: DbOrTx, { order, rows, resumed }) => {
            const [now] = await tx.select().from(orders).where(eq(orders.id, orderId));
            await recordAudit(tx, {
              operatorId: operator.id,
              action: resumed ? 'order.refund_resume' : 'order.refund',
              recordType: AuditRecordType.Order,
              recordId: orderId,
              before: orderMoney(order),
              after: {
                ...(now ? orderMoney(now) : {}),
                refunds: rows.map((row) => ({
                  id: row.id,
                  method: row.method,
                  amount_cents: row.amountCents,
                  idempotency_key: row.idempotencyKey,
                })),
              },
              at: clock.now(),
            });
          },
        );
        return {
          order_id: outcome.orderId,
          card_cents: outcome.cardCents,
          credit_cents: outcome.creditCents,
          provider_refund_id: outcome.providerRefundId,
          resumed: outcome.resumed,
        };
      } catch (error) {
        if (error instanceof RefundRefused) throw new HttpError(409, AdminErrorCode.Refused, error.message);
        throw error;
      }
    },
  );

  app.post(
    '/api/admin/orders/:id/not-delivered/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Mark a charged box that did not arrive (support)',
        params: OrderIdParams,
        body: NotDeliveredRequest,
        response: { 200: NotDeliveredAnswer, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const orderId = request.params.id;
      await orderExists(orderId);
      const { reason } = request.body;
      try {
        await app.commerce.deliveryMarks.notDelivered(orderId, reason, (tx, before, marked) =>
          recordAudit(tx, {
            operatorId: operator.id,
            action: 'order.not_delivered',
            recordType: AuditRecordType.Order,
            recordId: orderId,
            before: { status: before.status, not_delivered_at: null, delivered_at: before.deliveredAt },
            after: { status: before.status, not_delivered_at: marked.at.toISOString(), reason: marked.reason },
            at: marked.at,
          }),
        );
      } catch (error) {
        if (error instanceof DeliveryMarkRefused) throw new HttpError(409, AdminErrorCode.Refused, error.message);
        throw error;
      }
      return { order_id: orderId, reason };
    },
  );
};
