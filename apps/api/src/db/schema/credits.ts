import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderIdColumn, orders } from './orders';
import { customerIdColumn } from './owners';

/**
 * The customer's credits (decisions: gift cards move their balance here; refunds may too), a ledger: the balance is
 * the sum of `amount_cents` (grants positive, spending negative). `reference` is unique, so writing an entry is
 * idempotent (`order-12-spent`, `refund-7`, `gift-card-3`...).
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: customerIdColumn(),
    amountCents: integer('amount_cents').notNull(),
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reference: text('reference').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_entries_reference_key').on(table.reference),
    index('credit_entries_customer_idx').on(table.customerId, table.createdAt),
    check('credit_entries_amount_check', sql`${table.amountCents} <> 0`),
    check(
      'credit_entries_kind_check',
      sql`${table.kind} in ('gift_card', 'refund', 'spent', 'returned', 'adjustment')`,
    ),
  ],
);

/**
 * Money given back on an order by an operator (`npm run orders -- refund`): to the card through the payment provider,
 * or as credits. The idempotency key makes a retried refund one refund. A row the provider refused stays, marked
 * `refused_at` with the reason: never pending again, never counted as refunded, and its key never reused.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: orderIdColumn(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method').notNull(),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    refusedReason: text('refused_reason'),
    /** The console's Idempotency-Key (`operator <id> <key>`) and its request's digest: a retry is the same refund. */
    requestKey: text('request_key'),
    requestDigest: text('request_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('refunds_request_key_idx').on(table.requestKey),
    uniqueIndex('refunds_idempotency_key').on(table.idempotencyKey),
    index('refunds_order_idx').on(table.orderId),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    check('refunds_method_check', sql`${table.method} in ('card', 'credit')`),
    check('refunds_refused_check', sql`${table.refusedAt} is null or ${table.providerRefundId} is null`),
  ],
);
