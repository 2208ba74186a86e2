// What customers do to their boxes, as the learning reads it (issue 27; docs/decisions/190-learning.md, "Learning"):
// the box editor records each item added or removed (set to 0, or swapped out for another) in the edit's own
// transaction, so an edit and its record commit or roll back together. Read back per customer, for many at once.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { boxEdits } from '../../db/schema/learning';

export type BoxEditAction = 'added' | 'removed';

export interface BoxEditEvent {
  orderId: number;
  customerId: number;
  type: ContentType;
  id: number;
  action: BoxEditAction;
  at: Date;
}

/**
 * Writes the edit's row with `tx`: call it inside the transaction that changes the box (the row's time is the
 * transaction's).
 */
export async function recordBoxEdit(tx: DbOrTx, event: Omit<BoxEditEvent, 'at'>): Promise<void> {
  await tx.insert(boxEdits).values({
    orderId: event.orderId,
    customerId: event.customerId,
    itemType: event.type,
    itemId: event.id,
    action: event.action,
    at: sql`now()`,
  });
}

/** Every box edit of several customers (undefined: everyone), oldest first, by customer: one query for them all. */
export async function listBoxEditsOf(
  db: DbOrTx,
  customerIds: readonly number[] | undefined,
): Promise<Map<number, BoxEditEvent[]>> {
  const grouped = new Map<number, BoxEditEvent[]>();
  if (customerIds?.length === 0) return grouped;
  const rows = await db
    .select()
    .from(boxEdits)
    .where(customerIds ? inArray(boxEdits.customerId, [...customerIds]) : undefined)
    .orderBy(asc(boxEdits.customerId), asc(boxEdits.id));
  for (const row of rows) {
    const list = grouped.get(row.customerId) ?? [];
    list.push({
      orderId: row.orderId,
      customerId: row.customerId,
      type: row.itemType as ContentType,
      id: row.itemId,
      action: row.action as BoxEditAction,
      at: row.at,
    });
    grouped.set(row.customerId, list);
  }
  return grouped;
}
