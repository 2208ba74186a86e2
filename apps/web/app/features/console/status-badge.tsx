// Statuses in the console as words with a colour (issue 42): one badge, its labels from one map, so Orders, an order,
// a customer, Deliveries and Today say "Payment failed" and "Locked" where the database says payment_failed and
// finalized. The colour is never the only sign: the word is always there, and each pair of colours meets WCAG AA.
import type { OrderStatus } from '@larder/contracts/schemas/checkout';

export type SubscriptionStatus = 'active' | 'paused' | 'canceled';
type Tone = 'neutral' | 'locked' | 'good' | 'done' | 'warning' | 'critical' | 'off';

const ORDER_STATUSES: Record<OrderStatus, { label: string; tone: Tone }> = {
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  skipped: { label: 'Skipped', tone: 'off' },
  finalized: { label: 'Locked', tone: 'locked' },
  paid: { label: 'Paid', tone: 'good' },
  payment_failed: { label: 'Payment failed', tone: 'critical' },
  delivered: { label: 'Delivered', tone: 'done' },
  canceled: { label: 'Canceled', tone: 'off' },
};

const SUBSCRIPTION_STATUSES: Record<SubscriptionStatus, { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'good' },
  paused: { label: 'Paused', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'off' },
};

/** The order statuses in their lifecycle's order, for lists and filters. */
export const ORDER_STATUS_ORDER = Object.keys(ORDER_STATUSES) as OrderStatus[];

/** An order status in words ("Payment failed"); an unknown one as it came. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUSES[status as OrderStatus]?.label ?? status;
}

export function subscriptionStatusLabel(status: string): string {
  return SUBSCRIPTION_STATUSES[status as SubscriptionStatus]?.label ?? status;
}

export function StatusBadge({
  status,
  kind = 'order',
  notDelivered = false,
}: {
  status: string;
  kind?: 'order' | 'subscription';
  /** A delivered box marked not delivered: said after the status, in the critical colour. */
  notDelivered?: boolean;
}) {
  const known =
    kind === 'order' ? ORDER_STATUSES[status as OrderStatus] : SUBSCRIPTION_STATUSES[status as SubscriptionStatus];
  const tone = notDelivered ? 'critical' : (known?.tone ?? 'neutral');
  return (
    <span className={`console-badge console-badge--${tone}`}>
      {known?.label ?? status}
      {notDelivered ? ', not delivered' : ''}
    </span>
  );
}
