// The catalogue's price of an item a customer adds to a box (a checkout's or a week's): its name, picture and price
// today, only while the catalogue offers it (an item an admin hid is not: docs/decisions/204-console-catalogue-and-
// retries.md).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';

/** An item a customer may add to a box: one the catalogue offers; undefined otherwise. */
export async function findCatalogueItem(db: DbOrTx, type: 'product' | 'pairing', id: number) {
  const table = type === 'product' ? products : pairings;
  const [row] = await db
    .select({ name: table.name, picture: table.picture, priceCents: table.priceCents })
    .from(table)
    .where(and(eq(table.id, id), eq(table.visible, true)))
    .limit(1);
  return row;
}
