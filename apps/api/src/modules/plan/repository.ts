// This week's plan swaps of a customer (db/schema/plan.ts), oldest first.
import type { ContentType, Occasion } from '@larder/contracts/schemas/catalogue';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { planSwaps } from '../../db/schema/plan';

export interface SwapRow {
  occasion: Occasion;
  from: { type: ContentType; id: number };
  to: { type: ContentType; id: number };
}

const ofWeek = (customerId: number, weekStart: string) =>
  and(eq(planSwaps.customerId, customerId), eq(planSwaps.weekStart, weekStart));

export async function listSwaps(db: DbOrTx, customerId: number, weekStart: string): Promise<SwapRow[]> {
  const rows = await db.select().from(planSwaps).where(ofWeek(customerId, weekStart)).orderBy(asc(planSwaps.id));
  return rows.map(toSwap);
}

function toSwap(row: typeof planSwaps.$inferSelect): SwapRow {
  return {
    occasion: row.occasion as Occasion,
    from: { type: row.fromType as ContentType, id: row.fromId },
    to: { type: row.toType as ContentType, id: row.toId },
  };
}

/** Several customers' swaps of some weeks, by customer and week (`<customer>:<Monday>`), each oldest first. */
export async function listSwapsOf(
  db: DbOrTx,
  customerIds: readonly number[],
  weekStarts: readonly string[],
): Promise<Map<string, SwapRow[]>> {
  const rows = await db
    .select()
    .from(planSwaps)
    .where(and(inArray(planSwaps.customerId, [...customerIds]), inArray(planSwaps.weekStart, [...weekStarts])))
    .orderBy(asc(planSwaps.customerId), asc(planSwaps.id));
  const grouped = new Map<string, SwapRow[]>();
  for (const row of rows) {
    const key = `${row.customerId}:${row.weekStart}`;
    const list = grouped.get(key);
    if (list) list.push(toSwap(row));
    else grouped.set(key, [toSwap(row)]);
  }
  return grouped;
}

export async function countSwaps(db: DbOrTx, customerId: number, weekStart: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(planSwaps).where(ofWeek(customerId, weekStart));
  return row?.count ?? 0;
}

export async function insertSwap(
  db: DbOrTx,
  customerId: number,
  weekStart: string,
  swap: SwapRow,
  at: Date,
): Promise<void> {
  await db.insert(planSwaps).values({
    customerId,
    weekStart,
    occasion: swap.occasion,
    fromType: swap.from.type,
    fromId: swap.from.id,
    toType: swap.to.type,
    toId: swap.to.id,
    createdAt: at,
  });
}
