// The new-customer offer is one per household (issue 29): a checkout whose card (its fingerprint) or delivery address
// (normalised: addressKey below) already had a first order under another account does not get
// it. Every first order records its household here; checkout asks before a code is applied, shows the refusal before
// the order is placed, and places the order without the offer.
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { HouseholdMessage } from '@larder/contracts/values/offers';
import { and, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import { firstOrderHouseholds } from '../../db/schema/households';
import { paymentMethods } from '../../db/schema/payments';
import { HttpError } from '../../lib/errors';

export const householdRefusal = () =>
  new HttpError(400, CheckoutErrorCode.PromoHousehold, HouseholdMessage.OfferUsed, {
    code: [HouseholdMessage.OfferUsed],
  });

/** Words an address writes in several ways, as one. */
const SAME_WORD: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  square: 'sq',
  terrace: 'ter',
  parkway: 'pkwy',
  highway: 'hwy',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
};
/** Unit designators carry no meaning of their own once the number is kept ("Apt 5", "#5", "Unit 5"). */
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'suite', 'ste', 'no', 'number', 'fl', 'floor', 'rm', 'room']);

/** The delivery address as one key: the ZIP's five digits and the street lines' words, spelt one way. */
export function addressKey(address: Pick<AddressSnapshot, 'address1' | 'address2' | 'zip'>): string {
  const words = `${address.address1} ${address.address2}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !UNIT_WORDS.has(word))
    .map((word) => SAME_WORD[word] ?? word);
  return `${address.zip.slice(0, 5)}|${words.join(' ')}`;
}

async function fingerprintOf(db: DbOrTx, paymentMethodId: number | null): Promise<string | null> {
  if (paymentMethodId === null) return null;
  const [row] = await db
    .select({ fingerprint: paymentMethods.fingerprint })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, paymentMethodId))
    .limit(1);
  return row?.fingerprint ?? null;
}

export interface Household {
  address: AddressSnapshot | null;
  paymentMethodId: number | null;
}

/** Whether another account's first order had this checkout's card or address. */
export async function householdHadFirstOrder(db: DbOrTx, customerId: number, household: Household): Promise<boolean> {
  const fingerprint = await fingerprintOf(db, household.paymentMethodId);
  const key = household.address ? addressKey(household.address) : null;
  const matches = [
    ...(key ? [eq(firstOrderHouseholds.addressKey, key)] : []),
    ...(fingerprint ? [eq(firstOrderHouseholds.cardFingerprint, fingerprint)] : []),
  ];
  if (matches.length === 0) return false;
  const [found] = await db
    .select({ orderId: firstOrderHouseholds.orderId })
    .from(firstOrderHouseholds)
    .where(and(ne(firstOrderHouseholds.customerId, customerId), or(...matches)))
    .limit(1);
  return found !== undefined;
}

/** Records a placed first order's household, in the order's transaction. */
export async function recordFirstOrder(
  tx: DbOrTx,
  order: { orderId: number; customerId: number; address: AddressSnapshot; paymentMethodId: number; at: Date },
): Promise<void> {
  await tx.insert(firstOrderHouseholds).values({
    orderId: order.orderId,
    customerId: order.customerId,
    cardFingerprint: await fingerprintOf(tx, order.paymentMethodId),
    addressKey: addressKey(order.address),
    createdAt: order.at,
  });
}
