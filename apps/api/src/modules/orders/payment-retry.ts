// An operator's hand on a failed payment (issue 42; docs/decisions/207-operator-day.md): the queue of orders whose
// payment failed, a retry now, and an email asking the customer to update their card. The orders module keeps owning
// the charge: a retry claims the order as the weekly pass does (the same row lock and lease, so a pass or a second
// click in another process never charges it twice; the provider's idempotency key is the attempt's) and charges it
// through OrderFinalization, whose OrderPayments writes the outcome. Each writes its caller's audit row in the
// transaction that claims or enqueues.
import { and, asc, count, desc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orders } from '../../db/schema/orders';
import { paymentMethods } from '../../db/schema/payments';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../email/outbox';
import { cardFailure } from '../payments/card-failures';
import type { PaymentFailure } from '../payments/provider';
import { CHARGE_LEASE_MS, type OrderFinalization } from './finalization';
import { PAYMENT_RETRY_HOURS, tellOrderUpdate } from './order-payments';
import { claimOrder, findOrderById, type OrderRow, updateOrder } from './repository';

/** Every attempt a failed payment gets: the first charge and one per retry hour; after the last the box is canceled. */
export const PAYMENT_ATTEMPTS = PAYMENT_RETRY_HOURS.length + 1;

/** Why a retry or an email was refused, in the operator's words (the console answers 409 with them). */
export class PaymentRetryRefused extends Error {
  override name = 'PaymentRetryRefused';
}

export type PaymentRecorder = (tx: DbOrTx, before: OrderRow) => Promise<void>;

/** The words of a failure code, as the customer was told. */
export const failureWords = (code: string | null) =>
  code ? (cardFailure(code as PaymentFailure['code']).message ?? code) : null;

/** The orders whose payment failed and that will be tried again, the soonest next attempt first, with their card. */
export async function failedPayments(db: DbOrTx, page: { limit: number; offset: number }) {
  const failed = and(eq(orders.status, 'payment_failed'), isNotNull(orders.nextPaymentAttemptAt));
  const [counted] = await db.select({ n: count() }).from(orders).where(failed);
  const rows = await db
    .select({ order: orders, customer: customers, card: paymentMethods })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, orders.paymentMethodId))
    .where(failed)
    .orderBy(asc(orders.nextPaymentAttemptAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: counted?.n ?? 0, rows };
}

export class PaymentRetry {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly finalization: OrderFinalization,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Charges a failed payment now, as its next attempt. Refused when the order's payment has not failed (paid,
   * canceled after its last attempt) or a charge of it is under way (the pass's lease or another retry).
   */
  async retryNow(orderId: number, recorder: PaymentRecorder): Promise<OrderRow> {
    const now = this.clock.now();
    const claimed = await this.db.transaction(async (tx) => {
      // Not under a lease: due now, or next tried later than a lease would put it (a pass's claim sets the lease).
      const free = or(
        lte(orders.nextPaymentAttemptAt, now),
        gt(orders.nextPaymentAttemptAt, new Date(now.getTime() + CHARGE_LEASE_MS)),
      );
      const row = await claimOrder(tx, orderId, ['payment_failed'], and(isNotNull(orders.nextPaymentAttemptAt), free));
      if (!row) throw await this.refusal(tx, orderId);
      await updateOrder(tx, orderId, { nextPaymentAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS) });
      await recorder(tx, row);
      return row;
    });
    await this.finalization.chargeClaimed(claimed);
    const after = await findOrderById(this.db, orderId);
    if (!after) throw new PaymentRetryRefused(`No order ${orderId}.`);
    return after;
  }

  /** Emails the customer that their card could not be charged, with the link to update it (the outbox). */
  async askForCard(orderId: number, recorder: PaymentRecorder): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await findOrderById(tx, orderId);
      if (row?.status !== 'payment_failed') throw await this.refusal(tx, orderId);
      await tellOrderUpdate(tx, this.outbox, row, 'payment_failed', failureWords(row.paymentFailure) ?? '');
      await recorder(tx, row);
    });
  }

  private async refusal(tx: DbOrTx, orderId: number): Promise<PaymentRetryRefused> {
    const row = await findOrderById(tx, orderId);
    if (!row) return new PaymentRetryRefused(`No order ${orderId}.`);
    if (row.status === 'payment_failed' && row.nextPaymentAttemptAt) {
      return new PaymentRetryRefused(`A charge of order ${orderId} is under way: look again in a minute.`);
    }
    const status = row.status.replace('_', ' ');
    return new PaymentRetryRefused(`Order ${orderId} is ${status}: only a failed payment can be tried again.`);
  }
}
