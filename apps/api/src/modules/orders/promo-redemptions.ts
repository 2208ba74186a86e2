// Rows of promo_redemptions: the promo a first order redeemed and the discounted deliveries it has left, counted down
// as they are paid (the order's promo is spread over its weeks by weeks.ts); and the orders it is promised to.

import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders, promoRedemptions } from '../../db/schema/orders';

/** Which of these customers ever redeemed a promo (only theirs have a discount to spread over new weeks). */
export async function listRedeemingCustomers(db: DbOrTx, customerIds: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ customerId: promoRedemptions.customerId })
    .from(promoRedemptions)
    .where(inArray(promoRedemptions.customerId, [...customerIds]));
  return new Set(rows.map((row) => row.customerId));
}

export type PromoRedemptionRow = typeof promoRedemptions.$inferSelect;

export async function insertPromoRedemption(tx: DbOrTx, values: typeof promoRedemptions.$inferInsert) {
  await tx.insert(promoRedemptions).values(values);
}

export async function hasRedeemed(db: DbOrTx, customerId: number, promoCodeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.customerId, customerId), eq(promoRedemptions.promoCodeId, promoCodeId)))
    .limit(1);
  return rows.length > 0;
}

/** The customer's latest redemption, locked until the transaction ends. */
export async function lockLatestRedemption(tx: DbOrTx, customerId: number): Promise<PromoRedemptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(eq(promoRedemptions.customerId, customerId))
    .orderBy(desc(promoRedemptions.id))
    .for('update')
    .limit(1);
  return row;
}

/** The customer's redemption with deliveries still to discount, locked. */
export async function lockActiveRedemption(tx: DbOrTx, customerId: number): Promise<PromoRedemptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.customerId, customerId), gt(promoRedemptions.deliveriesLeft, 0)))
    .orderBy(asc(promoRedemptions.id))
    .for('update')
    .limit(1);
  return row;
}

/** One discounted delivery was paid: one fewer left (never below zero). */
export async function useRedemptionDelivery(tx: DbOrTx, customerId: number, promoCodeId: number): Promise<void> {
  await tx
    .update(promoRedemptions)
    .set({ deliveriesLeft: sql`greatest(0, ${promoRedemptions.deliveriesLeft} - 1)` })
    .where(and(eq(promoRedemptions.customerId, customerId), eq(promoRedemptions.promoCodeId, promoCodeId)));
}

/**
 * The customer's orders carrying `promoCodeId` that are past their cutoff and not paid yet (being finalized, charged
 * or retried): the deliveries the promo is already promised to.
 */
export async function countInFlightPromoOrders(
  db: DbOrTx,
  customerId: number,
  promoCodeId: number,
  exceptOrderId: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.promoCodeId, promoCodeId),
        or(
          inArray(orders.status, ['finalized', 'payment_failed']),
          and(eq(orders.status, 'scheduled'), lte(orders.cutoffAt, now)),
        ),
        sql`${orders.id} <> ${exceptOrderId}`,
      ),
    );
  return row?.count ?? 0;
}
