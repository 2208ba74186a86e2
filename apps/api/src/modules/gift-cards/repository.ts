// Rows of gift_cards. Every status write goes through `moveGiftCard`, which asks the state machine
// (gift-card-status.ts) and writes only from the statuses it allows, so a write that lost a race changes nothing.
import { and, asc, desc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { giftCards } from '../../db/schema/gift-cards';
import { type GiftCardStatus, giftCardSourcesOf } from './gift-card-status';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardInsert = typeof giftCards.$inferInsert;
type GiftCardChanges = Partial<Omit<GiftCardRow, 'id' | 'status'>>;

export async function insertGiftCard(db: DbOrTx, values: GiftCardInsert): Promise<GiftCardRow> {
  const [row] = await db.insert(giftCards).values(values).returning();
  if (!row) throw new Error('gift card not inserted');
  return row;
}

/** Inserts a purchase unless its key has one already (then undefined). */
export async function insertPurchase(db: DbOrTx, values: GiftCardInsert): Promise<GiftCardRow | undefined> {
  const [row] = await db
    .insert(giftCards)
    .values(values)
    .onConflictDoNothing({ target: giftCards.purchaseKey })
    .returning();
  return row;
}

export function listGiftCards(db: DbOrTx, limit: number): Promise<GiftCardRow[]> {
  return db.select().from(giftCards).orderBy(desc(giftCards.id)).limit(limit);
}

export async function findGiftCardByKey(db: DbOrTx, key: string): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.purchaseKey, key)).limit(1);
  return row;
}

/** The card with this code digest, locked. */
export async function lockGiftCardByDigest(tx: DbOrTx, digest: string): Promise<GiftCardRow | undefined> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.codeDigest, digest)).for('update');
  return row;
}

export async function findGiftCardById(db: DbOrTx, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id)).limit(1);
  return row;
}

/** The card with this id, locked. */
export async function lockGiftCardById(tx: DbOrTx, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  return row;
}

/** Moves the card to `to` from a status that allows it; the moved row, or undefined. */
export async function moveGiftCard(
  tx: DbOrTx,
  id: number,
  to: GiftCardStatus,
  changes: GiftCardChanges = {},
): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .update(giftCards)
    .set({ ...changes, status: to })
    .where(and(eq(giftCards.id, id), inArray(giftCards.status, giftCardSourcesOf(to))))
    .returning();
  return row;
}

/** Changes a pending purchase's fields (its charge in flight), while it is pending. */
export async function updatePendingPurchase(tx: DbOrTx, id: number, changes: GiftCardChanges): Promise<void> {
  await tx
    .update(giftCards)
    .set(changes)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
}

/** Purchases pending since before `before`, oldest first. */
export function listStalePurchases(db: DbOrTx, before: Date, limit: number): Promise<GiftCardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.status, 'pending'), lt(giftCards.createdAt, before)))
    .orderBy(asc(giftCards.id))
    .limit(limit);
}

/** Ids of active cards due by `today` that have not been emailed. */
export async function listDueGiftCardIds(db: DbOrTx, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), lte(giftCards.deliverOn, today), isNull(giftCards.deliveredAt)))
    .orderBy(asc(giftCards.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** An active card not emailed yet, locked unless another process holds it. */
export async function claimUndeliveredGiftCard(tx: DbOrTx, id: number): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.status, 'active'), isNull(giftCards.deliveredAt)))
    .for('update', { skipLocked: true });
  return row;
}

export async function markGiftCardDelivered(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(giftCards).set({ deliveredAt: at }).where(eq(giftCards.id, id));
}
