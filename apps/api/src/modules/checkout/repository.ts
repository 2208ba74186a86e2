// Rows of checkouts, checkout_lines, payment_methods, orders, order_lines, subscriptions and promo_redemptions.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { checkoutLines, checkouts } from '../../db/schema/checkout';
import { orderLines, orders, promoRedemptions, subscriptions } from '../../db/schema/orders';
import { paymentMethods } from '../../db/schema/payments';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutLineRow = typeof checkoutLines.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function findCheckout(db: DbOrTx, customerId: number): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.customerId, customerId)).limit(1);
  return row;
}

/** Creates the customer's checkout row if missing, then applies `changes`. */
export async function upsertCheckout(
  db: DbOrTx,
  customerId: number,
  changes: Partial<Omit<CheckoutRow, 'customerId' | 'updatedAt'>>,
  at: Date,
): Promise<void> {
  await db
    .insert(checkouts)
    .values({ customerId, ...changes, updatedAt: at })
    .onConflictDoUpdate({ target: checkouts.customerId, set: { ...changes, updatedAt: at } });
}

export async function listCheckoutLines(db: DbOrTx, customerId: number): Promise<CheckoutLineRow[]> {
  return db
    .select()
    .from(checkoutLines)
    .where(eq(checkoutLines.customerId, customerId))
    .orderBy(asc(checkoutLines.position), asc(checkoutLines.itemType), asc(checkoutLines.itemId));
}

export async function replaceCheckoutLines(
  db: DbOrTx,
  customerId: number,
  lines: Omit<CheckoutLineRow, 'customerId'>[],
): Promise<void> {
  await db.delete(checkoutLines).where(eq(checkoutLines.customerId, customerId));
  if (lines.length > 0) await db.insert(checkoutLines).values(lines.map((line) => ({ ...line, customerId })));
}

export async function findCheckoutLine(
  db: DbOrTx,
  customerId: number,
  itemType: string,
  itemId: number,
): Promise<CheckoutLineRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutLines)
    .where(
      and(
        eq(checkoutLines.customerId, customerId),
        eq(checkoutLines.itemType, itemType),
        eq(checkoutLines.itemId, itemId),
      ),
    )
    .limit(1);
  return row;
}

export async function upsertCheckoutLine(db: DbOrTx, line: CheckoutLineRow): Promise<void> {
  await db
    .insert(checkoutLines)
    .values(line)
    .onConflictDoUpdate({
      target: [checkoutLines.customerId, checkoutLines.itemType, checkoutLines.itemId],
      set: { quantity: line.quantity },
    });
}

export async function deleteCheckoutLine(db: DbOrTx, customerId: number, itemType: string, itemId: number) {
  await db
    .delete(checkoutLines)
    .where(
      and(
        eq(checkoutLines.customerId, customerId),
        eq(checkoutLines.itemType, itemType),
        eq(checkoutLines.itemId, itemId),
      ),
    );
}

export async function insertPaymentMethod(
  db: DbOrTx,
  row: typeof paymentMethods.$inferInsert,
): Promise<PaymentMethodRow> {
  const [saved] = await db.insert(paymentMethods).values(row).returning();
  if (!saved) throw new Error('payment method not inserted');
  return saved;
}

export async function findPaymentMethod(db: DbOrTx, id: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row;
}

export async function findOrderByKey(db: DbOrTx, customerId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOrder(db: DbOrTx, customerId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.id, id)))
    .limit(1);
  return row;
}

export async function findFirstOrder(db: DbOrTx, customerId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.id))
    .limit(1);
  return row;
}

export async function listOrderLines(db: DbOrTx, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

export async function hasSubscription(db: DbOrTx, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}

export async function hasRedeemed(db: DbOrTx, customerId: number, promoCodeId: number): Promise<boolean> {
  const rows = await db
    .select({ id: promoRedemptions.id })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.customerId, customerId), eq(promoRedemptions.promoCodeId, promoCodeId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A subscriber's new card: the subscription and every order not yet paid use it; a failed payment is due again now.
 * True when one was.
 */
export async function useCardForSubscription(
  tx: DbOrTx,
  customerId: number,
  paymentMethodId: number,
  now: Date,
): Promise<boolean> {
  await tx.update(subscriptions).set({ paymentMethodId }).where(eq(subscriptions.customerId, customerId));
  await tx
    .update(orders)
    .set({ paymentMethodId })
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, ['scheduled', 'finalized'])));
  const failed = await tx
    .update(orders)
    .set({ paymentMethodId, nextPaymentAttemptAt: now })
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'payment_failed')))
    .returning({ id: orders.id });
  return failed.length > 0;
}
