// Placing the first order (issue 15): one transaction writes the order (lines, prices, address and totals
// snapshotted), the weekly subscription, the promo redemption, `did_checkout` and the confirmation email. The
// Idempotency-Key makes a retry return the same order; the customer's row lock makes a double click place one.
// The card is charged when the order is finalized at its cutoff (docs/decisions/150-checkout-and-payments.md).
import type { Order, SkipReason } from '@larder/contracts/schemas/checkout';
import { CheckoutErrorCode, CheckoutMessage, ShippingMessage } from '@larder/contracts/values/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orderLines, orders, promoRedemptions, subscriptions } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { lockCustomerRow } from '../accounts/customer-repository';
import { cutoffFor } from '../deliveries/delivery-dates';
import { deliveryDateBody } from '../deliveries/service';
import type { Outbox } from '../email/outbox';
import { cardFailure } from '../payments/card-failures';
import type { PaymentFailure } from '../payments/provider';
import { freeGiftById, freeGiftOptions, giftOf } from './free-gift';
import * as repository from './repository';
import { alreadyOrdered, type CheckoutService, findPromoById, lineBody, promoProblem } from './service';

/** An Idempotency-Key as clients send it (Stripe's rule: up to 255 characters). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or 400 idempotency_key_required (placing an order, buying a gift card). */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, CheckoutErrorCode.IdempotencyKeyRequired, CheckoutMessage.IdempotencyKeyRequired);
  }
  return key;
}

export interface PlacedOrder {
  order: Order;
  /** False when the key had placed it already (a retry). */
  created: boolean;
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
    private readonly outbox: Outbox,
  ) {}

  async place(customerId: number, idempotencyKey: string): Promise<PlacedOrder> {
    const orderId = await this.db.transaction(async (tx) => {
      await lockCustomerRow(tx, customerId);
      const previous = await repository.findOrderByKey(tx, customerId, idempotencyKey);
      if (previous) return { id: previous.id, created: false };
      if (await repository.hasSubscription(tx, customerId)) throw alreadyOrdered();
      return { id: await this.write(tx, customerId, idempotencyKey), created: true };
    });
    const order = await this.find(customerId, orderId.id);
    if (!order) throw new Error(`order ${orderId.id} vanished`);
    return { order, created: orderId.created };
  }

  private async write(tx: DbOrTx, customerId: number, idempotencyKey: string): Promise<number> {
    const now = this.clock.now();
    const row = await repository.findCheckout(tx, customerId);
    const lines = await repository.listCheckoutLines(tx, customerId);
    if (lines.length === 0) throw new HttpError(400, CheckoutErrorCode.EmptyBox, CheckoutMessage.EmptyBox);
    const zone = row?.zoneCode ? await this.checkout.deliveries.zoneByCode(row.zoneCode, tx) : undefined;
    if (!row?.address || !zone || !row.deliveryDate) {
      throw new HttpError(400, CheckoutErrorCode.NoShipping, CheckoutMessage.NoShipping);
    }
    const delivery = this.checkout.deliveries.dateIn(zone, row.deliveryDate);
    if (!delivery) {
      throw new HttpError(400, CheckoutErrorCode.DeliveryDateUnavailable, ShippingMessage.DeliveryDateUnavailable);
    }
    if (!row.paymentMethodId) {
      throw new HttpError(400, CheckoutErrorCode.NoPaymentMethod, CheckoutMessage.NoPaymentMethod);
    }
    const promo = row.promoCodeId ? await findPromoById(tx, row.promoCodeId) : undefined;
    if (promo) {
      const problem = await promoProblem(tx, promo, customerId, now);
      if (problem) throw problem;
    }
    const totals = await this.checkout.totals(tx, row, lines);
    if (totals.subtotal_cents < totals.min_order_cents) {
      throw new HttpError(
        400,
        CheckoutErrorCode.BelowMinimum,
        CheckoutMessage.BelowMinimum(formatCents(totals.min_order_cents)),
      );
    }
    const gift = giftOf(await freeGiftOptions(tx), row.freeGiftProductId);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        freeGiftProductId: gift?.id ?? null,
        customerId,
        zoneCode: zone.code,
        deliveryWeekday: new Date(`${delivery.date}T12:00:00Z`).getUTCDay(),
        address: row.address,
        paymentMethodId: row.paymentMethodId,
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error('subscription not inserted');
    const [order] = await tx
      .insert(orders)
      .values({
        customerId,
        subscriptionId: subscription.id,
        status: 'scheduled',
        deliveryDate: delivery.date,
        cutoffAt: cutoffFor(zone, delivery.date),
        zoneCode: zone.code,
        address: row.address,
        subtotalCents: totals.subtotal_cents,
        discountCents: totals.discount_cents,
        deliveryFeeCents: totals.delivery_fee_cents,
        creditsCents: totals.credits_cents,
        totalCents: totals.total_cents,
        minOrderCents: totals.min_order_cents,
        freeDeliveryMinCents: totals.free_delivery_min_cents,
        promoCodeId: promo?.id ?? null,
        paymentMethodId: row.paymentMethodId,
        idempotencyKey,
        createdAt: now,
        freeGiftProductId: gift?.id ?? null,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order not inserted');
    await tx.insert(orderLines).values(lines.map(({ customerId: _, ...line }) => ({ ...line, orderId: order.id })));
    if (promo) {
      await tx.insert(promoRedemptions).values({
        promoCodeId: promo.id,
        customerId,
        orderId: order.id,
        deliveriesLeft: Math.max(0, promo.deliveries - 1),
        createdAt: now,
      });
    }
    const [customer] = await tx
      .update(customers)
      .set({ didCheckout: true, updatedAt: now })
      .where(eq(customers.id, customerId))
      .returning({ email: customers.email, firstName: customers.firstName });
    if (!customer) throw new Error('customer vanished');
    await this.outbox.enqueue(tx, 'order_confirmation', customer.email, {
      firstName: customer.firstName,
      orderId: order.id,
      deliveryLabel: delivery.label,
      cutoffLabel: delivery.cutoffLabel,
      address: row.address,
      lines: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        totalCents: line.quantity * line.unitPriceCents,
      })),
      freeGift: gift?.name,
      totals: {
        subtotalCents: totals.subtotal_cents,
        discountCents: totals.discount_cents,
        deliveryFeeCents: totals.delivery_fee_cents,
        creditsCents: totals.credits_cents,
        totalCents: totals.total_cents,
      },
    });
    return order.id;
  }

  /** The customer's order, as placed. */
  /** Reads in parallel: never inside a transaction (its one connection takes one query at a time). */
  async find(customerId: number, orderId: number): Promise<Order | undefined> {
    const { db } = this;
    const row = await repository.findOrder(db, customerId, orderId);
    if (!row) return undefined;
    const [lines, promo, card, zone, gift] = await Promise.all([
      repository.listOrderLines(db, row.id),
      row.promoCodeId ? findPromoById(db, row.promoCodeId) : undefined,
      repository.findPaymentMethod(db, row.paymentMethodId),
      this.checkout.deliveries.zoneByCode(row.zoneCode, db),
      freeGiftById(db, row.freeGiftProductId),
    ]);
    if (!card) throw new Error(`order ${row.id} has no card`);
    const delivery = zone
      ? this.checkout.deliveries.describeDate(zone, row.deliveryDate)
      : { date: row.deliveryDate, label: row.deliveryDate, cutoffAt: row.cutoffAt, cutoffLabel: '' };
    // The zone may have changed since: the cutoff is the order's own.
    return {
      id: row.id,
      status: row.status as Order['status'],
      delivery: deliveryDateBody({ ...delivery, cutoffAt: row.cutoffAt }),
      shipping: row.address,
      lines: lines.map(lineBody),
      totals: {
        subtotal_cents: row.subtotalCents,
        discount_cents: row.discountCents,
        delivery_fee_cents: row.deliveryFeeCents,
        credits_cents: row.creditsCents,
        total_cents: row.totalCents,
        min_order_cents: row.minOrderCents,
        free_delivery_min_cents: row.freeDeliveryMinCents,
      },
      promo: promo ? { code: promo.code, discount_effect: promo.discountEffect } : null,
      card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      created_at: row.createdAt.toISOString(),
      skip_reason: row.status === 'skipped' ? (row.skipReason as SkipReason | null) : null,
      refunded_cents: row.refundedCents,
      payment_failure: row.paymentFailure ? cardFailure(row.paymentFailure as PaymentFailure['code']).message : null,
      next_payment_attempt_at:
        row.status === 'payment_failed' ? (row.nextPaymentAttemptAt?.toISOString() ?? null) : null,
      free_gift: gift,
    };
  }
}
