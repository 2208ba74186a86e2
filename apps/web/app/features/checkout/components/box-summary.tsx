// The box beside every checkout step: its lines (quantities can change, lines can go), the totals from the server's
// pricing function, and how far it is from the minimum and from free delivery.
import type { BoxLine, Checkout, Totals } from '@larder/contracts/schemas/checkout';
import { amountOfFood as amountOf } from '@larder/contracts/values/amount-of-food';
import { BOX_LINE_QUANTITY_MAX, CheckoutMessage } from '@larder/contracts/values/checkout';
import { formatCents } from '@larder/contracts/values/money';
import type { ReactNode } from 'react';
import { AmountOfFood } from '../../../ui/amount-of-food';
import { Heading } from '../../../ui/heading';
import { CheckoutText } from '../model/checkout-texts';

export function TotalsList({ totals }: { totals: Totals }) {
  return (
    <dl className="checkout__totals">
      <dt>{CheckoutText.Subtotal}</dt>
      <dd>{formatCents(totals.subtotal_cents)}</dd>
      {totals.discount_cents > 0 && (
        <>
          <dt>{CheckoutText.Discount}</dt>
          <dd>−{formatCents(totals.discount_cents)}</dd>
        </>
      )}
      <dt>{CheckoutText.Delivery}</dt>
      <dd>{totals.delivery_fee_cents === 0 ? CheckoutText.FreeDelivery : formatCents(totals.delivery_fee_cents)}</dd>
      {totals.credits_cents > 0 && (
        <>
          <dt>{CheckoutText.Credits}</dt>
          <dd>−{formatCents(totals.credits_cents)}</dd>
        </>
      )}
      <dt className="checkout__total">{CheckoutText.Total}</dt>
      <dd className="checkout__total">{formatCents(totals.total_cents)}</dd>
    </dl>
  );
}

export interface BoxSummaryProps {
  checkout: Checkout;
  /** Pictures are paths on the API origin. */
  pictureOrigin: string;
  /** Changes a line's quantity (0 removes it); absent: the box is shown read-only. */
  onQuantity?: (line: BoxLine, quantity: number) => void;
  isUpdating?: boolean;
  /** The promo field, under the totals. */
  promo?: ReactNode;
  /** The amount of food module (`web.amount_of_food_module`, read by the route). */
  amountOfFood?: boolean;
}

export function BoxSummary({
  checkout,
  pictureOrigin,
  onQuantity,
  isUpdating = false,
  promo,
  amountOfFood = false,
}: BoxSummaryProps) {
  const { totals } = checkout;
  const belowMinimum = totals.subtotal_cents < totals.min_order_cents;
  const toFreeDelivery = totals.free_delivery_min_cents - (totals.subtotal_cents - totals.discount_cents);
  return (
    <aside className="checkout__summary" aria-labelledby="box-summary-heading">
      <Heading variant="H3" level={2} id="box-summary-heading">
        {CheckoutText.SummaryHeading}
      </Heading>
      {checkout.lines.length === 0 ? (
        <p className="checkout__muted">{CheckoutMessage.EmptyBox}</p>
      ) : (
        <ul className="checkout__lines">
          {checkout.lines.map((line) => (
            <li key={`${line.type}:${line.id}`} className="checkout__line">
              <img src={`${pictureOrigin}${line.picture}`} alt="" width={40} height={40} />
              <div>
                <span className="checkout__line-name">{line.name}</span>
                {onQuantity ? (
                  <span className="checkout__stepper">
                    <button
                      type="button"
                      aria-label={CheckoutText.decrease(line.name)}
                      disabled={isUpdating || line.quantity <= 1}
                      onClick={() => onQuantity(line, line.quantity - 1)}
                    >
                      −
                    </button>
                    <output aria-label={CheckoutText.quantityOf(line.name)}>{line.quantity}</output>
                    <button
                      type="button"
                      aria-label={CheckoutText.increase(line.name)}
                      disabled={isUpdating || line.quantity >= BOX_LINE_QUANTITY_MAX}
                      onClick={() => onQuantity(line, line.quantity + 1)}
                    >
                      +
                    </button>
                    <button
                      type="button"
                      className="checkout__link-button"
                      aria-label={`${CheckoutText.Remove} ${line.name}`}
                      disabled={isUpdating}
                      onClick={() => onQuantity(line, 0)}
                    >
                      {CheckoutText.Remove}
                    </button>
                  </span>
                ) : (
                  <span className="checkout__muted">× {line.quantity}</span>
                )}
              </div>
              <span>{formatCents(line.line_total_cents)}</span>
            </li>
          ))}
          {checkout.free_gift && (
            <li className="checkout__line" data-free-gift>
              <img src={`${pictureOrigin}${checkout.free_gift.picture}`} alt="" width={40} height={40} />
              <div>
                <span className="checkout__line-name">{checkout.free_gift.name}</span>
                <span className="checkout__muted">{CheckoutText.FreeGiftLine}</span>
              </div>
              <span>{formatCents(0)}</span>
            </li>
          )}
        </ul>
      )}
      {amountOfFood && checkout.household && checkout.lines.length > 0 && (
        <AmountOfFood amount={amountOf(checkout.lines, checkout.household)} />
      )}
      <TotalsList totals={totals} />
      {belowMinimum && checkout.lines.length > 0 && (
        <p className="checkout__error" role="status">
          {CheckoutMessage.BelowMinimum(formatCents(totals.min_order_cents))}
        </p>
      )}
      {!belowMinimum && totals.delivery_fee_cents > 0 && toFreeDelivery > 0 && (
        <p className="checkout__muted">{CheckoutText.freeDeliveryHint(formatCents(toFreeDelivery))}</p>
      )}
      {promo}
    </aside>
  );
}
