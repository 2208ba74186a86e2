import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owners';
import { OCCASION_VALUES } from './taxonomy';

/**
 * The swaps a customer made in their plan, per week (docs/decisions/060-plan-building.md). The plan itself is not
 * stored: it is rebuilt from the answers and the catalogue, then these swaps are replayed in order (`id`). Items
 * are named like occasion options (content type + id) and carry no foreign key: a swap whose item left the
 * catalogue is passed over.
 */
export const planSwaps = pgTable(
  'plan_swaps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    /** Monday (UTC) of the plan's week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    occasion: text('occasion').notNull(),
    fromType: text('from_type').notNull(),
    fromId: integer('from_id').notNull(),
    toType: text('to_type').notNull(),
    toId: integer('to_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('plan_swaps_customer_week_idx').on(table.customerId, table.weekStart, table.id),
    check('plan_swaps_occasion_check', sql`${table.occasion} = any(${OCCASION_VALUES})`),
    check(
      'plan_swaps_types_check',
      sql`${table.fromType} in ('product', 'pairing') and ${table.toType} in ('product', 'pairing')`,
    ),
  ],
);
