// What other modules read of orders (docs/decisions/002-layout.md, "Floors"): the first order, a subscription's
// weeks, a customer's pages of orders, and the order history the plan and the learning read (`orderHistory`,
// passed to them where the app is built: they sit below the orders module). Reads only.

import { and, asc, desc, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orderLines, orders } from '../../db/schema/orders';
import type { OrderHistory } from '../learning/order-history';
import type { OrderRow } from './repository';

export async function findFirstOrder(db: DbOrTx, customerId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.id))
    .limit(1);
  return row;
}

/** Ids of the customer's orders, newest delivery first, a page at a time; and how many there are. */
export async function pageOrderIds(db: DbOrTx, customerId: number, limit: number, offset: number) {
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.deliveryDate), desc(orders.id))
    .limit(limit)
    .offset(offset);
  return { count: counted?.count ?? 0, ids: ids.map((row) => row.id) };
}

/** The subscription's orders after (`upcoming`) or up to (`past`) `now`'s cutoff, at most `limit`. */
export async function listWeekIds(
  db: DbOrTx,
  subscriptionId: number,
  now: Date,
  which: 'upcoming' | 'past',
  limit: number,
): Promise<Array<{ id: number; status: string }>> {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, subscriptionId),
        which === 'upcoming' ? gt(orders.cutoffAt, now) : sql`${orders.cutoffAt} <= ${now}`,
      ),
    )
    .orderBy(which === 'upcoming' ? asc(orders.deliveryDate) : desc(orders.deliveryDate))
    .limit(limit);
}

/** Items of boxes delivered or due (not skipped or canceled), of these customers, delivered from `from` to before `before`. */
async function boxItems(db: DbOrTx, customerIds: readonly number[], from: string, before: string) {
  return db
    .select({
      customerId: orders.customerId,
      date: orders.deliveryDate,
      type: orderLines.itemType,
      id: orderLines.itemId,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        inArray(orders.customerId, [...customerIds]),
        gte(orders.deliveryDate, from),
        lt(orders.deliveryDate, before),
        notInArray(orders.status, ['skipped', 'canceled']),
      ),
    );
}

/** Items of every delivered box of these customers (undefined: everyone). */
async function deliveredItems(db: DbOrTx, customerIds: readonly number[] | undefined) {
  return db
    .select({ customerId: orders.customerId, type: orderLines.itemType, id: orderLines.itemId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.status, 'delivered'), customerIds ? inArray(orders.customerId, [...customerIds]) : undefined));
}

/** The order history the plan (rotation) and the learning (kept items) read, passed to them where the app is built. */
export const orderHistory: OrderHistory = { boxItems, deliveredItems };

/**
 * What the customer's next scheduled box (the first cutoff after `now`) has left to pay after its promotion, before
 * points and credits: what rewards/service.ts previews the points on (passed to it where the app is built).
 */
export async function nextBoxPayable(db: DbOrTx, customerId: number, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ totalCents: orders.totalCents })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'scheduled'), gt(orders.cutoffAt, now)))
    .orderBy(asc(orders.cutoffAt))
    .limit(1);
  return row?.totalCents;
}
