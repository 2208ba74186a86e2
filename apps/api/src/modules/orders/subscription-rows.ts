// Rows of subscriptions, kept by the orders module: the weekly cycle locks and reads them, the subscriptions module
// (above it) changes them through here (docs/decisions/002-layout.md, "Floors"). Every change to a subscription and
// to its weeks takes the subscription's row lock first (`lockSubscription…`), so week making, finalization and the
// customer's changes are serialized per subscriber.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders, subscriptions } from '../../db/schema/orders';
import { type SubscriptionStatus, subscriptionSourcesOf } from './subscription-status';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = typeof subscriptions.$inferInsert;
export type SubscriptionChanges = Partial<Omit<SubscriptionRow, 'id' | 'customerId' | 'status'>>;

export async function findSubscription(db: DbOrTx, customerId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1);
  return row;
}

export async function findSubscriptionById(db: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function lockSubscriptionOf(tx: DbOrTx, customerId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).for('update');
  return row;
}

export async function lockSubscriptionById(tx: DbOrTx, id: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/** Several subscription rows, locked for a change in id order (so two lockers of overlapping sets never deadlock). */
export async function lockSubscriptionsByIds(tx: DbOrTx, ids: readonly number[]): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.id, [...ids]))
    .orderBy(asc(subscriptions.id))
    .for('update');
}

/**
 * The subscriptions of these orders, locked in id order, but those another transaction holds (passed over, not
 * waited for): a pass's batch of due orders.
 */
export async function lockSubscriptionsOfOrders(tx: DbOrTx, orderIds: readonly number[]): Promise<SubscriptionRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.id,
        tx
          .select({ id: orders.subscriptionId })
          .from(orders)
          .where(inArray(orders.id, [...orderIds])),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .for('update', { skipLocked: true });
}

export async function hasSubscription(db: DbOrTx, customerId: number): Promise<boolean> {
  return (await findSubscription(db, customerId)) !== undefined;
}

export async function insertSubscription(tx: DbOrTx, values: SubscriptionInsert): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('subscription not inserted');
  return row;
}

/**
 * Moves the subscription to `to` when its status allows it (subscription-status.ts): the moved row, or undefined
 * when it was in a status that does not.
 */
export async function moveSubscription(
  tx: DbOrTx,
  id: number,
  to: SubscriptionStatus,
  changes: SubscriptionChanges = {},
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, status: to })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, subscriptionSourcesOf(to))))
    .returning();
  return row;
}

/** Changes a subscription's fields other than its status. */
export async function updateSubscription(tx: DbOrTx, id: number, changes: SubscriptionChanges): Promise<void> {
  await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, id));
}

/** The customer's subscription uses this card from now on. */
export async function setSubscriptionCard(tx: DbOrTx, customerId: number, paymentMethodId: number): Promise<void> {
  await tx.update(subscriptions).set({ paymentMethodId }).where(eq(subscriptions.customerId, customerId));
}

/**
 * Subscriptions (active or paused) with fewer than `weeks` weeks whose cutoff is after `now`, after `afterId`, by id:
 * the ones the week maker has work for.
 */
export async function listSubscriptionsShortOfWeeks(
  db: DbOrTx,
  now: Date,
  weeks: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['active', 'paused']),
        gt(subscriptions.id, afterId),
        sql`(select count(*) from ${orders} where ${orders.subscriptionId} = ${subscriptions.id} and ${orders.cutoffAt} > ${now}) < ${weeks}`,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes subscriptions for a week-making pass until `until`, but those another pass holds; the rows taken. Several
 * processes running the pass at once share its work instead of each building every plan.
 */
export async function claimSubscriptionsForWeeks(
  db: DbOrTx,
  ids: readonly number[],
  now: Date,
  until: Date,
): Promise<SubscriptionRow[]> {
  if (ids.length === 0) return [];
  return db
    .update(subscriptions)
    .set({ weeksClaimedUntil: until })
    .where(
      and(
        inArray(subscriptions.id, [...ids]),
        or(isNull(subscriptions.weeksClaimedUntil), lte(subscriptions.weeksClaimedUntil, now)),
      ),
    )
    .returning();
}

/** Paused subscriptions, after `afterId`, by id (the pass ends those whose pause is over). */
export async function listPausedSubscriptions(db: DbOrTx, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'paused'), gt(subscriptions.id, afterId)))
    .orderBy(asc(subscriptions.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
