// Rows of checkouts and checkout_lines: the checkout in progress, before the first order.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { checkoutLines, checkouts } from '../../db/schema/checkout';

export type CheckoutRow = typeof checkouts.$inferSelect;
export type CheckoutLineRow = typeof checkoutLines.$inferSelect;

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
