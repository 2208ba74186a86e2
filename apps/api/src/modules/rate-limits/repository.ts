// Fixed-window counters in the database, so every API process shares them. One statement per hit: it opens a
// new window when the old one has ended, otherwise counts one more.
import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rateLimitHits } from '../../db/schema/index';

const MAX_COUNT = 1_000_000_000;

export async function countHit(
  db: DbOrTx,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const nowText = now.toISOString();
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= ${nowText}::timestamptz then 1
          else least(${rateLimitHits.hits} + 1, ${MAX_COUNT}) end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${nowText}::timestamptz then excluded.reset_at
          else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

export async function deleteEndedWindows(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, now));
}
