// Referrals (issue 41; docs/decisions/231-referrals.md): the link's cookie, the invitation limits, the reasons a
// referral changes and the texts both sides show.

/** The first-party cookie `GET /r/<code>/` sets (HttpOnly, SameSite=Lax, 30 days; the first one wins). */
export const REFERRAL_COOKIE = 'larder_ref';
export const REFERRAL_COOKIE_DAYS = 30;
/** The link's path: `/r/<code>/`. */
export const referralPath = (code: string) => `/r/${code}/`;
/** A code as the link carries it: twelve lower-case hex digits. */
export const REFERRAL_CODE_PATTERN = /^[0-9a-f]{12}$/;

export const INVITES_PER_REQUEST = 10;
export const INVITES_PER_DAY = 20;
/** One address is invited once in this many days. */
export const INVITE_REPEAT_DAYS = 30;
export const INVITE_MESSAGE_MAX = 500;
/** Rewards a referrer gets in one calendar month (UTC). */
export const REWARDS_PER_MONTH = 10;

export const REFERRAL_STATUSES = ['joined', 'rewarded', 'refused', 'revoked'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a referral moved; the console shows the words. */
export const ReferralReason = {
  Joined: 'joined',
  Rewarded: 'rewarded',
  Self: 'self',
  SameCard: 'same_card',
  SameAddress: 'same_address',
  Household: 'household',
  MonthlyCap: 'monthly_cap',
  Refunded: 'refunded',
  RefundedSpent: 'refunded_spent',
  Revoked: 'revoked',
} as const;
export type ReferralReason = (typeof ReferralReason)[keyof typeof ReferralReason];

export const REFERRAL_REASON_WORDS: Record<ReferralReason, string> = {
  joined: 'Signed up through the link.',
  rewarded: 'First box paid: the referrer’s credits were added.',
  self: 'Refused: the friend is the referrer (the same email address).',
  same_card: 'Refused: the friend’s card is the referrer’s.',
  same_address: 'Refused: the friend’s delivery address is the referrer’s.',
  household: 'Refused: the card or address already had a first order.',
  monthly_cap: 'Refused: the referrer had 10 rewards this month.',
  refunded: 'The first box was refunded: the credits were taken back.',
  refunded_spent: 'The first box was refunded; the credits were already spent and stay.',
  revoked: 'Revoked by an operator.',
};

export const ReferralErrorCode = {
  TooManyAddresses: 'referral_too_many_addresses',
  DailyLimit: 'referral_daily_limit',
  NotRevocable: 'referral_not_revocable',
} as const;

export const ReferralMessage = {
  TooManyAddresses: `Enter at most ${INVITES_PER_REQUEST} email addresses at a time.`,
  NoAddresses: 'Enter at least one email address.',
  DailyLimit: `You can send ${INVITES_PER_DAY} invitations a day. Try again tomorrow.`,
  NotRevocable: 'Only a rewarded referral can be revoked.',
  Copied: 'Link copied.',
} as const;
