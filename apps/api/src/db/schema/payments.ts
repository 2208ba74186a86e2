import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owners';

/**
 * Saved cards (issue 15): only what may be kept — brand, last 4, expiry and the provider's reusable token (the test
 * provider's `tok_…`, Stripe's PaymentMethod `pm_…`, with its Customer `cus_…`). Never a number or a CVC.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    provider: text('provider').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    token: text('token').notNull(),
    providerCustomerId: text('provider_customer_id'),
    /** The card itself, across accounts: the test provider's hash of the number, Stripe's card fingerprint (0013). */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_methods_customer_idx').on(table.customerId),
    index('payment_methods_fingerprint_idx').on(table.fingerprint),
    check('payment_methods_provider_check', sql`${table.provider} in ('test', 'stripe')`),
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Stripe webhook events handled, by event id: a redelivered event is acknowledged and not handled again. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
