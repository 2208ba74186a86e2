// The account home's deliveries: a banner when a payment failed, the next charge (read again after every change), the
// next box first (date, until when it can change and how long is left, what is in it with thumbs on each item, its
// totals), editable before its cutoff; then the following weeks with their state, each skippable or put back and
// editable; and the latest past boxes (a delivered one with its items to rate, the delivery rating and problem
// reports: past-box.tsx). Only what the API says can be done now is offered (the order's `can_edit`, `can_skip`,
// `can_unskip`). A change shows a toast; a refusal says why.
import type { BoxLine, Order } from '@larder/contracts/schemas/checkout';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { formatCents } from '@larder/contracts/values/money';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AfterHydration } from '../../../lib/after-hydration';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { SUBSCRIPTION_QUERY_KEY, useSkipWeek } from '../api/subscription-client';
import type { RatingLink } from '../model/rating-link';
import { CardText, DeliveriesText } from '../model/texts';
import { BoxEditor, Totals } from './box-editor';
import { failureToast, successToast } from './notify';
import { statusOf } from './orders-and-credits';
import './deliveries.css';
import { ItemPicture } from '../../../ui/item-picture';

// The past boxes (their items, the delivery rating's form, "Report a problem"): below the fold, their own chunk,
// loaded once the page has hydrated (docs/decisions/071-…: the account home's first load).
const PastBox = lazy(() => import('./past-box').then((module) => ({ default: module.PastBox })));

/** "Skip this week" or "Get this box", only when the API says it can be done now (`can_skip`, `can_unskip`). */
function SkipButton({ order }: { order: Order }) {
  const skip = useSkipWeek();
  const skipping = order.can_skip;
  if (!skipping && !order.can_unskip) return null;
  // The promise, not mutate's callbacks: the button may be gone once the change is done (the week it was on shows
  // another state), and the toast must still say it.
  const onPress = () =>
    skip
      .mutateAsync({ order, skip: skipping })
      .then(
        (changed) =>
          successToast(
            skipping
              ? DeliveriesText.skipped(changed.delivery.label)
              : DeliveriesText.unskipped(changed.delivery.label),
          ),
        failureToast,
      );
  return (
    <Button size="small" prominence={skipping ? 'secondary' : 'primary'} isLoading={skip.isPending} onClick={onPress}>
      {skipping ? DeliveriesText.Skip : DeliveriesText.Unskip}
    </Button>
  );
}

function Week({ order, onEdit }: { order: Order; onEdit?: () => void }) {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li className="deliveries__week" data-status={order.status}>
      <div>
        <span className="deliveries__date">{order.delivery.label}</span>
        <span className="deliveries__meta">
          {statusOf(order)}
          {order.can_edit ? ` · ${order.delivery.cutoff_label}` : ''}
          {order.status !== 'skipped'
            ? ` · ${DeliveriesText.items(count)} · ${formatCents(order.totals.total_cents)}`
            : ''}
        </span>
      </div>
      <span className="deliveries__week-actions">
        {onEdit && order.can_edit && (
          <Button size="small" prominence="tertiary-underlined" onClick={onEdit}>
            {DeliveriesText.EditBox}
          </Button>
        )}
        <SkipButton order={order} />
      </span>
    </li>
  );
}

function Countdown({ order }: { order: Order }) {
  const left = Date.parse(order.delivery.cutoff_at) - Date.now();
  return (
    <Paragraph>
      {order.delivery.cutoff_label}
      {left > 0 ? ` (${DeliveriesText.timeLeft(left)})` : ''}
    </Paragraph>
  );
}

function FailedPaymentBanner({ view, onUpdateCard }: { view: SubscriptionView; onUpdateCard: () => void }) {
  const failed = [...view.recent, ...view.upcoming].find((order) => order.status === 'payment_failed');
  if (!failed) return null;
  return (
    <div className="deliveries__banner" role="alert">
      <Heading variant="H5" level={2}>
        {CardText.BannerTitle}
      </Heading>
      <Paragraph>{CardText.banner(failed.delivery.label, failed.payment_failure ?? '')}</Paragraph>
      <Button onClick={onUpdateCard}>{CardText.UpdateCard}</Button>
    </div>
  );
}

export function Deliveries({
  view,
  pictureOrigin,
  onUpdateCard,
  amountOfFood = false,
  itemRating,
  deliveryRating = false,
  askWorth = false,
  ratingLink = null,
  nextBoxExtra,
}: {
  view: SubscriptionView;
  pictureOrigin: string;
  onUpdateCard: () => void;
  /** The amount of food module in the box editor (`web.amount_of_food_module`, read by the route). */
  amountOfFood?: boolean;
  /** The customer's thumbs on one item of a box, upcoming or past (composed by the route). */
  itemRating?: (line: BoxLine) => ReactNode;
  /** The delivery rating module (`web.delivery_rating_module`) and its worth question (`web.perceived_value_questions`). */
  deliveryRating?: boolean;
  askWorth?: boolean;
  /** The delivered email's link to one box's rating, when the page was opened from it (model/rating-link.ts). */
  ratingLink?: RatingLink | null;
  /** Shown under an open box's editor (composed by the route: the salad shooter, issue 40). */
  nextBoxExtra?: (order: Order) => ReactNode;
}) {
  const [editingId, setEditingId] = useState<number | undefined>();
  const [next, ...later] = view.upcoming;
  const editing = view.upcoming.find((order) => order.id === editingId && order.can_edit) ?? next;
  // The next charge is read again after every change (api/subscription-client.ts): until it is back it says so.
  const refreshing = useIsFetching({ queryKey: SUBSCRIPTION_QUERY_KEY }) > 0;
  return (
    <div className="deliveries">
      <FailedPaymentBanner view={view} onUpdateCard={onUpdateCard} />
      {view.next_charge && (
        <Paragraph
          className="deliveries__next-charge"
          aria-busy={refreshing || undefined}
          data-refreshing={refreshing || undefined}
        >
          {DeliveriesText.nextCharge(
            formatCents(view.next_charge.amount_cents),
            view.next_charge.charge_label,
            view.next_charge.credits_cents > 0 ? formatCents(view.next_charge.credits_cents) : null,
          )}
        </Paragraph>
      )}
      {editing && (
        <section className="deliveries__next" aria-labelledby="next-delivery">
          <Heading variant="H3" level={2} id="next-delivery">
            {editing === next ? DeliveriesText.NextHeading : DeliveriesText.EditingHeading(editing.delivery.label)}
          </Heading>
          <Paragraph variant="lead">
            <strong>{editing.delivery.label}</strong> · {statusOf(editing)}
          </Paragraph>
          {editing.can_edit && <Countdown order={editing} />}
          {editing.can_edit ? (
            <BoxEditor
              order={editing}
              pictureOrigin={pictureOrigin}
              amountOfFood={amountOfFood}
              itemRating={itemRating}
            />
          ) : (
            editing.status !== 'skipped' && (
              <>
                <ul className="deliveries__items">
                  {editing.lines.map((line) => (
                    <li key={`${line.type}:${line.id}`}>
                      <ItemPicture src={`${pictureOrigin}${line.picture}`} size={32} />
                      <span className="deliveries__item-name">
                        {line.quantity} × {line.name}
                        {line.reason && <span className="box-editor__reason">{line.reason}</span>}
                      </span>
                      {itemRating?.(line)}
                    </li>
                  ))}
                </ul>
                <Totals order={editing} />
              </>
            )
          )}
          {editing.can_edit && nextBoxExtra?.(editing)}
          <div className="deliveries__actions">
            <SkipButton order={editing} />
            {editing !== next && (
              <Button size="small" prominence="tertiary-underlined" onClick={() => setEditingId(undefined)}>
                {DeliveriesText.NextHeading}
              </Button>
            )}
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
              <Week key={order.id} order={order} onEdit={() => setEditingId(order.id)} />
            ))}
          </ul>
        </section>
      )}
      {/* Below the fold (the next box's editor fills a phone's screen): rendered once the page has hydrated. */}
      {view.recent.length > 0 && (
        <AfterHydration>
          <Suspense fallback={null}>
            <section aria-labelledby="recent-deliveries">
              <Heading variant="H3" level={2} id="recent-deliveries">
                {DeliveriesText.Recent}
              </Heading>
              <ul className="deliveries__weeks">
                {view.recent.map((order) =>
                  order.status === 'delivered' ? (
                    <PastBox
                      key={order.id}
                      order={order}
                      pictureOrigin={pictureOrigin}
                      itemRating={itemRating}
                      deliveryRating={deliveryRating}
                      askWorth={askWorth}
                      ratingLink={ratingLink?.orderId === order.id ? { stars: ratingLink.stars } : undefined}
                    />
                  ) : (
                    <Week key={order.id} order={order} />
                  ),
                )}
              </ul>
            </section>
          </Suspense>
        </AfterHydration>
      )}
    </div>
  );
}
