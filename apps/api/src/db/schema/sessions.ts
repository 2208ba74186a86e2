import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owners';

/**
 * Signed-in sessions. The cookie holds a random id; only its SHA-256 (hex) is stored, so a copy of this table
 * cannot be replayed. A session ends at `expires_at` (absolute), after the idle timeout since `last_seen_at`,
 * or on logout (the row is deleted).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: customerIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_customer_id_idx').on(table.customerId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
