import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderIdColumn, orders } from './orders';
import { customerIdColumn } from './owners';

// What customers tell the store after the quiz (issue 27, docs/decisions/190-learning.md): thumbs on products and
// recipes, a rating of each delivered box, and problems with its lines (credited once each).

/**
 * A customer's thumbs on a product or pairing: 1 liked, -1 disliked; clearing (0) deletes the row. Items are named
 * like occasion options (content type + id), checked against the catalogue before writing, with no foreign key.
 */
export const itemRatings = pgTable(
  'item_ratings',
  {
    customerId: customerIdColumn(),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.itemType, table.itemId] }),
    index('item_ratings_customer_updated_idx').on(table.customerId, table.updatedAt),
    check('item_ratings_rating_check', sql`${table.rating} in (1, -1)`),
    check('item_ratings_type_check', sql`${table.itemType} in ('product', 'pairing')`),
  ],
);

/** One rating per delivered order: stars, the reasons picked, words, and the perceived value when it was asked. */
export const deliveryRatings = pgTable(
  'delivery_ratings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: customerIdColumn(),
    stars: smallint('stars').notNull(),
    reasons: text('reasons').array().notNull(),
    comment: text('comment').notNull(),
    worth: text('worth'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('delivery_ratings_stars_check', sql`${table.stars} between 1 and 5`),
    check(
      'delivery_ratings_reasons_check',
      sql`${table.reasons} <@ array['late', 'damaged', 'warm', 'missing_items', 'not_fresh']::text[]`,
    ),
    check(
      'delivery_ratings_worth_check',
      sql`${table.worth} is null or ${table.worth} in ('worth_it', 'about_right', 'not_worth_it')`,
    ),
  ],
);

/** A customer's report of problems with lines of a delivered box; its lines carry the credits. */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderIdColumn(),
    customerId: customerIdColumn(),
    comment: text('comment').notNull(),
    creditedCents: integer('credited_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('problem_reports_order_idx').on(table.orderId),
    index('problem_reports_customer_created_idx').on(table.customerId, table.createdAt),
    check('problem_reports_credited_check', sql`${table.creditedCents} >= 0`),
  ],
);

/** A reported line: one per order line ever (the unique index), so a line is credited once. */
export const problemReportLines = pgTable(
  'problem_report_lines',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => problemReports.id, { onDelete: 'cascade' }),
    orderId: orderIdColumn(),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    problem: text('problem').notNull(),
    creditedCents: integer('credited_cents').notNull(),
  },
  (table) => [
    uniqueIndex('problem_report_lines_order_item_key').on(table.orderId, table.itemType, table.itemId),
    index('problem_report_lines_report_idx').on(table.reportId),
    check(
      'problem_report_lines_problem_check',
      sql`${table.problem} in ('missing', 'damaged', 'spoiled', 'warm', 'quality')`,
    ),
    check('problem_report_lines_credited_check', sql`${table.creditedCents} >= 0`),
  ],
);
