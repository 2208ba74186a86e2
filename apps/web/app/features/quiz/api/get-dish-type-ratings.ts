// GET /api/v2/customers/{id}/dish_types/: the customer's dish type ratings.
import type { DishTypeRatingList } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

export const dishTypesPath = (customerId: number) => `/api/v2/customers/${customerId}/dish_types/`;

export async function getDishTypeRatings(customerId: number): Promise<DishTypeRatingList> {
  const path = dishTypesPath(customerId);
  return expectStatus(await request({ path }), { method: 'GET', path });
}
