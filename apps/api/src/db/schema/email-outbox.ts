import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (issue 14): one row per message, written in the transaction of the change that causes
 * it, with the job that sends it. The worker renders the template with `data`, sends it, and records the outcome:
 * `pending` → `sent` (with `sent_at` and the transport's message id) or `failed` after the last retry.
 * `attempts` and `last_error` keep the history of tries. Rows are kept for the operator (`npm run mail`).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    data: jsonb('data').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What a message of the store's schedule is about (`order-12-receipt`), unique: of two writers (a retried job,
     * two API processes) one row wins and the other's insert does nothing, so the message is sent once (issue 39).
     * Null for messages a person's request causes once by itself.
     */
    key: text('key'),
  },
  (table) => [
    uniqueIndex('email_outbox_key_key').on(table.key),
    index('email_outbox_status_idx').on(table.status, table.createdAt),
    check('email_outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);
