// Stored analytics events and browser logs, the Datadog outbox, and retention.
import { asc, desc, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { telemetryEvents, telemetryLogs } from '../../db/schema/telemetry';
import type { LogRow } from './browser-logs';
import type { EventRow } from './segment-events';

// Rows per INSERT statement, well under PostgreSQL's 65,535 bind parameters.
const INSERT_CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) result.push(rows.slice(start, start + INSERT_CHUNK));
  return result;
}

/** Stores events; an event whose message id was already stored for its write key is skipped. Returns how many were new. */
export async function insertEvents(db: DbOrTx, rows: readonly EventRow[]): Promise<number> {
  let inserted = 0;
  for (const chunk of chunks(rows)) {
    const result = await db
      .insert(telemetryEvents)
      .values(chunk)
      .onConflictDoNothing({ target: [telemetryEvents.writeKey, telemetryEvents.messageId] })
      .returning({ id: telemetryEvents.id });
    inserted += result.length;
  }
  return inserted;
}

export async function insertLogs(db: DbOrTx, rows: readonly LogRow[], forwardPending: boolean): Promise<void> {
  for (const chunk of chunks(rows)) {
    await db.insert(telemetryLogs).values(chunk.map((row) => ({ ...row, forwardPending })));
  }
}

export interface ReadPage {
  limit: number;
  afterId?: number;
}

/** The latest rows (or those after `afterId`), oldest first. */
export async function latestEvents(db: DbOrTx, page: ReadPage) {
  const rows = await db
    .select()
    .from(telemetryEvents)
    .where(page.afterId === undefined ? undefined : gt(telemetryEvents.id, page.afterId))
    .orderBy(page.afterId === undefined ? desc(telemetryEvents.id) : asc(telemetryEvents.id))
    .limit(page.limit);
  return page.afterId === undefined ? rows.reverse() : rows;
}

export async function latestLogs(db: DbOrTx, page: ReadPage) {
  const rows = await db
    .select({
      id: telemetryLogs.id,
      loggedAt: telemetryLogs.loggedAt,
      receivedAt: telemetryLogs.receivedAt,
      service: telemetryLogs.service,
      env: telemetryLogs.env,
      status: telemetryLogs.status,
      message: telemetryLogs.message,
      attributes: telemetryLogs.attributes,
    })
    .from(telemetryLogs)
    .where(page.afterId === undefined ? undefined : gt(telemetryLogs.id, page.afterId))
    .orderBy(page.afterId === undefined ? desc(telemetryLogs.id) : asc(telemetryLogs.id))
    .limit(page.limit);
  return page.afterId === undefined ? rows.reverse() : rows;
}

export interface ClaimedLog {
  id: number;
  attributes: Record<string, unknown>;
  forwardAttempts: number;
}

/**
 * Takes up to `limit` rows due for forwarding and leases them until `leaseUntil`, so other API processes skip
 * them (SKIP LOCKED) and a process that dies mid-way leaves them to be taken again once the lease ends.
 */
export async function claimLogsToForward(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedLog[]> {
  const due = sql`select ${telemetryLogs.id} from ${telemetryLogs}
    where ${telemetryLogs.forwardPending} and (${telemetryLogs.forwardAfter} is null or ${telemetryLogs.forwardAfter} <= ${now.toISOString()}::timestamptz)
    order by ${telemetryLogs.id} limit ${limit} for update skip locked`;
  const rows = await db
    .update(telemetryLogs)
    .set({ forwardAfter: leaseUntil })
    .where(sql`${telemetryLogs.id} in (${due})`)
    .returning({
      id: telemetryLogs.id,
      attributes: telemetryLogs.attributes,
      forwardAttempts: telemetryLogs.forwardAttempts,
    });
  return rows.sort((a, b) => a.id - b.id);
}

export async function markForwarded(db: DbOrTx, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(telemetryLogs)
    .set({ forwardPending: false, forwardedAt: now, forwardAfter: null })
    .where(inArray(telemetryLogs.id, [...ids]));
}

/** A failed attempt: retried after `retryAt`, or given up (no longer pending) after `maxAttempts` attempts. */
export async function markForwardFailed(
  db: DbOrTx,
  ids: readonly number[],
  retryAt: Date,
  maxAttempts: number,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(telemetryLogs)
    .set({
      forwardAttempts: sql`${telemetryLogs.forwardAttempts} + 1`,
      forwardAfter: retryAt,
      forwardPending: sql`${telemetryLogs.forwardAttempts} + 1 < ${maxAttempts}`,
    })
    .where(inArray(telemetryLogs.id, [...ids]));
}

/** Deletes what was received before `before` (TELEMETRY_RETENTION_DAYS). */
/** Deletes the oldest rows of each table past `maxRows` (ids grow with time); returns how many went. */
export async function keepNewestRows(db: DbOrTx, maxRows: number): Promise<number> {
  let deleted = 0;
  for (const table of [telemetryEvents, telemetryLogs]) {
    const cutoff = db.select({ id: table.id }).from(table).orderBy(desc(table.id)).offset(maxRows).limit(1);
    const gone = await db.delete(table).where(lte(table.id, cutoff)).returning({ id: table.id });
    deleted += gone.length;
  }
  return deleted;
}

export async function deleteReceivedBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(telemetryEvents).where(lt(telemetryEvents.receivedAt, before));
  await db.delete(telemetryLogs).where(lt(telemetryLogs.receivedAt, before));
}
