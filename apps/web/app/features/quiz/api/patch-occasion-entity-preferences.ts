// PATCH /api/v2/customers/self/occasion_entity_preferences/: add liked occasion options.
import type { OccasionEntityPreference, OccasionEntityPreferenceInput } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { OCCASION_ENTITY_PREFERENCES_PATH } from './get-occasion-entity-preferences';

export async function patchOccasionEntityPreferences(
  entries: OccasionEntityPreferenceInput[],
): Promise<OccasionEntityPreference[]> {
  const path = OCCASION_ENTITY_PREFERENCES_PATH;
  return expectStatus(await request({ method: 'PATCH', path, body: entries }), { method: 'PATCH', path });
}
