// Promo codes, matched on lower(code), the expression of the unique index.
import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { promoCodes } from '../../db/schema/promo-codes';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

export async function findPromoById(db: DbOrTx, id: number): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return row;
}

export async function findPromoCode(db: DbOrTx, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(sql`lower(${promoCodes.code}) = lower(${code})`).limit(1);
  return row;
}

export function listPromoCodes(db: DbOrTx): Promise<PromoCodeRow[]> {
  return db.select().from(promoCodes).orderBy(asc(promoCodes.code));
}

/** Inserts a code; undefined when one with that code (in any case) exists. */
export async function insertPromoCode(db: DbOrTx, values: NewPromoCode): Promise<PromoCodeRow | undefined> {
  const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/** Deactivates a code; returns whether one was found. */
export function deactivatePromoCode(db: DbOrTx, code: string): Promise<boolean> {
  return setPromoCodeActive(db, code, false);
}

/** Turns a code off or on again (the console's undo of a disable); returns whether one was found. */
export async function setPromoCodeActive(db: DbOrTx, code: string, active: boolean): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ active })
    .where(sql`lower(${promoCodes.code}) = lower(${code})`)
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** Public codes live at `now` (active, started, not ended), a page of them in code order, and how many there are. */
export async function listLivePublicPromoCodes(
  db: DbOrTx,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: PromoCodeRow[] }> {
  const live = and(
    eq(promoCodes.isPublic, true),
    eq(promoCodes.active, true),
    lte(promoCodes.startsAt, now),
    or(isNull(promoCodes.endsAt), gt(promoCodes.endsAt, now)),
  );
  const [total] = await db.select({ count: count() }).from(promoCodes).where(live);
  const rows = await db
    .select()
    .from(promoCodes)
    .where(live)
    .orderBy(asc(promoCodes.code))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.count ?? 0, rows };
}

/** Marks a code public (listed on /limited-time/) or not; returns whether one was found. */
export async function setPromoCodePublic(db: DbOrTx, code: string, isPublic: boolean): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ isPublic })
    .where(sql`lower(${promoCodes.code}) = lower(${code})`)
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}
