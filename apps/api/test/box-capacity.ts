// For API tests about something other than box capacity: boxes as roomy as the test needs. The plan engine fills a
// box up to `customize.volume_limit` (docs/decisions/191-box-capacity.md), so a test that adds to a planned box
// first makes room; orders/box-capacity.test.ts tests the limits themselves.
import { COLD_VOLUME_LIMIT_CONFIG, VOLUME_LIMIT_CONFIG } from '@larder/contracts/values/box-capacity';
import type { DbOrTx } from '../src/db/database';
import { setConfigValue } from '../src/modules/configs/repository';

export async function roomyBoxes(db: DbOrTx, units = 1000): Promise<void> {
  await setConfigValue(db, VOLUME_LIMIT_CONFIG, String(units));
  await setConfigValue(db, COLD_VOLUME_LIMIT_CONFIG, String(units));
}
