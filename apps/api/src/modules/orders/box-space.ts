// How full a box is (docs/decisions/191-box-capacity.md): its lines' box units and cold units, read with the
// catalogue's `volume` and `cold` (an item no longer in the catalogue counts one warm unit a package), against the
// limits of the dynamic configs.
import { type BoxSpaceValue, boxSpace, type CapacityLine } from '@larder/contracts/values/box-capacity';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';
import { orderLines } from '../../db/schema/orders';
import { type CapacityLimits, capacityLimits } from '../plan/capacity';

export interface SpaceLine extends CapacityLine {
  type: string;
  id: number;
}

/** The order's lines with the room each package takes. */
export async function orderSpaceLines(db: DbOrTx, orderId: number): Promise<SpaceLine[]> {
  const rows = await db
    .select({
      type: orderLines.itemType,
      id: orderLines.itemId,
      quantity: orderLines.quantity,
      volume: sql<number>`coalesce(${products.volume}, ${pairings.volume}, 1)::int`,
      cold: sql<boolean>`coalesce(${products.cold}, ${pairings.cold}, false)`,
    })
    .from(orderLines)
    .leftJoin(products, and(eq(orderLines.itemType, 'product'), eq(products.id, orderLines.itemId)))
    .leftJoin(pairings, and(eq(orderLines.itemType, 'pairing'), eq(pairings.id, orderLines.itemId)))
    .where(eq(orderLines.orderId, orderId));
  return rows.map((row) => ({ ...row, volume: Number(row.volume), cold: row.cold === true }));
}

export async function orderBoxSpace(db: DbOrTx, orderId: number, limits?: CapacityLimits): Promise<BoxSpaceValue> {
  const [lines, read] = await Promise.all([orderSpaceLines(db, orderId), limits ?? capacityLimits(db)]);
  return boxSpace(lines, read);
}
