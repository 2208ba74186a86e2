// GET /api/v2/customers/self/plan/: the signed-in customer's plan for this week (200). The query holds the `Plan`;
// 409 (`PlanErrorCode.NoQuiz`, no saved quiz) and 403 (nobody signed in) throw ApiErrors the page shows as answers.
import type { Plan } from '@larder/contracts/schemas/plan';
import { PAGE_DATA_STALE_MS } from '@larder/contracts/values/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const PLAN_PATH = '/api/v2/customers/self/plan/';
export const PLAN_QUERY_KEY = ['plan', 'self'] as const;

export function getPlan(): Promise<Plan> {
  return requestJson<Plan>({ path: PLAN_PATH });
}

export const planQueryOptions = () =>
  queryOptions({ queryKey: PLAN_QUERY_KEY, queryFn: getPlan, retry: false, staleTime: PAGE_DATA_STALE_MS });

/** The plan once `enabled` (a customer is signed in). */
export function usePlan(enabled: boolean) {
  return useQuery({ ...planQueryOptions(), enabled });
}
