// PATCH /api/v2/customers/{id}/dietary_restrictions/: select or unselect dietary restrictions.
import type { DietaryRestrictionEntry, DietaryRestrictions } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { dietaryRestrictionsPath } from './get-dietary-restrictions';

export async function patchDietaryRestrictions(
  customerId: number,
  entries: DietaryRestrictionEntry[],
): Promise<DietaryRestrictions> {
  const path = dietaryRestrictionsPath(customerId);
  const body: DietaryRestrictions = { dietary_restrictions: entries };
  return expectStatus(await request({ method: 'PATCH', path, body }), { method: 'PATCH', path });
}
