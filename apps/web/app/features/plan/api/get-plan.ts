// GET /api/v2/customers/self/plan/: the signed-in customer's plan for this week (200), 409 without a saved quiz,
// 403 when nobody is signed in. Every status is an answer the page shows, so none is thrown.
import type { Plan } from '@larder/contracts/plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, request } from '../../../lib/request';

export const PLAN_PATH = '/api/v2/customers/self/plan/';
export const PLAN_QUERY_KEY = ['plan', 'self'] as const;

export type PlanResponse = ApiResponse<Plan | { detail: string; code: string }>;

export function getPlan(): Promise<PlanResponse> {
  return request({ path: PLAN_PATH });
}

export const planQueryOptions = () => queryOptions({ queryKey: PLAN_QUERY_KEY, queryFn: getPlan, retry: false });

/** The plan once `enabled` (a customer is signed in). */
export function usePlan(enabled: boolean) {
  return useQuery({ ...planQueryOptions(), enabled });
}
