// Rows of week_rebuilds: per customer, how many changes of what their plan is built from were asked and how many
// the weeks were built again from (docs/decisions/161-weeks-built-again.md; week-rebuild.ts).

import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { weekRebuilds } from '../../db/schema/orders';

export type WeekRebuildRow = typeof weekRebuilds.$inferSelect;

/** Counts a change of what the customer's plan is built from (decision 161); the count. */
export async function requestWeekRebuild(tx: DbOrTx, customerId: number, at: Date): Promise<number> {
  const [row] = await tx
    .insert(weekRebuilds)
    .values({ customerId, requested: 1, requestedAt: at })
    .onConflictDoUpdate({
      target: weekRebuilds.customerId,
      set: { requested: sql`${weekRebuilds.requested} + 1`, requestedAt: at },
    })
    .returning({ requested: weekRebuilds.requested });
  return row?.requested ?? 1;
}

/** The customer's count of changes and of those built, with `lock` locked. */
export async function findWeekRebuild(
  db: DbOrTx,
  customerId: number,
  lock = false,
): Promise<WeekRebuildRow | undefined> {
  const query = db.select().from(weekRebuilds).where(eq(weekRebuilds.customerId, customerId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** A change of the customer's answers or ratings is counted and its weeks not yet built again from it. */
export async function weeksRebuilding(db: DbOrTx, customerId: number): Promise<boolean> {
  const row = await findWeekRebuild(db, customerId);
  return row !== undefined && row.rebuilt < row.requested;
}

/** Several customers' counts of changes asked and built, as `requested:rebuilt`; a customer with none left out. */
export async function listWeekRebuildCounts(db: DbOrTx, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: weekRebuilds.customerId, requested: weekRebuilds.requested, rebuilt: weekRebuilds.rebuilt })
    .from(weekRebuilds)
    .where(inArray(weekRebuilds.customerId, [...customerIds]));
  return new Map(rows.map((row) => [row.customerId, `${row.requested}:${row.rebuilt}`]));
}

/** The weeks were built from answers as of the `requested`-th change. */
export async function markWeeksRebuilt(tx: DbOrTx, customerId: number, requested: number, at: Date): Promise<void> {
  await tx
    .update(weekRebuilds)
    .set({ rebuilt: requested, rebuiltAt: at })
    .where(and(eq(weekRebuilds.customerId, customerId), lt(weekRebuilds.rebuilt, requested)));
}
