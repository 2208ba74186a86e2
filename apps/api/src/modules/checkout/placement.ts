// Placing the first order (issue 15): one transaction writes the order (lines, prices, address and totals
// snapshotted), the weekly subscription, the promo redemption, `did_checkout` and the confirmation email. The
// Idempotency-Key makes a retry return the same order, and is bound to the request it came with (another request
// with it is 422); the customer's row lock makes a double click place one. The card is charged when the order is
// finalized at its cutoff (docs/decisions/150-checkout-and-payments.md); the following weeks are made at once. The
// checkout places it with the orders module's writes (orders sits below checkout: docs/decisions/002-layout.md).
import type { Order } from '@larder/contracts/schemas/checkout';
import { CheckoutErrorCode, CheckoutMessage, ShippingMessage } from '@larder/contracts/values/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyReused } from '../../lib/idempotency';
import { lockCustomerRow } from '../accounts/customer-repository';
import { cutoffFor } from '../deliveries/delivery-dates';
import type { DeliveryService } from '../deliveries/service';
import type { Outbox } from '../email/outbox';
import type { OrderReader } from '../orders/order-view';
import { insertPromoRedemption } from '../orders/promo-redemptions';
import { findOrderByKey, insertOrder, totalsColumns } from '../orders/repository';
import { hasSubscription, insertSubscription } from '../orders/subscription-rows';
import type { WeekMaker } from '../orders/week-maker';
import { freeGiftOptions, giftOf } from '../pricing/free-gift';
import { recordFirstOrder } from '../promos/household';
import { referralPromo } from '../referrals/offer';
import { offerOf, promoProblem } from './promo-checks';
import * as checkoutRepository from './repository';
import { alreadyOrdered, type CheckoutService } from './service';

export interface PlacedOrder {
  order: Order;
  /** False when the key had placed it already (a retry). */
  created: boolean;
}

export class OrderPlacement {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly checkout: CheckoutService,
    private readonly deliveries: DeliveryService,
    private readonly outbox: Outbox,
    private readonly reader: OrderReader,
    private readonly weekMaker: WeekMaker,
  ) {}

  /** Places the first order once per key; `digest` is the request's (requestDigest), which the key is bound to. */
  async place(customerId: number, idempotencyKey: string, digest: string): Promise<PlacedOrder> {
    const placed = await this.db.transaction(async (tx) => {
      await lockCustomerRow(tx, customerId);
      const previous = await findOrderByKey(tx, customerId, idempotencyKey);
      if (previous) {
        if (previous.idempotencyDigest !== null && previous.idempotencyDigest !== digest) throw idempotencyKeyReused();
        return { id: previous.id, subscriptionId: previous.subscriptionId, created: false };
      }
      if (await hasSubscription(tx, customerId)) throw alreadyOrdered();
      return { ...(await this.write(tx, customerId, idempotencyKey, digest)), created: true };
    });
    // The following weeks exist from the start (the pass would make them too).
    if (placed.created) await this.weekMaker.makeFor(placed.subscriptionId);
    const order = await this.reader.find(customerId, placed.id);
    if (!order) throw new Error(`order ${placed.id} vanished`);
    return { order, created: placed.created };
  }

  private async write(
    tx: DbOrTx,
    customerId: number,
    idempotencyKey: string,
    digest: string,
  ): Promise<{ id: number; subscriptionId: number }> {
    const now = this.clock.now();
    const row = await checkoutRepository.findCheckout(tx, customerId);
    const lines = await checkoutRepository.listCheckoutLines(tx, customerId);
    if (lines.length === 0) throw new HttpError(400, CheckoutErrorCode.EmptyBox, CheckoutMessage.EmptyBox);
    const zone = row?.zoneCode ? await this.deliveries.zoneByCode(row.zoneCode, tx) : undefined;
    if (!row?.address || !zone || !row.deliveryDate) {
      throw new HttpError(400, CheckoutErrorCode.NoShipping, CheckoutMessage.NoShipping);
    }
    const delivery = this.deliveries.dateIn(zone, row.deliveryDate);
    if (!delivery) {
      throw new HttpError(400, CheckoutErrorCode.DeliveryDateUnavailable, ShippingMessage.DeliveryDateUnavailable);
    }
    if (!row.paymentMethodId) {
      throw new HttpError(400, CheckoutErrorCode.NoPaymentMethod, CheckoutMessage.NoPaymentMethod);
    }
    // The new-customer offer is one per household: refused, the order is placed without it (the checkout said so).
    // The friend's referral offer replaces the code when it takes more off (decision 231): never both.
    const offer = await offerOf(tx, customerId, row, lines);
    const promo = offer.referralCents !== null ? await referralPromo(tx, offer.referralCents) : offer.promo;
    if (offer.promo) {
      const problem = await promoProblem(tx, offer.promo, customerId, now);
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
    const subscription = await insertSubscription(tx, {
      freeGiftProductId: gift?.id ?? null,
      customerId,
      zoneCode: zone.code,
      deliveryWeekday: new Date(`${delivery.date}T12:00:00Z`).getUTCDay(),
      address: row.address,
      paymentMethodId: row.paymentMethodId,
      createdAt: now,
    });
    const order = await insertOrder(
      tx,
      {
        customerId,
        subscriptionId: subscription.id,
        status: 'scheduled',
        deliveryDate: delivery.date,
        cutoffAt: cutoffFor(zone, delivery.date),
        zoneCode: zone.code,
        address: row.address,
        ...totalsColumns(totals),
        minOrderCents: totals.min_order_cents,
        freeDeliveryMinCents: totals.free_delivery_min_cents,
        promoCodeId: promo?.id ?? null,
        paymentMethodId: row.paymentMethodId,
        idempotencyKey,
        idempotencyDigest: digest,
        createdAt: now,
        freeGiftProductId: gift?.id ?? null,
      },
      lines.map(({ customerId: _, ...line }) => line),
    );
    if (!order) throw new Error('order not inserted');
    await recordFirstOrder(tx, {
      orderId: order.id,
      customerId,
      address: row.address,
      paymentMethodId: row.paymentMethodId,
      at: now,
    });
    if (promo) {
      // Its deliveries count down as discounted deliveries are paid, this first one too.
      await insertPromoRedemption(tx, {
        promoCodeId: promo.id,
        customerId,
        orderId: order.id,
        deliveriesLeft: promo.deliveries,
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
      totals: totalsColumns(totals),
    });
    return { id: order.id, subscriptionId: subscription.id };
  }
}
