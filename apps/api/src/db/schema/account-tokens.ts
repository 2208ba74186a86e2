import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owners';

/**
 * Tokens of the links we email (issue 14): password reset (1 hour), address verification (7 days) and email change
 * (24 hours). Only the SHA-256 of the token is stored. `email` is the address the link was sent to (for a change,
 * the new address); a token is used once (`used_at`), and is void past `expires_at` or when the account's address
 * or password changed since (the service checks; a password change deletes the reset tokens).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    customerId: customerIdColumn(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('account_tokens_customer_id_idx').on(table.customerId),
    index('account_tokens_expires_at_idx').on(table.expiresAt),
    check(
      'account_tokens_purpose_check',
      sql`${table.purpose} in ('password_reset', 'email_verification', 'email_change')`,
    ),
  ],
);
