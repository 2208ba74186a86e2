import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { orderIdColumn } from './orders';
import { customerIdColumn } from './owners';

// What the box learns from besides thumbs (issue 27, docs/decisions/190-learning.md, "Learning"): what customers do
// to their boxes, and the item-item similarities the learning job computes from everyone's ratings and boxes.

/**
 * One change a customer made to a week's box (learning/box-edit-events.ts, written in the edit's transaction): an item
 * added, or removed (set to 0 or swapped out). Items are named as order lines name them, with no foreign key.
 */
export const boxEdits = pgTable(
  'box_edits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderIdColumn(),
    customerId: customerIdColumn(),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('box_edits_customer_idx').on(table.customerId, table.at),
    index('box_edits_order_idx').on(table.orderId),
    check('box_edits_action_check', sql`${table.action} in ('added', 'removed')`),
    check('box_edits_type_check', sql`${table.itemType} in ('product', 'pairing')`),
  ],
);

/**
 * The learning job's result (modules/learning/recompute.ts): for each item, its nearest neighbours by how the same
 * customers treated both (cosine over customers' signals, shrunk by how many customers had both). Replaced whole by
 * each run, in one transaction.
 */
export const itemSimilarities = pgTable(
  'item_similarities',
  {
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    neighborType: text('neighbor_type').notNull(),
    neighborId: integer('neighbor_id').notNull(),
    score: real('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.itemId, table.neighborType, table.neighborId] })],
);

/** One row per finished run of the learning job: when, what it read and what it stored. */
export const learningRuns = pgTable('learning_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  trigger: text('trigger').notNull(),
  customers: integer('customers').notNull(),
  items: integer('items').notNull(),
  pairs: integer('pairs').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
});

/**
 * The learning job's store-wide score of each item (issue 43; docs/decisions/196-reasons-by-signal.md): what all
 * customers' signals on it add up to, scaled so the most liked item is LEARNED.itemBias. Collaborative filtering's
 * item baseline: what a customer's own few ratings cannot say of an item they never had. Replaced whole by each run,
 * in its transaction.
 */
export const itemBiases = pgTable(
  'item_biases',
  {
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    score: real('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.itemId] })],
);

/**
 * The learning job's factor model (issue 43; modules/learning/factors.ts; docs/decisions/196-reasons-by-signal.md,
 * "Factors"): each item's store-wide bias and taste factors, trained by alternating least squares over a bounded
 * sample of customers; plans fold the customer in from their own values. Replaced whole by each run, in its
 * transaction.
 */
export const itemFactors = pgTable(
  'item_factors',
  {
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    bias: real('bias').notNull(),
    factors: real('factors').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.itemType, table.itemId] })],
);
