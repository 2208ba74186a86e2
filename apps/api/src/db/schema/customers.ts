import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Customer accounts. `email` is stored trimmed as typed; its lower-case form is unique, so two sign-ups with one
 * address (whatever their case, however concurrent) create one account.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through a provider (SSO). */
    passwordHash: text('password_hash'),
    didCheckout: boolean('did_checkout').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When a link we sent to `email` was opened, or Google or Apple vouched for it; null while unverified. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The store's emails a customer may turn off (issue 39): the reminder before a cutoff, the delivered-and-rate one. */
    cutoffReminderEmails: boolean('cutoff_reminder_emails').notNull().default(true),
    ratingEmails: boolean('rating_emails').notNull().default(true),
  },
  (table) => [uniqueIndex('customers_email_lower_key').on(sql`lower(${table.email})`)],
);
