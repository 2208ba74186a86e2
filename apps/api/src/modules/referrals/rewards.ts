// The referrer's credit (issue 41; docs/decisions/231-referrals.md): given when the friend's first box is paid, in the
// payment's transaction (orders/order-payments.ts calls `rewardFirstBox`), never before; refused with its reason by
// the abuse rules; taken back when that box is given back for half or more while the credit is unspent (orders/refunds.ts
// `givenBack` calls `takeBackOnRefund`, for refunds and problem-report credits); revoked by an operator. The credit entry's reference (`referral-<id>`) makes each write once.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { referrals } from '../../db/schema/referrals';
import { addCreditEntry, lockedCreditBalance } from '../credits/ledger';
import type { Outbox } from '../email/outbox';
import { refusalOf } from './abuse-rules';
import { moveReferral, noteReferral, type ReferralRow } from './referral-status';
import { readReferralCents } from './settings';

const rewardReference = (id: number) => `referral-${id}`;
/** A first box given back for half or more of what it took (refunds and problem credits) loses its reward. */
export const REFERRAL_TAKE_BACK_SHARE_DENOMINATOR = 2;
const takenBackReference = (id: number) => `referral-${id}-taken-back`;

async function lockJoined(tx: DbOrTx, friendId: number): Promise<ReferralRow | undefined> {
  const [row] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.friendId, friendId), eq(referrals.status, 'joined')))
    .for('update');
  return row;
}

async function person(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

/** The friend's box `order` was paid: the referrer is rewarded or refused, once. Call in the payment's transaction. */
export async function rewardFirstBox(
  tx: DbOrTx,
  outbox: Outbox,
  order: { id: number; customerId: number },
  now: Date,
): Promise<void> {
  const referral = await lockJoined(tx, order.customerId);
  if (!referral) return;
  // The referrer's row lock (taken by the balance read) queues two rewards of one referrer: the month's cap holds.
  await lockedCreditBalance(tx, referral.referrerId);
  const refusal = await refusalOf(tx, referral, now);
  if (refusal) {
    await moveReferral(tx, referral.id, { to: 'refused', reason: refusal, at: now, set: { firstOrderId: order.id } });
    return;
  }
  const amount = await readReferralCents(tx, 'referral.referrer_credit_cents');
  const reference = rewardReference(referral.id);
  if (amount > 0) {
    await addCreditEntry(tx, {
      customerId: referral.referrerId,
      amountCents: amount,
      kind: 'adjustment',
      reference,
      note: 'Referral reward: a friend’s first box',
      at: now,
    });
  }
  const moved = await moveReferral(tx, referral.id, {
    to: 'rewarded',
    reason: 'rewarded',
    at: now,
    set: { firstOrderId: order.id, creditReference: reference, rewardCents: amount, rewardedAt: now },
  });
  if (!moved) return;
  const referrer = await person(tx, referral.referrerId);
  const friend = await person(tx, referral.friendId);
  if (referrer && friend) {
    await outbox.enqueue(tx, 'referral_reward', referrer.email, {
      firstName: referrer.firstName,
      friendName: friend.firstName,
      creditedCents: amount,
    });
    await outbox.enqueue(tx, 'referral_thanks', friend.email, {
      firstName: friend.firstName,
      referrerName: referrer.firstName,
    });
  }
}

/** Takes the reward's credits back from the referrer when they are unspent; false when they were spent. */
async function takeBack(tx: DbOrTx, referral: ReferralRow, now: Date, note: string): Promise<boolean> {
  const amount = referral.rewardCents ?? 0;
  if (amount <= 0) return true;
  const balance = await lockedCreditBalance(tx, referral.referrerId);
  if (balance < amount) return false;
  await addCreditEntry(tx, {
    customerId: referral.referrerId,
    amountCents: -amount,
    kind: 'adjustment',
    reference: takenBackReference(referral.id),
    note,
    at: now,
  });
  return true;
}

/**
 * The friend's order gave back more (refunds and problem-report credits, from `beforeCents` to `nowCents` of the
 * `paidCents` it took). When it is their rewarded first box and this crosses half of it, the box was not really
 * bought: the reward is taken back if unspent (revoked, `refunded`), or kept with the reason `refunded_spent`. Less
 * than half (a missing item, a bruised side) keeps it. Call in the transaction that gives the money back.
 */
export async function takeBackOnRefund(
  tx: DbOrTx,
  order: { id: number; customerId: number; paidCents: number; beforeCents: number; nowCents: number },
  now: Date,
): Promise<void> {
  const mostly = (cents: number) => cents * REFERRAL_TAKE_BACK_SHARE_DENOMINATOR >= order.paidCents;
  if (order.paidCents <= 0 || mostly(order.beforeCents) || !mostly(order.nowCents)) return;
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.friendId, order.customerId),
        eq(referrals.firstOrderId, order.id),
        eq(referrals.status, 'rewarded'),
      ),
    )
    .for('update');
  if (!referral) return;
  if (await takeBack(tx, referral, now, 'Referral reward taken back: the friend’s first box was refunded')) {
    await moveReferral(tx, referral.id, { to: 'revoked', reason: 'refunded', at: now });
  } else {
    await noteReferral(tx, referral, 'refunded_spent', now);
  }
}

/** An operator revokes a reward: its credits are taken back if unspent. Undefined when it was not rewarded. */
export async function revokeReward(
  tx: DbOrTx,
  referralId: number,
  operatorId: number,
  now: Date,
): Promise<ReferralRow | undefined> {
  const [referral] = await tx.select().from(referrals).where(eq(referrals.id, referralId)).for('update');
  if (referral?.status !== 'rewarded') return undefined;
  await takeBack(tx, referral, now, 'Referral reward revoked');
  return moveReferral(tx, referral.id, { to: 'revoked', reason: 'revoked', at: now, operatorId });
}
