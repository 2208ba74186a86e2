// The one owner of a referral's status (docs/decisions/231-referrals.md): a referral is created `joined` (or `refused`
// when the friend is the referrer), and moves only here — joined → rewarded | refused, rewarded → revoked — each move
// a conditional update of the row in the caller's transaction with its reason in referral_events. A move that is not
// allowed from the row's status writes nothing and answers undefined, so a retried or concurrent move happens once.
import type { ReferralReason, ReferralStatus } from '@larder/contracts/values/referrals';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { referralEvents, referrals } from '../../db/schema/referrals';

export type ReferralRow = typeof referrals.$inferSelect;

const MOVES: Record<ReferralStatus, readonly ReferralStatus[]> = {
  joined: ['rewarded', 'refused'],
  rewarded: ['revoked'],
  refused: [],
  revoked: [],
};

/** Whether a referral may move from `from` to `to`. */
export const allowedMove = (from: ReferralStatus, to: ReferralStatus) => MOVES[from].includes(to);

/** The statuses a referral may move to `to` from. */
const sourcesOf = (to: ReferralStatus) =>
  (Object.keys(MOVES) as ReferralStatus[]).filter((from) => allowedMove(from, to));

export interface Move {
  to: ReferralStatus;
  reason: ReferralReason;
  at: Date;
  operatorId?: number | null;
  /** Columns written with the move (the reward's reference and amount). */
  set?: Partial<Pick<ReferralRow, 'firstOrderId' | 'creditReference' | 'rewardCents' | 'rewardedAt'>>;
}

/** Moves referral `id` when its status allows; the moved row, or undefined when it did not move. */
export async function moveReferral(tx: DbOrTx, id: number, move: Move): Promise<ReferralRow | undefined> {
  const [moved] = await tx
    .update(referrals)
    .set({ ...move.set, status: move.to, reason: move.reason, updatedAt: move.at })
    .where(and(eq(referrals.id, id), inArray(referrals.status, sourcesOf(move.to))))
    .returning();
  if (!moved) return undefined;
  await noteReferral(tx, moved, move.reason, move.at, move.operatorId ?? null);
  return moved;
}

/** Records a reason without a move (a refunded box whose credits were spent keeps its reward). */
export async function noteReferral(
  tx: DbOrTx,
  row: Pick<ReferralRow, 'id' | 'status'>,
  reason: ReferralReason,
  at: Date,
  operatorId: number | null = null,
): Promise<void> {
  await tx.insert(referralEvents).values({ referralId: row.id, status: row.status, reason, operatorId, createdAt: at });
}

/** A friend's referral, created at sign-up: `joined`, or `refused` for oneself. One per friend (unique index). */
export async function createReferral(
  tx: DbOrTx,
  values: { referrerId: number; friendId: number; self: boolean; at: Date },
): Promise<ReferralRow | undefined> {
  const status: ReferralStatus = values.self ? 'refused' : 'joined';
  const reason: ReferralReason = values.self ? 'self' : 'joined';
  const [row] = await tx
    .insert(referrals)
    .values({
      referrerId: values.referrerId,
      friendId: values.friendId,
      status,
      reason,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing({ target: referrals.friendId })
    .returning();
  if (row) await noteReferral(tx, row, reason, values.at);
  return row;
}
