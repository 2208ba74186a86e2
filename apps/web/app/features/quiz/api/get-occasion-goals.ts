// GET /api/v2/customers/{id}/occasion_goals/: the customer's goals.
import type { OccasionGoals } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

export const occasionGoalsPath = (customerId: number) => `/api/v2/customers/${customerId}/occasion_goals/`;

export async function getOccasionGoals(customerId: number): Promise<OccasionGoals> {
  const path = occasionGoalsPath(customerId);
  return expectStatus(await request({ path }), { method: 'GET', path });
}
