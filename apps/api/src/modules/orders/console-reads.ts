// What the operator console reads of the order tables (docs/decisions/200-operators.md), owned by the orders module so
// the operators module queries none of them: promo redemptions, a delivery day's orders and lines, a customer's
// orders, the Today screen's order facts, an order's ratings and problem reports. Rows in, rows out; reads only.
import { and, asc, between, count as countOf, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/customers';
import { orderLines, orders, promoRedemptions, subscriptions } from '../../db/schema/orders';
import { deliveryRatings, problemReports } from '../../db/schema/ratings';

/** How many customers redeemed each promo code, by promo code id. */
export async function redemptionCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: promoRedemptions.promoCodeId, count: countOf() })
    .from(promoRedemptions)
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

/**
 * By zone code: its active and paused subscriptions, and its boxes not yet delivered (scheduled, finalized, paid) —
 * what disabling the zone touches (the console's zone dialog).
 */
export async function zoneSubscriptionCounts(
  db: DbOrTx,
): Promise<Map<string, { subscribers: number; boxesToDeliver: number }>> {
  const [subscriberRows, boxRows] = await Promise.all([
    db
      .select({ zone: subscriptions.zoneCode, count: countOf() })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['active', 'paused']))
      .groupBy(subscriptions.zoneCode),
    db
      .select({ zone: orders.zoneCode, count: countOf() })
      .from(orders)
      .where(inArray(orders.status, ['scheduled', 'finalized', 'paid']))
      .groupBy(orders.zoneCode),
  ]);
  const counts = new Map<string, { subscribers: number; boxesToDeliver: number }>();
  const entry = (zone: string) => counts.get(zone) ?? { subscribers: 0, boxesToDeliver: 0 };
  for (const row of subscriberRows) counts.set(row.zone, { ...entry(row.zone), subscribers: row.count });
  for (const row of boxRows) counts.set(row.zone, { ...entry(row.zone), boxesToDeliver: row.count });
  return counts;
}

/** A promo code's redemptions with the customer's email, oldest first. */
export function promoRedemptionsOf(db: DbOrTx, promoCodeId: number) {
  return db
    .select({ redemption: promoRedemptions, email: customers.email })
    .from(promoRedemptions)
    .innerJoin(customers, eq(customers.id, promoRedemptions.customerId))
    .where(eq(promoRedemptions.promoCodeId, promoCodeId))
    .orderBy(asc(promoRedemptions.createdAt), asc(promoRedemptions.id));
}

/** An order's delivery ratings. */
export function orderDeliveryRatings(db: DbOrTx, orderId: number) {
  return db.select().from(deliveryRatings).where(eq(deliveryRatings.orderId, orderId));
}

/** An order's problem reports, oldest first. */
export function orderProblemReports(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(problemReports)
    .where(eq(problemReports.orderId, orderId))
    .orderBy(asc(problemReports.createdAt));
}

/** A customer's latest orders, newest delivery first. */
export function customerOrders(db: DbOrTx, customerId: number, limit: number) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.deliveryDate), desc(orders.id))
    .limit(limit);
}

/** The orders of a delivery date (and zone) with their customer's email and name and the free gift's name. */
export function deliveryDayOrders(db: DbOrTx, date: string, zone: string | undefined) {
  return db
    .select({
      order: orders,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      giftName: products.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.freeGiftProductId))
    .where(and(eq(orders.deliveryDate, date), zone === undefined ? undefined : eq(orders.zoneCode, zone)))
    .orderBy(asc(orders.zoneCode), asc(orders.id));
}

/** The lines of these orders, by order and position. */
export async function linesOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
}

const count = sql<number>`count(*)::int`;

/**
 * The console's Today screen's order facts (docs/decisions/200-operators.md), as one array of four reads: the week's
 * deliveries by day and zone (skipped and canceled left out), the next `cutoffsShown` cutoffs with their scheduled
 * orders, the week's orders by status, and its revenue.
 */
export function weekOrderFacts(db: DbOrTx, week: { from: string; to: string }, now: Date, cutoffsShown: number) {
  const thisWeek = between(orders.deliveryDate, week.from, week.to);
  return [
    db
      .select({ date: orders.deliveryDate, zone: orders.zoneCode, orders: count })
      .from(orders)
      .where(and(thisWeek, notInArray(orders.status, ['skipped', 'canceled'])))
      .groupBy(orders.deliveryDate, orders.zoneCode)
      .orderBy(asc(orders.deliveryDate), asc(orders.zoneCode)),
    db
      .select({ zone: orders.zoneCode, date: orders.deliveryDate, cutoffAt: orders.cutoffAt, orders: count })
      .from(orders)
      .where(and(eq(orders.status, 'scheduled'), gt(orders.cutoffAt, now)))
      .groupBy(orders.zoneCode, orders.deliveryDate, orders.cutoffAt)
      .orderBy(asc(orders.cutoffAt), asc(orders.zoneCode))
      .limit(cutoffsShown),
    db.select({ status: orders.status, orders: count }).from(orders).where(thisWeek).groupBy(orders.status),
    db
      .select({
        // Sums of int4 cents are bigint: read as numbers (exact far past any week's takings).
        charged:
          sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} in ('paid', 'delivered')), 0)`.mapWith(
            Number,
          ),
        refunded: sql<number>`coalesce(sum(${orders.refundedCents}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(thisWeek),
  ] as const;
}
