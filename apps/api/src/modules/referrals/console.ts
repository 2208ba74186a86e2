// The console's view of a customer's referrals (issue 41): each referral they made with every change and its reason,
// who referred them, and an operations operator's revoke of a reward (audited, in the revoke's transaction).
import type { AdminReferralList } from '@larder/contracts/schemas/referrals';
import {
  REFERRAL_REASON_WORDS,
  ReferralErrorCode,
  ReferralMessage,
  type ReferralReason,
  type ReferralStatus,
} from '@larder/contracts/values/referrals';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { referralEvents, referrals } from '../../db/schema/referrals';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { revokeReward } from './rewards';

const wordsOf = (reason: string) => REFERRAL_REASON_WORDS[reason as ReferralReason] ?? reason;

export class ReferralConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async listFor(customerId: number): Promise<AdminReferralList> {
    const [customer] = await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) throw new HttpError(404, 'not_found', 'No such customer.');
    const rows = await this.db
      .select({ referral: referrals, friendEmail: customers.email })
      .from(referrals)
      .innerJoin(customers, eq(customers.id, referrals.friendId))
      .where(eq(referrals.referrerId, customerId))
      .orderBy(desc(referrals.id));
    const ids = rows.map((row) => row.referral.id);
    const events =
      ids.length === 0
        ? []
        : await this.db
            .select()
            .from(referralEvents)
            .where(inArray(referralEvents.referralId, ids))
            .orderBy(asc(referralEvents.id));
    const [by] = await this.db
      .select({ referrerId: referrals.referrerId })
      .from(referrals)
      .where(eq(referrals.friendId, customerId));
    return {
      referred_by: by?.referrerId ?? null,
      results: rows.map(({ referral, friendEmail }) => ({
        id: referral.id,
        friend_id: referral.friendId,
        friend_email: friendEmail,
        status: referral.status as ReferralStatus,
        reward_cents: referral.rewardCents,
        created_at: referral.createdAt.toISOString(),
        events: events
          .filter((event) => event.referralId === referral.id)
          .map((event) => ({
            status: event.status as ReferralStatus,
            reason: event.reason,
            words: wordsOf(event.reason),
            operator_id: event.operatorId,
            at: event.createdAt.toISOString(),
          })),
      })),
    };
  }

  /** Revokes a rewarded referral; answers the referrer's list. 409 when it is not rewarded. */
  async revoke(operatorId: number, referralId: number, reason: string): Promise<AdminReferralList> {
    const now = this.clock.now();
    const referrerId = await this.db.transaction(async (tx) => {
      const moved = await revokeReward(tx, referralId, operatorId, now);
      if (!moved) {
        const [exists] = await tx.select({ id: referrals.id }).from(referrals).where(eq(referrals.id, referralId));
        if (!exists) throw new HttpError(404, 'not_found', 'No such referral.');
        throw new HttpError(409, ReferralErrorCode.NotRevocable, ReferralMessage.NotRevocable);
      }
      await recordAudit(tx, {
        operatorId,
        action: 'referral.revoke',
        recordType: 'referral',
        recordId: referralId,
        before: { status: 'rewarded' },
        after: { status: moved.status, reason },
        at: now,
      });
      return moved.referrerId;
    });
    return this.listFor(referrerId);
  }
}
