// PATCH /api/v2/customers/{id}/dish_types/: rate dish types 1 (wanted) or 0 (not wanted).
import type { DishTypeRatingEntry, DishTypeRatingList } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { dishTypesPath } from './get-dish-type-ratings';

export async function patchDishTypeRatings(
  customerId: number,
  entries: DishTypeRatingEntry[],
): Promise<DishTypeRatingList> {
  const path = dishTypesPath(customerId);
  return expectStatus(await request({ method: 'PATCH', path, body: entries }), { method: 'PATCH', path });
}
