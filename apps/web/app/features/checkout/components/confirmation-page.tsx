// /checkout/confirmation/?order=<id>: the placed order — delivery day and cutoff, address, lines and totals — and
// what happens next.
import type { Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Paragraph } from '../../../ui/paragraph';
import { CheckoutText } from '../model/checkout-texts';
import { TotalsList } from './box-summary';
import { CheckoutFrame } from './checkout-frame';
import { DeliveryAddress } from './delivery-address';

export function ConfirmationPage({
  order,
  firstName,
  accountPath,
  pictureOrigin,
}: {
  order: Order;
  firstName: string;
  accountPath: string;
  /** Pictures are paths on the API origin. */
  pictureOrigin: string;
}) {
  const { shipping } = order;
  return (
    <CheckoutFrame
      heading={CheckoutText.ConfirmationHeading(firstName)}
      summary={
        <aside className="checkout__summary" aria-labelledby="order-summary-heading">
          <Heading variant="H3" level={2} id="order-summary-heading">
            {CheckoutText.OrderNumber(order.id)}
          </Heading>
          <ul className="checkout__lines">
            {order.lines.map((line) => (
              <li key={`${line.type}:${line.id}`} className="checkout__line">
                <img src={`${pictureOrigin}${line.picture}`} alt="" width={40} height={40} />
                <span>
                  <span className="checkout__line-name">{line.name}</span>
                  <span className="checkout__muted">× {line.quantity}</span>
                </span>
                <span>{formatCents(line.line_total_cents)}</span>
              </li>
            ))}
          </ul>
          <TotalsList totals={order.totals} />
        </aside>
      }
    >
      <section aria-labelledby="delivery-heading">
        <h2 id="delivery-heading" className="checkout__legend">
          {CheckoutText.arriving(order.delivery.label)}
        </h2>
        <DeliveryAddress shipping={shipping} />
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="checkout__legend">
          {CheckoutText.WhatsNext}
        </h2>
        <Paragraph>{CheckoutText.whatsNext(order.delivery.cutoff_label)}</Paragraph>
      </section>
      <div className="checkout__actions">
        <LinkButton to={accountPath}>{CheckoutText.GoToAccount}</LinkButton>
      </div>
    </CheckoutFrame>
  );
}
