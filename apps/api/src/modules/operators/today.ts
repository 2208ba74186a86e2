// The console's Today screen (docs/decisions/200-operators.md): this week's deliveries by day and zone, the next
// cutoffs, this week's orders by status and revenue, and the last 7 days' new subscribers, cancellations (with their
// reasons), delivery ratings and problem reports; and the age of the taste model plans read (the learning job's last
// run, used however old it is). Weeks run Monday to Sunday in UTC dates of the store's clock.
// Reads only.
import type { TodayView } from '@larder/contracts/schemas/admin-console';
import { OrderStatus } from '@larder/contracts/schemas/checkout';
import { CANCEL_REASON_LABELS, type CancelReason } from '@larder/contracts/values/subscription';
import { addDays, format, startOfISOWeek } from 'date-fns';
import { millisecondsInDay, millisecondsInHour } from 'date-fns/constants';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { subscriptions } from '../../db/schema/orders';
import { deliveryRatings, problemReportLines, problemReports } from '../../db/schema/ratings';
import { latestRun } from '../learning/repository';
import { weekOrderFacts } from '../orders/console-reads';

const NEXT_CUTOFFS_SHOWN = 8;
const RECENT_SHOWN = 10;
const WORTH = ['worth_it', 'about_right', 'not_worth_it'] as const;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Monday and Sunday (UTC dates) of the week holding `now`. */
export function weekOf(now: Date): { from: string; to: string } {
  const today = new Date(`${isoDay(now)}T12:00:00Z`);
  const monday = startOfISOWeek(today);
  return { from: format(monday, 'yyyy-MM-dd'), to: format(addDays(monday, 6), 'yyyy-MM-dd') };
}

/** The store's date and week now (the console's date fields start there, as Today does). */
export function storeClock(now: Date): { now: string; date: string; week: { from: string; to: string } } {
  return { now: now.toISOString(), date: isoDay(now), week: weekOf(now) };
}

const count = sql<number>`count(*)::int`;

export async function todayView(db: DbOrTx, now: Date): Promise<TodayView> {
  const week = weekOf(now);
  const since = new Date(now.getTime() - 7 * millisecondsInDay);
  const [
    deliveries,
    cutoffs,
    statusRows,
    revenue,
    subscribed,
    canceledRows,
    notes,
    starRows,
    worthRows,
    reportTotals,
    problemRows,
    recent,
    model,
  ] = await Promise.all([
    ...weekOrderFacts(db, week, now, NEXT_CUTOFFS_SHOWN),
    db.select({ n: count }).from(subscriptions).where(gte(subscriptions.createdAt, since)),
    db
      .select({ reason: subscriptions.cancelReason, n: count })
      .from(subscriptions)
      .where(and(eq(subscriptions.status, 'canceled'), gte(subscriptions.canceledAt, since)))
      .groupBy(subscriptions.cancelReason),
    db
      .select({
        customerId: subscriptions.customerId,
        reason: subscriptions.cancelReason,
        note: subscriptions.cancelNote,
        at: subscriptions.canceledAt,
      })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'canceled'),
          gte(subscriptions.canceledAt, since),
          isNotNull(subscriptions.cancelNote),
        ),
      )
      .orderBy(desc(subscriptions.canceledAt))
      .limit(RECENT_SHOWN),
    db
      .select({ stars: deliveryRatings.stars, n: count })
      .from(deliveryRatings)
      .where(gte(deliveryRatings.createdAt, since))
      .groupBy(deliveryRatings.stars),
    db
      .select({ worth: deliveryRatings.worth, n: count })
      .from(deliveryRatings)
      .where(and(gte(deliveryRatings.createdAt, since), inArray(deliveryRatings.worth, [...WORTH])))
      .groupBy(deliveryRatings.worth),
    db
      .select({ n: count, credited: sql<number>`coalesce(sum(${problemReports.creditedCents}), 0)`.mapWith(Number) })
      .from(problemReports)
      .where(gte(problemReports.createdAt, since)),
    db
      .select({ problem: problemReportLines.problem, n: count })
      .from(problemReportLines)
      .innerJoin(problemReports, eq(problemReports.id, problemReportLines.reportId))
      .where(gte(problemReports.createdAt, since))
      .groupBy(problemReportLines.problem)
      .orderBy(desc(count), asc(problemReportLines.problem)),
    db
      .select({ report: problemReports, email: customers.email })
      .from(problemReports)
      .innerJoin(customers, eq(customers.id, problemReports.customerId))
      .where(gte(problemReports.createdAt, since))
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(RECENT_SHOWN),
    latestRun(db),
  ]);
  const statuses: Record<string, number> = Object.fromEntries(OrderStatus.options.map((status) => [status, 0]));
  for (const row of statusRows) statuses[row.status] = row.orders;
  const stars = [0, 0, 0, 0, 0];
  for (const row of starRows) stars[row.stars - 1] = row.n;
  const worth = { worth_it: 0, about_right: 0, not_worth_it: 0 };
  for (const row of worthRows) if (row.worth) worth[row.worth as keyof typeof worth] = row.n;
  const reasonLabel = (reason: string | null) =>
    CANCEL_REASON_LABELS[(reason ?? 'other') as CancelReason] ?? reason ?? 'No reason given';
  return {
    now: now.toISOString(),
    learning_model: model
      ? {
          finished_at: model.finishedAt.toISOString(),
          age_hours: Math.max(0, Math.floor((now.getTime() - model.finishedAt.getTime()) / millisecondsInHour)),
          customers: model.customers,
          pairs: model.pairs,
        }
      : null,
    week,
    deliveries,
    next_cutoffs: cutoffs.map((row) => ({
      zone: row.zone,
      delivery_date: row.date,
      cutoff_at: row.cutoffAt.toISOString(),
      orders: row.orders,
    })),
    statuses,
    revenue: { charged_cents: revenue[0]?.charged ?? 0, refunded_cents: revenue[0]?.refunded ?? 0 },
    since: since.toISOString(),
    new_subscribers: subscribed[0]?.n ?? 0,
    cancellations: {
      count: canceledRows.reduce((sum, row) => sum + row.n, 0),
      reasons: canceledRows
        .map((row) => ({ reason: row.reason ?? 'other', label: reasonLabel(row.reason), count: row.n }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      notes: notes.map((row) => ({
        customer_id: row.customerId,
        reason: reasonLabel(row.reason),
        note: row.note ?? '',
        at: row.at?.toISOString() ?? '',
      })),
    },
    ratings: { count: stars.reduce((sum, n) => sum + n, 0), stars, worth },
    problem_reports: {
      count: reportTotals[0]?.n ?? 0,
      credited_cents: reportTotals[0]?.credited ?? 0,
      problems: problemRows.map((row) => ({ problem: row.problem, lines: row.n })),
      recent: recent.map(({ report, email }) => ({
        id: report.id,
        order_id: report.orderId,
        customer_email: email,
        comment: report.comment,
        credited_cents: report.creditedCents,
        at: report.createdAt.toISOString(),
      })),
    },
  };
}
