// GET /api/v2/customers/{id}/dietary_restrictions/: the customer's selected dietary restrictions.
import type { DietaryRestrictions } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

export const dietaryRestrictionsPath = (customerId: number) => `/api/v2/customers/${customerId}/dietary_restrictions/`;

export async function getDietaryRestrictions(customerId: number): Promise<DietaryRestrictions> {
  const path = dietaryRestrictionsPath(customerId);
  return expectStatus(await request({ path }), { method: 'GET', path });
}
