// The subscriber's weeks (issue 16; docs/decisions/160-weekly-cycle.md): the next four deliveries on the
// subscription's weekday, each an order made the first time it is needed from the customer's plan (the plan engine,
// current preferences) and kept with its edits after that; skip and unskip before a week's cutoff; the order
// history. Orders are unique per subscription and date, so two requests building the same week make one order. While
// paused, the weeks before `paused_until` are made skipped; once the next open week is past the pause, the
// subscription is active again by itself.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { OrderHistory, SubscriptionView } from '@larder/contracts/schemas/subscription';
import {
  ORDER_HISTORY_PAGE_SIZE,
  SubscriptionErrorCode,
  SubscriptionMessage,
} from '@larder/contracts/values/subscription';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { orderLines, orders, promoRedemptions, subscriptions } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { boxLinesFromPlan } from '../checkout/box-lines';
import type { OrderService } from '../checkout/order-service';
import { priceBox } from '../checkout/pricing';
import { findPaymentMethod } from '../checkout/repository';
import { type CheckoutService, findPromoById } from '../checkout/service';
import { upcomingDeliveryDates } from '../deliveries/delivery-dates';
import type { PlanService } from '../plan/service';

/** Weeks ahead a subscriber sees (and can skip). */
export const UPCOMING_WEEKS = 4;
/** Past orders shown with the upcoming ones. */
const RECENT_ORDERS = 4;

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export const notFound = () => new HttpError(404, 'not_found', 'Not found.');

export const noSubscription = () =>
  new HttpError(404, SubscriptionErrorCode.NoSubscription, SubscriptionMessage.NoSubscription);

/** The weekday of a 'YYYY-MM-DD' day (0 = Sunday). */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly plans: PlanService,
    private readonly checkout: CheckoutService,
    private readonly orders: OrderService,
  ) {}

  async find(customerId: number, db: DbOrTx = this.db): Promise<SubscriptionRow | undefined> {
    const [subscription] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .limit(1);
    return subscription;
  }

  /** The customer's subscription row, locked for a change (404 no_subscription without one). */
  async lock(tx: DbOrTx, customerId: number): Promise<SubscriptionRow> {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .for('update');
    if (!subscription) throw noSubscription();
    return subscription;
  }

  /** The subscription and its weeks: recent orders, then the next four deliveries (made when missing). */
  async view(customerId: number): Promise<SubscriptionView> {
    let subscription = await this.find(customerId);
    if (!subscription) {
      return {
        status: 'none',
        delivery_weekday: null,
        delivery_weekdays: [],
        paused_until: null,
        shipping: null,
        card: null,
        payment_provider: this.checkout.providerName,
        upcoming: [],
        recent: [],
      };
    }
    if (subscription.status !== 'canceled') {
      await this.ensureUpcoming(subscription);
      subscription = (await this.endPauseIfOver(subscription)) ?? subscription;
    }
    const now = this.clock.now();
    const upcoming = await this.db
      .select({ id: orders.id, status: orders.status, skipReason: orders.skipReason })
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscription.id), gt(orders.cutoffAt, now)))
      .orderBy(asc(orders.deliveryDate))
      .limit(UPCOMING_WEEKS);
    const recent = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.subscriptionId, subscription.id), sql`${orders.cutoffAt} <= ${now}`))
      .orderBy(desc(orders.deliveryDate))
      .limit(RECENT_ORDERS);
    const load = async (ids: { id: number }[]) =>
      (await Promise.all(ids.map(({ id }) => this.orders.find(customerId, id)))).filter(
        (order): order is Order => order !== undefined,
      );
    const [zone, card] = await Promise.all([
      this.checkout.deliveries.zoneByCode(subscription.zoneCode),
      findPaymentMethod(this.db, subscription.paymentMethodId),
    ]);
    // A canceled subscription's open weeks are not coming: only what already locked is shown.
    const shown = subscription.status === 'canceled' ? upcoming.filter((row) => row.status !== 'skipped') : upcoming;
    return {
      status: subscription.status as SubscriptionView['status'],
      delivery_weekday: subscription.deliveryWeekday,
      delivery_weekdays: zone ? [...zone.deliveryWeekdays].sort((a, b) => a - b) : [subscription.deliveryWeekday],
      paused_until: subscription.status === 'paused' ? subscription.pausedUntil : null,
      shipping: subscription.address,
      card: card ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } : null,
      payment_provider: this.checkout.providerName,
      upcoming: await load(shown),
      recent: await load(recent),
    };
  }

  /** The customer's orders, newest delivery first, a page at a time. */
  async history(customerId: number, page: number): Promise<OrderHistory> {
    const [counted] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.customerId, customerId));
    const count = counted?.count ?? 0;
    const ids = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.deliveryDate), desc(orders.id))
      .limit(ORDER_HISTORY_PAGE_SIZE)
      .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE);
    const results = (await Promise.all(ids.map(({ id }) => this.orders.find(customerId, id)))).filter(
      (order): order is Order => order !== undefined,
    );
    return { results, count, page, pages: Math.max(1, Math.ceil(count / ORDER_HISTORY_PAGE_SIZE)) };
  }

  /** A paused subscription whose open weeks are all past the pause is active again. */
  private async endPauseIfOver(subscription: SubscriptionRow): Promise<SubscriptionRow | undefined> {
    if (subscription.status !== 'paused' || !subscription.pausedUntil) return undefined;
    const [stillPaused] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.subscriptionId, subscription.id),
          gt(orders.cutoffAt, this.clock.now()),
          sql`${orders.deliveryDate} < ${subscription.pausedUntil}`,
        ),
      )
      .limit(1);
    if (stillPaused) return undefined;
    const [resumed] = await this.db
      .update(subscriptions)
      .set({ status: 'active', pausedUntil: null })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, 'paused')))
      .returning();
    return resumed;
  }

  /** The next delivery dates on the subscription's weekday (cutoff still ahead), at most `count`. */
  async openDates(subscription: SubscriptionRow, count: number, db: DbOrTx = this.db) {
    const zone = await this.checkout.deliveries.zoneByCode(subscription.zoneCode, db);
    if (!zone) return { zone, dates: [] };
    const dates = upcomingDeliveryDates(zone, this.clock.now(), count + 1)
      .filter((date) => weekdayOf(date.date) === subscription.deliveryWeekday)
      .slice(0, count);
    return { zone, dates };
  }

  /** Makes the orders of the next deliveries on the subscription's weekday that do not exist yet. */
  private async ensureUpcoming(subscription: SubscriptionRow): Promise<void> {
    const { zone, dates } = await this.openDates(subscription, UPCOMING_WEEKS);
    if (!zone) return;
    const existing = new Set(
      (
        await this.db
          .select({ date: orders.deliveryDate })
          .from(orders)
          .where(eq(orders.subscriptionId, subscription.id))
      ).map((row) => row.date),
    );
    const missing = dates.filter((date) => !existing.has(date.date));
    if (missing.length === 0) return;
    const plan = await this.plans.plan(subscription.customerId);
    const lines = boxLinesFromPlan(plan);
    const rules = await this.checkout.pricingRules();
    for (const date of missing) {
      const paused =
        subscription.status === 'paused' && subscription.pausedUntil !== null && date.date < subscription.pausedUntil;
      await this.db.transaction(async (tx) => {
        // The promo's remaining deliveries are taken in order of delivery date (a paused week takes none).
        const [redemption] = paused
          ? []
          : await tx
              .select()
              .from(promoRedemptions)
              .where(
                and(eq(promoRedemptions.customerId, subscription.customerId), gt(promoRedemptions.deliveriesLeft, 0)),
              )
              .for('update')
              .limit(1);
        const promo = redemption ? await findPromoById(tx, redemption.promoCodeId) : undefined;
        const totals = priceBox(
          lines,
          promo ? { percentOff: promo.percentOff, amountOffCents: promo.amountOffCents } : null,
          { ...rules, deliveryFeeCents: zone.deliveryFeeCents },
        );
        const [order] = await tx
          .insert(orders)
          .values({
            customerId: subscription.customerId,
            subscriptionId: subscription.id,
            status: paused ? 'skipped' : 'scheduled',
            skipReason: paused ? 'paused' : null,
            deliveryDate: date.date,
            cutoffAt: date.cutoffAt,
            zoneCode: zone.code,
            address: subscription.address,
            subtotalCents: totals.subtotal_cents,
            discountCents: totals.discount_cents,
            deliveryFeeCents: totals.delivery_fee_cents,
            creditsCents: totals.credits_cents,
            totalCents: totals.total_cents,
            minOrderCents: totals.min_order_cents,
            freeDeliveryMinCents: totals.free_delivery_min_cents,
            promoCodeId: promo?.id ?? null,
            paymentMethodId: subscription.paymentMethodId,
            freeGiftProductId: subscription.freeGiftProductId,
            createdAt: this.clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: orders.id });
        if (!order) return;
        if (lines.length > 0) {
          await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
        }
        if (redemption && promo) {
          await tx
            .update(promoRedemptions)
            .set({ deliveriesLeft: redemption.deliveriesLeft - 1 })
            .where(eq(promoRedemptions.id, redemption.id));
        }
      });
    }
  }

  /**
   * One of the customer's orders, locked for a change before its cutoff: 404 for another customer's or an unknown
   * order, 409 past_cutoff (saying until when changes were possible) once its cutoff passed.
   */
  async lockOpenOrder(tx: DbOrTx, customerId: number, orderId: number): Promise<OrderRow> {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .for('update');
    if (!row) throw notFound();
    if (row.cutoffAt.getTime() <= this.clock.now().getTime()) {
      const zone = await this.checkout.deliveries.zoneByCode(row.zoneCode, tx);
      const label = zone ? this.checkout.deliveries.describeDate(zone, row.deliveryDate).cutoffLabel : '';
      throw new HttpError(409, SubscriptionErrorCode.PastCutoff, SubscriptionMessage.pastCutoff(label));
    }
    return row;
  }

  /** The order as the customer sees it, after a change. */
  async order(customerId: number, orderId: number): Promise<Order> {
    const order = await this.orders.find(customerId, orderId);
    if (!order) throw notFound();
    return order;
  }

  /** Skips (or with `skip` false, puts back) one of the customer's weeks before its cutoff. */
  async setSkipped(customerId: number, orderId: number, skip: boolean): Promise<Order> {
    await this.db.transaction(async (tx) => {
      const row = await this.lockOpenOrder(tx, customerId, orderId);
      const allowed = skip ? row.status === 'scheduled' : row.status === 'skipped' && row.skipReason === 'customer';
      if (!allowed) {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(row.status));
      }
      await tx
        .update(orders)
        .set({ status: skip ? 'skipped' : 'scheduled', skipReason: skip ? 'customer' : null })
        .where(eq(orders.id, orderId));
    });
    return this.order(customerId, orderId);
  }
}
