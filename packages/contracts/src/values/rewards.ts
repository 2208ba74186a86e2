// Plain values of the rewards points (issue 41): the store configs that set them, the reasons a balance changes and
// the texts the account home and the console show. Zod-free, so a page can load them cheaply.

/** Store configs (`npm run config`) of the rewards points: whole numbers. */
export const RewardsConfigKey = {
  /** A box redeems points only when the balance is at least this many (below it, they roll over). */
  MinPointsPerOrder: 'rollover.min_points_per_order',
  /** Points are redeemed in whole steps of this many points… */
  PointsPerStep: 'rewards.points_per_step',
  /** …each taking this many cents off the box. */
  StepValueCents: 'rewards.step_value_cents',
} as const;

/** Every paid box earns one point per whole dollar it was charged (after discounts, credits and points). */
export const CENTS_PER_POINT_EARNED = 100;
/** Points expire this many months after the customer's last paid box. */
export const POINTS_EXPIRE_AFTER_MONTHS = 12;

/** Why a balance changed: one entry of the points ledger. */
export const POINT_REASONS = ['earned', 'refunded', 'not_delivered', 'redeemed', 'redeem_returned', 'expired'] as const;
export type PointReason = (typeof POINT_REASONS)[number];

/** The reasons as the customer and the operators read them. */
export const POINT_REASON_TEXT: Record<PointReason, string> = {
  earned: 'Earned on a paid box',
  refunded: 'Taken back with a refund',
  not_delivered: 'Taken back: the box was not delivered',
  redeemed: 'Used on a box',
  redeem_returned: 'Given back: the box was not charged',
  expired: 'Expired 12 months after the last paid box',
};

export const RewardsText = {
  heading: 'Rewards points',
  balance: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  nextBox: (points: number, saves: string) => `Your next box uses ${points} points and saves ${saves}.`,
  nextBoxNone: 'Your next box uses no points: they roll over until you have enough.',
  autoRedeem: 'Use my points on my boxes automatically',
  saved: 'Saved.',
  noHistory: 'No points yet: every paid box earns a point per dollar.',
  orderUsed: (points: number) => `Points used: ${points}`,
  orderEarned: (points: number) => `Points earned: ${points}`,
} as const;
