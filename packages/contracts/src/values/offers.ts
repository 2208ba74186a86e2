// An offer's terms in words, beside its discount_effect (issue 29): "40% off, up to $80", "$10 off". A percentage
// code's cap (max_discount_cents) is part of what the customer is told, wherever the offer is shown.
import { formatCents } from './money';

export interface DiscountTermsInput {
  percent_off: number | null;
  amount_off_cents: number | null;
  max_discount_cents: number | null;
}

/** `$80` for whole dollars, `$12.50` otherwise. */
function money(cents: number): string {
  return cents % 100 === 0 ? formatCents(cents).replace(/\.00$/, '') : formatCents(cents);
}

export function discountTerms(offer: DiscountTermsInput): string {
  if (offer.percent_off !== null) {
    const cap = offer.max_discount_cents === null ? '' : `, up to ${money(offer.max_discount_cents)}`;
    return `${offer.percent_off}% off${cap}`;
  }
  return `${money(offer.amount_off_cents ?? 0)} off`;
}

export const HouseholdMessage = {
  /** The new-customer offer is one per household: the card or the address already had a first order. */
  OfferUsed: 'The new-customer offer is one per household, and this card or address already had its first order.',
  /** Shown in the checkout when the applied code will not be used for this reason. */
  NotApplied: 'Your order will be placed without the offer.',
} as const;
