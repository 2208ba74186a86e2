// The console's first changes to the store (docs/decisions/200-operators.md), each audited in its own transaction: a
// dynamic config set (validated as `npm run config -- set` validates), an order refunded (orders/refunds.ts) or
// marked not delivered (orders/delivery-marks.ts). store-routes.ts translates HTTP.
import type { RefundAnswer, RefundLine } from '@larder/contracts/schemas/admin';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { requestDigest } from '../../lib/idempotency';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { getConfigValue, setConfigValue } from '../configs/repository';
import { configChangeProblem } from '../configs/validation';
import { DeliveryMarkRefused, type DeliveryMarks } from '../orders/delivery-marks';
import { type OrderRefunds, RefundRefused } from '../orders/refunds';
import { findOrderById, listOrderLines, type OrderRow } from '../orders/repository';

const orderMoney = (order: OrderRow) => ({
  status: order.status,
  total_cents: order.totalCents,
  credits_cents: order.creditsCents,
  refunded_cents: order.refundedCents,
});

/** A refusal of the orders module, as a 409 with its words. */
const refused = (error: unknown, kind: new (...args: never[]) => Error) =>
  error instanceof kind
    ? new HttpError(409, AdminErrorCode.Refused, error instanceof RefundRefused ? error.operatorWords : error.message)
    : error;

/** A refund's lines priced as the order charged them; a 400 naming `lines` for one the order has not. */
async function pricedLines(db: DbOrTx, orderId: number, asked: RefundLine[]) {
  const lines = await listOrderLines(db, orderId);
  return asked.map((line) => {
    const found = lines.find((row) => row.itemType === line.item_type && row.itemId === line.item_id);
    const problem = !found
      ? `Order ${orderId} has no such line (${line.item_type} ${line.item_id}).`
      : line.quantity > found.quantity
        ? `Order ${orderId} has ${found.quantity} of ${found.name}: refund ${found.quantity} at most.`
        : found.unitPriceCents === 0
          ? `${found.name} cost nothing on order ${orderId}: there is nothing to refund.`
          : null;
    if (problem || !found) throw new HttpError(400, AdminErrorCode.Refused, problem ?? '', { lines: [problem] });
    return { ...line, name: found.name, amount_cents: found.unitPriceCents * line.quantity };
  });
}

export class StoreConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly refunds: OrderRefunds,
    private readonly deliveryMarks: DeliveryMarks,
  ) {}

  async setConfig(operator: OperatorRow, name: string, value: string) {
    const problem = configChangeProblem(name, value);
    if (problem) {
      throw new HttpError(400, AdminErrorCode.InvalidConfig, problem.message, { [problem.field]: [problem.message] });
    }
    const previous = await this.db.transaction(async (tx) => {
      const before = (await getConfigValue(tx, name)) ?? null;
      await setConfigValue(tx, name, value);
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'config.set',
        recordType: AuditRecordType.Config,
        recordId: name,
        before: before === null ? null : { value: before },
        after: { value },
        at: this.clock.now(),
      });
      return before;
    });
    return { name, value, previous };
  }

  /**
   * `amountCents` undefined refunds what is left. Once per operator and Idempotency-Key `key` (read by `keyOf`, after
   * the order is found): a retry is the same refund, answered as the first was; the key with another request is 422.
   */
  async refund(
    operator: OperatorRow,
    orderId: number,
    asked: { amountCents?: number; lines?: RefundLine[] },
    asCredits: boolean,
    keyOf: () => string,
  ): Promise<z.infer<typeof RefundAnswer>> {
    await this.orderExists(orderId);
    // Lines are refunded at what the order charged for them: their sum is the amount, the lines go to the audit row.
    const lines = asked.lines ? await pricedLines(this.db, orderId, asked.lines) : undefined;
    const amountCents = lines ? lines.reduce((sum, line) => sum + line.amount_cents, 0) : asked.amountCents;
    // A space: no client key has one (lib/idempotency.ts), so no operator's key is another's.
    const request = {
      key: `operator ${operator.id} ${keyOf()}`,
      digest: requestDigest({
        order_id: orderId,
        amount_cents: amountCents,
        as_credits: asCredits,
        ...(asked.lines ? { lines: asked.lines } : {}),
      }),
    };
    try {
      const outcome = await this.refunds.refund(
        { orderId, amountCents, asCredits, request },
        async (tx: DbOrTx, { order, rows, resumed }) => {
          const now = await findOrderById(tx, orderId);
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
              ...(lines ? { lines } : {}),
            },
            at: this.clock.now(),
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
      throw refused(error, RefundRefused);
    }
  }

  async notDelivered(operator: OperatorRow, orderId: number, reason: string) {
    await this.orderExists(orderId);
    try {
      await this.deliveryMarks.notDelivered(orderId, reason, (tx, before, marked) =>
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
      throw refused(error, DeliveryMarkRefused);
    }
    return { order_id: orderId, reason };
  }

  private async orderExists(id: number): Promise<void> {
    if (!(await findOrderById(this.db, id))) throw new HttpError(404, AdminErrorCode.NotFound, `No order ${id}.`);
  }
}
