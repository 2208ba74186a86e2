// The account home's deliveries: the next box first (date, until when it can change, what is in it, its total),
// then the following weeks with their state, each skippable or put back before its cutoff, and the latest past
// boxes. A change shows a toast; a refusal (past the cutoff) says until when changes were possible.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { formatCents } from '@larder/contracts/values/money';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { toasts } from '../../../ui/toast-queue';
import { useSkipWeek } from '../api/subscription-client';
import './deliveries.css';

export const DeliveriesText = {
  NextHeading: 'Your next delivery',
  ComingUp: 'Coming up',
  Recent: 'Past deliveries',
  Skip: 'Skip this week',
  Unskip: 'Get this box',
  skipped: (label: string) => `Skipped ${label}. We won't deliver or charge that week.`,
  unskipped: (label: string) => `Your box for ${label} is back on.`,
  Failed: "We couldn't change that box. Try again.",
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

const STATUS_TEXT: Record<Order['status'], string> = {
  scheduled: 'Scheduled',
  skipped: 'Skipped',
  finalized: 'Locked',
  paid: 'Paid',
  payment_failed: 'Payment failed',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

function SkipButton({ order }: { order: Order }) {
  const skip = useSkipWeek();
  if (order.status !== 'scheduled' && order.status !== 'skipped') return null;
  const skipping = order.status === 'scheduled';
  const onPress = () =>
    skip.mutate(
      { order, skip: skipping },
      {
        onSuccess: (changed) =>
          toasts.show(
            {
              title: skipping
                ? DeliveriesText.skipped(changed.delivery.label)
                : DeliveriesText.unskipped(changed.delivery.label),
              tone: 'success',
            },
            { timeoutMs: 5000 },
          ),
        onError: (error) =>
          toasts.show({
            title: error instanceof ApiError && error.detail ? error.detail : DeliveriesText.Failed,
            tone: 'critical',
          }),
      },
    );
  return (
    <Button size="small" prominence={skipping ? 'secondary' : 'primary'} isLoading={skip.isPending} onClick={onPress}>
      {skipping ? DeliveriesText.Skip : DeliveriesText.Unskip}
    </Button>
  );
}

function Week({ order }: { order: Order }) {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="deliveries__week" data-status={order.status}>
      <div>
        <span className="deliveries__date">{order.delivery.label}</span>
        <span className="deliveries__meta">
          {STATUS_TEXT[order.status]}
          {order.status === 'scheduled' ? ` · ${order.delivery.cutoff_label}` : ''}
          {order.status !== 'skipped'
            ? ` · ${DeliveriesText.items(count)} · ${formatCents(order.totals.total_cents)}`
            : ''}
        </span>
      </div>
      <SkipButton order={order} />
    </li>
  );
}

export function Deliveries({ view, pictureOrigin }: { view: SubscriptionView; pictureOrigin: string }) {
  const [next, ...later] = view.upcoming;
  return (
    <div className="deliveries">
      {next && (
        <section className="deliveries__next" aria-labelledby="next-delivery">
          <Heading variant="H3" level={2} id="next-delivery">
            {DeliveriesText.NextHeading}
          </Heading>
          <Paragraph variant="lead">
            <strong>{next.delivery.label}</strong> · {STATUS_TEXT[next.status]}
          </Paragraph>
          {next.status === 'scheduled' && <Paragraph>{next.delivery.cutoff_label}</Paragraph>}
          {next.status !== 'skipped' && (
            <ul className="deliveries__items">
              {next.lines.map((line) => (
                <li key={`${line.type}:${line.id}`}>
                  <img src={`${pictureOrigin}${line.picture}`} alt="" width={32} height={32} />
                  <span>
                    {line.quantity} × {line.name}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="deliveries__actions">
            {next.status !== 'skipped' && (
              <span className="deliveries__total">{formatCents(next.totals.total_cents)}</span>
            )}
            <SkipButton order={next} />
          </div>
        </section>
      )}
      {later.length > 0 && (
        <section aria-labelledby="coming-up">
          <Heading variant="H3" level={2} id="coming-up">
            {DeliveriesText.ComingUp}
          </Heading>
          <ul className="deliveries__weeks">
            {later.map((order) => (
              <Week key={order.id} order={order} />
            ))}
          </ul>
        </section>
      )}
      {view.recent.length > 0 && (
        <section aria-labelledby="recent-deliveries">
          <Heading variant="H3" level={2} id="recent-deliveries">
            {DeliveriesText.Recent}
          </Heading>
          <ul className="deliveries__weeks">
            {view.recent.map((order) => (
              <Week key={order.id} order={order} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
