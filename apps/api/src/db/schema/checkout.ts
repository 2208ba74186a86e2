import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers } from './customers';
import { deliveryZones } from './deliveries';
import { paymentMethods } from './payments';
import { promoCodes } from './promo-codes';

/** The delivery address as snapshotted on a checkout, an order and a subscription (phone: ten digits). */
export interface AddressSnapshot {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  delivery_instructions: string;
}

/** A card waiting for the `test` provider's bank confirmation step. */
export interface PendingCard {
  actionId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  token: string;
  /** The card's fingerprint (issue 29); absent on a pending card saved before there was one. */
  fingerprint?: string | null;
  expiresAt: string;
}

/**
 * A customer's checkout in progress (issue 15): the chosen address and delivery date, the promo code and the saved
 * card, so a reload or another device resumes it. One row per customer; deleted lines live in checkout_lines.
 */
export const checkouts = pgTable('checkouts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  address: jsonb('address').$type<AddressSnapshot>(),
  zoneCode: text('zone_code').references(() => deliveryZones.code),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
  paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
  /** The free gift the customer picked (one of `checkout.free_gift_product_ids`); null: the first offered. */
  freeGiftProductId: integer('free_gift_product_id').references(() => products.id),
  pendingCard: jsonb('pending_card').$type<PendingCard>(),
  /** The payment provider's customer (Stripe's `cus_…`), created with the first SetupIntent. */
  providerCustomerId: text('provider_customer_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The box: lines of product or recipe with the unit price when they were put in. */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => checkouts.customerId, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    picture: text('picture').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    position: integer('position').notNull(),
    /** The plan's learned reason for the item (as `order_lines.reason`), carried onto the first order. */
    reason: text('reason'),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.itemType, table.itemId] }),
    check('checkout_lines_type_check', sql`${table.itemType} in ('product', 'pairing')`),
    check('checkout_lines_quantity_check', sql`${table.quantity} between 1 and 20`),
    check('checkout_lines_price_check', sql`${table.unitPriceCents} >= 0`),
  ],
);
