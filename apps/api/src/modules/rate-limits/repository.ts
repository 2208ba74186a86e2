// Fixed-window counters in the database, so every API process shares them. One statement per hit: it opens a
// new window when the old one has ended, otherwise counts one more.
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rateLimitHits } from '../../db/schema/rate-limits';

const MAX_COUNT = 1_000_000_000;

/** Counts one hit on each (distinct) key in one statement; returns every key's count and window end. */
export async function countHits(
  db: DbOrTx,
  keys: readonly string[],
  now: Date,
  windowSeconds: number,
): Promise<Map<string, { hits: number; resetAt: Date }>> {
  const nowText = now.toISOString();
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const rows = await db
    .insert(rateLimitHits)
    .values([...new Set(keys)].map((key) => ({ key, hits: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= ${nowText}::timestamptz then 1
          else least(${rateLimitHits.hits} + 1, ${MAX_COUNT}) end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${nowText}::timestamptz then excluded.reset_at
          else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  return new Map(rows.map(({ key, ...counts }) => [key, counts]));
}

/** The hits of each key in its current window, without counting one (0 for a key with none, or an ended window). */
export async function readHits(
  db: DbOrTx,
  keys: readonly string[],
  now: Date,
): Promise<Map<string, { hits: number; resetAt: Date }>> {
  const rows = await db
    .select({ key: rateLimitHits.key, hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.key, [...new Set(keys)]), gt(rateLimitHits.resetAt, now)));
  return new Map(rows.map(({ key, ...counts }) => [key, counts]));
}

export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now));
}
