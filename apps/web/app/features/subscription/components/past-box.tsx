// A delivered box in the account home's past deliveries: what was in it, each item with the customer's thumbs (the
// route composes them); within 14 days the delivery rating module asks how it was, and within 7 days its lines can be
// reported. A box past the rating window keeps its items behind "What was in it".
import type { BoxLine, Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { DELIVERY_RATING_WINDOW_DAYS, PROBLEM_REPORT_WINDOW_DAYS } from '@larder/contracts/values/ratings';
import { millisecondsInDay } from 'date-fns/constants';
import type { ReactNode } from 'react';
import { AccordionRow } from '../../../ui/accordion-row';
import { DeliveriesText, PastBoxText } from '../model/texts';
import { DeliveryRatingForm } from './delivery-rating';
import { statusOf } from './orders-and-credits';
import { ProblemReportButton } from './problem-report';

/**
 * Whether a box delivered on `date` (YYYY-MM-DD) is still within `days` of its delivery. A box is marked delivered at
 * the end of its delivery day, so the window runs from the day after; the API decides on its own clock, and says so.
 */
export function withinDaysOfDelivery(date: string, days: number, now = Date.now()): boolean {
  return now - Date.parse(`${date}T00:00:00Z`) <= (days + 1) * millisecondsInDay;
}

export interface PastBoxProps {
  order: Order;
  pictureOrigin: string;
  itemRating?: (line: BoxLine) => ReactNode;
  /** The delivery rating module (`web.delivery_rating_module`) and its worth question (`web.perceived_value_questions`). */
  deliveryRating: boolean;
  askWorth: boolean;
}

function PastItems({ order, pictureOrigin, itemRating }: Omit<PastBoxProps, 'deliveryRating' | 'askWorth'>) {
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

export function PastBox({ order, pictureOrigin, itemRating, deliveryRating, askWorth }: PastBoxProps) {
  const count = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const recent = withinDaysOfDelivery(order.delivery.date, DELIVERY_RATING_WINDOW_DAYS);
  const reportable = withinDaysOfDelivery(order.delivery.date, PROBLEM_REPORT_WINDOW_DAYS);
  return (
    <li className="past-box" data-status={order.status}>
      <div className="past-box__head">
        <div>
          <span className="deliveries__date">{order.delivery.label}</span>
          <span className="deliveries__meta">
            {statusOf(order)} · {DeliveriesText.items(count)} · {formatCents(order.totals.total_cents)}
          </span>
        </div>
        {reportable && order.lines.length > 0 && <ProblemReportButton order={order} />}
      </div>
      {recent ? (
        <PastItems order={order} pictureOrigin={pictureOrigin} itemRating={itemRating} />
      ) : (
        <AccordionRow title={PastBoxText.WhatWasInIt} headingLevel={3}>
          <PastItems order={order} pictureOrigin={pictureOrigin} itemRating={itemRating} />
        </AccordionRow>
      )}
      {deliveryRating && recent && <DeliveryRatingForm order={order} askWorth={askWorth} />}
    </li>
  );
}
