import {
  CHALLENGE_FLAGS,
  DEFAULT_PROMO_CODE_CONFIG,
  FEATURE_FLAG_DEFAULTS,
} from '@larder/contracts/values/dynamic-configs';
import type { Db } from '../db/database';
import { dynamicConfigs } from '../db/schema/dynamic-configs';
import { CONFIG_KEY_DEFAULTS } from '../modules/configs/config-defaults';
import { DEFAULT_PROMO_CODE } from './promo-codes';

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
