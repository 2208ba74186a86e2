// The referral endpoints' shapes (issue 41): the customer's link and counts, the invitation request and answer, and
// the console's list of a customer's referrals.
import { z } from 'zod';
import { INVITE_MESSAGE_MAX, INVITES_PER_REQUEST, REFERRAL_STATUSES, ReferralMessage } from '../values/referrals';
import { EmailField } from './accounts';
import { OperatorReason } from './admin-console';
import { freeText } from './free-text';

/** GET /api/v2/referrals/self/ */
export const ReferralSelf = z.object({
  code: z.string(),
  link: z.string(),
  invited: z.number().int(),
  joined: z.number().int(),
  rewarded: z.number().int(),
  earned_cents: z.number().int(),
});
export type ReferralSelf = z.infer<typeof ReferralSelf>;

/** POST /api/v2/referrals/self/invites/ */
export const InviteRequest = z.object({
  emails: z
    .array(EmailField)
    .min(1, ReferralMessage.NoAddresses)
    .max(INVITES_PER_REQUEST, ReferralMessage.TooManyAddresses),
  message: freeText({ max: INVITE_MESSAGE_MAX, lineBreaks: true }).default(''),
});
export type InviteRequest = z.input<typeof InviteRequest>;

export const InviteAnswer = z.object({
  /** Addresses sent an invitation now. */
  sent: z.array(z.string()),
  /** Addresses invited in the last month already: not sent again. */
  skipped: z.array(z.string()),
});
export type InviteAnswer = z.infer<typeof InviteAnswer>;

export const ReferralEvent = z.object({
  status: z.enum(REFERRAL_STATUSES),
  reason: z.string(),
  words: z.string(),
  operator_id: z.number().int().nullable(),
  at: z.string(),
});

/** A referral as the console lists it on a customer's page (as referrer). */
export const AdminReferral = z.object({
  id: z.number().int(),
  friend_id: z.number().int(),
  friend_email: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  reward_cents: z.number().int().nullable(),
  created_at: z.string(),
  events: z.array(ReferralEvent),
});
export type AdminReferral = z.infer<typeof AdminReferral>;

export const AdminReferralList = z.object({
  /** Who referred this customer, when someone did. */
  referred_by: z.number().int().nullable(),
  results: z.array(AdminReferral),
});
export type AdminReferralList = z.infer<typeof AdminReferralList>;

/** POST /api/admin/referrals/:id/revoke/ */
export const RevokeReferralRequest = z.object({ reason: OperatorReason });

export const ReferralIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'A referral id is a whole number.')
    .transform(Number),
});
