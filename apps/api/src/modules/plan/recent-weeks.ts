// The customer's boxes of the weeks before a delivery week, as the rotation reads them (engine/rotation.ts): the
// item keys of each earlier week's order, the week before first, from the orders the weekly cycle made (skipped and
// canceled weeks were not delivered and do not count). A read only.
import { weekStartOf } from '@larder/contracts/values/plan';
import { and, eq, gte, lt, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orderLines, orders } from '../../db/schema/orders';
import { itemKey } from './catalogue-index';
import { ROTATION_WEEKS } from './engine/rotation';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Item keys of the customer's boxes of the ROTATION_WEEKS weeks before `weekStart` (a Monday), the week before first. */
export async function recentBoxes(db: DbOrTx, customerId: number, weekStart: string): Promise<string[][]> {
  const start = dayOf(weekStart);
  const rows = await db
    .select({ date: orders.deliveryDate, type: orderLines.itemType, id: orderLines.itemId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, customerId),
        gte(orders.deliveryDate, dateOf(start - ROTATION_WEEKS * 7 * DAY_MS)),
        lt(orders.deliveryDate, weekStart),
        notInArray(orders.status, ['skipped', 'canceled']),
      ),
    );
  const weeks: string[][] = Array.from({ length: ROTATION_WEEKS }, () => []);
  for (const row of rows) {
    const before = Math.round((start - dayOf(weekStartOf(new Date(dayOf(row.date))))) / (7 * DAY_MS)) - 1;
    weeks[before]?.push(itemKey(row.type, row.id));
  }
  for (const week of weeks) week.sort();
  return weeks;
}
