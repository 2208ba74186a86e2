// Rows of orders and order_lines, written by the orders module alone: every status write goes through `moveOrder` /
// `moveOrders`, which ask the state machine (order-status.ts) and write only from the statuses it allows — so a write
// that lost a race (a webhook first, another process) changes nothing. What other modules read of orders is in
// order-reads.ts (the console's search and refunds are here); a subscription's weeks are in week-rows.ts, promo
// redemptions in promo-redemptions.ts, the week rebuild counts in week-rebuild-rows.ts.

import type { Totals } from '@larder/contracts/schemas/checkout';
import { and, asc, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { refunds } from '../../db/schema/credits';
import { customers } from '../../db/schema/customers';
import { orderLines, orders } from '../../db/schema/orders';
import { allowedMove, type OrderStatus } from './order-status';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A new line; `source` and `reason` null (the usual ways; no learned reason) unless given. */
export type OrderLineInsert = Omit<OrderLineRow, 'orderId' | 'source' | 'reason'> & {
  source?: OrderLineRow['source'];
  reason?: OrderLineRow['reason'];
};
/** What a move may change besides the status (never the status itself). */
export type OrderChanges = Partial<Omit<OrderRow, 'id' | 'status' | 'customerId' | 'subscriptionId'>>;

/** The pricing function's totals as an order's columns. */
export function totalsColumns(totals: Totals) {
  return {
    subtotalCents: totals.subtotal_cents,
    discountCents: totals.discount_cents,
    deliveryFeeCents: totals.delivery_fee_cents,
    creditsCents: totals.credits_cents,
    pointsCents: totals.points_cents,
    totalCents: totals.total_cents,
  };
}

function checkedSources(from: readonly OrderStatus[], to: OrderStatus): OrderStatus[] {
  const allowed = from.filter((status) => allowedMove(status, to));
  if (allowed.length !== from.length) {
    throw new Error(`order move to ${to} from ${from.join('|')}: not every source is allowed`);
  }
  return allowed;
}

/**
 * Moves one order to `to` when it is in one of `from` (and matches `guard`): the moved row, or undefined when it was
 * not in such a state (someone else moved it first).
 */
export async function moveOrder(
  tx: DbOrTx,
  id: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: OrderChanges = {},
  guard?: SQL,
): Promise<OrderRow | undefined> {
  const sources = checkedSources(from, to);
  const [row] = await tx
    .update(orders)
    .set({ ...changes, status: to })
    .where(and(eq(orders.id, id), inArray(orders.status, sources), guard))
    .returning();
  return row;
}

/** Moves every order matching `where` and in one of `from` to `to`; the moved rows. */
export async function moveOrders(
  tx: DbOrTx,
  where: SQL | undefined,
  from: readonly OrderStatus[],
  to: OrderStatus,
  changes: OrderChanges = {},
): Promise<OrderRow[]> {
  const sources = checkedSources(from, to);
  return tx
    .update(orders)
    .set({ ...changes, status: to })
    .where(and(where, inArray(orders.status, sources)))
    .returning();
}

/** Changes the fields (never the status) of every order matching `where`; how many. */
export async function updateOrders(tx: DbOrTx, where: SQL | undefined, changes: OrderChanges): Promise<number> {
  const rows = await tx.update(orders).set(changes).where(where).returning({ id: orders.id });
  return rows.length;
}

/** Whether the order is at `guard` now (e.g. a charge attempt still in flight). */
export async function orderMatches(db: DbOrTx, id: number, guard: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), guard));
  return row !== undefined;
}

/** Changes an order's fields other than its status. */
export async function updateOrder(tx: DbOrTx, id: number, changes: OrderChanges): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, id));
}

/** Adds to what was refunded of an order (to its card or as credits). */
export async function addRefunded(tx: DbOrTx, id: number, cents: number): Promise<void> {
  await tx
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${cents}` })
    .where(eq(orders.id, id));
}

export async function findOrder(db: DbOrTx, customerId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.id, id)))
    .limit(1);
  return row;
}

export async function findOrderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order row, locked for a change (any owner: operators, passes). */
export async function lockOrder(tx: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** The customer's order, locked for a change; undefined for another customer's or an unknown order. */
export async function lockCustomerOrder(tx: DbOrTx, customerId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    .for('update');
  return row;
}

/** Which customer an order belongs to (the ownership check done before any other work). */
export async function orderOwner(db: DbOrTx, id: number): Promise<number | undefined> {
  const [row] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, id)).limit(1);
  return row?.customerId;
}

/** An order in one of `statuses`, locked unless another process holds it (then undefined). */
export async function claimOrder(
  tx: DbOrTx,
  id: number,
  statuses: readonly OrderStatus[],
  guard?: SQL,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), inArray(orders.status, [...statuses]), guard))
    .for('update', { skipLocked: true });
  return row;
}

/**
 * Of these orders, those in one of `statuses` (and matching `guard`) of one of `subscriptionIds`, locked in id
 * order, but those another process holds.
 */
export async function claimOrders(
  tx: DbOrTx,
  ids: readonly number[],
  statuses: readonly OrderStatus[],
  subscriptionIds: readonly number[],
  guard?: SQL,
): Promise<OrderRow[]> {
  if (ids.length === 0 || subscriptionIds.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.id, [...ids]),
        inArray(orders.status, [...statuses]),
        inArray(orders.subscriptionId, [...subscriptionIds]),
        guard,
      ),
    )
    .orderBy(asc(orders.id))
    .for('update', { skipLocked: true });
}

/** Ids of orders in `statuses` matching `where`, in `order`, at most `limit`. */
export async function listOrderIds(
  db: DbOrTx,
  statuses: readonly OrderStatus[],
  where: SQL | undefined,
  order: SQL[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.status, [...statuses]), where))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function findOrderByKey(db: DbOrTx, customerId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Inserts an order with its lines; undefined when the subscription already has an order on that date. */
export async function insertOrder(
  tx: DbOrTx,
  values: OrderInsert,
  lines: readonly OrderLineInsert[],
): Promise<OrderRow | undefined> {
  const [order] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
  if (!order) return undefined;
  if (lines.length > 0) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  return order;
}

export async function deleteOrder(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

export async function listOrderLines(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function countOrderLines(db: DbOrTx, orderId: number): Promise<{ count: number; last: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${orderLines.position}), -1)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return { count: row?.count ?? 0, last: row?.last ?? -1 };
}

const lineOf = (orderId: number, itemType: string, itemId: number) =>
  and(eq(orderLines.orderId, orderId), eq(orderLines.itemType, itemType), eq(orderLines.itemId, itemId));

export async function hasOrderLine(db: DbOrTx, orderId: number, itemType: string, itemId: number) {
  const [row] = await db
    .select({ id: orderLines.itemId })
    .from(orderLines)
    .where(lineOf(orderId, itemType, itemId))
    .limit(1);
  return row !== undefined;
}

export async function deleteOrderLine(tx: DbOrTx, orderId: number, itemType: string, itemId: number) {
  await tx.delete(orderLines).where(lineOf(orderId, itemType, itemId));
}

/** Sets a line's quantity; false when the order has no such line. */
export async function setOrderLineQuantity(
  tx: DbOrTx,
  orderId: number,
  itemType: string,
  itemId: number,
  quantity: number,
): Promise<boolean> {
  const updated = await tx
    .update(orderLines)
    .set({ quantity })
    .where(lineOf(orderId, itemType, itemId))
    .returning({ id: orderLines.itemId });
  return updated.length > 0;
}

export async function insertOrderLine(tx: DbOrTx, orderId: number, line: OrderLineInsert): Promise<void> {
  await tx.insert(orderLines).values({ ...line, orderId });
}

export async function replaceOrderLine(
  tx: DbOrTx,
  orderId: number,
  old: { itemType: string; itemId: number },
  next: Pick<OrderLineRow, 'itemType' | 'itemId' | 'name' | 'picture' | 'unitPriceCents'> & {
    source?: OrderLineRow['source'];
  },
): Promise<void> {
  // The item put in its place was not the plan's pick: no learned reason.
  await tx
    .update(orderLines)
    .set({ ...next, reason: null })
    .where(lineOf(orderId, old.itemType, old.itemId));
}

/** Replaces every line of an order (a week built again from the plan). */
export async function replaceOrderLines(tx: DbOrTx, orderId: number, lines: readonly OrderLineInsert[]) {
  await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
  if (lines.length > 0) await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId })));
}

/** The operator console's search (GET /api/admin/orders/): every filter optional, combined with "and". */
export interface OrderSearch {
  id?: number;
  /** Part of the customer's email, case-insensitive. */
  email?: string;
  deliveryDate?: string;
  /** Delivered from this day to that one, both included. */
  deliveryFrom?: string;
  deliveryTo?: string;
  status?: OrderStatus;
  zone?: string;
  sort: {
    column: 'id' | 'delivery_date' | 'status' | 'zone' | 'total_cents' | 'created_at' | 'email';
    descending: boolean;
  };
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A page of orders with their customer, sorted on the server (ties by id), and how many match. */
export async function searchOrders(db: DbOrTx, search: OrderSearch) {
  const conditions: SQL[] = [];
  if (search.id !== undefined) conditions.push(eq(orders.id, search.id));
  if (search.email !== undefined) conditions.push(ilike(customers.email, `%${escapeLike(search.email)}%`));
  if (search.deliveryDate !== undefined) conditions.push(eq(orders.deliveryDate, search.deliveryDate));
  if (search.deliveryFrom !== undefined) conditions.push(gte(orders.deliveryDate, search.deliveryFrom));
  if (search.deliveryTo !== undefined) conditions.push(lte(orders.deliveryDate, search.deliveryTo));
  if (search.status !== undefined) conditions.push(eq(orders.status, search.status));
  if (search.zone !== undefined) conditions.push(eq(orders.zoneCode, search.zone));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = {
    id: orders.id,
    delivery_date: orders.deliveryDate,
    status: orders.status,
    zone: orders.zoneCode,
    total_cents: orders.totalCents,
    created_at: orders.createdAt,
    email: sql`lower(${customers.email})`,
  }[search.sort.column];
  const direction = search.sort.descending ? desc : asc;
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
  const rows = await db
    .select({ order: orders, email: customers.email, firstName: customers.firstName, lastName: customers.lastName })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(direction(column), direction(orders.id))
    .limit(search.limit)
    .offset(search.offset);
  return { count: counted?.count ?? 0, rows };
}

/** The refunds asked on an order (given and refused), oldest first. */
export async function listOrderRefunds(db: DbOrTx, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}
