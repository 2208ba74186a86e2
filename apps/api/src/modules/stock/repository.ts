// The stock table (docs/decisions/210-stock.md): what of an item may go out on a delivery date. This module owns it:
// operators change it (service.ts), plans read what is out, and finalization locks a date's rows and takes from the
// counts in its own transaction (orders/substitution.ts calls `lockStockOn` and `takeOne`).
import type { StockAvailability } from '@larder/contracts/schemas/stock';
import type { StockSort } from '@larder/contracts/values/stock';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';
import { stockAvailability } from '../../db/schema/stock';

export type StockRow = typeof stockAvailability.$inferSelect;
export type ItemType = 'product' | 'pairing';

export const stockKey = (type: string, id: number) => `${type}:${id}`;

export function availabilityOf(row: Pick<StockRow, 'kind' | 'count'> | undefined): StockAvailability {
  if (!row) return { kind: 'unlimited' };
  if (row.kind === 'off') return { kind: 'off' };
  return { kind: 'count', count: row.count ?? 0 };
}

/** Off, or a count used up: nothing more of it goes out that day. */
export const isOut = (row: Pick<StockRow, 'kind' | 'count'> | undefined): boolean =>
  row !== undefined && (row.kind === 'off' || (row.count ?? 0) <= 0);

export async function findStock(db: DbOrTx, type: ItemType, id: number, date: string): Promise<StockRow | undefined> {
  const [row] = await db
    .select()
    .from(stockAvailability)
    .where(
      and(
        eq(stockAvailability.itemType, type),
        eq(stockAvailability.itemId, id),
        eq(stockAvailability.deliveryDate, date),
      ),
    )
    .for('update');
  return row;
}

/** Writes an item's availability on a date (`unlimited` deletes its row). */
export async function writeStock(
  tx: DbOrTx,
  type: ItemType,
  id: number,
  date: string,
  availability: StockAvailability,
  at: Date,
): Promise<void> {
  const where = and(
    eq(stockAvailability.itemType, type),
    eq(stockAvailability.itemId, id),
    eq(stockAvailability.deliveryDate, date),
  );
  if (availability.kind === 'unlimited') {
    await tx.delete(stockAvailability).where(where);
    return;
  }
  const values = {
    kind: availability.kind,
    count: availability.kind === 'count' ? availability.count : null,
    updatedAt: at,
  };
  await tx
    .insert(stockAvailability)
    .values({ itemType: type, itemId: id, deliveryDate: date, ...values })
    .onConflictDoUpdate({
      target: [stockAvailability.itemType, stockAvailability.itemId, stockAvailability.deliveryDate],
      set: values,
    });
}

/** The item keys out of stock on each of these dates (dates without any are left out). */
export async function unavailableOn(db: DbOrTx, dates: readonly string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (dates.length === 0) return out;
  const rows = await db
    .select()
    .from(stockAvailability)
    .where(inArray(stockAvailability.deliveryDate, [...new Set(dates)]));
  for (const row of rows) {
    if (!isOut(row)) continue;
    const keys = out.get(row.deliveryDate) ?? new Set<string>();
    keys.add(stockKey(row.itemType, row.itemId));
    out.set(row.deliveryDate, keys);
  }
  return out;
}

/**
 * Locks every stock row of these dates, in one order (date, type, id), and answers them by `date|type:id`. Every
 * finalizing transaction locks this way before it takes from a count, so two never wait on each other in a circle.
 */
export async function lockStockOn(tx: DbOrTx, dates: readonly string[]): Promise<Map<string, StockRow>> {
  const locked = new Map<string, StockRow>();
  if (dates.length === 0) return locked;
  const rows = await tx
    .select()
    .from(stockAvailability)
    .where(inArray(stockAvailability.deliveryDate, [...new Set(dates)]))
    .orderBy(asc(stockAvailability.deliveryDate), asc(stockAvailability.itemType), asc(stockAvailability.itemId))
    .for('update');
  for (const row of rows) locked.set(`${row.deliveryDate}|${stockKey(row.itemType, row.itemId)}`, row);
  return locked;
}

/** One box takes one of a counted item (its row locked by `lockStockOn`). */
export async function takeOne(tx: DbOrTx, row: StockRow): Promise<void> {
  await tx
    .update(stockAvailability)
    .set({ count: sql`${stockAvailability.count} - 1` })
    .where(
      and(
        eq(stockAvailability.itemType, row.itemType),
        eq(stockAvailability.itemId, row.itemId),
        eq(stockAvailability.deliveryDate, row.deliveryDate),
        eq(stockAvailability.kind, 'count'),
      ),
    );
}

export interface StockListing {
  date: string;
  type?: ItemType;
  name?: string;
  sort: { column: StockSort; descending: boolean };
  limit: number;
  offset: number;
}

export interface StockListRow {
  type: ItemType;
  id: number;
  name: string;
  priceCents: number;
  kind: string | null;
  count: number | null;
}

/** The catalogue's products and recipes with their stock on a date, filtered, sorted and paged (ties by type, id). */
export async function listStock(db: DbOrTx, listing: StockListing): Promise<{ count: number; rows: StockListRow[] }> {
  const itemsOf = (type: ItemType) => {
    const table = type === 'product' ? products : pairings;
    return db
      .select({
        type: sql<ItemType>`${type}::text`.as('type'),
        id: table.id,
        name: table.name,
        priceCents: sql<number>`${table.priceCents}`.as('price_cents'),
        kind: stockAvailability.kind,
        count: stockAvailability.count,
      })
      .from(table)
      .leftJoin(
        stockAvailability,
        and(
          eq(stockAvailability.itemType, type),
          eq(stockAvailability.itemId, table.id),
          eq(stockAvailability.deliveryDate, listing.date),
        ),
      )
      .where(listing.name ? ilike(table.name, `%${escapeLike(listing.name)}%`) : undefined);
  };
  const types: ItemType[] = listing.type ? [listing.type] : ['product', 'pairing'];
  const parts = types.map(itemsOf);
  const union = (
    parts.length === 2
      ? (parts[0] as ReturnType<typeof itemsOf>).unionAll(parts[1] as ReturnType<typeof itemsOf>)
      : (parts[0] as ReturnType<typeof itemsOf>)
  ).as('items');
  const direction = listing.sort.descending ? desc : asc;
  const column = { name: union.name, type: union.type, price_cents: union.priceCents }[listing.sort.column];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(union)
      .orderBy(direction(column), asc(union.type), asc(union.id))
      .limit(listing.limit)
      .offset(listing.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(union),
  ]);
  return { count: total[0]?.count ?? 0, rows: rows as StockListRow[] };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
