// Why a referrer is not rewarded for a friend's first box (issue 41; docs/decisions/231-referrals.md): the friend's
// card (its fingerprint) or normalised delivery address is the referrer's — a saved card, a first order or the address
// of their checkout — or matches the first order of another account made before the friend's (the household rule of
// the new-customer offer, promos/household.ts), or the referrer had their month's rewards already.
import { REWARDS_PER_MONTH, type ReferralReason } from '@larder/contracts/values/referrals';
import { and, asc, eq, gte, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { checkouts } from '../../db/schema/checkout';
import { firstOrderHouseholds } from '../../db/schema/households';
import { paymentMethods } from '../../db/schema/payments';
import { referrals } from '../../db/schema/referrals';
import { addressKey } from '../promos/household';

/** The first day of `at`'s calendar month (UTC): rewards are counted from it. */
export const monthStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));

async function friendHousehold(db: DbOrTx, friendId: number) {
  const [row] = await db
    .select()
    .from(firstOrderHouseholds)
    .where(eq(firstOrderHouseholds.customerId, friendId))
    .orderBy(asc(firstOrderHouseholds.createdAt))
    .limit(1);
  return row;
}

async function referrerCards(db: DbOrTx, referrerId: number): Promise<Set<string>> {
  const rows = await db
    .select({ fingerprint: paymentMethods.fingerprint })
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, referrerId));
  const households = await db
    .select({ fingerprint: firstOrderHouseholds.cardFingerprint })
    .from(firstOrderHouseholds)
    .where(eq(firstOrderHouseholds.customerId, referrerId));
  return new Set([...rows, ...households].flatMap((row) => (row.fingerprint ? [row.fingerprint] : [])));
}

async function referrerAddresses(db: DbOrTx, referrerId: number): Promise<Set<string>> {
  const households = await db
    .select({ key: firstOrderHouseholds.addressKey })
    .from(firstOrderHouseholds)
    .where(eq(firstOrderHouseholds.customerId, referrerId));
  const [checkout] = await db
    .select({ address: checkouts.address })
    .from(checkouts)
    .where(eq(checkouts.customerId, referrerId));
  const keys = households.map((row) => row.key);
  if (checkout?.address) keys.push(addressKey(checkout.address));
  return new Set(keys);
}

/** Rewards the referrer got since the month began (a revoked one counts: it was given). */
export async function rewardsThisMonth(db: DbOrTx, referrerId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), gte(referrals.rewardedAt, monthStart(now))));
  return row?.count ?? 0;
}

/** Why this referral earns nothing, or undefined when the referrer is rewarded. Call with the referrer's row locked. */
export async function refusalOf(
  db: DbOrTx,
  referral: { referrerId: number; friendId: number },
  now: Date,
): Promise<ReferralReason | undefined> {
  const friend = await friendHousehold(db, referral.friendId);
  if (friend?.cardFingerprint && (await referrerCards(db, referral.referrerId)).has(friend.cardFingerprint)) {
    return 'same_card';
  }
  if (friend && (await referrerAddresses(db, referral.referrerId)).has(friend.addressKey)) return 'same_address';
  if (friend) {
    const matches = [
      eq(firstOrderHouseholds.addressKey, friend.addressKey),
      ...(friend.cardFingerprint ? [eq(firstOrderHouseholds.cardFingerprint, friend.cardFingerprint)] : []),
    ];
    const [earlier] = await db
      .select({ orderId: firstOrderHouseholds.orderId })
      .from(firstOrderHouseholds)
      .where(
        and(
          ne(firstOrderHouseholds.customerId, referral.friendId),
          lt(firstOrderHouseholds.orderId, friend.orderId),
          or(...matches),
        ),
      )
      .limit(1);
    if (earlier) return 'household';
  }
  if ((await rewardsThisMonth(db, referral.referrerId, now)) >= REWARDS_PER_MONTH) return 'monthly_cap';
  return undefined;
}
