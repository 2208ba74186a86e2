// What the operator console reads of the order tables (docs/decisions/200-operators.md), owned by the orders module so
// no other module queries them: promo redemptions, an order's customer and facts for the console's screens. Rows in,
// rows out; reads only.
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { promoRedemptions } from '../../db/schema/orders';
import { deliveryRatings, problemReports } from '../../db/schema/ratings';

/** How many customers redeemed each promo code, by promo code id. */
export async function redemptionCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: promoRedemptions.promoCodeId, count: count() })
    .from(promoRedemptions)
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(rows.map((row) => [row.id, row.count]));
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
