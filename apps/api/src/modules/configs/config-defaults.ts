// The config keys' defaults: what the seed writes on a first start and what a reader falls back to when an operator
// has deleted a key (docs/decisions/014-dynamic-configs-and-promos.md). Here, below every module that reads them.

/**
 * Default values of the config keys (docs/decisions/014-dynamic-configs-and-promos.md); operators tune them with
 * `npm run config`.
 */
export const CONFIG_KEY_DEFAULTS = {
  // Rewards points (issue 41; docs/decisions/230-rewards-points.md): a box redeems when the balance is at least the
  // minimum, in whole steps of 100 points, each $5 off.
  'rollover.min_points_per_order': '100',
  'rewards.points_per_step': '100',
  'rewards.step_value_cents': '500',
  'customize.volume_limit': '24',
  'customize.cold_volume_limit': '12',
  // Room the learned box leaves for additions, in percent of each limit (issue 39).
  'customize.room_to_add_percent': '15',
  // Checkout (issue 15), in cents.
  'checkout.min_order_cents': '4000',
  'checkout.delivery_fee_cents': '799',
  'checkout.free_delivery_min_cents': '9000',
  // The free gift for life (issue 17): dark chocolate, cold brew, cookies, apples.
  'checkout.free_gift_product_ids': '297,238,301,83',
  // Referrals (issue 41; docs/decisions/231-referrals.md), in cents: the friend's first box, the referrer's credit.
  'referral.friend_discount_cents': '4000',
  'referral.referrer_credit_cents': '2000',
} as const;
