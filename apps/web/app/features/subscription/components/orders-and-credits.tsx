// The account home's records (issue 16): every order with its status, date and total, each opening to its receipt
// (lines, totals, card, refunds), ten a page. The credits are in credits.tsx.
import type { Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { RewardsText } from '@larder/contracts/values/rewards';
import { useState } from 'react';
import { savedCardText } from '../../../lib/saved-card';
import { AccordionRow } from '../../../ui/accordion-row';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { useOrderHistory } from '../api/subscription-client';
import { OrdersText, SkipReasonText, WeekStatusText } from '../model/texts';
import { Totals } from './box-editor';

export const statusOf = (order: Order) =>
  order.status === 'skipped' && order.skip_reason ? SkipReasonText[order.skip_reason] : WeekStatusText[order.status];

function Receipt({ order }: { order: Order }) {
  return (
    <div className="receipt">
      <ul className="receipt__lines">
        {order.lines.map((line) => (
          <li key={`${line.type}:${line.id}`}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatCents(line.line_total_cents)}</span>
          </li>
        ))}
        {order.free_gift && (
          <li>
            <span>{OrdersText.freeGift(order.free_gift.name)}</span>
            <span>{formatCents(0)}</span>
          </li>
        )}
      </ul>
      <Totals order={order} />
      {(order.points_used > 0 || order.points_earned > 0) && (
        <Paragraph>
          {[
            order.points_used > 0 ? RewardsText.orderUsed(order.points_used) : null,
            order.points_earned > 0 ? RewardsText.orderEarned(order.points_earned) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Paragraph>
      )}
      {order.refunded_cents > 0 && (
        <Paragraph>
          {OrdersText.Refunded}: {formatCents(order.refunded_cents)}
        </Paragraph>
      )}
      {order.status !== 'skipped' && (
        <Paragraph variant="caption">
          {order.status === 'paid' || order.status === 'delivered' ? OrdersText.PaidWith : OrdersText.CardOnFile}{' '}
          {savedCardText(order.card.brand, order.card.last4, order.card.exp_month, order.card.exp_year)}
        </Paragraph>
      )}
    </div>
  );
}

export function OrderHistory() {
  const [page, setPage] = useState(1);
  const history = useOrderHistory(page, true);
  const data = history.data;
  return (
    <section className="records" aria-labelledby="order-history">
      <Heading variant="H3" level={2} id="order-history">
        {OrdersText.Heading}
      </Heading>
      {!data ? null : data.count === 0 ? (
        <Paragraph>{OrdersText.None}</Paragraph>
      ) : (
        <>
          <div className="records__list">
            {data.results.map((order) => (
              <AccordionRow
                key={order.id}
                headingLevel={3}
                title={
                  <span className="records__title">
                    <span>{order.delivery.label}</span>
                    <span className="records__meta">
                      {OrdersText.order(order.id)} · {statusOf(order)} ·{' '}
                      {formatCents(order.status === 'skipped' ? 0 : order.totals.total_cents)}
                    </span>
                  </span>
                }
              >
                <Receipt order={order} />
              </AccordionRow>
            ))}
          </div>
          {data.pages > 1 && (
            <nav className="records__pages" aria-label={OrdersText.Heading}>
              <Button size="small" prominence="secondary" isDisabled={page <= 1} onClick={() => setPage(page - 1)}>
                {OrdersText.Previous}
              </Button>
              <span>{OrdersText.page(data.page, data.pages)}</span>
              <Button
                size="small"
                prominence="secondary"
                isDisabled={page >= data.pages}
                onClick={() => setPage(page + 1)}
              >
                {OrdersText.Next}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
