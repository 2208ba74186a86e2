import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { customerIdColumn } from './owners';

/**
 * Every customer's referral code (issue 41; docs/decisions/231-referrals.md): twelve hex digits of a random UUID
 * (48 random bits: unguessable, short enough to read out). Written at sign-up; accounts older than referrals get theirs
 * from the start-up backfill (modules/referrals/codes.ts), which uses the column's default.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    customerId: customerIdColumn().primaryKey(),
    code: text('code').notNull().default(sql`substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_code_key').on(table.code)],
);

/**
 * A friend who signed up through a referrer's link, one row per friend. Its status is moved only by
 * modules/referrals/referral-status.ts: joined → rewarded | refused; rewarded → revoked. `reason` says why it last moved.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason'),
    /** The friend's first paid box, once paid. */
    firstOrderId: integer('first_order_id'),
    /** The referrer's credit entry (its reference), once rewarded. */
    creditReference: text('credit_reference'),
    rewardCents: integer('reward_cents'),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('referrals_friend_key').on(table.friendId),
    index('referrals_referrer_idx').on(table.referrerId, table.rewardedAt),
    check('referrals_status_check', sql`${table.status} in ('joined', 'rewarded', 'refused', 'revoked')`),
  ],
);

/** Every move of a referral with its reason (the console lists them); `operator_id` when an operator moved it. */
export const referralEvents = pgTable(
  'referral_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referralId: integer('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('referral_events_referral_idx').on(table.referralId, table.id)],
);

/** Invitations sent by email: the rate rules count them (20 a day a referrer; one address once a month). */
export const referralInvites = pgTable(
  'referral_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referrerId: customerIdColumn(),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('referral_invites_referrer_idx').on(table.referrerId, table.sentAt),
    index('referral_invites_email_idx').on(table.referrerId, table.email, table.sentAt),
  ],
);
