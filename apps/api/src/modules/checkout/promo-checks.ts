// The promo checks of the checkout (issue 15, issue 29): whether a code may be applied now, and the offer a
// checkout's code gives. They read the checkout (its card and address, for the one-per-household rule) and the
// customer's redemptions (orders/order-reads.ts), so they sit at the checkout's floor; the discount itself is
// pricing/pricing.ts's (promoDiscount). A friend who came through a referral link gets the referral offer instead of
// the code when it is worth more (docs/decisions/231-referrals.md).
import { CheckoutErrorCode, CheckoutMessage } from '@larder/contracts/values/checkout';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { hasRedeemed } from '../orders/promo-redemptions';
import { type Discount, type PricedLine, priceBox, promoDiscount } from '../pricing/pricing';
import { householdHadFirstOrder, householdRefusal } from '../promos/household';
import { findPromoById, type PromoCodeRow } from '../promos/repository';
import { friendOfferCents } from '../referrals/service';
import * as repository from './repository';

const fieldError = (field: string, message: string, code: string) =>
  new HttpError(400, code, message, { [field]: [message] });

/**
 * Why a code cannot be applied now, or undefined when it can. The household comes first and says nothing of the code;
 * every refused code then gets the same answer, so a guesser cannot tell disabled, expired or used codes apart.
 */
export async function promoProblem(
  db: DbOrTx,
  row: PromoCodeRow | undefined,
  customerId: number,
  now: Date,
): Promise<HttpError | undefined> {
  const checkout = await repository.findCheckout(db, customerId);
  if (checkout && (await householdHadFirstOrder(db, customerId, checkout))) return householdRefusal();
  const refused =
    !row ||
    row.startsAt > now ||
    row.isGiftCard ||
    !row.active ||
    (row.endsAt !== null && row.endsAt <= now) ||
    (await hasRedeemed(db, customerId, row.id));
  return refused ? fieldError('code', CheckoutMessage.PromoInvalid, CheckoutErrorCode.PromoInvalid) : undefined;
}

/** The offer a checkout gives: its code's promo, or the friend's referral offer (`referralCents`) instead. */
export interface CheckoutOffer {
  promo: PromoCodeRow | undefined;
  /** Set when the friend's referral offer takes more off than the code (decision 231): never both. */
  referralCents: number | null;
}

const NO_FEES = { deliveryFeeCents: 0, freeDeliveryMinCents: 0, minOrderCents: 0 };

/** What a discount is worth on this box over the deliveries it discounts. */
const worth = (lines: readonly PricedLine[], discount: Discount | null, deliveries: number) =>
  priceBox(lines, discount, NO_FEES).discount_cents * deliveries;

export const referralDiscount = (cents: number): Discount => ({
  percentOff: null,
  amountOffCents: cents,
  maxDiscountCents: null,
});

/**
 * The checkout's offer when it takes something off: none when the household already had a first order; else the
 * larger of the code's promo and the friend's referral offer on this box (capped at its total by the pricing).
 */
export async function offerOf(
  db: DbOrTx,
  customerId: number,
  row: repository.CheckoutRow | undefined,
  lines: readonly PricedLine[],
): Promise<CheckoutOffer> {
  const none = { promo: undefined, referralCents: null };
  if (!row || (await householdHadFirstOrder(db, customerId, row))) return none;
  const promo = row.promoCodeId ? await findPromoById(db, row.promoCodeId) : undefined;
  const referralCents = await friendOfferCents(db, customerId);
  if (
    referralCents > 0 &&
    worth(lines, referralDiscount(referralCents), 1) > worth(lines, promoDiscount(promo), promo?.deliveries ?? 0)
  ) {
    return { promo: undefined, referralCents };
  }
  return { promo, referralCents: null };
}

/** The discount the pricing takes of an offer. */
export const discountOfOffer = (offer: CheckoutOffer): Discount | null =>
  offer.referralCents !== null ? referralDiscount(offer.referralCents) : promoDiscount(offer.promo);
