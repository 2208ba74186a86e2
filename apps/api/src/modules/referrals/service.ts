// The referral service (issue 41; docs/decisions/231-referrals.md): the friend's referral recorded in the sign-up's
// transaction (password and SSO alike, from the `larder_ref` cookie), the customer's link and counts, and the friend's
// offer the checkout weighs against the new-customer offer.
import type { ReferralSelf } from '@larder/contracts/schemas/referrals';
import { referralPath } from '@larder/contracts/values/referrals';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { referralInvites, referrals } from '../../db/schema/referrals';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { codeOf, ensureCode, referrerOf } from './codes';
import { createReferral } from './referral-status';
import { readReferralCents } from './settings';

/** An address as one person: lower case, no `+tag`, and for Gmail no dots (`a.da+x@gmail.com` is `ada@gmail.com`). */
export function personOfEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const plain = local.replace(/\+.*$/, '');
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? plain.replace(/\./g, '') : plain}@${gmail ? 'gmail.com' : domain}`;
}

/** The friend's offer on their first box, in cents: 0 unless they joined through a link and it is still open. */
export async function friendOfferCents(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.friendId, customerId), eq(referrals.status, 'joined')));
  return row ? readReferralCents(db, 'referral.friend_discount_cents') : 0;
}

export class ReferralService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly siteOrigin: string,
  ) {}

  /**
   * A new customer: their own code, and the referral when they came through a known code (the cookie's). The one who
   * signs up with the referrer's own address (as one person: personOfEmail) is refused as oneself.
   */
  async joinAtSignUp(tx: DbOrTx, friend: { id: number; email: string }, code: string | undefined): Promise<void> {
    await ensureCode(tx, friend.id);
    const referrerId = await referrerOf(tx, code);
    if (referrerId === undefined || referrerId === friend.id) return;
    const [referrer] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, referrerId));
    if (!referrer) return;
    const self = personOfEmail(referrer.email) === personOfEmail(friend.email);
    await createReferral(tx, { referrerId, friendId: friend.id, self, at: this.clock.now() });
  }

  linkOf(code: string): string {
    return new URL(referralPath(code), this.siteOrigin).toString();
  }

  /** GET /api/v2/referrals/self/ */
  async selfView(customerId: number): Promise<ReferralSelf> {
    const code = await codeOf(this.db, customerId);
    if (code === undefined) throw new HttpError(404, 'not_found', 'Your referral link is not ready yet.');
    const [invited] = await this.db
      .select({ count: sql<number>`count(distinct ${referralInvites.email})::int` })
      .from(referralInvites)
      .where(eq(referralInvites.referrerId, customerId));
    const [counts] = await this.db
      .select({
        joined: sql<number>`count(*)::int`,
        rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'rewarded')::int`,
        earned: sql<number>`coalesce(sum(${referrals.rewardCents}) filter (where ${referrals.status} = 'rewarded'), 0)::int`,
      })
      .from(referrals)
      .where(and(eq(referrals.referrerId, customerId), ne(referrals.reason, 'self')));
    return {
      code,
      link: this.linkOf(code),
      invited: invited?.count ?? 0,
      joined: counts?.joined ?? 0,
      rewarded: counts?.rewarded ?? 0,
      earned_cents: counts?.earned ?? 0,
    };
  }
}
