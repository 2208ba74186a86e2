// Orders as the customer sees them: one order (its lines, totals, card, delivery and state), and the history a page at
// a time. Reads only; they run in parallel, so never inside a transaction (its one connection takes one query at a
// time).
import type { Order, SkipReason } from '@larder/contracts/schemas/checkout';
import type { OrderHistory } from '@larder/contracts/schemas/subscription';
import { ORDER_HISTORY_PAGE_SIZE } from '@larder/contracts/values/subscription';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { DeliveryService } from '../deliveries/service';
import { deliveryDateBody } from '../deliveries/service';
import { cardFailure } from '../payments/card-failures';
import type { PaymentFailure } from '../payments/provider';
import { findPaymentMethod } from '../payments/repository';
import { foodHousehold, lineFacts } from '../pricing/food-facts';
import { freeGiftById } from '../pricing/free-gift';
import { lineBody } from '../pricing/line-body';
import { findPromoById } from '../promos/repository';
import { appliedPromo } from '../promos/service';
import { orderPoints } from '../rewards/points';
import { orderBoxSpace } from './box-space';
import { deliveryRatingStars, reportedLineKeys } from './feedback-repository';
import { orderActions } from './order-actions';
import { pageOrderIds } from './order-reads';
import { findOrder, listOrderLines } from './repository';
import { findSubscriptionById } from './subscription-rows';

export const orderNotFound = () => new HttpError(404, 'not_found', 'Not found.');

export class OrderReader {
  constructor(
    private readonly db: Db,
    private readonly deliveries: DeliveryService,
    private readonly clock: Clock,
  ) {}

  /** The customer's order, or undefined for another customer's or an unknown one. */
  async find(customerId: number, orderId: number): Promise<Order | undefined> {
    const { db } = this;
    const row = await findOrder(db, customerId, orderId);
    if (!row) return undefined;
    const [lines, promo, card, zone, gift, space, household, stars, subscription, reported, points] = await Promise.all(
      [
        listOrderLines(db, row.id),
        row.promoCodeId ? findPromoById(db, row.promoCodeId) : undefined,
        findPaymentMethod(db, row.paymentMethodId),
        this.deliveries.zoneByCode(row.zoneCode, db),
        freeGiftById(db, row.freeGiftProductId),
        orderBoxSpace(db, row.id),
        foodHousehold(db, customerId),
        deliveryRatingStars(db, row.id),
        findSubscriptionById(db, row.subscriptionId),
        row.status === 'delivered' ? reportedLineKeys(db, row.id) : new Set<string>(),
        orderPoints(db, row.id),
      ],
    );
    const facts = await lineFacts(db, lines);
    if (!card) throw new Error(`order ${row.id} has no card`);
    const delivery = zone
      ? this.deliveries.describeDate(zone, row.deliveryDate)
      : { date: row.deliveryDate, label: row.deliveryDate, cutoffAt: row.cutoffAt, cutoffLabel: '' };
    // The zone may have changed since: the cutoff is the order's own.
    return {
      id: row.id,
      status: row.status as Order['status'],
      delivery: deliveryDateBody({ ...delivery, cutoffAt: row.cutoffAt }),
      shipping: row.address,
      lines: lines.map((line) => lineBody(line, facts)),
      totals: {
        subtotal_cents: row.subtotalCents,
        discount_cents: row.discountCents,
        delivery_fee_cents: row.deliveryFeeCents,
        credits_cents: row.creditsCents,
        points_cents: row.pointsCents,
        total_cents: row.totalCents,
        min_order_cents: row.minOrderCents,
        free_delivery_min_cents: row.freeDeliveryMinCents,
      },
      promo: promo ? appliedPromo(promo) : null,
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      created_at: row.createdAt.toISOString(),
      skip_reason: row.status === 'skipped' ? (row.skipReason as SkipReason | null) : null,
      refunded_cents: row.refundedCents,
      points_used: points.used,
      points_earned: points.earned,
      payment_failure: row.paymentFailure ? cardFailure(row.paymentFailure as PaymentFailure['code']).message : null,
      next_payment_attempt_at:
        row.status === 'payment_failed' ? (row.nextPaymentAttemptAt?.toISOString() ?? null) : null,
      free_gift: gift,
      box_space: space,
      household,
      delivery_rating: stars === null ? null : { stars },
      ...orderActions(row, subscription, this.clock.now(), {
        allReported: lines.length > 0 && lines.every((line) => reported.has(`${line.itemType}:${line.itemId}`)),
        timeZone: zone?.timeZone,
      }),
    };
  }

  /** The customer's order, or 404. */
  async get(customerId: number, orderId: number): Promise<Order> {
    const order = await this.find(customerId, orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /** Several of the customer's orders, in the order given. */
  async many(customerId: number, ids: readonly number[]): Promise<Order[]> {
    return (await Promise.all(ids.map((id) => this.find(customerId, id)))).filter(
      (order): order is Order => order !== undefined,
    );
  }

  /** The customer's orders, newest delivery first, a page at a time. */
  async history(customerId: number, page: number): Promise<OrderHistory> {
    const { count, ids } = await pageOrderIds(
      this.db,
      customerId,
      ORDER_HISTORY_PAGE_SIZE,
      (page - 1) * ORDER_HISTORY_PAGE_SIZE,
    );
    const results = await this.many(customerId, ids);
    return { results, count, page, pages: Math.max(1, Math.ceil(count / ORDER_HISTORY_PAGE_SIZE)) };
  }
}
