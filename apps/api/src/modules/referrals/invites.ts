// Invitations by email (issue 41): one email per address through the outbox, in one transaction with the rows the
// limits count — at most INVITES_PER_REQUEST addresses a request (the contract), INVITES_PER_DAY a day a referrer
// (429 naming `emails`), and one address once in INVITE_REPEAT_DAYS (skipped, and said so).
import type { InviteAnswer } from '@larder/contracts/schemas/referrals';
import {
  INVITE_REPEAT_DAYS,
  INVITES_PER_DAY,
  ReferralErrorCode,
  ReferralMessage,
} from '@larder/contracts/values/referrals';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { referralInvites } from '../../db/schema/referrals';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { lockCustomerRow } from '../accounts/customer-repository';
import type { Outbox } from '../email/outbox';
import { codeOf } from './codes';
import { personOfEmail } from './service';
import { readReferralCents } from './settings';

const DAY_MS = 24 * 60 * 60 * 1000;

export class ReferralInvites {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async send(customerId: number, input: { emails: string[]; message: string }): Promise<InviteAnswer> {
    const now = this.clock.now();
    const emails = [...new Set(input.emails.map((email) => email.trim().toLowerCase()))];
    return this.db.transaction(async (tx) => {
      await lockCustomerRow(tx, customerId);
      const [sender] = await tx
        .select({ email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, customerId));
      const code = await codeOf(tx, customerId);
      if (!sender || code === undefined) throw new HttpError(404, 'not_found', 'Your referral link is not ready yet.');
      const recent = await tx
        .select({ email: referralInvites.email })
        .from(referralInvites)
        .where(
          and(
            eq(referralInvites.referrerId, customerId),
            inArray(referralInvites.email, emails),
            gte(referralInvites.sentAt, new Date(now.getTime() - INVITE_REPEAT_DAYS * DAY_MS)),
          ),
        );
      const known = new Set(recent.map((row) => row.email));
      const own = personOfEmail(sender.email);
      const sending = emails.filter((email) => !known.has(email) && personOfEmail(email) !== own);
      const [today] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(referralInvites)
        .where(
          and(
            eq(referralInvites.referrerId, customerId),
            gte(referralInvites.sentAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if ((today?.count ?? 0) + sending.length > INVITES_PER_DAY) {
        throw new HttpError(429, ReferralErrorCode.DailyLimit, ReferralMessage.DailyLimit, {
          emails: [ReferralMessage.DailyLimit],
        });
      }
      const discountCents = await readReferralCents(tx, 'referral.friend_discount_cents');
      for (const email of sending) {
        await tx.insert(referralInvites).values({ referrerId: customerId, email, sentAt: now });
        await this.outbox.enqueue(tx, 'referral_invite', email, {
          referrerName: sender.firstName,
          message: input.message,
          discountCents,
          code,
        });
      }
      return { sent: sending, skipped: emails.filter((email) => !sending.includes(email)) };
    });
  }
}
