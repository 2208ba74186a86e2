// Rows of a subscription's weeks, as the weekly cycle makes and changes them (docs/decisions/160-weekly-cycle.md):
// a batch of new weeks inserted at once, the open weeks (cutoff ahead), the dates that have an order, and the weeks a
// change of answers builds again.

import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orderLines, orders } from '../../db/schema/orders';
import type { OrderStatus } from './order-status';
import { OPEN } from './order-status';
import type { OrderInsert, OrderLineInsert, OrderRow } from './repository';

/** Lines written per statement (8 parameters each: well under PostgreSQL's 65,535). */
const LINES_PER_INSERT = 2000;

/**
 * Several subscriptions' new weeks, each order with lines of its own, in two statements (three for a very large
 * batch): a week-making pass's batch. A date an order already holds is left as it is. The orders inserted.
 */
export async function insertWeeksOf(
  tx: DbOrTx,
  weeks: readonly { order: OrderInsert; lines: readonly OrderLineInsert[] }[],
): Promise<OrderRow[]> {
  if (weeks.length === 0) return [];
  const inserted = await tx
    .insert(orders)
    .values(weeks.map((week) => week.order))
    .onConflictDoNothing()
    .returning();
  const linesOf = new Map(weeks.map((week) => [`${week.order.subscriptionId}:${week.order.deliveryDate}`, week.lines]));
  const lines = inserted.flatMap((order) =>
    (linesOf.get(`${order.subscriptionId}:${order.deliveryDate}`) ?? []).map((line) => ({
      ...line,
      orderId: order.id,
    })),
  );
  for (let at = 0; at < lines.length; at += LINES_PER_INSERT) {
    await tx.insert(orderLines).values(lines.slice(at, at + LINES_PER_INSERT));
  }
  return inserted;
}

/**
 * The subscription's weeks a change of answers builds again: open (scheduled or skipped, cutoff after `now`) and
 * never edited by the customer, earliest first; with `lock`, locked (under the subscription's lock, taken first).
 */
export async function listRebuildableWeeks(
  db: DbOrTx,
  subscriptionId: number,
  now: Date,
  lock = false,
): Promise<OrderRow[]> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscriptionId),
        gt(orders.cutoffAt, now),
        inArray(orders.status, [...OPEN]),
        isNull(orders.editedAt),
      ),
    )
    .orderBy(asc(orders.deliveryDate));
  return lock ? query.for('update') : query;
}

/** The subscription's orders whose cutoff is after `now` (its open weeks), earliest first. */
export async function listOpenOrders(
  db: DbOrTx,
  subscriptionId: number,
  now: Date,
  statuses: readonly OrderStatus[],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(eq(orders.subscriptionId, subscriptionId), gt(orders.cutoffAt, now), inArray(orders.status, [...statuses])),
    )
    .orderBy(asc(orders.deliveryDate));
}

/** Every delivery date the subscription has an order on. */
export async function listOrderDates(db: DbOrTx, subscriptionId: number): Promise<string[]> {
  const rows = await db
    .select({ date: orders.deliveryDate })
    .from(orders)
    .where(eq(orders.subscriptionId, subscriptionId));
  return rows.map((row) => row.date);
}

/** Several subscriptions' delivery dates that have an order, by subscription. */
export async function listOrderDatesOf(
  db: DbOrTx,
  subscriptionIds: readonly number[],
): Promise<Map<number, Set<string>>> {
  const rows = await db
    .select({ subscriptionId: orders.subscriptionId, date: orders.deliveryDate })
    .from(orders)
    .where(inArray(orders.subscriptionId, [...subscriptionIds]));
  const dates = new Map<number, Set<string>>();
  for (const row of rows) dates.set(row.subscriptionId, (dates.get(row.subscriptionId) ?? new Set()).add(row.date));
  return dates;
}

/** The subscription's weeks whose cutoff is ahead, as a condition. */
export const openWeeksOf = (subscriptionId: number, now: Date) =>
  and(eq(orders.subscriptionId, subscriptionId), gt(orders.cutoffAt, now));
