// The customer's boxes of the weeks before a delivery week, as the rotation reads them (engine/rotation.ts): the
// item keys of each earlier week's order, the week before first, from the orders the weekly cycle made (skipped and
// canceled weeks were not delivered and do not count). A read only.
import { weekStartOf } from '@larder/contracts/values/plan';
import { and, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
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

/**
 * Several customers' delivered-or-due boxes by week (the Monday of each), from ROTATION_WEEKS weeks before `from`
 * up to `until` (both Mondays): one read for a week-making batch, which then takes each week's box it builds as the
 * next week's "week before".
 */
export async function boxesByWeekOf(
  db: DbOrTx,
  customerIds: readonly number[],
  from: string,
  until: string,
): Promise<Map<number, Map<string, string[]>>> {
  const rows = await db
    .select({
      customerId: orders.customerId,
      date: orders.deliveryDate,
      type: orderLines.itemType,
      id: orderLines.itemId,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        inArray(orders.customerId, [...customerIds]),
        gte(orders.deliveryDate, dateOf(dayOf(from) - ROTATION_WEEKS * 7 * DAY_MS)),
        lt(orders.deliveryDate, dateOf(dayOf(until) + 7 * DAY_MS)),
        notInArray(orders.status, ['skipped', 'canceled']),
      ),
    );
  const boxes = new Map<number, Map<string, string[]>>();
  for (const row of rows) {
    const weeks = boxes.get(row.customerId) ?? new Map<string, string[]>();
    const week = weekStartOf(new Date(dayOf(row.date)));
    const keys = weeks.get(week);
    if (keys) keys.push(itemKey(row.type, row.id));
    else weeks.set(week, [itemKey(row.type, row.id)]);
    boxes.set(row.customerId, weeks);
  }
  return boxes;
}

/** The boxes of the ROTATION_WEEKS weeks before `weekStart`, the week before first, from boxes by week. */
export function recentFrom(weeks: ReadonlyMap<string, readonly string[]> | undefined, weekStart: string): string[][] {
  return Array.from({ length: ROTATION_WEEKS }, (_, back) =>
    [...(weeks?.get(dateOf(dayOf(weekStart) - (back + 1) * 7 * DAY_MS)) ?? [])].sort(),
  );
}
