import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { refunds } from '../../db/schema/credits';
import { customers } from '../../db/schema/customers';
import { orderLines, orders } from '../../db/schema/orders';
import type { OrderHistory } from '../learning/order-history';
import type { OrderStatus } from './order-status';
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

/** The operator console's search (GET /api/admin/orders/): every filter optional, combined with "and". */
export interface OrderSearch {
  id?: number;
  /** Part of the customer's email, case-insensitive. */
  email?: string;
  deliveryDate?: string;
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
