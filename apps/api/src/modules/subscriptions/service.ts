// The subscriber's weeks (issue 16): the next four deliveries on the subscription's weekday, each an order made the
// first time it is needed from the customer's plan (the plan engine, current preferences) and kept with its edits
// after that; skip and unskip before a week's cutoff. Orders are unique per subscription and date, so two requests
// building the same week make one order.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderLines, orders, promoRedemptions, subscriptions } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { boxLinesFromPlan } from '../checkout/box-lines';
import type { OrderService } from '../checkout/order-service';
import { priceBox } from '../checkout/pricing';
import { type CheckoutService, findPromoById } from '../checkout/service';
import { upcomingDeliveryDates } from '../deliveries/delivery-dates';
import type { PlanService } from '../plan/service';

/** Weeks ahead a subscriber sees (and can skip). */
export const UPCOMING_WEEKS = 4;
/** Past orders shown with the upcoming ones. */
const RECENT_ORDERS = 4;

type SubscriptionRow = typeof subscriptions.$inferSelect;

const notFound = () => new HttpError(404, 'not_found', 'Not found.');

export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly plans: PlanService,
    private readonly checkout: CheckoutService,
    private readonly orders: OrderService,
  ) {}

  /** The subscription and its weeks: recent orders, then the next four deliveries (made when missing). */
  async view(customerId: number): Promise<SubscriptionView> {
    const [subscription] = await this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customerId))
      .limit(1);
    if (!subscription) return { status: 'none', delivery_weekday: null, upcoming: [], recent: [] };
    if (subscription.status === 'active') await this.ensureUpcoming(subscription);
    const now = this.clock.now();
    const upcoming = await this.db
      .select({ id: orders.id })
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
    return {
      status: subscription.status === 'paused' || subscription.status === 'canceled' ? subscription.status : 'active',
      delivery_weekday: subscription.deliveryWeekday,
      upcoming: await load(upcoming),
      recent: await load(recent),
    };
  }

  /** Makes the orders of the next deliveries on the subscription's weekday that do not exist yet. */
  private async ensureUpcoming(subscription: SubscriptionRow): Promise<void> {
    const zone = await this.checkout.deliveries.zoneByCode(subscription.zoneCode);
    if (!zone) return;
    const dates = upcomingDeliveryDates(zone, this.clock.now(), UPCOMING_WEEKS + 1)
      .filter((date) => new Date(`${date.date}T12:00:00Z`).getUTCDay() === subscription.deliveryWeekday)
      .slice(0, UPCOMING_WEEKS);
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
      await this.db.transaction(async (tx) => {
        // The promo's remaining deliveries are taken in order of delivery date.
        const [redemption] = await tx
          .select()
          .from(promoRedemptions)
          .where(and(eq(promoRedemptions.customerId, subscription.customerId), gt(promoRedemptions.deliveriesLeft, 0)))
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
            status: 'scheduled',
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

  /** Skips (or with `skip` false, puts back) one of the customer's weeks before its cutoff. */
  async setSkipped(customerId: number, orderId: number, skip: boolean): Promise<Order> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .for('update');
      if (!row) throw notFound();
      const zone = await this.checkout.deliveries.zoneByCode(row.zoneCode, tx);
      if (row.cutoffAt.getTime() <= this.clock.now().getTime()) {
        const label = zone ? this.checkout.deliveries.describeDate(zone, row.deliveryDate).cutoffLabel : '';
        throw new HttpError(409, SubscriptionErrorCode.PastCutoff, SubscriptionMessage.pastCutoff(label));
      }
      const from = skip ? 'scheduled' : 'skipped';
      if (row.status !== from) {
        throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(row.status));
      }
      await tx
        .update(orders)
        .set({ status: skip ? 'skipped' : 'scheduled', skipReason: skip ? 'customer' : null })
        .where(eq(orders.id, orderId));
    });
    const order = await this.orders.find(customerId, orderId);
    if (!order) throw notFound();
    return order;
  }
}
