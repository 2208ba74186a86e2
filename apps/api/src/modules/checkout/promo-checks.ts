// The promo checks of the checkout (issue 15, issue 29): whether a code may be applied now, and the offer a
// checkout's code gives. They read the checkout (its card and address, for the one-per-household rule) and the
// customer's redemptions (orders/order-reads.ts), so they sit at the checkout's floor; the discount itself is
// pricing/pricing.ts's (promoDiscount).
import { CheckoutErrorCode, CheckoutMessage } from '@larder/contracts/values/checkout';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { hasRedeemed } from '../orders/promo-redemptions';
import { householdHadFirstOrder, householdRefusal } from '../promos/household';
import { findPromoById, type PromoCodeRow } from '../promos/repository';
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

/** The checkout's code when it takes something off: not when the household already had a first order. */
export async function offerOf(
  db: DbOrTx,
  customerId: number,
  row: repository.CheckoutRow | undefined,
): Promise<PromoCodeRow | undefined> {
  if (!row?.promoCodeId || (await householdHadFirstOrder(db, customerId, row))) return undefined;
  return findPromoById(db, row.promoCodeId);
}
