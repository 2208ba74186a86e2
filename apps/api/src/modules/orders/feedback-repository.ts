// Delivery ratings and problem reports of orders (db/schema/ratings.ts), as rows.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { deliveryRatings, problemReportLines, problemReports } from '../../db/schema/ratings';

export type DeliveryRatingRow = typeof deliveryRatings.$inferSelect;
export type ProblemReportRow = typeof problemReports.$inferSelect;
export type ProblemReportLineRow = typeof problemReportLines.$inferSelect;

/** Writes the order's rating unless it has one; the row written, or undefined when one was there. */
export async function insertDeliveryRating(
  db: DbOrTx,
  values: DeliveryRatingRow,
): Promise<DeliveryRatingRow | undefined> {
  const [row] = await db.insert(deliveryRatings).values(values).onConflictDoNothing().returning();
  return row;
}

/** The stars of the order's delivery rating, or null before the customer rated it. */
export async function deliveryRatingStars(db: DbOrTx, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ stars: deliveryRatings.stars })
    .from(deliveryRatings)
    .where(eq(deliveryRatings.orderId, orderId));
  return row?.stars ?? null;
}

/** The lines of the order already reported, as `type:id` keys. */
export async function reportedLineKeys(db: DbOrTx, orderId: number): Promise<Set<string>> {
  const rows = await db
    .select({ type: problemReportLines.itemType, id: problemReportLines.itemId })
    .from(problemReportLines)
    .where(eq(problemReportLines.orderId, orderId));
  return new Set(rows.map((row) => `${row.type}:${row.id}`));
}

/** Credits the customer's problem reports gave since `since`, in cents. */
export async function creditedSince(db: DbOrTx, customerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${problemReports.creditedCents}), 0)::int` })
    .from(problemReports)
    .where(and(eq(problemReports.customerId, customerId), gte(problemReports.createdAt, since)));
  return row?.total ?? 0;
}

/** Credits the problem reports of one order gave, in cents (a refund gives back the rest only). */
export async function creditedOnOrder(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${problemReports.creditedCents}), 0)::int` })
    .from(problemReports)
    .where(eq(problemReports.orderId, orderId));
  return row?.total ?? 0;
}

export async function insertProblemReport(
  tx: DbOrTx,
  report: Omit<ProblemReportRow, 'id'>,
  lines: Omit<ProblemReportLineRow, 'reportId' | 'orderId'>[],
): Promise<ProblemReportRow> {
  const [row] = await tx.insert(problemReports).values(report).returning();
  if (!row) throw new Error('problem report not written');
  await tx
    .insert(problemReportLines)
    .values(lines.map((line) => ({ ...line, reportId: row.id, orderId: row.orderId })));
  return row;
}
