import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Analytics events received by our Segment-protocol collector (docs/decisions/038-telemetry-collectors.md).
 * `properties` holds a track/page/screen event's properties or an identify/group event's traits; `context` the
 * SDK's context (page, user agent, library, campaign). Both are scrubbed of secret-looking keys before storage.
 * A message id is stored once per write key, so a batch the SDK sends again is not counted twice.
 */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    writeKey: text('write_key').notNull(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    /** The track event's name ('Signed Up'), or the page/screen name. */
    event: text('event'),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    /** When the event happened, by the sender's clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    context: jsonb('context').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    uniqueIndex('telemetry_events_message_key').on(table.writeKey, table.messageId),
    index('telemetry_events_received_at_idx').on(table.receivedAt),
    index('telemetry_events_user_id_idx').on(table.userId),
  ],
);

/**
 * Browser log lines received by our Datadog-protocol collector. `attributes` is the whole log event as sent
 * (scrubbed), which is also what is forwarded to Datadog when DATADOG_API_KEY is set: rows received while
 * forwarding is on are `forward_pending` until the intake accepts them (an outbox; see the decision record).
 */
export const telemetryLogs = pgTable(
  'telemetry_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    service: text('service'),
    env: text('env'),
    status: text('status').notNull(),
    message: text('message').notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    forwardPending: boolean('forward_pending').notNull().default(false),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    /** The next time a forwarder may take the row (a lease while one holds it, a backoff after a failure). */
    forwardAfter: timestamp('forward_after', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [
    index('telemetry_logs_received_at_idx').on(table.receivedAt),
    index('telemetry_logs_forward_pending_idx').on(table.forwardAfter).where(sql`${table.forwardPending}`),
  ],
);
