// The subscription's own changes (issue 16): pause for 1–4 weeks and resume, cancel with a reason and reactivate,
// and change the delivery day. Each runs in one transaction under the subscription's row lock, touches only the
// weeks whose cutoff is still ahead (a locked box goes out as it is), and writes its email in the same transaction.
// A new address moves the open weeks with it, to another zone's dates and fee when it is in another zone.
import type { CancelRequest, SubscriptionView } from '@larder/contracts/schemas/subscription';
import { CheckoutErrorCode, ShippingMessage } from '@larder/contracts/values/checkout';
import {
  CANCEL_REASON_LABELS,
  SubscriptionErrorCode,
  SubscriptionMessage,
  weekdayName,
} from '@larder/contracts/values/subscription';
import { and, asc, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import { customers } from '../../db/schema/customers';
import { orders, subscriptions } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { CheckoutService } from '../checkout/service';
import { upcomingDeliveryDates } from '../deliveries/delivery-dates';
import { lookupZip } from '../deliveries/zip-directory';
import type { DeliveryZone } from '../deliveries/zones';
import type { Outbox } from '../email/outbox';
import type { SubscriptionKind } from '../email/templates/subscription-update';
import { repriceOrder } from './reprice';
import { type SubscriptionRow, type SubscriptionService, UPCOMING_WEEKS, weekdayOf } from './service';

const zipProblem = (message: string, code: string) => new HttpError(400, code, message, { zip: [message] });

const wrongSubscriptionState = (status: string) =>
  new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.subscriptionState(status));

export class SubscriptionLifecycle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionService,
    private readonly checkout: CheckoutService,
    private readonly outbox: Outbox,
  ) {}

  /** Pauses the next `weeks` open deliveries; boxes come again from the one after them. */
  async pause(customerId: number, weeks: number): Promise<SubscriptionView> {
    await this.subscriptions.view(customerId); // the open weeks exist before some of them are paused
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status !== 'active') throw wrongSubscriptionState(subscription.status);
      const { zone, dates } = await this.subscriptions.openDates(subscription, weeks + 1, tx);
      const until = dates[weeks]?.date ?? dates.at(-1)?.date;
      if (!zone || !until) throw wrongSubscriptionState(subscription.status);
      await tx
        .update(orders)
        .set({ status: 'skipped', skipReason: 'paused' })
        .where(and(this.open(subscription), eq(orders.status, 'scheduled'), sql`${orders.deliveryDate} < ${until}`));
      await tx
        .update(subscriptions)
        .set({ status: 'paused', pausedUntil: until })
        .where(eq(subscriptions.id, subscription.id));
      await this.tell(tx, subscription, 'paused', this.checkout.deliveries.describeDate(zone, until).label);
    });
    return this.subscriptions.view(customerId);
  }

  /** Ends a pause now: the paused open weeks are scheduled again. */
  async resume(customerId: number): Promise<SubscriptionView> {
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status !== 'paused') throw wrongSubscriptionState(subscription.status);
      await this.reopen(tx, subscription, 'paused');
      await tx
        .update(subscriptions)
        .set({ status: 'active', pausedUntil: null })
        .where(eq(subscriptions.id, subscription.id));
      await this.tell(tx, subscription, 'resumed', '');
    });
    return this.subscriptions.view(customerId);
  }

  /** Cancels: no box after the ones already locked; the reason and the customer's words are kept. */
  async cancel(customerId: number, request: CancelRequest): Promise<SubscriptionView> {
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status === 'canceled') throw wrongSubscriptionState(subscription.status);
      // Weeks the customer skipped stay theirs: reactivating puts back only what canceling took.
      await tx
        .update(orders)
        .set({ status: 'skipped', skipReason: 'canceled' })
        .where(
          and(
            this.open(subscription),
            or(eq(orders.status, 'scheduled'), and(eq(orders.status, 'skipped'), eq(orders.skipReason, 'paused'))),
          ),
        );
      await tx
        .update(subscriptions)
        .set({
          status: 'canceled',
          pausedUntil: null,
          canceledAt: this.clock.now(),
          cancelReason: request.reason,
          cancelNote: request.note || null,
        })
        .where(eq(subscriptions.id, subscription.id));
      await this.tell(tx, subscription, 'canceled', CANCEL_REASON_LABELS[request.reason]);
    });
    return this.subscriptions.view(customerId);
  }

  /** Starts a canceled subscription again, from its next open week. */
  async reactivate(customerId: number): Promise<SubscriptionView> {
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status !== 'canceled') throw wrongSubscriptionState(subscription.status);
      await this.reopen(tx, subscription, 'canceled');
      await tx
        .update(subscriptions)
        .set({ status: 'active', canceledAt: null })
        .where(eq(subscriptions.id, subscription.id));
      await this.tell(tx, subscription, 'reactivated', '');
    });
    return this.subscriptions.view(customerId);
  }

  /**
   * Moves the open weeks to another of the zone's weekdays: the n-th open week goes to the n-th open date on the new
   * day, with its box and edits (a week without a date there is dropped and made again when needed).
   */
  async changeDay(customerId: number, weekday: number): Promise<SubscriptionView> {
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status === 'canceled') throw wrongSubscriptionState(subscription.status);
      if (subscription.status === 'paused') {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.PausedDayChange);
      }
      const zone = await this.checkout.deliveries.zoneByCode(subscription.zoneCode, tx);
      if (!zone?.deliveryWeekdays.includes(weekday)) {
        const days = (zone?.deliveryWeekdays ?? []).map(weekdayName).join(', ');
        throw new HttpError(400, SubscriptionErrorCode.DayUnavailable, SubscriptionMessage.dayUnavailable(days), {
          delivery_weekday: [SubscriptionMessage.dayUnavailable(days)],
        });
      }
      if (weekday === subscription.deliveryWeekday) return;
      await this.moveOpenWeeks(tx, subscription, zone, weekday);
      await tx.update(subscriptions).set({ deliveryWeekday: weekday }).where(eq(subscriptions.id, subscription.id));
      await this.tell(tx, subscription, 'day_changed', weekdayName(weekday));
    });
    return this.subscriptions.view(customerId);
  }

  /**
   * A new delivery address: the open weeks go there. In another zone they move to its dates on the same weekday (or
   * the zone's first delivery day when it has not that one), with its cutoffs and delivery fee.
   */
  async changeAddress(customerId: number, address: AddressSnapshot): Promise<SubscriptionView> {
    if (!lookupZip(address.zip)) throw zipProblem(ShippingMessage.ZipUnknown, CheckoutErrorCode.ZipUnknown);
    await this.db.transaction(async (tx) => {
      const subscription = await this.subscriptions.lock(tx, customerId);
      if (subscription.status === 'canceled') throw wrongSubscriptionState(subscription.status);
      const zone = await this.checkout.deliveries.zoneFor(address.zip, tx);
      if (!zone) throw zipProblem(ShippingMessage.ZipNotServed, CheckoutErrorCode.ZipNotServed);
      const weekday = zone.deliveryWeekdays.includes(subscription.deliveryWeekday)
        ? subscription.deliveryWeekday
        : Math.min(...zone.deliveryWeekdays);
      if (zone.code !== subscription.zoneCode && subscription.status === 'paused') {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.PausedZoneChange);
      }
      await tx
        .update(orders)
        .set({ address })
        .where(and(this.open(subscription), inArray(orders.status, ['scheduled', 'skipped'])));
      if (zone.code !== subscription.zoneCode) await this.moveOpenWeeks(tx, subscription, zone, weekday);
      await tx
        .update(subscriptions)
        .set({ address, zoneCode: zone.code, deliveryWeekday: weekday })
        .where(eq(subscriptions.id, subscription.id));
    });
    return this.subscriptions.view(customerId);
  }

  /** The n-th open week to the n-th open date of `zone` on `weekday`, priced there; the rest are dropped. */
  private async moveOpenWeeks(tx: DbOrTx, subscription: SubscriptionRow, zone: DeliveryZone, weekday: number) {
    const open = await tx
      .select()
      .from(orders)
      .where(and(this.open(subscription), inArray(orders.status, ['scheduled', 'skipped'])))
      .orderBy(asc(orders.deliveryDate));
    const openIds = open.map((row) => row.id);
    const taken = (
      await tx
        .select({ date: orders.deliveryDate })
        .from(orders)
        .where(
          and(
            eq(orders.subscriptionId, subscription.id),
            openIds.length > 0 ? notInArray(orders.id, openIds) : undefined,
          ),
        )
    ).map((row) => row.date);
    const dates = upcomingDeliveryDates(zone, this.clock.now(), UPCOMING_WEEKS + 1).filter(
      (date) => weekdayOf(date.date) === weekday && !taken.includes(date.date),
    );
    // Two passes, so no moved week lands on a date another open week still holds: first each to a placeholder day
    // of its own (unique by id, long past, so nothing else ever holds it).
    for (const row of open) {
      await tx
        .update(orders)
        .set({ deliveryDate: new Date(Date.UTC(1900, 0, 1) + row.id * 86_400_000).toISOString().slice(0, 10) })
        .where(eq(orders.id, row.id));
    }
    for (const [index, row] of open.entries()) {
      const date = dates[index];
      if (!date) {
        await tx.delete(orders).where(eq(orders.id, row.id));
        continue;
      }
      await tx
        .update(orders)
        .set({ deliveryDate: date.date, cutoffAt: date.cutoffAt, zoneCode: zone.code })
        .where(eq(orders.id, row.id));
      if (row.zoneCode !== zone.code) await repriceOrder(tx, this.checkout, { ...row, zoneCode: zone.code });
    }
  }

  /** The subscription's weeks whose cutoff is still ahead. */
  private open(subscription: SubscriptionRow) {
    return and(eq(orders.subscriptionId, subscription.id), gt(orders.cutoffAt, this.clock.now()));
  }

  /** The open weeks skipped for `reason` (a pause, a cancellation) are scheduled again. */
  private async reopen(tx: DbOrTx, subscription: SubscriptionRow, reason: 'paused' | 'canceled') {
    await tx
      .update(orders)
      .set({ status: 'scheduled', skipReason: null })
      .where(and(this.open(subscription), eq(orders.status, 'skipped'), eq(orders.skipReason, reason)));
  }

  private async tell(tx: DbOrTx, subscription: SubscriptionRow, kind: SubscriptionKind, detail: string) {
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, subscription.customerId));
    if (!customer) return;
    await this.outbox.enqueue(tx, 'subscription_update', customer.email, {
      firstName: customer.firstName,
      kind,
      detail,
    });
  }
}
