// The customer's boxes of the weeks before a delivery week, as the rotation reads them (engine/rotation.ts): the
// item keys of each earlier week's order, the week before first, from the orders the weekly cycle made (skipped and
// canceled weeks were not delivered and do not count), read through the orders module's OrderHistory. A read only.

import { weekStartOf } from '@larder/contracts/values/plan';
import { millisecondsInWeek } from 'date-fns/constants';
import type { DbOrTx } from '../../db/database';
import type { OrderHistory } from '../learning/order-history';
import { itemKey } from './catalogue-index';
import { ROTATION_WEEKS } from './engine/rotation';

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Item keys of the customer's boxes of the ROTATION_WEEKS weeks before `weekStart` (a Monday), the week before first. */
export async function recentBoxes(
  db: DbOrTx,
  history: OrderHistory,
  customerId: number,
  weekStart: string,
): Promise<string[][]> {
  const start = dayOf(weekStart);
  const rows = await history.boxItems(db, [customerId], dateOf(start - ROTATION_WEEKS * millisecondsInWeek), weekStart);
  const weeks: string[][] = Array.from({ length: ROTATION_WEEKS }, () => []);
  for (const row of rows) {
    const before = Math.round((start - dayOf(weekStartOf(new Date(dayOf(row.date))))) / millisecondsInWeek) - 1;
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
  history: OrderHistory,
  customerIds: readonly number[],
  from: string,
  until: string,
): Promise<Map<number, Map<string, string[]>>> {
  const rows = await history.boxItems(
    db,
    customerIds,
    dateOf(dayOf(from) - ROTATION_WEEKS * millisecondsInWeek),
    dateOf(dayOf(until) + millisecondsInWeek),
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
    [...(weeks?.get(dateOf(dayOf(weekStart) - (back + 1) * millisecondsInWeek)) ?? [])].sort(),
  );
}
