import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The people who run the store (docs/decisions/200-operators.md): not customers, their own accounts. `role` is
 * support, operations or admin (contracts' OPERATOR_ROLES). The authenticator secret is kept once confirmed
 * (`totp_secret`, `totp_enabled_at`); an enrolment in progress belongs to the session that started it (its secret is
 * the session row's `totp_pending_secret`).
 * `totp_last_step` is the last time step a code was accepted for, so a code is never accepted twice.
 */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operators_email_lower_key').on(sql`lower(${table.email})`),
    check('operators_role_known', sql`${table.role} in ('support', 'operations', 'admin')`),
  ],
);

/**
 * Operators' sessions, like customers' (decision 004): the cookie's random id, stored as its SHA-256.
 * `second_factor_at` is when this session gave an authenticator code (at sign-in, or by confirming an enrolment):
 * null for a password-only session, which an operator with an authenticator never keeps. An authenticator set-up
 * started in this session keeps its pending secret in `totp_pending_secret` (sealed as the confirmed one is).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    totpPendingSecret: text('totp_pending_secret'),
  },
  (table) => [index('operator_sessions_operator_id_idx').on(table.operatorId)],
);

/**
 * Every change an operator makes, written in the change's transaction: who (null for the command line), what, which
 * record, before and after (JSON), when.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_operator_at_idx').on(table.operatorId, table.at),
    index('audit_log_record_idx').on(table.recordType, table.recordId, table.at),
  ],
);

/**
 * An admin's invitation of a new operator (issue 42): the email and role chosen, the set-up link's token kept only as
 * its SHA-256, who invited, until when it works. Used once (`accepted_at`, with the operator it made) or withdrawn
 * (`revoked_at`); a new invitation for the same address withdraws the one pending.
 */
export const operatorInvites = pgTable(
  'operator_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'restrict' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('operator_invites_token_hash_key').on(table.tokenHash),
    index('operator_invites_email_idx').on(sql`lower(${table.email})`),
    check('operator_invites_role_known', sql`${table.role} in ('support', 'operations', 'admin')`),
  ],
);
