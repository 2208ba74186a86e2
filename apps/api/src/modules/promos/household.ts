// The new-customer offer is one per household (issue 29): a checkout whose card (its fingerprint) or delivery address
// (normalised: addressKey below) already had a first order under another account does not get
// it. Every first order records its household here; checkout asks before a code is applied, shows the refusal before
// the order is placed, and places the order without the offer.
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { HouseholdMessage } from '@larder/contracts/values/offers';
import { and, eq, like, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { AddressSnapshot } from '../../db/schema/checkout';
import { firstOrderHouseholds } from '../../db/schema/households';
import { orders } from '../../db/schema/orders';
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
/** Words that say the next token is a unit of the building: "Apt 5", "Unit 5B", "Suite 200", "Floor 3". */
const UNIT_WORDS = new Set([
  'apt',
  'apartment',
  'unit',
  'suite',
  'ste',
  'no',
  'number',
  'fl',
  'floor',
  'rm',
  'room',
  'bldg',
  'building',
  'dept',
  'lot',
  'flat',
  '#',
]);
/** Floor words may follow their number instead ("2nd Floor"). */
const FLOOR_WORDS = new Set(['fl', 'floor']);

/** Lower case, accents off, `#` a word of its own, `5-B` one token, punctuation a space. */
function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1')
    .split(/[^a-z0-9#]+/)
    .filter((word) => word !== '');
}

/** A unit is named with a digit ("5", "5b", "b2") or one letter ("Suite A"): "No buzzer" names none. */
const isUnitToken = (token: string) => /\d/.test(token) || /^[a-z]$/.test(token);

/** A unit's name spelt one way: `2nd` → `2`, `05` → `5`. */
const unitName = (token: string) => token.replace(/^(\d+)(st|nd|rd|th)$/, '$1').replace(/^0+(?=\d)/, '');

/**
 * The units named in a street line's tail: the unit token after a unit word or `#`, the number before a floor word, or a
 * second line that is nothing but one token with a digit ("5B"). Anything else — a name, "c/o", a gate code, "ring
 * twice" — names no unit and is left out, so it cannot make one household two (issue 44).
 */
function unitsOf(words: string[], wholeLine: boolean): string[] {
  if (wholeLine && words.length === 1 && /\d/.test(words[0] as string)) return [unitName(words[0] as string)];
  const units: string[] = [];
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (UNIT_WORDS.has(word) && next !== undefined && isUnitToken(next)) units.push(unitName(next));
    const previous = words[index - 1];
    if (FLOOR_WORDS.has(word) && previous !== undefined && /^\d+(st|nd|rd|th)?$/.test(previous)) {
      units.push(unitName(previous));
    }
  });
  return units;
}

/**
 * The delivery address as one key (docs/decisions/200-operators.md, "one offer per household"): the ZIP's five
 * digits, the street line's words spelt one way (up to a unit word), and the units it names, sorted. A real flat
 * (`Apt 5` and `Apt 6`) keeps its own key; free words in the second line do not.
 */
export function addressKey(address: Pick<AddressSnapshot, 'address1' | 'address2' | 'zip'>): string {
  const first = tokens(address.address1);
  const unitAt = first.findIndex((word) => UNIT_WORDS.has(word));
  const street = (unitAt === -1 ? first : first.slice(0, unitAt))
    .filter((word) => word !== '#')
    .map((word) => SAME_WORD[word] ?? word);
  const units = [
    ...(unitAt === -1 ? [] : unitsOf(first.slice(unitAt), false)),
    ...unitsOf(tokens(address.address2), true),
  ];
  const unit = [...new Set(units)].sort().join(',');
  return `${KEY_VERSION}${address.zip.slice(0, 5)}|${street.join(' ')}|${unit}`;
}

/** Keys written since issue 44 start with this; a row without it has the earlier key (all words of both lines). */
const KEY_VERSION = 'v2:';

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
  if (found !== undefined) return true;
  return (
    key !== null && household.address !== null && (await earlierKeyMatches(db, customerId, household.address, key))
  );
}

/**
 * Rows written before the key's version have the earlier key: those of the same ZIP are read with their first order's
 * address and keyed again, so a household recorded then is still one household now.
 */
async function earlierKeyMatches(db: DbOrTx, customerId: number, address: AddressSnapshot, key: string) {
  const zip = address.zip.slice(0, 5).replace(/[^0-9]/g, '');
  if (zip === '') return false;
  const rows = await db
    .select({ address: orders.address })
    .from(firstOrderHouseholds)
    .innerJoin(orders, eq(orders.id, firstOrderHouseholds.orderId))
    .where(and(ne(firstOrderHouseholds.customerId, customerId), like(firstOrderHouseholds.addressKey, `${zip}|%`)));
  return rows.some((row) => addressKey(row.address) === key);
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
