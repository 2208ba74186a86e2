// The customer's credits, a ledger (apps/api/src/db/schema/credits.ts): the balance is the sum of the entries. Gift
// cards and refunds grant; a week's order spends at its cutoff, and gives back if it is canceled. Every entry has a unique
// reference, so writing one twice writes it once.
import type { CreditsView } from '@larder/contracts/schemas/subscription';
import { and, desc, eq, gte, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { creditEntries } from '../../db/schema/credits';
import { customers } from '../../db/schema/customers';

export type CreditKind = 'gift_card' | 'refund' | 'spent' | 'returned' | 'adjustment';

/**
 * The reference of a problem report's credit for one line of an order. Stored as an `adjustment` (the kinds the table
 * allows), it is answered as a `problem` credit, its note naming the item and what was wrong with it
 * (docs/decisions/163-account-home-actions-and-totals.md).
 */
export const problemCreditReference = (orderId: number, type: string, id: number) =>
  `order-${orderId}-problem-${type}-${id}`;

const PROBLEM_CREDIT_REFERENCE = /^order-\d+-problem-[a-z]+-\d+$/;

/** The kind the customer reads: a problem report's credit is a `problem`, whatever kind it is stored as. */
const shownKind = (row: { kind: string; reference: string }): CreditsView['entries'][number]['kind'] =>
  PROBLEM_CREDIT_REFERENCE.test(row.reference) ? 'problem' : (row.kind as CreditKind);

export async function creditBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId));
  return row?.balance ?? 0;
}

/**
 * The customer's balance, read under the customer's row lock (taken here, in one statement): two spenders of one
 * customer's credits queue, so none spends the same credits twice.
 */
export async function lockedCreditBalance(tx: DbOrTx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({
      // Spelled out with table names: drizzle renders a column unqualified here, and a bare "id" would be the entry's.
      balance: sql<number>`(select coalesce(sum(entries.amount_cents), 0)::int from credit_entries entries where entries.customer_id = customers.id)`,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
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

/**
 * The sum of the entries whose reference starts with `prefix` (one of the customer's when `customerId` is given)
 * written since `since`, in cents.
 */
export async function grantedSince(
  db: DbOrTx,
  filter: { prefix: string; customerId?: number; since: Date },
): Promise<number> {
  const escaped = filter.prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditEntries.amountCents}), 0)::int` })
    .from(creditEntries)
    .where(
      and(
        like(creditEntries.reference, `${escaped}%`),
        gte(creditEntries.createdAt, filter.since),
        filter.customerId === undefined ? undefined : eq(creditEntries.customerId, filter.customerId),
      ),
    );
  return row?.total ?? 0;
}

/** The entry with this reference, if one was written. */
export async function creditEntryByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(creditEntries).where(eq(creditEntries.reference, reference)).limit(1);
  return row;
}

/** The balance and the latest entries, newest first (GET /api/v2/credits/). */
export async function creditsView(db: DbOrTx, customerId: number, limit = 50): Promise<CreditsView> {
  const balance = await creditBalance(db, customerId);
  const rows = await db
    .select()
    .from(creditEntries)
    .where(eq(creditEntries.customerId, customerId))
    .orderBy(desc(creditEntries.createdAt), desc(creditEntries.id))
    .limit(limit);
  return {
    balance_cents: balance,
    entries: rows.map((row) => ({
      id: row.id,
      amount_cents: row.amountCents,
      kind: shownKind(row),
      order_id: row.orderId,
      note: row.note,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
