// What a customer may do with one of their orders now (issue 39; docs/decisions/163-account-home-actions-and-totals.md):
// change its lines, skip it, put it back, report a problem, rate the delivery. One function answers it for the order's
// wire shape (order-view.ts), and the writers refuse by the same rules (weeks.ts for the cutoff and the skip,
// feedback.ts for the windows), so a page offers only what will work and never guesses on the browser's clock.

import { TZDate } from '@date-fns/tz';
import { DELIVERY_RATING_WINDOW_DAYS, PROBLEM_REPORT_WINDOW_DAYS } from '@larder/contracts/values/ratings';
import { format } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import type { OrderRow } from './repository';
import type { SubscriptionRow } from './subscription-rows';

/** The end of a delivered order's window of `days` (from the moment it was marked delivered); null if not delivered. */
export function deliveredWindowEnd(order: Pick<OrderRow, 'status' | 'deliveredAt'>, days: number): Date | null {
  if (order.status !== 'delivered' || order.deliveredAt === null) return null;
  return new Date(order.deliveredAt.getTime() + days * millisecondsInDay);
}

/** Whether `now` is within the delivered order's window of `days`. */
export const withinDeliveredWindow = (
  order: Pick<OrderRow, 'status' | 'deliveredAt'>,
  days: number,
  now: Date,
): boolean => {
  const end = deliveredWindowEnd(order, days);
  return end !== null && now.getTime() <= end.getTime();
};

/** Whether a skipped week may be put back: skipped by the customer, and the subscription would deliver it. */
export function mayUnskip(
  order: Pick<OrderRow, 'status' | 'skipReason' | 'deliveryDate'>,
  subscription: Pick<SubscriptionRow, 'status' | 'pausedUntil'> | undefined,
): boolean {
  if (order.status !== 'skipped' || order.skipReason !== 'customer' || !subscription) return false;
  if (subscription.status === 'canceled') return false;
  const paused =
    subscription.status === 'paused' &&
    subscription.pausedUntil !== null &&
    order.deliveryDate < subscription.pausedUntil;
  return !paused;
}

export interface OrderActions {
  can_edit: boolean;
  can_skip: boolean;
  can_unskip: boolean;
  report_until: string | null;
  report_until_label: string | null;
  rate_until: string | null;
}

/**
 * The order's actions at `now`. `allReported`: every line of the order was reported already (nothing left to
 * report). `timeZone`: the zone's, for the day a window ends as people write it.
 */
export function orderActions(
  order: OrderRow,
  subscription: SubscriptionRow | undefined,
  now: Date,
  { allReported, timeZone }: { allReported: boolean; timeZone: string | undefined },
): OrderActions {
  const open = order.cutoffAt.getTime() > now.getTime();
  const scheduled = open && order.status === 'scheduled';
  const reportable =
    withinDeliveredWindow(order, PROBLEM_REPORT_WINDOW_DAYS, now) && order.refundedCents === 0 && !allReported;
  const reportEnd = reportable ? deliveredWindowEnd(order, PROBLEM_REPORT_WINDOW_DAYS) : null;
  const rateEnd = withinDeliveredWindow(order, DELIVERY_RATING_WINDOW_DAYS, now)
    ? deliveredWindowEnd(order, DELIVERY_RATING_WINDOW_DAYS)
    : null;
  return {
    can_edit: scheduled,
    can_skip: scheduled,
    can_unskip: open && mayUnskip(order, subscription),
    report_until: reportEnd?.toISOString() ?? null,
    report_until_label: reportEnd
      ? format(timeZone ? new TZDate(reportEnd.getTime(), timeZone) : reportEnd, 'EEE, MMM d')
      : null,
    rate_until: rateEnd?.toISOString() ?? null,
  };
}
