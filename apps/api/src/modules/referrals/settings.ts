// The referral amounts (store configs, modules/configs/config-defaults.ts), each falling back to its default.
import type { DbOrTx } from '../../db/database';
import { CONFIG_KEY_DEFAULTS } from '../configs/config-defaults';
import { getConfigValue } from '../configs/repository';

type Key = 'referral.friend_discount_cents' | 'referral.referrer_credit_cents';

export async function readReferralCents(db: DbOrTx, key: Key): Promise<number> {
  const value = await getConfigValue(db, key);
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : Number(CONFIG_KEY_DEFAULTS[key]);
}
