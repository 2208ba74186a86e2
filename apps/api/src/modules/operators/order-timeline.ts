// An order's timeline for the console (docs/decisions/200-operators.md): what happened to it, oldest first, from the
// rows that record it (the order, its refunds, ratings, problem reports, substitutions and audit rows).
import type { AdminTimelineEvent } from '@larder/contracts/schemas/admin';
import type { orderDeliveryRatings, orderProblemReports } from '../orders/console-reads';
import type { listOrderRefunds, OrderRow } from '../orders/repository';
import type { listOrderSubstitutions } from '../orders/substitution';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

interface TimelineSources {
  refunds: Awaited<ReturnType<typeof listOrderRefunds>>;
  ratings: Awaited<ReturnType<typeof orderDeliveryRatings>>;
  reports: Awaited<ReturnType<typeof orderProblemReports>>;
  audit: { at: string; action: string; operator: { email: string } | null }[];
  /** Out-of-stock lines at the lock (docs/decisions/210-stock.md); none when left out. */
  substitutions?: Awaited<ReturnType<typeof listOrderSubstitutions>>;
}

/**
 * What happened to the order, oldest first, from the rows that record it. The orders table keeps no time of the
 * charge itself: a charge shows at the lock (when the cutoff pass charges), a failure at the lock too, with the
 * attempts made (docs/decisions/200-operators.md).
 */
export function timeline(order: OrderRow, sources: TimelineSources): AdminTimelineEvent[] {
  const events: { at: Date; kind: string; text: string }[] = [];
  events.push({ at: order.createdAt, kind: 'placed', text: `Placed for ${order.deliveryDate} (${order.zoneCode}).` });
  if (order.finalizedAt) {
    events.push({ at: order.finalizedAt, kind: 'locked', text: `Locked at its cutoff: ${dollars(order.totalCents)}.` });
    const charged = ['paid', 'delivered'].includes(order.status) || (order.status === 'canceled' && order.chargeId);
    if (charged) {
      events.push({
        at: order.finalizedAt,
        kind: 'charged',
        text: `Charged ${dollars(order.totalCents)}${order.chargeId ? ` (${order.chargeId})` : ''}.`,
      });
    } else if (order.status === 'payment_failed') {
      events.push({
        at: order.finalizedAt,
        kind: 'payment_failed',
        text: `Payment failed (${order.paymentFailure ?? 'unknown'}) after ${order.paymentAttempts} attempt(s).`,
      });
    }
  }
  if (order.deliveredAt) events.push({ at: order.deliveredAt, kind: 'delivered', text: 'Delivered.' });
  if (order.notDeliveredAt) {
    events.push({
      at: order.notDeliveredAt,
      kind: 'not_delivered',
      text: `Marked not delivered: ${order.notDeliveredReason ?? ''}`.trim(),
    });
  }
  for (const refund of sources.refunds) {
    const where = refund.method === 'card' ? 'to the card' : 'as credits';
    events.push(
      refund.refusedAt
        ? {
            at: refund.refusedAt,
            kind: 'refund_refused',
            text: `Refund of ${dollars(refund.amountCents)} ${where} refused: ${refund.refusedReason ?? ''}`.trim(),
          }
        : { at: refund.createdAt, kind: 'refund', text: `Refunded ${dollars(refund.amountCents)} ${where}.` },
    );
  }
  for (const rating of sources.ratings) {
    const reasons = rating.reasons.length > 0 ? ` (${rating.reasons.join(', ')})` : '';
    events.push({ at: rating.createdAt, kind: 'rating', text: `Rated ${rating.stars} of 5${reasons}.` });
  }
  for (const report of sources.reports) {
    events.push({
      at: report.createdAt,
      kind: 'problem_report',
      text: `Problem reported, ${dollars(report.creditedCents)} credited.`,
    });
  }
  for (const change of sources.substitutions ?? []) {
    events.push(
      change.toName === null
        ? {
            at: change.at,
            kind: 'removed',
            text: `${change.fromName} was out of stock: removed, ${dollars(change.fromUnitPriceCents * change.quantity)} not charged.`,
          }
        : {
            at: change.at,
            kind: 'substituted',
            text: `${change.fromName} was out of stock: replaced by ${change.toName} (${dollars(change.toUnitPriceCents ?? 0)} for ${dollars(change.fromUnitPriceCents)} each).`,
          },
    );
  }
  for (const entry of sources.audit) {
    events.push({
      at: new Date(entry.at),
      kind: 'audit',
      text: `${entry.action} by ${entry.operator?.email ?? 'the command line'}.`,
    });
  }
  return events
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => ({ at: event.at.toISOString(), kind: event.kind, text: event.text }));
}
