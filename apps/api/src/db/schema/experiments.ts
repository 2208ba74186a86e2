// The store's experiments (issue 40; docs/decisions/220-experiments-and-statistics.md), owned by
// modules/experiments/: each experiment, each visitor's first exposure to one, and the links from an anonymous
// visitor id (the `larder_anon` cookie) to the customer it signed up or logged in as.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

export type ExperimentVariationRow = { key: string; name: string; weight: number };

export const experiments = pgTable(
  'experiments',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    hypothesis: text('hypothesis').notNull(),
    metric: text('metric').notNull(),
    status: text('status').notNull().default('draft'),
    /** The variation a stopped experiment shows everyone; null: the control. */
    winner: text('winner'),
    variations: jsonb('variations').$type<ExperimentVariationRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [
    check('experiments_status_check', sql`${table.status} in ('draft', 'running', 'stopped')`),
    check('experiments_metric_check', sql`${table.metric} in ('signup', 'first_order', 'order_value', 'addon_rate')`),
  ],
);

/** A visitor's first exposure to an experiment: once per (experiment, anonymous id). */
export const experimentExposures = pgTable(
  'experiment_exposures',
  {
    experimentKey: text('experiment_key')
      .notNull()
      .references(() => experiments.key, { onDelete: 'cascade' }),
    anonymousId: text('anonymous_id').notNull(),
    variation: text('variation').notNull(),
    firstExposedAt: timestamp('first_exposed_at', { withTimezone: true }).notNull(),
    /** The signed-in customer at the exposure, if any (a later sign-up is found through visitor_links). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.experimentKey, table.anonymousId] })],
);

/** An anonymous visitor id seen at a sign-up or login of a customer; the first one linked is their hash id. */
export const visitorLinks = pgTable(
  'visitor_links',
  {
    anonymousId: text('anonymous_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.anonymousId, table.customerId] }),
    index('visitor_links_customer_idx').on(table.customerId, table.linkedAt),
  ],
);
