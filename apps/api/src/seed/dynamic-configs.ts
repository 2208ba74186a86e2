import {
  CHALLENGE_FLAGS,
  DEFAULT_PROMO_CODE_CONFIG,
  FEATURE_FLAG_DEFAULTS,
} from '@larder/contracts/values/dynamic-configs';
import type { Db } from '../db/database';
import { dynamicConfigs } from '../db/schema/dynamic-configs';
import { DEFAULT_PROMO_CODE } from './promo-codes';

/**
 * Default values of the config keys (docs/decisions/014-dynamic-configs-and-promos.md); operators tune them with
 * `npm run config`.
 */
export const CONFIG_KEY_DEFAULTS = {
  'rollover.min_points_per_order': '100',
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
} as const;

export async function seedDynamicConfigs(db: Db): Promise<void> {
  const rows = [
    ...Object.entries(FEATURE_FLAG_DEFAULTS).map(([name, value]) => ({ name, value })),
    // Challenge flags start off: only the value 'recaptcha' turns a challenge on.
    ...CHALLENGE_FLAGS.map((name) => ({ name, value: 'off' })),
    ...Object.entries(CONFIG_KEY_DEFAULTS).map(([name, value]) => ({ name, value })),
    { name: DEFAULT_PROMO_CODE_CONFIG, value: DEFAULT_PROMO_CODE },
  ];
  await db.insert(dynamicConfigs).values(rows).onConflictDoNothing({ target: dynamicConfigs.name });
}
