// Rows of payment_methods: the cards customers saved (brand, last 4, expiry and the provider's token only).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { paymentMethods } from '../../db/schema/payments';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

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
