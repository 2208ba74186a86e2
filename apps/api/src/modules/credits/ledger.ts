// The customer's credits, a ledger (apps/api/src/db/schema/credits.ts): gift cards and refunds grant, finalized boxes
// spend before the card is charged, a canceled delivery gives its credits back. Every entry has a unique reference,
// so writing one twice writes it once; writers hold the customer's row lock, so two spenders never spend one balance
// twice.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { creditEntries } from '../../db/schema/credits';
import { lockCustomerRow } from '../accounts/customer-repository';

export type CreditKind = 'gift_card' | 'refund' | 'spent' | 'returned' | 'adjustment';
export type CreditEntryRow = typeof creditEntries.$inferSelect;

export async function creditBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId));
  return row?.balance ?? 0;
}

/** The newest entries first. */
export function creditHistory(db: DbOrTx, customerId: number, limit = 50): Promise<CreditEntryRow[]> {
  return db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(limit);
}

export interface CreditEntryInput {
  customerId: number;
  amountCents: number;
  kind: CreditKind;
  reference: string;
  orderId?: number | null;
  note?: string | null;
  at: Date;
}

/** Writes an entry unless one with its reference exists; true when this call wrote it. Call inside a transaction. */
export async function addCreditEntry(tx: DbOrTx, entry: CreditEntryInput): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new Error(`credit entry ${entry.reference}: amount must be a non-zero whole number of cents`);
  }
  const written = await tx
    .insert(creditEntries)
    .values({
      customerId: entry.customerId,
      amountCents: entry.amountCents,
      kind: entry.kind,
      reference: entry.reference,
      orderId: entry.orderId ?? null,
      note: entry.note ?? null,
      createdAt: entry.at,
    })
    .onConflictDoNothing({ target: creditEntries.reference })
    .returning({ id: creditEntries.id });
  return written.length > 0;
}

/**
 * Spends up to `maxCents` of the customer's credits on an order, once (reference `order-<id>-spent`): answers the
 * cents spent, or what an earlier call spent. Locks the customer's row; call inside the order's transaction.
 */
export async function spendCredits(
  tx: DbOrTx,
  customerId: number,
  orderId: number,
  maxCents: number,
  at: Date,
): Promise<number> {
  await lockCustomerRow(tx, customerId);
  const reference = `order-${orderId}-spent`;
  const [earlier] = await tx
    .select({ amount: creditEntries.amountCents })
    .from(creditEntries)
    .where(and(eq(creditEntries.reference, reference), eq(creditEntries.customerId, customerId)));
  if (earlier) return -earlier.amount;
  const spend = Math.min(Math.max(0, maxCents), await creditBalance(tx, customerId));
  if (spend > 0) await addCreditEntry(tx, { customerId, amountCents: -spend, kind: 'spent', reference, orderId, at });
  return spend;
}

/** Gives back what an order spent (a canceled delivery), once (reference `order-<id>-returned`). */
export async function returnCredits(tx: DbOrTx, customerId: number, orderId: number, at: Date): Promise<number> {
  const [spent] = await tx
    .select({ amount: creditEntries.amountCents })
    .from(creditEntries)
    .where(and(eq(creditEntries.reference, `order-${orderId}-spent`), eq(creditEntries.customerId, customerId)));
  if (!spent) return 0;
  const wrote = await addCreditEntry(tx, {
    customerId,
    amountCents: -spent.amount,
    kind: 'returned',
    reference: `order-${orderId}-returned`,
    orderId,
    at,
  });
  return wrote ? -spent.amount : 0;
}
