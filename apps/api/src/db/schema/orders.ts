import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import type { AddressSnapshot } from './checkout';
import { customers } from './customers';
import { deliveryZones } from './deliveries';
import { customerIdColumn } from './owners';
import { paymentMethods } from './payments';
import { promoCodes } from './promo-codes';

/**
 * The weekly subscription (issue 15 writes it with the first order; issue 16 manages it): delivery weekday, zone,
 * address and card. One per customer.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    status: text('status').notNull().default('active'),
    zoneCode: text('zone_code')
      .notNull()
      .references(() => deliveryZones.code),
    deliveryWeekday: integer('delivery_weekday').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** While paused: the first delivery date boxes come again (deliveries before it are paused). */
    pausedUntil: date('paused_until', { mode: 'string' }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** One of the cancel reasons the account home offers (contracts), and the customer's own words. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    /** The free gift in every box while the subscription lasts (issue 17), at $0. */
    freeGiftProductId: integer('free_gift_product_id').references(() => products.id),
    /** A week-making pass took this subscription until then (several processes share a pass's work). */
    weeksClaimedUntil: timestamp('weeks_claimed_until', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscriptions_customer_key').on(table.customerId),
    check('subscriptions_status_check', sql`${table.status} in ('active', 'paused', 'canceled')`),
    check('subscriptions_weekday_check', sql`${table.deliveryWeekday} between 0 and 6`),
  ],
);

/**
 * A week's order (docs/decisions/150-checkout-and-payments.md): `scheduled` (editable until `cutoff_at`) →
 * `skipped` | `finalized` → `paid` | `payment_failed` → `delivered` | `canceled`. Address, lines, prices and totals
 * are snapshots. One order per subscription and delivery date; `idempotency_key` makes placing it retry-safe.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    zoneCode: text('zone_code')
      .notNull()
      .references(() => deliveryZones.code),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    creditsCents: integer('credits_cents').notNull(),
    /** Taken off by rewards points at the cutoff (issue 41): after the discount, before the credits. */
    pointsCents: integer('points_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    minOrderCents: integer('min_order_cents').notNull(),
    freeDeliveryMinCents: integer('free_delivery_min_cents').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    idempotencyKey: text('idempotency_key'),
    /** The digest of the request that placed it with `idempotency_key` (the key is bound to that request). */
    idempotencyDigest: text('idempotency_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the order locked at its cutoff (lines and totals final). */
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** The provider's charge (`pi_…`, `ch_test_…`) of the last attempt. */
    chargeId: text('charge_id'),
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    /** When a failed payment is tried again; null when none is due. */
    nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
    /** Our failure code of the last failed attempt (`card_declined`, `insufficient_funds`...). */
    paymentFailure: text('payment_failure'),
    /** Why a `skipped` week is skipped: the customer, a pause, a cancellation, or an empty / too small box. */
    skipReason: text('skip_reason'),
    /** Given back so far, to the card or as credits (docs: `npm run orders -- refund`). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The charge of the current attempt is still processing at the provider (not paid until it says so). */
    paymentProcessing: boolean('payment_processing').notNull().default(false),
    /** Provider errors in a row (not the card's fault): the next try backs off with each one. */
    chargeErrors: integer('charge_errors').notNull().default(0),
    /** An operator's `orders -- not-delivered`: the box did not arrive (it is never marked delivered after). */
    notDeliveredAt: timestamp('not_delivered_at', { withTimezone: true }),
    notDeliveredReason: text('not_delivered_reason'),
    /** The subscription's free gift, in this box at $0 (not a line: it is never priced). */
    freeGiftProductId: integer('free_gift_product_id').references(() => products.id),
    /**
     * When the customer last changed this week's box (the box editor): an edited week keeps its edits when the
     * plan's answers change; an unedited one is built again (orders/week-rebuild.ts).
     */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_payment_retry_idx').on(table.status, table.nextPaymentAttemptAt),
    uniqueIndex('orders_subscription_date_key').on(table.subscriptionId, table.deliveryDate),
    uniqueIndex('orders_customer_idempotency_key').on(table.customerId, table.idempotencyKey),
    index('orders_status_cutoff_idx').on(table.status, table.cutoffAt),
    index('orders_status_delivery_idx').on(table.status, table.deliveryDate),
    check(
      'orders_status_check',
      sql`${table.status} in ('scheduled', 'skipped', 'finalized', 'paid', 'payment_failed', 'delivered', 'canceled')`,
    ),
    check(
      'orders_skip_reason_check',
      sql`${table.skipReason} is null or ${table.skipReason} in ('customer', 'paused', 'canceled', 'empty', 'below_minimum')`,
    ),
    check(
      'orders_refunded_check',
      sql`${table.refundedCents} between 0 and ${table.totalCents} + ${table.creditsCents}`,
    ),
    check(
      'orders_totals_check',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} between 0 and ${table.subtotalCents} and ${table.deliveryFeeCents} >= 0 and ${table.creditsCents} >= 0 and ${table.pointsCents} >= 0 and ${table.totalCents} >= 0 and ${table.totalCents} = ${table.subtotalCents} - ${table.discountCents} + ${table.deliveryFeeCents} - ${table.pointsCents} - ${table.creditsCents}`,
    ),
  ],
);

/** `order_id`: required, deleted with the order (the rows that are part of an order). */
export const orderIdColumn = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' });

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    position: integer('position').notNull(),
    /**
     * How the line came into the box when not the usual way (the plan, checkout, the box editor: null):
     * `salad_shooter`, the strip's one-tap add (docs/decisions/221-salad-shooter.md), for its metrics.
     */
    source: text('source'),
    /**
     * Why the plan engine chose the item, naming its learned signal (issue 43, "Reasons by signal": the contracts'
     * LearningReason), kept from the week's plan when the box was built; null for a line the customer or the store
     * put in, and for an item chosen with no learned reason.
     */
    reason: text('reason'),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.itemType, table.itemId] }),
    check('order_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('order_lines_price_check', sql`${table.unitPriceCents} >= 0`),
    check('order_lines_source_check', sql`${table.source} is null or ${table.source} in ('salad_shooter')`),
  ],
);

/**
 * A promo code used by a customer: once per customer and code. `deliveries_left` counts down as discounted deliveries
 * are paid (docs/decisions/160-weekly-cycle.md): a skipped or moved week never uses one.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    customerId: customerIdColumn(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveriesLeft: integer('deliveries_left').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('promo_redemptions_code_customer_key').on(table.promoCodeId, table.customerId),
    check('promo_redemptions_left_check', sql`${table.deliveriesLeft} >= 0`),
  ],
);

/**
 * A customer's upcoming weeks to build again after what their plan is built from changed (orders/week-rebuild.ts):
 * each change of answers or ratings counts `requested` up in its transaction; a rebuild built from answers read
 * after `requested` reached n writes its weeks only while it is still n, and then sets `rebuilt` to n.
 */
export const weekRebuilds = pgTable(
  'week_rebuilds',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requested: integer('requested').notNull(),
    rebuilt: integer('rebuilt').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }),
  },
  (table) => [check('week_rebuilds_count_check', sql`${table.rebuilt} between 0 and ${table.requested}`)],
);
