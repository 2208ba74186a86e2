// The customer's credits, a ledger (apps/api/src/db/schema/credits.ts): the balance is the sum of the entries. Gift
// cards grant today; spending at finalization and refunds are issue 16's next part. Every entry has a unique
// reference, so writing one twice writes it once.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { creditEntries } from '../../db/schema/credits';

export type CreditKind = 'gift_card' | 'refund' | 'spent' | 'returned' | 'adjustment';

export async function creditBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId));
  return row?.balance ?? 0;
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
