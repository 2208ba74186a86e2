// The box's limits (docs/decisions/191-box-capacity.md): `customize.volume_limit` box units in all and
// `customize.cold_volume_limit` of them cold, read from the dynamic configs each time (an operator's change applies
// to the next plan or edit); a missing or unreadable value falls back to the seeded default. Plans are built within
// `planningLimits`, which leave room for additions; edits are checked against the whole box.
import {
  COLD_VOLUME_LIMIT_CONFIG,
  COLD_VOLUME_LIMIT_DEFAULT,
  capacityLimit,
  plannedLimits,
  ROOM_TO_ADD_CONFIG,
  roomToAddPercent,
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

/**
 * The limits the learned box is planned within (issue 39): the box's limits less the room left for the customer's own
 * additions (`customize.room_to_add_percent`, 15 by default), so a first added item fits a planned box.
 */
export async function planningLimits(db: DbOrTx): Promise<CapacityLimits> {
  const [limits, percent] = await Promise.all([capacityLimits(db), getConfigValue(db, ROOM_TO_ADD_CONFIG)]);
  return plannedLimits(limits, roomToAddPercent(percent));
}
