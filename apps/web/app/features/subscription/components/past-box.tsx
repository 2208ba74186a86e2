// A delivered box in the account home's past deliveries: what was in it, each item with the customer's thumbs (the
// route composes them); while the API says so (`rate_until`, 14 days) the delivery rating module asks how it was, and
// (`report_until`, 7 days) its lines can be reported, saying until when; the rating's reasons that a report credits
// lead to the same report. A box past the rating window keeps its items behind "What was in it".
import type { BoxLine, Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { RewardsText } from '@larder/contracts/values/rewards';
import type { ReactNode } from 'react';
import { AccordionRow } from '../../../ui/accordion-row';
import { Paragraph } from '../../../ui/paragraph';
import { DeliveriesText, PastBoxText, ProblemReportText } from '../model/texts';
import { DeliveryRatingForm } from './delivery-rating';
import { statusOf } from './orders-and-credits';
import { ProblemReportButton } from './problem-report';

export interface PastBoxProps {
  order: Order;
  pictureOrigin: string;
  itemRating?: (line: BoxLine) => ReactNode;
  /** The delivery rating module (`web.delivery_rating_module`) and its worth question (`web.perceived_value_questions`). */
  deliveryRating: boolean;
  askWorth: boolean;
  /** The delivered email's link to this box's rating, when the page was opened from it (model/rating-link.ts). */
  ratingLink?: { stars: number | null };
}

function PastItems({
  order,
  pictureOrigin,
  itemRating,
}: Omit<PastBoxProps, 'deliveryRating' | 'askWorth' | 'ratingLink'>) {
  return (
    <ul className="past-box__items" aria-label={PastBoxText.itemsOf(order.delivery.label)}>
      {order.lines.map((line) => (
        <li key={`${line.type}:${line.id}`} className="past-box__item">
          <img src={`${pictureOrigin}${line.picture}`} alt="" width={40} height={40} loading="lazy" />
          <span className="past-box__name">{line.quantity > 1 ? `${line.quantity} × ${line.name}` : line.name}</span>
          {itemRating?.(line)}
        </li>
      ))}
    </ul>
  );
}

export function PastBox({ order, pictureOrigin, itemRating, deliveryRating, askWorth, ratingLink }: PastBoxProps) {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  // The windows are the API's, on its clock (the order's `rate_until` and `report_until`): never guessed here.
  const recent = order.rate_until !== null;
  const reportable = order.report_until !== null && order.lines.length > 0;
  return (
    <li className="past-box" data-status={order.status}>
      <div className="past-box__head">
        <div>
          <span className="deliveries__date">{order.delivery.label}</span>
          <span className="deliveries__meta">
            {statusOf(order)} · {DeliveriesText.items(count)} · {formatCents(order.totals.total_cents)}
          </span>
        </div>
        {reportable && <ProblemReportButton order={order} />}
      </div>
      {(order.points_used > 0 || order.points_earned > 0) && (
        <Paragraph variant="caption">
          {[
            order.points_used > 0 ? RewardsText.orderUsed(order.points_used) : null,
            order.points_earned > 0 ? RewardsText.orderEarned(order.points_earned) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Paragraph>
      )}
      {reportable && order.report_until_label && (
        <Paragraph variant="caption">{ProblemReportText.until(order.report_until_label)}</Paragraph>
      )}
      {recent ? (
        <PastItems order={order} pictureOrigin={pictureOrigin} itemRating={itemRating} />
      ) : (
        <AccordionRow title={PastBoxText.WhatWasInIt} headingLevel={3}>
          <PastItems order={order} pictureOrigin={pictureOrigin} itemRating={itemRating} />
        </AccordionRow>
      )}
      {deliveryRating && recent && (
        <DeliveryRatingForm
          order={order}
          askWorth={askWorth}
          linked={ratingLink}
          reportProblem={reportable ? <ProblemReportButton order={order} fromRating /> : undefined}
        />
      )}
    </li>
  );
}
