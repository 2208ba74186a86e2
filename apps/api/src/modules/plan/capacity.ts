// The box's limits (docs/decisions/191-box-capacity.md): `customize.volume_limit` box units in all and
// `customize.cold_volume_limit` of them cold, read from the dynamic configs each time (an operator's change applies
// to the next plan or edit); a missing or unreadable value falls back to the seeded default.
import {
  COLD_VOLUME_LIMIT_CONFIG,
  COLD_VOLUME_LIMIT_DEFAULT,
  capacityLimit,
  VOLUME_LIMIT_CONFIG,
  VOLUME_LIMIT_DEFAULT,
} from '@larder/contracts/values/box-capacity';
import type { DbOrTx } from '../../db/database';
import { getConfigValue } from '../configs/repository';

export interface CapacityLimits {
  volume: number;
  cold: number;
}

export async function capacityLimits(db: DbOrTx): Promise<CapacityLimits> {
  const [volume, cold] = await Promise.all([
    getConfigValue(db, VOLUME_LIMIT_CONFIG),
    getConfigValue(db, COLD_VOLUME_LIMIT_CONFIG),
  ]);
  return {
    volume: capacityLimit(volume, VOLUME_LIMIT_DEFAULT),
    cold: capacityLimit(cold, COLD_VOLUME_LIMIT_DEFAULT),
  };
}
