// The weekly cycle's lock and charge (docs/decisions/160-weekly-cycle.md): orders past their cutoff are finalized —
// under the subscription's row lock, reading the subscription again there, so a canceled or paused subscription's
// week is skipped, never charged — and charged off-session with an idempotency key per attempt
// (`order-<id>-attempt-<n>`): a crash between the charge and its write replays the same charge. Each order is locked
// with `FOR UPDATE SKIP LOCKED`, so of several API processes one takes it. Credits pay before the card; the promo
// discounts the week only while it has deliveries left. A failing order never stops a pass: a provider that cannot be
// reached is tried again later with backoff, anything else about one order fails that order's attempt in plain
// words; either way it is logged with the order's id.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { addCreditEntry, lockedCreditBalance } from '../credits/ledger';
import type { DeliveryService } from '../deliveries/service';
import type { Outbox } from '../email/outbox';
import { cardFailure } from '../payments/card-failures';
import type { PaymentProvider } from '../payments/provider';
import { findPaymentMethod } from '../payments/repository';
import { redeemAtCutoff } from '../rewards/points';
import { type ChargeOutcome, type OrderPayments, tellOrderUpdate } from './order-payments';
import { CHARGEABLE } from './order-status';
import { countInFlightPromoOrders, lockActiveRedemption } from './promo-redemptions';
import {
  claimOrder,
  claimOrders,
  countOrderLines,
  findOrderById,
  listOrderIds,
  lockOrder,
  moveOrder,
  type OrderRow,
  updateOrder,
} from './repository';
import { repriceOrder } from './reprice';
import { lockSubscriptionById, lockSubscriptionsOfOrders, type SubscriptionRow } from './subscription-rows';
import type { StockHold, StockSubstitutions } from './substitution';
import { eachConcurrently } from './week-maker';

/** A claimed charge not written within this time is tried again (with the same key) by the next pass. */
export const CHARGE_LEASE_MS = 10 * 60 * 1000;
/** Backoff after the provider could not be reached: 5 minutes, doubling, at most an hour. */
export const PROVIDER_BACKOFF_MS = { first: 5 * 60 * 1000, max: 60 * 60 * 1000 } as const;
const BATCH = 500;
/** Due orders finalized in one transaction. */
const FINALIZE_BATCH = 25;
/** Batches one pass works on at once. */
const BATCHES_AT_ONCE = 2;
/** Orders one batch charges at once. */
const CONCURRENCY = 4;

type FinalizeOutcome = OrderRow | 'skipped' | 'error' | undefined;

/** `items` in runs of `size`. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let at = 0; at < items.length; at += size) runs.push(items.slice(at, at + size));
  return runs;
}

export interface PassResult {
  finalized: number;
  skipped: number;
  paid: number;
  failed: number;
  canceled: number;
  /** Charges still processing at the provider. */
  processing: number;
  /** Orders whose charge could not be made this pass (the provider unreachable): tried again later. */
  errors: number;
}

/** A provider error that says nothing about the card: the network, a timeout, the provider's own trouble. */
function isTransient(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|EPIPE)$/.test(code);
}

/**
 * The list from a random place on, round to its start: several processes' passes over the same due orders start at
 * different places, so each takes its own instead of queueing behind the other's locks.
 */
function rotated<T>(items: readonly T[]): T[] {
  const start = Math.floor(Math.random() * items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}

export class OrderFinalization {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
    private readonly deliveries: DeliveryService,
    private readonly payments: OrderPayments,
    private readonly log: (error: unknown, orderId: number, message: string) => void,
    /** Out-of-stock lines substituted at the lock (docs/decisions/210-stock.md); left out, stock is not looked at. */
    private readonly substitutions?: StockSubstitutions,
  ) {}

  /** One pass: finalizes what passed its cutoff, then charges what is due (new, retried, interrupted, processing). */
  async runDue(): Promise<PassResult> {
    const result: PassResult = { finalized: 0, skipped: 0, paid: 0, failed: 0, canceled: 0, processing: 0, errors: 0 };
    const count = (outcome: string | undefined) => {
      const key = outcome === 'error' ? 'errors' : outcome;
      if (key && key in result) result[key as keyof PassResult] += 1;
    };
    const finalizedThen = async (outcomes: readonly FinalizeOutcome[]) => {
      const finalized: OrderRow[] = [];
      for (const outcome of outcomes) {
        if (!outcome || outcome === 'error' || outcome === 'skipped') count(outcome);
        else {
          count('finalized');
          finalized.push(outcome);
        }
      }
      // Each charged a few at a time: a charge waits mostly on the provider and its commit, not on this process.
      await eachConcurrently(finalized, CONCURRENCY, async (row) => {
        count(await this.guarded(row.id, () => this.charge(row)));
      });
    };
    const passedOver = new Set<number>();
    for (const seen = new Set<number>(); ; ) {
      const due = (
        await listOrderIds(
          this.db,
          ['scheduled'],
          lte(orders.cutoffAt, this.clock.now()),
          [asc(orders.cutoffAt), asc(orders.id)],
          BATCH,
        )
      ).filter((id) => !seen.has(id));
      if (due.length === 0) break;
      for (const id of due) seen.add(id);
      // A batch of orders at a time is finalized in one transaction, then charged.
      await eachConcurrently(chunks(rotated(due), FINALIZE_BATCH), BATCHES_AT_ONCE, async (batch) => {
        const { outcomes, held } = await this.finalizeBatch(batch);
        for (const id of held) passedOver.add(id);
        await finalizedThen(outcomes);
      });
    }
    // What a batch passed over because another transaction held its subscription (another process's batch, or this
    // one's with a sibling week): each is waited for now, one at a time, and finalized unless the holder did it.
    for (const id of passedOver) {
      await finalizedThen([await this.guarded(id, () => this.finalize(id))]);
    }
    for (const seen = new Set<number>(); ; ) {
      const due = (
        await listOrderIds(
          this.db,
          CHARGEABLE,
          lte(orders.nextPaymentAttemptAt, this.clock.now()),
          [asc(orders.nextPaymentAttemptAt), asc(orders.id)],
          BATCH,
        )
      ).filter((id) => !seen.has(id));
      if (due.length === 0) break;
      for (const id of due) seen.add(id);
      await eachConcurrently(rotated(due), CONCURRENCY, async (id) => {
        const claimed = await this.claimCharge(id);
        if (claimed) count(await this.guarded(id, () => this.charge(claimed)));
      });
    }
    return result;
  }

  /** Charges the customer's failed payments now (after a card update), each with the pass's claim and key. */
  async retryFailed(customerId: number): Promise<void> {
    const due = await listOrderIds(
      this.db,
      ['payment_failed'],
      and(eq(orders.customerId, customerId), lte(orders.nextPaymentAttemptAt, this.clock.now())),
      [asc(orders.id)],
      BATCH,
    );
    for (const id of due) {
      const claimed = await this.claimCharge(id);
      if (claimed) await this.guarded(id, () => this.charge(claimed));
    }
  }

  /** Charges an order an operator's retry claimed (payment-retry.ts), as the pass charges: its outcome, or 'error'. */
  chargeClaimed(row: OrderRow): Promise<string | 'error' | undefined> {
    return this.guarded(row.id, () => this.charge(row));
  }

  /**
   * Runs one order's step; an error is logged with the order's id and never leaves the pass. The provider being
   * unreachable backs the order off; anything else fails the attempt (processing_error), so it is never retried
   * for ever without the customer hearing of it.
   */
  private async guarded<T>(id: number, step: () => Promise<T>): Promise<T | 'error' | undefined> {
    try {
      return await step();
    } catch (error) {
      const transient = isTransient(error);
      this.log(error, id, transient ? 'payment provider unreachable: order backs off' : 'order step failed');
      await this.backOff(id, transient).catch((again) => this.log(again, id, 'order backoff not written'));
      return 'error';
    }
  }

  private async backOff(id: number, transient: boolean): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, id);
      if (!row || !CHARGEABLE.some((status) => status === row.status)) return;
      if (transient) {
        const delay = Math.min(PROVIDER_BACKOFF_MS.max, PROVIDER_BACKOFF_MS.first * 2 ** row.chargeErrors);
        await updateOrder(tx, id, {
          chargeErrors: row.chargeErrors + 1,
          nextPaymentAttemptAt: new Date(now.getTime() + delay),
        });
        return;
      }
      await this.payments.record(tx, row, row.paymentAttempts + 1, {
        status: 'failed',
        failure: cardFailure('processing_error'),
        chargeId: row.chargeId,
      });
    });
  }

  /**
   * Finalizes a batch of due orders in one transaction, each under its subscription's lock (see `finalizeLocked`);
   * an order another process holds (or its subscription) is passed over. Should the batch fail, each order is
   * finalized on its own, so one order's trouble is logged for it alone. Each order's outcome.
   */
  private async finalizeBatch(
    ids: readonly number[],
  ): Promise<{ outcomes: FinalizeOutcome[]; held: readonly number[] }> {
    const now = this.clock.now();
    try {
      const index = await this.substitutions?.prepare();
      return await this.db.transaction(async (tx) => {
        const subscriptions = new Map(
          (await lockSubscriptionsOfOrders(tx, ids)).map((subscription) => [subscription.id, subscription]),
        );
        const rows = await claimOrders(tx, ids, ['scheduled'], [...subscriptions.keys()], lte(orders.cutoffAt, now));
        // Locks: subscriptions, then orders, then the stock of their dates (in one order), in every finalizer.
        const hold =
          index &&
          (await this.substitutions?.hold(
            tx,
            index,
            rows.map((row) => row.deliveryDate),
          ));
        const outcomes: FinalizeOutcome[] = [];
        for (const row of rows) {
          const subscription = subscriptions.get(row.subscriptionId) as SubscriptionRow;
          outcomes.push(await this.finalizeLocked(tx, row, subscription, now, hold));
        }
        const claimed = new Set(rows.map((row) => row.id));
        return { outcomes, held: ids.filter((id) => !claimed.has(id)) };
      });
    } catch {
      const outcomes: FinalizeOutcome[] = [];
      for (const id of ids) outcomes.push(await this.guarded(id, () => this.finalize(id)));
      return { outcomes, held: [] };
    }
  }

  /**
   * One due order finalized on its own (passed over by its batch, or of a batch that failed), waiting for its
   * subscription's lock; undefined when another process finalized it meanwhile.
   */
  private async finalize(id: number): Promise<OrderRow | 'skipped' | undefined> {
    const now = this.clock.now();
    const candidate = await findOrderById(this.db, id);
    // Another process finalized it meanwhile (its passes walk the same list).
    if (candidate?.status !== 'scheduled') return undefined;
    const index = await this.substitutions?.prepare();
    return this.db.transaction(async (tx) => {
      const subscription = await lockSubscriptionById(tx, candidate.subscriptionId);
      if (!subscription) return undefined;
      const row = await claimOrder(tx, id, ['scheduled'], lte(orders.cutoffAt, now));
      if (!row) return undefined;
      const hold = index && (await this.substitutions?.hold(tx, index, [row.deliveryDate]));
      return this.finalizeLocked(tx, row, subscription, now, hold);
    });
  }

  /**
   * A scheduled order past its cutoff, locked under its subscription's lock, read again there: skipped (a canceled
   * or paused subscription, an empty or too small box), or finalized with its charge claimed by this process.
   */
  private async finalizeLocked(
    tx: DbOrTx,
    row: OrderRow,
    subscription: SubscriptionRow,
    now: Date,
    hold?: StockHold,
  ): Promise<OrderRow | 'skipped' | undefined> {
    const id = row.id;
    const skip = async (skipReason: NonNullable<OrderRow['skipReason']>, tell: boolean) => {
      await moveOrder(tx, id, ['scheduled'], 'skipped', { skipReason, finalizedAt: now });
      if (tell) await tellOrderUpdate(tx, this.outbox, row, 'skipped');
      return 'skipped' as const;
    };
    // The subscription as it is now: a cancel or pause that committed first wins.
    if (subscription.status === 'canceled') return skip('canceled', false);
    if (subscription.status === 'paused' && subscription.pausedUntil && row.deliveryDate < subscription.pausedUntil) {
      return skip('paused', false);
    }
    if ((await countOrderLines(tx, id)).count === 0) return skip('empty', true);
    if (row.subtotalCents < row.minOrderCents) return skip('below_minimum', true);
    let priced = row;
    // What is out of stock is substituted or removed, and the box priced again, before anything is charged; the
    // minimum was met by the box the customer chose, so a box made smaller by the store still goes out.
    if (hold && this.substitutions && (await this.substitutions.apply(tx, row, hold, now))) {
      if ((await countOrderLines(tx, id)).count === 0) return skip('empty', true);
      priced = (await findOrderById(tx, id)) ?? row;
    }
    if (row.promoCodeId !== null) {
      // The promo discounts this week only while it has a delivery left that no other charge is taking.
      const redemption = await lockActiveRedemption(tx, row.customerId);
      const others = await countInFlightPromoOrders(tx, row.customerId, row.promoCodeId, id, now);
      if (!redemption || redemption.promoCodeId !== row.promoCodeId || redemption.deliveriesLeft - others <= 0) {
        await updateOrder(tx, id, { promoCodeId: null });
        await repriceOrder(tx, this.deliveries, { ...row, promoCodeId: null });
        priced = (await findOrderById(tx, id)) ?? row;
      }
    }
    // Rewards points next, after the promotion and before credits, in whole steps never past what is left to pay
    // (docs/decisions/230-rewards-points.md); below the minimum they roll over to the next box.
    const points = await redeemAtCutoff(tx, row, priced.totalCents, now);
    const payable = priced.totalCents - points;
    // Credits pay first (under the customer's lock, so two orders never spend the same credits); the entry's
    // reference makes spending once per order.
    const credits = Math.min(await lockedCreditBalance(tx, row.customerId), payable);
    if (credits > 0) {
      await addCreditEntry(tx, {
        customerId: row.customerId,
        amountCents: -credits,
        kind: 'spent',
        reference: `order-${id}-spent`,
        orderId: id,
        at: now,
      });
    }
    // Claimed: this process charges now; if it dies, the lease runs out and the next pass charges with the same key.
    return moveOrder(tx, id, ['scheduled'], 'finalized', {
      finalizedAt: now,
      nextPaymentAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS),
      pointsCents: points,
      creditsCents: priced.creditsCents + credits,
      totalCents: payable - credits,
    });
  }

  /** Takes the lease on a due charge; undefined when another process holds it or it is no longer due. */
  private async claimCharge(id: number): Promise<OrderRow | undefined> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const row = await claimOrder(tx, id, CHARGEABLE, lte(orders.nextPaymentAttemptAt, now));
      if (!row) return undefined;
      await updateOrder(tx, id, { nextPaymentAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS) });
      return row;
    });
  }

  /**
   * Charges a claimed order once (attempt n) and writes the outcome, unless a webhook or another pass did; a charge
   * still processing is asked about instead of charged again.
   */
  private async charge(row: OrderRow): Promise<string | undefined> {
    const processing = row.paymentProcessing && row.chargeId !== null;
    const attempt = processing ? row.paymentAttempts : row.paymentAttempts + 1;
    const result = await this.outcome(row, attempt, processing);
    return this.db.transaction(async (tx) => this.payments.record(tx, row, attempt, result));
  }

  private async outcome(row: OrderRow, attempt: number, processing: boolean): Promise<ChargeOutcome> {
    if (processing && row.chargeId) return this.provider.chargeStatus(row.chargeId);
    if (row.totalCents === 0) return { status: 'succeeded', chargeId: null };
    const card = await findPaymentMethod(this.db, row.paymentMethodId);
    if (!card || card.provider !== this.provider.name) {
      return { status: 'failed', failure: cardFailure('card_missing'), chargeId: null };
    }
    return this.provider.charge({
      card: {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        token: card.token,
        providerCustomerId: card.providerCustomerId,
      },
      amountCents: row.totalCents,
      currency: 'usd',
      idempotencyKey: `order-${row.id}-attempt-${attempt}`,
      description: `Larder order ${row.id}, delivery ${row.deliveryDate}`,
      metadata: { order_id: String(row.id), attempt: String(attempt) },
    });
  }
}
