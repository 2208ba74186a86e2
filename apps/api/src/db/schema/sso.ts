import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerIdColumn } from './owners';

/**
 * Sign-in identities at Google, Apple and Facebook (issue 5). One row per (provider, subject): the provider's
 * stable user id, never an email. `email` and `email_verified` are what the provider said at the first login; they
 * decide whether a later verified login may join the account (docs/decisions/040-sso-account-linking.md).
 */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    customerId: customerIdColumn(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sso_identities_provider_subject_key').on(table.provider, table.subject),
    index('sso_identities_customer_id_idx').on(table.customerId),
    check('sso_identities_provider_check', sql`${table.provider} in ('google', 'apple', 'facebook')`),
  ],
);

/**
 * Sign in with Apple states: issued by GET /api/apple_login/state/ to one browser (the SHA-256 of a random cookie,
 * `binding_hash`), used at most once (the row is deleted when used) and only until `expires_at`.
 */
export const appleLoginStates = pgTable(
  'apple_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    bindingHash: text('binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('apple_login_states_expires_at_idx').on(table.expiresAt)],
);
