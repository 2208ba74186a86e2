// The subscriber's weeks (issue 16): GET /api/v2/subscription/, the changes to a week's box, the subscription's
// pause, cancel and delivery day, the order history and the credits.
import { z } from 'zod';
import { BOX_LINE_QUANTITY_MAX } from '../values/checkout';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, PAUSE_WEEKS_MAX, RULE_CHECK_ITEMS_MAX } from '../values/subscription';
import { ContentType } from './catalogue';
import { Order, SavedCardSummary } from './checkout';
import { freeText } from './free-text';
import { RowId } from './ids';
import { ShippingAddress } from './shipping';

export const SubscriptionStatus = z.enum(['none', 'active', 'paused', 'canceled']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const SubscriptionView = z.object({
  /** `none` for a customer who has not placed a first order (no weeks, no weekday). */
  status: SubscriptionStatus,
  /** 0 = Sunday … 6 = Saturday. */
  delivery_weekday: z.number().int().nullable(),
  /** The weekdays the customer's zone delivers on (the choices of "change delivery day"). */
  delivery_weekdays: z.array(z.number().int()),
  /** While paused: the first delivery date boxes come again. */
  paused_until: z.string().nullable(),
  /** The address and card the weekly boxes use. */
  shipping: ShippingAddress.extend({ phone: z.string() }).nullable(),
  card: SavedCardSummary.nullable(),
  /** How a new card is taken: the test provider's own form, or Stripe's Payment Element. */
  payment_provider: z.enum(['test', 'stripe']),
  /** The next deliveries, earliest first (those before their cutoff). */
  upcoming: z.array(Order),
  /** The latest past ones, newest first. */
  recent: z.array(Order),
  /**
   * The store is building the weeks the customer never edited again after a change of what they are built from (a
   * thumb, a quiz answer: docs/decisions/161-weeks-built-again.md), a few seconds after it: the page reads the weeks
   * again until this is false, so it shows what the store will deliver.
   */
  weeks_rebuilding: z.boolean(),
  /** The next charge: the next scheduled week, charged at its cutoff, less the credits that pay first; none when canceled. */
  next_charge: z
    .object({
      order_id: z.number().int(),
      /** When the card is charged (the week’s cutoff), ISO 8601, and its day as the customer reads it (`Mon, Nov 30`). */
      charge_at: z.string(),
      charge_label: z.string(),
      delivery_label: z.string(),
      /** What the card will be charged, after the rewards points the box redeems and `credits_cents` of credits (now). */
      amount_cents: z.number().int(),
      credits_cents: z.number().int(),
    })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;

/** PUT /api/v2/orders/:id/lines/ → 200 Order (quantity 0 removes the line). */
export const OrderLineUpdate = z.strictObject({
  type: ContentType,
  id: RowId,
  quantity: z.number().int().min(0).max(BOX_LINE_QUANTITY_MAX),
  /** Adding an item that goes against the customer's hard rules takes this confirmation (else 409 breaks_rules). */
  confirm: z.boolean().optional(),
});
export type OrderLineUpdate = z.input<typeof OrderLineUpdate>;

/** POST /api/v2/orders/:id/lines/swap/ → 200 Order: the line replaced with the next best that fits. */
export const OrderLineSwap = z.strictObject({ type: ContentType, id: RowId });
export type OrderLineSwap = z.input<typeof OrderLineSwap>;

/** PUT /api/v2/subscription/delivery-day/ → 200 SubscriptionView. */
export const DeliveryDayRequest = z.strictObject({ delivery_weekday: z.number().int().min(0).max(6) });
export type DeliveryDayRequest = z.input<typeof DeliveryDayRequest>;

/** POST /api/v2/subscription/pause/ → 200 SubscriptionView. */
export const PauseRequest = z.strictObject({ weeks: z.number().int().min(1).max(PAUSE_WEEKS_MAX) });
export type PauseRequest = z.input<typeof PauseRequest>;

export const CancelReason = z.enum(CANCEL_REASONS);

/** POST /api/v2/subscription/cancel/ → 200 SubscriptionView. */
export const CancelRequest = z.strictObject({
  reason: CancelReason,
  note: freeText({ max: CANCEL_NOTE_MAX_LENGTH, lineBreaks: true }).optional(),
});
export type CancelRequest = z.input<typeof CancelRequest>;

/** GET /api/v2/orders/?page=N: the customer's orders, newest delivery first. */
export const OrderHistoryQuery = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const OrderHistory = z.object({
  results: z.array(Order),
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type OrderHistory = z.infer<typeof OrderHistory>;

export const CreditEntry = z.object({
  id: z.number().int(),
  /** Positive: credits received; negative: credits spent. */
  amount_cents: z.number().int(),
  /** `problem`: a credit for an item reported with a problem; `note` names the item and what was wrong. */
  kind: z.enum(['gift_card', 'refund', 'spent', 'returned', 'adjustment', 'problem']),
  order_id: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CreditEntry = z.infer<typeof CreditEntry>;

/** GET /api/v2/credits/: the balance and the latest entries, newest first. */
export const CreditsView = z.object({ balance_cents: z.number().int(), entries: z.array(CreditEntry) });
export type CreditsView = z.infer<typeof CreditsView>;

const ItemRef = z.strictObject({ type: ContentType, id: RowId });

/** POST /api/v2/customers/self/plan/rule-check/ → which of these items go against the customer's hard rules. */
export const RuleCheckRequest = z.strictObject({ items: z.array(ItemRef).min(1).max(RULE_CHECK_ITEMS_MAX) });
export type RuleCheckRequest = z.input<typeof RuleCheckRequest>;
export const RuleCheckResult = z.object({
  breaking: z.array(z.object({ type: ContentType, id: z.number().int() })),
});
export type RuleCheckResult = z.infer<typeof RuleCheckResult>;
