// A subscriber's weeks (docs/decisions/160-weekly-cycle.md): the orders of the next four deliveries on the
// subscription's weekday, made by the store (week-maker.ts) from the customer's plan and kept with their edits; skip
// and unskip before a week's cutoff; and what the subscription's changes do to the open weeks (skip for a pause or a
// cancellation, put back, a new address, a move to another day or zone). Every method that writes runs under the
// subscription's row lock, taken first, so the customer's changes, week making and finalization never interleave.
// A promo's discount sits on the first open weeks it still has deliveries for (`spreadPromo`), so skipping or moving
// a week never uses one: deliveries are counted when they are paid (finalization.ts).
import type { SkipReason } from '@larder/contracts/schemas/checkout';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { type DeliveryDate, upcomingDeliveryDates } from '../deliveries/delivery-dates';
import type { DeliveryService } from '../deliveries/service';
import type { DeliveryZone } from '../deliveries/zones';
import type { Outbox } from '../email/outbox';
import { mayUnskip } from './order-actions';
import { OPEN } from './order-status';
import { orderNotFound } from './order-view';
import { countInFlightPromoOrders, lockLatestRedemption } from './promo-redemptions';
import {
  deleteOrder,
  lockCustomerOrder,
  moveOrder,
  moveOrders,
  type OrderRow,
  updateOrder,
  updateOrders,
} from './repository';
import { repriceOrder } from './reprice';
import { lockSubscriptionOf, type SubscriptionRow } from './subscription-rows';
import { tellPauseEnding, tellSkipped } from './week-emails';
import { listOpenOrders, listOrderDates, openWeeksOf } from './week-rows';

/** Weeks ahead a subscriber has made (and can skip). */
export const UPCOMING_WEEKS = 4;

/** The weekday of a 'YYYY-MM-DD' day (0 = Sunday). */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

/** How long the dates of a zone and weekday are kept at most. */
const DATES_CACHE_MS = 60 * 1000;

export class OrderWeeks {
  private readonly datesCache = new WeakMap<
    DeliveryZone,
    Map<string, { from: number; until: number; dates: DeliveryDate[] }>
  >();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly deliveries: DeliveryService,
    /** Confirms a customer's skip by email (issue 39); left out where only the weeks' dates are needed. */
    private readonly outbox?: Outbox,
  ) {}

  /** The next delivery dates on the subscription's weekday (cutoff still ahead), at most `count`. */
  async openDates(subscription: SubscriptionRow, count: number, db: DbOrTx = this.db) {
    const zone = await this.deliveries.zoneByCode(subscription.zoneCode, db);
    if (!zone) return { zone, dates: [] };
    return { zone, dates: this.datesOn(zone, subscription.deliveryWeekday, count) };
  }

  /**
   * The zone's next `count` dates on `weekday` whose cutoff is ahead. Time-zone arithmetic is most of a week-making
   * pass's work, and every subscription of a zone and weekday asks the same: the answer is kept until the first of
   * its cutoffs passes (at most a minute, and per zone object, so a zone changed by an operator is read afresh).
   */
  private datesOn(zone: DeliveryZone, weekday: number, count: number): DeliveryDate[] {
    const now = this.clock.now().getTime();
    const key = `${weekday}:${count}`;
    const kept = this.datesCache.get(zone)?.get(key);
    if (kept && now >= kept.from && now < kept.until) return kept.dates;
    const dates = upcomingDeliveryDates(zone, new Date(now), count + 1)
      .filter((date) => weekdayOf(date.date) === weekday)
      .slice(0, count);
    const until = Math.min(now + DATES_CACHE_MS, ...dates.map((date) => date.cutoffAt.getTime()));
    const byKey = this.datesCache.get(zone) ?? new Map();
    byKey.set(key, { from: now, until, dates });
    this.datesCache.set(zone, byKey);
    return dates;
  }

  /**
   * One of the customer's orders, locked for a change before its cutoff (the subscription's lock first): 404 for
   * another customer's or an unknown order, 409 past_cutoff (saying until when changes were possible) once its cutoff
   * passed.
   */
  async lockOpenOrder(tx: DbOrTx, customerId: number, orderId: number): Promise<OrderRow> {
    await lockSubscriptionOf(tx, customerId);
    const row = await lockCustomerOrder(tx, customerId, orderId);
    if (!row) throw orderNotFound();
    if (row.cutoffAt.getTime() <= this.clock.now().getTime()) {
      const zone = await this.deliveries.zoneByCode(row.zoneCode, tx);
      const label = zone ? this.deliveries.describeDate(zone, row.deliveryDate).cutoffLabel : '';
      throw new HttpError(409, SubscriptionErrorCode.PastCutoff, SubscriptionMessage.pastCutoff(label));
    }
    return row;
  }

  /**
   * Skips (or with `skip` false, puts back) one of the customer's weeks before its cutoff. A week is put back only
   * while the subscription would deliver it: not canceled, and not inside a pause. `recorder` (an operator's audit
   * row) runs in the same transaction with the order as it was.
   */
  async setSkipped(
    customerId: number,
    orderId: number,
    skip: boolean,
    recorder?: (tx: DbOrTx, before: OrderRow) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.lockOpenOrder(tx, customerId, orderId);
      const subscription = await lockSubscriptionOf(tx, customerId);
      if (!subscription) throw orderNotFound();
      if (!skip && subscription.status === 'canceled') {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.subscriptionState('canceled'));
      }
      const paused =
        subscription.status === 'paused' &&
        subscription.pausedUntil !== null &&
        row.deliveryDate < subscription.pausedUntil;
      if (!skip && paused) throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.PausedWeek);
      // The rule the order's `can_unskip` answers (order-actions.ts).
      const moved = skip
        ? await moveOrder(tx, orderId, ['scheduled'], 'skipped', { skipReason: 'customer' })
        : mayUnskip(row, subscription)
          ? await moveOrder(tx, orderId, ['skipped'], 'scheduled', { skipReason: null })
          : undefined;
      if (!moved)
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(row.status));
      await this.spreadPromo(tx, subscription);
      if (skip && this.outbox) await tellSkipped(tx, this.outbox, moved);
      await recorder?.(tx, row);
    });
  }

  /** Tells the customer their pause ends and boxes start again on `until` (issue 39), in the caller's transaction. */
  async pauseRanOut(tx: DbOrTx, subscription: SubscriptionRow, until: string): Promise<void> {
    if (this.outbox) await tellPauseEnding(tx, this.outbox, subscription, until);
  }

  /** Skips the subscription's open weeks (scheduled, and with `alsoPaused` those a pause skipped) for `reason`. */
  async skipOpen(
    tx: DbOrTx,
    subscription: SubscriptionRow,
    reason: Extract<SkipReason, 'paused' | 'canceled'>,
    options: { before?: string; alsoPaused?: boolean } = {},
  ): Promise<void> {
    const open = openWeeksOf(subscription.id, this.clock.now());
    const before = options.before ? sql`${orders.deliveryDate} < ${options.before}` : undefined;
    await moveOrders(tx, and(open, before), ['scheduled'], 'skipped', { skipReason: reason });
    if (options.alsoPaused) {
      await updateOrders(tx, and(open, eq(orders.status, 'skipped'), eq(orders.skipReason, 'paused')), {
        skipReason: reason,
      });
    }
  }

  /** The open weeks skipped for `reason` (a pause, a cancellation) are scheduled again. */
  async reopen(tx: DbOrTx, subscription: SubscriptionRow, reason: 'paused' | 'canceled'): Promise<void> {
    await moveOrders(
      tx,
      and(openWeeksOf(subscription.id, this.clock.now()), eq(orders.skipReason, reason)),
      ['skipped'],
      'scheduled',
      { skipReason: null },
    );
  }

  /** The open weeks go to a new address. */
  async readdress(tx: DbOrTx, subscription: SubscriptionRow, address: AddressSnapshot): Promise<void> {
    await updateOrders(tx, and(openWeeksOf(subscription.id, this.clock.now()), inArray(orders.status, [...OPEN])), {
      address,
    });
  }

  /**
   * The n-th open week to the n-th open date of `zone` on `weekday`, priced there; weeks without a date there are
   * dropped (made again when their date comes within reach). Moving later weeks last-first and earlier weeks
   * first-last keeps the unique (subscription, date) index satisfied at every row: the mapping keeps the weeks'
   * order, so a week's new date is never a date a week not yet moved still holds.
   */
  async moveOpen(tx: DbOrTx, subscription: SubscriptionRow, zone: DeliveryZone, weekday: number): Promise<void> {
    const open = await listOpenOrders(tx, subscription.id, this.clock.now(), OPEN);
    const openIds = new Set(open.map((row) => row.id));
    const taken = new Set(
      (await listOrderDates(tx, subscription.id)).filter(
        (date) => !open.some((row) => row.deliveryDate === date && openIds.has(row.id)),
      ),
    );
    const dates = upcomingDeliveryDates(zone, this.clock.now(), UPCOMING_WEEKS + 1).filter(
      (date) => weekdayOf(date.date) === weekday && !taken.has(date.date),
    );
    const pairs = open.map((row, index) => ({ row, date: dates[index] }));
    for (const { row, date } of pairs) if (!date) await deleteOrder(tx, row.id);
    const moving = pairs.filter(
      (pair): pair is { row: OrderRow; date: NonNullable<(typeof pair)['date']> } => pair.date !== undefined,
    );
    const later = moving.filter(({ row, date }) => date.date > row.deliveryDate).reverse();
    const earlier = moving.filter(({ row, date }) => date.date <= row.deliveryDate);
    for (const { row, date } of [...later, ...earlier]) {
      await updateOrder(tx, row.id, { deliveryDate: date.date, cutoffAt: date.cutoffAt, zoneCode: zone.code });
      if (row.zoneCode !== zone.code) await repriceOrder(tx, this.deliveries, { ...row, zoneCode: zone.code });
    }
  }

  /** A subscriber's new card: the subscription's orders not yet paid use it; a failed payment is due again now. */
  async useCard(tx: DbOrTx, customerId: number, paymentMethodId: number): Promise<boolean> {
    const now = this.clock.now();
    const customer = eq(orders.customerId, customerId);
    await updateOrders(tx, and(customer, inArray(orders.status, ['scheduled', 'skipped', 'finalized'])), {
      paymentMethodId,
    });
    const failed = await updateOrders(
      tx,
      and(customer, eq(orders.status, 'payment_failed'), eq(orders.paymentProcessing, false)),
      { paymentMethodId, nextPaymentAttemptAt: now, chargeErrors: 0 },
    );
    return failed > 0;
  }

  /**
   * Puts the customer's promo on the first open scheduled weeks it still has deliveries for (what is left, less the
   * deliveries being charged now) and takes it off the others, pricing each changed week again. Under the
   * subscription's lock.
   */
  async spreadPromo(tx: DbOrTx, subscription: SubscriptionRow): Promise<void> {
    // Locked: a payment counting a discounted delivery (useRedemptionDelivery, under the order's lock, not the
    // subscription's) committing between this read and the in-flight count below would leave its delivery neither in
    // flight nor left, and the next open week would carry the promo once too often. With the row locked, the payment
    // waits for this spread, or this spread for the payment and then reads what it wrote.
    const redemption = await lockLatestRedemption(tx, subscription.customerId);
    if (!redemption) return;
    // One moment for both reads: a cutoff passing between them would leave a week neither in flight nor open, and
    // its promo delivery would be given to the next open week as well.
    const now = this.clock.now();
    const inFlight = await countInFlightPromoOrders(tx, subscription.customerId, redemption.promoCodeId, 0, now);
    let left = Math.max(0, redemption.deliveriesLeft - inFlight);
    const open = await listOpenOrders(tx, subscription.id, now, OPEN);
    for (const row of open) {
      const promoCodeId = row.status === 'scheduled' && left > 0 ? redemption.promoCodeId : null;
      if (promoCodeId !== null) left -= 1;
      if (row.promoCodeId === promoCodeId) continue;
      await updateOrder(tx, row.id, { promoCodeId });
      await repriceOrder(tx, this.deliveries, { ...row, promoCodeId });
    }
  }
}
