// The console's Failed payments screen (issue 42; docs/decisions/207-operator-day.md): the queue, a retry now and the
// email asking the customer for a new card, each through the orders module's payment owner (orders/payment-retry.ts)
// with the operator's audit row in its transaction. payment-routes.ts translates HTTP.
import type { FailedPaymentPage, PaymentRetryAnswer } from '@larder/contracts/schemas/admin-payments';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { findCustomerById } from '../accounts/customer-repository';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import {
  failedPayments,
  failureWords,
  PAYMENT_ATTEMPTS,
  type PaymentRetry,
  PaymentRetryRefused,
} from '../orders/payment-retry';
import type { OrderRow } from '../orders/repository';

const paymentState = (row: OrderRow) => ({
  status: row.status,
  payment_attempts: row.paymentAttempts,
  payment_failure: row.paymentFailure,
  next_payment_attempt_at: row.nextPaymentAttemptAt?.toISOString() ?? null,
});

const refused = (error: unknown) =>
  error instanceof PaymentRetryRefused
    ? new HttpError(error.message.startsWith('No order') ? 404 : 409, AdminErrorCode.Refused, error.message)
    : error;

export class PaymentConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly retries: PaymentRetry,
  ) {}

  async queue(page: { limit: number; offset: number }, url: URL): Promise<FailedPaymentPage> {
    const { count, rows } = await failedPayments(this.db, page);
    return {
      count,
      ...pageLinks(url, page.limit, page.offset, count),
      results: rows.map(({ order, customer, card }) => ({
        order_id: order.id,
        customer: { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
        delivery_date: order.deliveryDate,
        total_cents: order.totalCents,
        failure_code: order.paymentFailure,
        reason: failureWords(order.paymentFailure),
        attempts: order.paymentAttempts,
        attempts_max: PAYMENT_ATTEMPTS,
        next_attempt_at: order.nextPaymentAttemptAt?.toISOString() ?? null,
        card: card ? { brand: card.brand, last4: card.last4 } : null,
      })),
    };
  }

  async retry(operator: OperatorRow, orderId: number): Promise<PaymentRetryAnswer> {
    try {
      const after = await this.retries.retryNow(orderId, (tx, before) =>
        recordAudit(tx, {
          operatorId: operator.id,
          action: 'order.payment_retry',
          recordType: AuditRecordType.Order,
          recordId: orderId,
          before: paymentState(before),
          after: { attempt: before.paymentAttempts + 1 },
          at: this.clock.now(),
        }),
      );
      return {
        order_id: after.id,
        status: after.status as OrderStatus,
        reason: after.status === 'paid' ? null : failureWords(after.paymentFailure),
        attempts: after.paymentAttempts,
        next_attempt_at: after.nextPaymentAttemptAt?.toISOString() ?? null,
      };
    } catch (error) {
      throw refused(error);
    }
  }

  async askForCard(operator: OperatorRow, orderId: number) {
    let sentTo = '';
    try {
      await this.retries.askForCard(orderId, async (tx, before) => {
        sentTo = (await findCustomerById(tx, before.customerId))?.email ?? '';
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'order.card_update_email',
          recordType: AuditRecordType.Order,
          recordId: orderId,
          before: paymentState(before),
          after: { emailed: 'payment_failed', sent_to: sentTo },
          at: this.clock.now(),
        });
      });
    } catch (error) {
      throw refused(error);
    }
    return { order_id: orderId, sent_to: sentTo };
  }
}
