// The store configs of the rewards points (docs/decisions/230-rewards-points.md), each falling back to its seeded
// default when missing or not a whole number from 1 (the minimum may be 0: every box redeems what it can).
import { RewardsConfigKey } from '@larder/contracts/values/rewards';
import type { DbOrTx } from '../../db/database';
import { CONFIG_KEY_DEFAULTS } from '../configs/config-defaults';
import { getConfigValue } from '../configs/repository';
import type { PointRules } from './decide';

/** Read one after another: `db` may be a transaction, whose one connection takes one query at a time. */
export async function readPointRules(db: DbOrTx): Promise<PointRules> {
  const read = async (key: keyof typeof CONFIG_KEY_DEFAULTS, least: number) => {
    const value = await getConfigValue(db, key);
    const fallback = Number(CONFIG_KEY_DEFAULTS[key]);
    return value !== undefined && /^\d{1,9}$/.test(value) && Number(value) >= least ? Number(value) : fallback;
  };
  const minPointsPerOrder = await read(RewardsConfigKey.MinPointsPerOrder, 0);
  const pointsPerStep = await read(RewardsConfigKey.PointsPerStep, 1);
  const stepValueCents = await read(RewardsConfigKey.StepValueCents, 1);
  return { minPointsPerOrder, pointsPerStep, stepValueCents };
}
