// The week's box beside the menu (issue 39): its picks, room, budget and totals, all from the server's last answer
// (the menu's, then each pick's), and until when it can change.
import type { Order } from '@larder/contracts/schemas/checkout';
import { boxSpaceText } from '@larder/contracts/values/box-capacity';
import { formatCents } from '@larder/contracts/values/money';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { MenuText } from '../model/texts';

export function MenuSummary({ order, budgetCents }: { order: Order; budgetCents: number | null }) {
  const { totals } = order;
  const picks = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="menu-summary" aria-labelledby="menu-summary-heading">
      <Heading variant="H5" level={2} id="menu-summary-heading">
        {MenuText.boxFor(order.delivery.label)}
      </Heading>
      <Paragraph variant="caption" className="menu-summary__line">
        {order.delivery.cutoff_label}
      </Paragraph>
      <p className="menu-summary__line" data-testid="menu-picks">
        {MenuText.picks(picks)}
      </p>
      <p className="menu-summary__line">{boxSpaceText(order.box_space)}</p>
      {budgetCents !== null && <p className="menu-summary__line">{MenuText.budget(budgetCents)}</p>}
      <dl className="menu-summary__totals">
        <dt>{MenuText.Subtotal}</dt>
        <dd>{formatCents(totals.subtotal_cents)}</dd>
        {totals.discount_cents > 0 && (
          <>
            <dt>{MenuText.Discount}</dt>
            <dd>−{formatCents(totals.discount_cents)}</dd>
          </>
        )}
        <dt>{MenuText.Delivery}</dt>
        <dd>{totals.delivery_fee_cents === 0 ? MenuText.FreeDelivery : formatCents(totals.delivery_fee_cents)}</dd>
        {totals.credits_cents > 0 && (
          <>
            <dt>{MenuText.Credits}</dt>
            <dd>−{formatCents(totals.credits_cents)}</dd>
          </>
        )}
        <dt className="menu-summary__total">{MenuText.Total}</dt>
        <dd className="menu-summary__total" data-testid="menu-total">
          {formatCents(totals.total_cents)}
        </dd>
      </dl>
    </section>
  );
}
