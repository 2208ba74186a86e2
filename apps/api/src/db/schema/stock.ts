import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orderIdColumn } from './orders';

/**
 * What of an item may go out on a delivery date (docs/decisions/210-stock.md), owned by modules/stock: `off` (none),
 * or `count` (that many more boxes may carry it; each box finalized with it takes one). No row: unlimited.
 */
export const stockAvailability = pgTable(
  'stock_availability',
  {
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** Boxes that may still carry it (kind `count`); null when `off`. */
    count: integer('count'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.itemType, table.itemId, table.deliveryDate] }),
    index('stock_availability_date_idx').on(table.deliveryDate),
    check('stock_availability_item_type_check', sql`${table.itemType} in ('product', 'pairing')`),
    check('stock_availability_kind_check', sql`${table.kind} in ('off', 'count')`),
    check(
      'stock_availability_count_check',
      sql`(${table.kind} = 'count' and ${table.count} >= 0) or (${table.kind} = 'off' and ${table.count} is null)`,
    ),
  ],
);

/**
 * A line of a box that was out at its cutoff (docs/decisions/210-stock.md): replaced by another item (`to_*` set) or
 * removed and not charged (`to_*` null). Written by orders/substitution.ts in the transaction that finalizes the
 * order; read by the order's timeline and the customer's email.
 */
export const orderSubstitutions = pgTable(
  'order_substitutions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderIdColumn(),
    fromType: text('from_type').notNull(),
    fromId: integer('from_id').notNull(),
    fromName: text('from_name').notNull(),
    fromUnitPriceCents: integer('from_unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    toType: text('to_type'),
    toId: integer('to_id'),
    toName: text('to_name'),
    toUnitPriceCents: integer('to_unit_price_cents'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_substitutions_order_idx').on(table.orderId)],
);
