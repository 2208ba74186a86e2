// A customer's thumbs on products and recipes (db/schema/ratings.ts), as rows: written one at a time, listed newest
// first, and read whole by plan building.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { itemRatings } from '../../db/schema/ratings';

export interface ItemRatingRow {
  type: ContentType;
  id: number;
  rating: 1 | -1;
  updatedAt: Date;
}

/** Ratings plan building reads at most (newest first): far more than a customer gives in years. */
export const RATINGS_READ_MAX = 5000;

const toRow = (row: typeof itemRatings.$inferSelect): ItemRatingRow => ({
  type: row.itemType as ContentType,
  id: row.itemId,
  rating: row.rating as 1 | -1,
  updatedAt: row.updatedAt,
});

/** Sets (1, -1) or clears (0) the customer's rating of an item, in one statement. */
export async function setItemRating(
  db: DbOrTx,
  customerId: number,
  item: { type: ContentType; id: number },
  rating: 1 | -1 | 0,
  at: Date,
): Promise<void> {
  const key = and(
    eq(itemRatings.customerId, customerId),
    eq(itemRatings.itemType, item.type),
    eq(itemRatings.itemId, item.id),
  );
  if (rating === 0) {
    await db.delete(itemRatings).where(key);
    return;
  }
  await db
    .insert(itemRatings)
    .values({ customerId, itemType: item.type, itemId: item.id, rating, updatedAt: at })
    .onConflictDoUpdate({
      target: [itemRatings.customerId, itemRatings.itemType, itemRatings.itemId],
      set: { rating, updatedAt: at },
    });
}

export async function listItemRatings(
  db: DbOrTx,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: ItemRatingRow[] }> {
  const mine = eq(itemRatings.customerId, customerId);
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(itemRatings).where(mine),
    db
      .select()
      .from(itemRatings)
      .where(mine)
      .orderBy(desc(itemRatings.updatedAt), itemRatings.itemType, itemRatings.itemId)
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { count: total[0]?.count ?? 0, results: rows.map(toRow) };
}

/**
 * Several customers' ratings, each customer's newest first and at most `max` (one rating per item, so bounded by
 * the catalogue): one query for a batch of the weekly cycle.
 */
export async function listItemRatingsOf(
  db: DbOrTx,
  customerIds: readonly number[],
  max: number,
): Promise<Map<number, ItemRatingRow[]>> {
  const rows = await db
    .select()
    .from(itemRatings)
    .where(inArray(itemRatings.customerId, [...customerIds]))
    .orderBy(asc(itemRatings.customerId), desc(itemRatings.updatedAt), itemRatings.itemType, itemRatings.itemId);
  const grouped = new Map<number, ItemRatingRow[]>();
  for (const row of rows) {
    const list = grouped.get(row.customerId) ?? [];
    if (list.length < max) list.push(toRow(row));
    grouped.set(row.customerId, list);
  }
  return grouped;
}
