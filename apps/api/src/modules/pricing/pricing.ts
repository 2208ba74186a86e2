// The one pricing function (issue 15): every screen, order and email shows the numbers it computes from a box's
// lines, its promo, the delivery fee rule, the rewards points it redeems and the customer's credits. Integer US cents throughout; no sales tax
// (groceries; docs/decisions/150-checkout-and-payments.md).
import type { Totals } from '@larder/contracts/schemas/checkout';

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
}

/** A promo's discount: exactly one of percentOff and amountOffCents is set; a percentage may have a cap. */
export interface Discount {
  percentOff: number | null;
  amountOffCents: number | null;
  /** The most a percentage takes off one box (FREE40: $80); null: no cap. */
  maxDiscountCents: number | null;
}

/** The discount of a promo code's row (every caller of priceBox takes it from here, so none forgets the cap). */
export function promoDiscount(
  promo: { percentOff: number | null; amountOffCents: number | null; maxDiscountCents: number | null } | undefined,
): Discount | null {
  return promo
    ? { percentOff: promo.percentOff, amountOffCents: promo.amountOffCents, maxDiscountCents: promo.maxDiscountCents }
    : null;
}

export interface PricingRules {
  deliveryFeeCents: number;
  /** Delivery is free from this subtotal (after the discount). */
  freeDeliveryMinCents: number;
  minOrderCents: number;
}

/**
 * Subtotal − discount + delivery fee − points − credits = total, each non-negative: the discount never exceeds the
 * subtotal, points (after promotions, before credits; issue 41) and credits never exceed what is left to pay, percentages round half down to the cent (the customer's favour
 * never costs a cent more than the rate) and never pass their cap, however the box grows after it was placed.
 */
export function priceBox(
  lines: readonly PricedLine[],
  discount: Discount | null,
  rules: PricingRules,
  availableCreditsCents = 0,
  /** What the box's rewards points take off (modules/rewards decides it in whole steps). */
  pointsCents = 0,
): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  const discountCents = Math.min(subtotal, discountOf(subtotal, discount));
  const discounted = subtotal - discountCents;
  const deliveryFee = subtotal === 0 || discounted >= rules.freeDeliveryMinCents ? 0 : rules.deliveryFeeCents;
  const points = Math.min(Math.max(0, pointsCents), discounted + deliveryFee);
  const credits = Math.min(Math.max(0, availableCreditsCents), discounted + deliveryFee - points);
  return {
    subtotal_cents: subtotal,
    discount_cents: discountCents,
    delivery_fee_cents: deliveryFee,
    credits_cents: credits,
    points_cents: points,
    total_cents: discounted + deliveryFee - points - credits,
    min_order_cents: rules.minOrderCents,
    free_delivery_min_cents: rules.freeDeliveryMinCents,
  };
}

function discountOf(subtotal: number, discount: Discount | null): number {
  if (!discount) return 0;
  if (discount.percentOff !== null) {
    const rate = Math.floor((subtotal * discount.percentOff) / 100);
    return discount.maxDiscountCents === null ? rate : Math.min(rate, discount.maxDiscountCents);
  }
  return Math.max(0, discount.amountOffCents ?? 0);
}
