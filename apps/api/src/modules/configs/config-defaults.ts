// The config keys' defaults: what the seed writes on a first start and what a reader falls back to when an operator
// has deleted a key (docs/decisions/014-dynamic-configs-and-promos.md). Here, below every module that reads them; the
// values are the known configs' table's (contracts/schemas/config-keys.ts), the one place they are written.

import { knownConfig } from '@larder/contracts/schemas/config-keys';

/** The config keys the seed writes beside the flags (rewards, box limits, checkout, referrals). */
const SEEDED_KEYS = [
  // Rewards points (issue 41; docs/decisions/230-rewards-points.md).
  'rollover.min_points_per_order',
  'rewards.points_per_step',
  'rewards.step_value_cents',
  // Box capacity (issue 27) and the room the learned box leaves for additions (issue 39).
  'customize.volume_limit',
  'customize.cold_volume_limit',
  'customize.room_to_add_percent',
  // Checkout (issue 15), in cents, and the free gift for life (issue 17).
  'checkout.min_order_cents',
  'checkout.delivery_fee_cents',
  'checkout.free_delivery_min_cents',
  'checkout.free_gift_product_ids',
  // Referrals (issue 41; docs/decisions/231-referrals.md), in cents.
  'referral.friend_discount_cents',
  'referral.referrer_credit_cents',
] as const;

function defaultOf(name: string): string {
  const config = knownConfig(name);
  if (!config) throw new Error(`${name} is not in the known configs' table`);
  return config.default;
}

/**
 * Default values of the config keys (docs/decisions/014-dynamic-configs-and-promos.md); operators tune them in the
 * console's Configs page or with `npm run config`.
 */
export const CONFIG_KEY_DEFAULTS = Object.fromEntries(SEEDED_KEYS.map((name) => [name, defaultOf(name)])) as Record<
  (typeof SEEDED_KEYS)[number],
  string
>;
