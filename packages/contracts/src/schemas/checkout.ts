// Checkout (issue 15; docs/decisions/150-checkout-and-payments.md): the box, the shipping step, the payment step
// and the placed order. Every amount is integer US cents; every total comes from the server's one pricing function.
import { z } from 'zod';
import { BOX_LINE_QUANTITY_MAX, CardMessage, ZIP_PATTERN } from '../values/checkout';
import { NO_CONTROL_CHARACTERS } from '../values/text';
import { ContentType, Occasion } from './catalogue';
import { PromoCode } from './promos';
import { DeliveryDate, ShippingAddress } from './shipping';

/** One line of the box (or of an order): its price when it was put in the box. */
export const BoxLine = z.object({
  type: ContentType,
  id: z.number().int(),
  name: z.string(),
  picture: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  /** Servings in one package or kit (0 for an item gone from the catalogue). */
  servings: z.number().int(),
  /**
   * The occasions the amount of food module may count the line for (one of them): the item's, as the catalogue lists
   * them, less what an ingredient is not (no lunch or dinner for produce or raw protein; none for a pantry item such
   * as a sauce or a condiment, or a drink: issue 39).
   */
  occasions: z.array(Occasion),
  /** Room one package takes in a box, in box units, and whether it travels cold (0 and false for an item gone). */
  volume: z.number().int(),
  cold: z.boolean(),
  /**
   * Why the plan engine put the item in the box, naming its learned signal (issue 43, "Reasons by signal": "You
   * loved Thai Red Curry", "Customers with your taste rate this 4.6★", "New for you: a close match to what you
   * like"); absent for an item the customer or the store put in and for one chosen with no learned reason.
   */
  reason: z.string().optional(),
});
export type BoxLine = z.infer<typeof BoxLine>;

const FrequencyValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Who a box feeds, from the customer's quiz: people, and each occasion's frequency (OFTEN 3, SOMETIMES 2, NEVER 1). */
export const FoodHousehold = z.object({
  people: z.number().int(),
  frequencies: z.object({
    breakfast: FrequencyValue,
    lunch: FrequencyValue,
    dinner: FrequencyValue,
    snack: FrequencyValue,
    sweet: FrequencyValue,
  }),
});
export type FoodHousehold = z.infer<typeof FoodHousehold>;

/** A free gift: a product in every box at $0 while the subscription lasts (issue 17). */
export const FreeGift = z.object({ id: z.number().int(), name: z.string(), picture: z.string() });
export type FreeGift = z.infer<typeof FreeGift>;

/** PUT /api/v2/checkout/free-gift/ → 200 Checkout: one of `free_gift_options`. */
export const FreeGiftRequest = z.strictObject({ product_id: z.number().int().positive().max(2_147_483_647) });
export type FreeGiftRequest = z.input<typeof FreeGiftRequest>;

/** The pricing function's answer. */
export const Totals = z.object({
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  delivery_fee_cents: z.number().int(),
  credits_cents: z.number().int(),
  /** Taken off by rewards points at the cutoff (after the discount, before credits; issue 41). */
  points_cents: z.number().int(),
  total_cents: z.number().int(),
  /** The minimum subtotal to place an order, and the subtotal from which delivery is free. */
  min_order_cents: z.number().int(),
  free_delivery_min_cents: z.number().int(),
});
export type Totals = z.infer<typeof Totals>;

/** How full a box is, in box units (values/box-capacity.ts). */
export const BoxSpace = z.object({
  volume: z.number().int(),
  volume_limit: z.number().int(),
  cold: z.number().int(),
  cold_volume_limit: z.number().int(),
});
export type BoxSpace = z.infer<typeof BoxSpace>;

export const AppliedPromo = z.object({
  code: z.string(),
  discount_effect: z.string(),
  /** "40% off, up to $80" (values/offers.ts discountTerms). */
  terms: z.string(),
});
export type AppliedPromo = z.infer<typeof AppliedPromo>;

export const SavedCardSummary = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SavedCardSummary = z.infer<typeof SavedCardSummary>;

/** GET /api/v2/checkout/ → the signed-in customer's checkout, resumed on any device. */
export const Checkout = z.object({
  lines: z.array(BoxLine),
  totals: Totals,
  shipping: ShippingAddress.extend({ phone: z.string() }).nullable(),
  delivery: DeliveryDate.nullable(),
  promo: AppliedPromo.nullable(),
  card: SavedCardSummary.nullable(),
  payment_provider: z.enum(['test', 'stripe']),
  /** Who the box feeds (the amount of food module); null without a saved quiz. */
  household: FoodHousehold.nullable(),
  /** The first order once placed. */
  order_id: z.number().int().nullable(),
  /**
   * Why the applied code will not take anything off (the new-customer offer is one per household: this card or
   * address already had a first order), shown before the order is placed; null when it applies (issue 29).
   */
  promo_refusal: z.string().nullable(),
  /**
   * The friend's referral offer in cents when it applies to this box instead of the code (it takes more off; offers
   * never stack: docs/decisions/231-referrals.md); null when the code's offer, or none, applies.
   */
  referral_offer_cents: z.number().int().nullable(),
  /** Whether the customer saved a quiz (without one there is no plan to fill the box from). */
  has_quiz: z.boolean(),
  /** The free gifts offered, and the one that will be in every box (the first offered until one is picked). */
  free_gift_options: z.array(FreeGift),
  free_gift: FreeGift.nullable(),
});
export type Checkout = z.infer<typeof Checkout>;

/** PUT /api/v2/checkout/box/lines/ → 200 Checkout (quantity 0 removes the line). */
export const BoxLineUpdate = z.strictObject({
  type: ContentType,
  id: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(0).max(BOX_LINE_QUANTITY_MAX),
});
export type BoxLineUpdate = z.infer<typeof BoxLineUpdate>;

/** PUT /api/v2/checkout/promo/ → 200 Checkout, or 400 with the reason. */
export const PromoRequest = z.object({ code: PromoCode });
export type PromoRequest = z.input<typeof PromoRequest>;

const CardNumber = z
  .string()
  .max(30, CardMessage.NumberInvalid)
  .regex(NO_CONTROL_CHARACTERS, CardMessage.NumberInvalid)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12,19}$/, CardMessage.NumberInvalid));

/** POST /api/v2/checkout/card/ (the `test` provider's own card form). Never logged, never stored. */
export const TestCardRequest = z.object({
  number: CardNumber,
  exp_month: z.number().int().min(1, CardMessage.ExpiryInvalid).max(12, CardMessage.ExpiryInvalid),
  exp_year: z.number().int().min(2000, CardMessage.ExpiryInvalid).max(2100, CardMessage.ExpiryInvalid),
  cvc: z.string().regex(/^\d{3,4}$/, CardMessage.CvcInvalid),
  zip: z.string().trim().regex(ZIP_PATTERN, CardMessage.ZipInvalid),
});
export type TestCardRequest = z.input<typeof TestCardRequest>;

/** POST /api/v2/checkout/card/authenticate/: the `test` provider's bank confirmation step. */
export const CardAuthenticationRequest = z.object({
  action_id: z.string().max(100),
  approve: z.boolean(),
});

/** POST /api/v2/checkout/card/stripe/: the SetupIntent the Payment Element confirmed. */
export const StripeCardRequest = z.object({ setup_intent_id: z.string().regex(/^seti_[A-Za-z0-9_]{1,200}$/) });

/** The answer to saving a card: saved (the checkout), or a confirmation step first. */
export const CardAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal('saved'), checkout: Checkout }),
  z.object({ status: z.literal('requires_action'), action_id: z.string() }),
]);
export type CardAnswer = z.infer<typeof CardAnswer>;

/** POST /api/v2/checkout/stripe-setup/ → what the Payment Element needs. */
export const StripeSetup = z.object({ client_secret: z.string(), publishable_key: z.string(), js_url: z.string() });
export type StripeSetup = z.infer<typeof StripeSetup>;

export const OrderStatus = z.enum([
  'scheduled',
  'skipped',
  'finalized',
  'paid',
  'payment_failed',
  'delivered',
  'canceled',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Why a `skipped` week is skipped: the customer skipped it, a pause, a cancellation, an empty or too small box. */
export const SkipReason = z.enum(['customer', 'paused', 'canceled', 'empty', 'below_minimum']);
export type SkipReason = z.infer<typeof SkipReason>;

/** An order (POST /api/v2/orders/ with Idempotency-Key → 201; GET /api/v2/orders/:id/). */
export const Order = z.object({
  id: z.number().int(),
  status: OrderStatus,
  delivery: DeliveryDate,
  shipping: ShippingAddress.extend({ phone: z.string() }),
  lines: z.array(BoxLine),
  totals: Totals,
  promo: AppliedPromo.nullable(),
  card: SavedCardSummary,
  created_at: z.string(),
  /** Set when `status` is `skipped`. */
  skip_reason: SkipReason.nullable(),
  /** Given back so far, to the card or as credits. */
  refunded_cents: z.number().int(),
  /** Rewards points this box used at its cutoff, and earned when paid (less what a refund took back). */
  points_used: z.number().int(),
  points_earned: z.number().int(),
  /** The last failed charge, in the customer's words (`payment_failed`, or `canceled` after the last attempt). */
  payment_failure: z.string().nullable(),
  /** When a failed payment is tried again (ISO), if one is due. */
  next_payment_attempt_at: z.string().nullable(),
  /** The subscription's free gift, in this box at $0. */
  free_gift: FreeGift.nullable(),
  /** How full the box is against `customize.volume_limit` and `customize.cold_volume_limit`. */
  box_space: BoxSpace,
  /** Who the box feeds (the amount of food module); null without a saved quiz. */
  household: FoodHousehold.nullable(),
  /** The customer's rating of this delivery once given (one per order), so a page does not ask again. */
  delivery_rating: z.object({ stars: z.number().int().min(1).max(5) }).nullable(),
  /**
   * What the customer may do with this order now, decided by the API on its own clock (orders/order-actions.ts), so a
   * page offers only what will work: change its lines, skip it, put it back ("Get this box").
   */
  can_edit: z.boolean(),
  can_skip: z.boolean(),
  can_unskip: z.boolean(),
  /** Until when its problems may be reported (ISO) and that day as people write it (`Tue, Dec 8`); null when not now. */
  report_until: z.string().nullable(),
  report_until_label: z.string().nullable(),
  /** Until when the delivery may be rated (ISO); null when not now (not delivered, or too late). */
  rate_until: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;
