// A charge's outcome written to its order, the one way (docs/decisions/160-weekly-cycle.md): the weekly pass and
// the Stripe webhook both call `record` with the attempt the charge was for, so whichever comes first writes and the
// other changes nothing. An outcome counts only for the attempt in flight: the order must still be chargeable at
// attempt n−1 (the charge not written yet), or at attempt n with its charge still processing. Paid sends the receipt
// (once: week-emails.ts). `processing` is not `paid`: the charge id is kept and the order waits for the provider's
// word (a webhook, or the pass asking again);
// a later failure moves it to `payment_failed`. Paid: a promo's delivery is counted. The last failure cancels the
// delivery, gives back the credits and the rewards points it took and lets the promo discount a later week. Paid earns
// the box's rewards points.
import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { findCustomerById } from '../accounts/customer-repository';
import { addCreditEntry } from '../credits/ledger';
import type { Outbox } from '../email/outbox';
import type { OrderUpdateKind } from '../email/templates/order-update';
import type { ChargeResult } from '../payments/provider';
import { rewardFirstBox } from '../referrals/rewards';
import { earnPoints, returnRedeemed } from '../rewards/points';
import { CHARGEABLE } from './order-status';
import { useRedemptionDelivery } from './promo-redemptions';
import { lockOrder, moveOrder, type OrderRow, orderMatches, updateOrder } from './repository';
import { lockSubscriptionById } from './subscription-rows';
import { tellReceipt } from './week-emails';
import type { OrderWeeks } from './weeks';

/** Hours after a failed payment before the next attempt; after the last, the delivery is canceled. */
export const PAYMENT_RETRY_HOURS = [24, 48] as const;
/** How long a processing charge waits before the pass asks the provider where it stands. */
export const PROCESSING_CHECK_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A charge's outcome; a box the credits paid in full was never charged (no charge id). */
export type ChargeOutcome = ChargeResult | { status: 'succeeded'; chargeId: null };

export type RecordedOutcome = 'paid' | 'failed' | 'canceled' | 'processing';

/** Tells the customer what happened to a week's order (an `order_update` email in the caller's transaction). */
export async function tellOrderUpdate(
  tx: DbOrTx,
  outbox: Outbox,
  row: Pick<OrderRow, 'id' | 'customerId' | 'deliveryDate'>,
  kind: OrderUpdateKind,
  reason = '',
): Promise<void> {
  const customer = await findCustomerById(tx, row.customerId);
  if (!customer) return;
  await outbox.enqueue(tx, 'order_update', customer.email, {
    firstName: customer.firstName,
    orderId: row.id,
    deliveryDate: row.deliveryDate,
    kind,
    reason,
  });
}

export class OrderPayments {
  constructor(
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly weeks: OrderWeeks,
  ) {}

  /** A provider's word on an order's charge (the Stripe webhook): the order locked, then `record`. */
  async recordFor(tx: DbOrTx, orderId: number, attempt: number, result: ChargeOutcome) {
    const row = await lockOrder(tx, orderId);
    return row ? this.record(tx, row, attempt, result) : undefined;
  }

  /** The charge of attempt `attempt` came out as `result`; what was written, or undefined when it was not news. */
  async record(
    tx: DbOrTx,
    row: OrderRow,
    attempt: number,
    result: ChargeOutcome,
  ): Promise<RecordedOutcome | undefined> {
    const now = this.clock.now();
    const inFlight = or(
      eq(orders.paymentAttempts, attempt - 1),
      and(eq(orders.paymentAttempts, attempt), eq(orders.paymentProcessing, true)),
    );
    const settled = { paymentAttempts: attempt, paymentProcessing: false, chargeErrors: 0, chargeId: result.chargeId };
    if (result.status === 'succeeded') {
      const paid = await moveOrder(
        tx,
        row.id,
        CHARGEABLE,
        'paid',
        { ...settled, nextPaymentAttemptAt: null, paymentFailure: null },
        inFlight,
      );
      if (!paid) return undefined;
      if (paid.promoCodeId !== null) await useRedemptionDelivery(tx, paid.customerId, paid.promoCodeId);
      // Earned in the transaction that marks it paid: one point per whole dollar charged (docs/decisions/230).
      await earnPoints(tx, paid, now);
      await tellReceipt(tx, this.outbox, paid);
      // A referred friend's first paid box rewards their referrer, in this transaction (docs/decisions/231-referrals.md).
      await rewardFirstBox(tx, this.outbox, paid, now);
      return 'paid';
    }
    if (result.status === 'processing') {
      if (!(await orderMatches(tx, row.id, inFlight))) return undefined;
      await updateOrder(tx, row.id, {
        paymentAttempts: attempt,
        paymentProcessing: true,
        chargeId: result.chargeId,
        chargeErrors: 0,
        nextPaymentAttemptAt: new Date(now.getTime() + PROCESSING_CHECK_MS),
      });
      return 'processing';
    }
    const retryHours = PAYMENT_RETRY_HOURS[attempt - 1];
    const failure = { ...settled, paymentFailure: result.failure.code };
    if (retryHours !== undefined) {
      const failed = await moveOrder(
        tx,
        row.id,
        CHARGEABLE,
        'payment_failed',
        { ...failure, nextPaymentAttemptAt: new Date(now.getTime() + retryHours * HOUR_MS) },
        inFlight,
      );
      if (!failed) return undefined;
      await tellOrderUpdate(tx, this.outbox, failed, 'payment_failed', result.failure.message);
      return 'failed';
    }
    const canceled = await moveOrder(
      tx,
      row.id,
      ['payment_failed'],
      'canceled',
      { ...failure, nextPaymentAttemptAt: null },
      inFlight,
    );
    if (!canceled) return undefined;
    if (canceled.creditsCents > 0) {
      // The credits this box took come back with it.
      await addCreditEntry(tx, {
        customerId: canceled.customerId,
        amountCents: canceled.creditsCents,
        kind: 'returned',
        reference: `order-${canceled.id}-returned`,
        orderId: canceled.id,
        at: now,
      });
    }
    // Never charged: the rewards points it redeemed at its cutoff come back.
    await returnRedeemed(tx, canceled, now);
    if (canceled.promoCodeId !== null) {
      // Not paid, so not counted: the promo's delivery goes to the next open week.
      const subscription = await lockSubscriptionById(tx, canceled.subscriptionId);
      if (subscription) await this.weeks.spreadPromo(tx, subscription);
    }
    await tellOrderUpdate(tx, this.outbox, canceled, 'canceled', result.failure.message);
    return 'canceled';
  }
}
