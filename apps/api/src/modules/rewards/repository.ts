// The rewards points' queries (issue 41): the ledger (point_entries) and the customer's account (reward_accounts).
// Rows in, rows out; the movements are decided in decide.ts and written by points.ts.
import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { pointEntries, rewardAccounts } from '../../db/schema/rewards';

/**
 * The customer's balance, read under the customer's row lock (taken here, in one statement): every movement of one
 * customer's points queues behind the one before, across processes. `FOR NO KEY UPDATE`, not `FOR UPDATE`: rows
 * written meanwhile that refer to the customer (a week made, a promo redemption) take `FOR KEY SHARE` on it, which
 * `FOR UPDATE` would wait for; with the payment's order lock held that was a deadlock (the fault model's simulated
 * year on the PostgreSQL server, stop 48).
 */
export async function lockedPointBalance(tx: DbOrTx, customerId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({
      balance: sql<number>`(select coalesce(sum(entries.points), 0)::int from point_entries entries where entries.customer_id = customers.id)`,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row?.balance;
}

export async function customerExists(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row !== undefined;
}

export async function pointBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointEntries.points}), 0)::int` })
    .from(pointEntries)
    .where(eq(pointEntries.customerId, customerId));
  return row?.balance ?? 0;
}

export async function findRewardAccount(db: DbOrTx, customerId: number) {
  const [row] = await db.select().from(rewardAccounts).where(eq(rewardAccounts.customerId, customerId)).limit(1);
  return row;
}

export async function saveAutoRedeem(db: DbOrTx, customerId: number, autoRedeem: boolean, at: Date) {
  await db
    .insert(rewardAccounts)
    .values({ customerId, autoRedeem, updatedAt: at })
    .onConflictDoUpdate({ target: rewardAccounts.customerId, set: { autoRedeem, updatedAt: at } });
}

/** The customer's last paid box is at `at` (or later, if one already said so). */
export async function notePaid(db: DbOrTx, customerId: number, at: Date) {
  await db
    .insert(rewardAccounts)
    .values({ customerId, lastPaidAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: rewardAccounts.customerId,
      set: { lastPaidAt: sql`greatest(${rewardAccounts.lastPaidAt}, excluded.last_paid_at)`, updatedAt: at },
    });
}

/** The order's points, summed by reason. */
export async function orderPointSums(db: DbOrTx, orderId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ reason: pointEntries.reason, points: sql<number>`sum(${pointEntries.points})::int` })
    .from(pointEntries)
    .where(eq(pointEntries.orderId, orderId))
    .groupBy(pointEntries.reason);
  return Object.fromEntries(rows.map((row) => [row.reason, row.points]));
}

export interface PointEntryInput {
  customerId: number;
  points: number;
  reason: string;
  reference: string;
  orderId: number | null;
  at: Date;
}

/** Writes an entry unless one with its reference exists; true when this call wrote it. */
export async function insertPointEntry(tx: DbOrTx, entry: PointEntryInput): Promise<boolean> {
  const written = await tx
    .insert(pointEntries)
    .values({
      customerId: entry.customerId,
      points: entry.points,
      reason: entry.reason,
      reference: entry.reference,
      orderId: entry.orderId,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: pointEntries.reference })
    .returning({ id: pointEntries.id });
  return written.length > 0;
}

export async function listPointEntries(db: DbOrTx, customerId: number, limit: number) {
  return db
    .select()
    .from(pointEntries)
    .where(eq(pointEntries.customerId, customerId))
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .limit(limit);
}

/** Customers whose last paid box was at or before `before` and who still hold points, a batch at a time. */
export async function listExpiring(db: DbOrTx, before: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ customerId: rewardAccounts.customerId })
    .from(rewardAccounts)
    .where(
      and(
        isNotNull(rewardAccounts.lastPaidAt),
        lte(rewardAccounts.lastPaidAt, before),
        sql`(select coalesce(sum(entries.points), 0) from point_entries entries where entries.customer_id = ${rewardAccounts.customerId}) > 0`,
      ),
    )
    .orderBy(rewardAccounts.lastPaidAt)
    .limit(limit);
  return rows.map((row) => row.customerId);
}
