// The subscription's own changes (issue 16): pause for 1–4 weeks and resume, cancel with a reason and reactivate,
// and change the delivery day or address. Each runs in one transaction under the subscription's row lock, moves the
// subscription through its state machine (subscription-status.ts), asks the orders module to change the weeks whose
// cutoff is still ahead (a locked box goes out as it is), and writes its email in the same transaction. Afterwards
// the weeks a change brought back or moved are made again at once (the week maker, which the pass also runs).
import type { CancelRequest, SubscriptionView } from '@larder/contracts/schemas/subscription';
import { CheckoutErrorCode, ShippingMessage } from '@larder/contracts/values/checkout';
import {
  CANCEL_REASON_LABELS,
  SubscriptionErrorCode,
  SubscriptionMessage,
  weekdayName,
} from '@larder/contracts/values/subscription';
import type { Db, DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { findCustomerById } from '../accounts/customer-repository';
import type { DeliveryService } from '../deliveries/service';
import { lookupZip } from '../deliveries/zip-directory';
import type { Outbox } from '../email/outbox';
import type { SubscriptionKind } from '../email/templates/subscription-update';
import { moveSubscription, type SubscriptionRow, updateSubscription } from '../orders/subscription-rows';
import type { WeekMaker } from '../orders/week-maker';
import type { OrderWeeks } from '../orders/weeks';
import type { SubscriptionService } from './service';

const zipProblem = (message: string, code: string) => new HttpError(400, code, message, { zip: [message] });

/**
 * An operator's audit row, written in the change's own transaction with the subscription as it was before
 * (docs/decisions/200-operators.md): the console passes one, the customer's own routes none.
 */
export type SubscriptionRecorder = (tx: DbOrTx, before: SubscriptionRow) => Promise<void>;

const wrongSubscriptionState = (status: string) =>
  new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.subscriptionState(status));

export class SubscriptionLifecycle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionService,
    private readonly deliveries: DeliveryService,
    private readonly weeks: OrderWeeks,
    private readonly weekMaker: WeekMaker,
    private readonly outbox: Outbox,
  ) {}

  /** Pauses the next `weeks` open deliveries; boxes come again from the one after them. */
  async pause(customerId: number, weeks: number, recorder?: SubscriptionRecorder): Promise<SubscriptionView> {
    const subscription = await this.subscriptions.find(customerId);
    if (subscription) await this.weekMaker.makeFor(subscription.id); // the open weeks exist before some are paused
    await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      const { zone, dates } = await this.weeks.openDates(locked, weeks + 1, tx);
      const until = dates[weeks]?.date ?? dates.at(-1)?.date;
      if (!zone || !until) throw wrongSubscriptionState(locked.status);
      const paused = await moveSubscription(tx, locked.id, 'paused', { pausedUntil: until });
      if (!paused) throw wrongSubscriptionState(locked.status);
      await this.weeks.skipOpen(tx, locked, 'paused', { before: until });
      await this.weeks.spreadPromo(tx, locked);
      await this.tell(tx, locked, 'paused', this.deliveries.describeDate(zone, until).label);
      await recorder?.(tx, locked);
    });
    return this.subscriptions.view(customerId);
  }

  /** Ends a pause now: the paused open weeks are scheduled again (the console's unpause passes a recorder). */
  async resume(customerId: number, recorder?: SubscriptionRecorder): Promise<SubscriptionView> {
    const id = await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      if (locked.status !== 'paused') throw wrongSubscriptionState(locked.status);
      await moveSubscription(tx, locked.id, 'active', { pausedUntil: null });
      await this.weeks.reopen(tx, locked, 'paused');
      await this.weeks.spreadPromo(tx, locked);
      await this.tell(tx, locked, 'resumed', '');
      await recorder?.(tx, locked);
      return locked.id;
    });
    await this.weekMaker.makeFor(id);
    return this.subscriptions.view(customerId);
  }

  /** Cancels: no box after the ones already locked; the reason and the customer's words are kept. */
  async cancel(customerId: number, request: CancelRequest, recorder?: SubscriptionRecorder): Promise<SubscriptionView> {
    await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      const canceled = await moveSubscription(tx, locked.id, 'canceled', {
        pausedUntil: null,
        canceledAt: this.clock.now(),
        cancelReason: request.reason,
        cancelNote: request.note || null,
      });
      if (!canceled) throw wrongSubscriptionState(locked.status);
      // Weeks the customer skipped stay theirs: reactivating puts back only what canceling took.
      await this.weeks.skipOpen(tx, locked, 'canceled', { alsoPaused: true });
      await this.weeks.spreadPromo(tx, locked);
      await this.tell(tx, locked, 'canceled', CANCEL_REASON_LABELS[request.reason]);
      await recorder?.(tx, locked);
    });
    return this.subscriptions.view(customerId);
  }

  /** Starts a canceled subscription again, from its next open week (the console's undo of a cancel passes a recorder). */
  async reactivate(customerId: number, recorder?: SubscriptionRecorder): Promise<SubscriptionView> {
    const id = await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      if (locked.status !== 'canceled') throw wrongSubscriptionState(locked.status);
      await moveSubscription(tx, locked.id, 'active', { canceledAt: null });
      await this.weeks.reopen(tx, locked, 'canceled');
      await this.weeks.spreadPromo(tx, locked);
      await this.tell(tx, locked, 'reactivated', '');
      await recorder?.(tx, locked);
      return locked.id;
    });
    await this.weekMaker.makeFor(id);
    return this.subscriptions.view(customerId);
  }

  /**
   * Moves the open weeks to another of the zone's weekdays: the n-th open week goes to the n-th open date on the new
   * day, with its box and edits (a week without a date there is dropped and made again when needed).
   */
  async changeDay(customerId: number, weekday: number): Promise<SubscriptionView> {
    const id = await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      if (locked.status === 'canceled') throw wrongSubscriptionState(locked.status);
      if (locked.status === 'paused') {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.PausedDayChange);
      }
      const zone = await this.deliveries.zoneByCode(locked.zoneCode, tx);
      if (!zone?.deliveryWeekdays.includes(weekday)) {
        const days = (zone?.deliveryWeekdays ?? []).map(weekdayName).join(', ');
        throw new HttpError(400, SubscriptionErrorCode.DayUnavailable, SubscriptionMessage.dayUnavailable(days), {
          delivery_weekday: [SubscriptionMessage.dayUnavailable(days)],
        });
      }
      if (weekday === locked.deliveryWeekday) return locked.id;
      await this.weeks.moveOpen(tx, locked, zone, weekday);
      await updateSubscription(tx, locked.id, { deliveryWeekday: weekday });
      await this.weeks.spreadPromo(tx, locked);
      await this.tell(tx, locked, 'day_changed', weekdayName(weekday));
      return locked.id;
    });
    await this.weekMaker.makeFor(id);
    return this.subscriptions.view(customerId);
  }

  /**
   * A new delivery address: the open weeks go there. In another zone they move to its dates on the same weekday (or
   * the zone's first delivery day when it has not that one), with its cutoffs and delivery fee.
   */
  async changeAddress(customerId: number, address: AddressSnapshot): Promise<SubscriptionView> {
    if (!lookupZip(address.zip)) throw zipProblem(ShippingMessage.ZipUnknown, CheckoutErrorCode.ZipUnknown);
    const id = await this.db.transaction(async (tx) => {
      const locked = await this.subscriptions.lock(tx, customerId);
      if (locked.status === 'canceled') throw wrongSubscriptionState(locked.status);
      const zone = await this.deliveries.zoneFor(address.zip, tx);
      if (!zone) throw zipProblem(ShippingMessage.ZipNotServed, CheckoutErrorCode.ZipNotServed);
      const weekday = zone.deliveryWeekdays.includes(locked.deliveryWeekday)
        ? locked.deliveryWeekday
        : Math.min(...zone.deliveryWeekdays);
      if (zone.code !== locked.zoneCode && locked.status === 'paused') {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.PausedZoneChange);
      }
      await this.weeks.readdress(tx, locked, address);
      if (zone.code !== locked.zoneCode) await this.weeks.moveOpen(tx, locked, zone, weekday);
      await updateSubscription(tx, locked.id, { address, zoneCode: zone.code, deliveryWeekday: weekday });
      await this.weeks.spreadPromo(tx, locked);
      return locked.id;
    });
    await this.weekMaker.makeFor(id);
    return this.subscriptions.view(customerId);
  }

  private async tell(tx: DbOrTx, subscription: SubscriptionRow, kind: SubscriptionKind, detail: string) {
    const customer = await findCustomerById(tx, subscription.customerId);
    if (!customer) return;
    await this.outbox.enqueue(tx, 'subscription_update', customer.email, {
      firstName: customer.firstName,
      kind,
      detail,
    });
  }
}
