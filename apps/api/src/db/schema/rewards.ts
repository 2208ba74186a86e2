import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';
import { customerIdColumn } from './owners';

/**
 * The rewards points (issue 41; docs/decisions/230-rewards-points.md), an append-only ledger: the balance is the sum
 * of `points`. Only modules/rewards/points.ts writes it. `reference` is unique (`order-12-earned`,
 * `order-12-redeemed`, `order-12-refunded-4500`, `customer-3-expired-after-41`), so every movement is written once
 * however often, and by however many processes, it is tried.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('point_entries_reference_key').on(table.reference),
    index('point_entries_customer_idx').on(table.customerId, table.createdAt),
    index('point_entries_order_idx').on(table.orderId),
    check('point_entries_points_check', sql`${table.points} <> 0`),
    check(
      'point_entries_reason_check',
      sql`${table.reason} in ('earned', 'refunded', 'not_delivered', 'redeemed', 'redeem_returned', 'expired')`,
    ),
  ],
);

/**
 * A customer's points account: their choice (no row: boxes redeem automatically) and when their last box was paid,
 * from which their points expire (12 months later). Written by modules/rewards only.
 */
export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    autoRedeem: boolean('auto_redeem').notNull().default(true),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('reward_accounts_last_paid_idx').on(table.lastPaidAt)],
);
