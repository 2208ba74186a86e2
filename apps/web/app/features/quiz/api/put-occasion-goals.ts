// PUT /api/v2/customers/{id}/occasion_goals/: replace the customer's goals.
import type { OccasionGoals } from '@larder/contracts/preferences-api';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { occasionGoalsPath } from './get-occasion-goals';

export async function putOccasionGoals(customerId: number, goalIds: number[]): Promise<OccasionGoals> {
  const path = occasionGoalsPath(customerId);
  const body: OccasionGoals = { occasion_goals: goalIds.map((id) => ({ id })) };
  return expectStatus(await request({ method: 'PUT', path, body }), { method: 'PUT', path });
}
