// POST /api/v2/customers/self/plan/swap/: replace one item of this week's plan; a 200 answer's plan replaces the
// cached one, so the page shows it at once.
import type { PlanSwapRequest, PlanSwapResult } from '@larder/contracts/plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, request } from '../../../lib/request';
import { PLAN_QUERY_KEY, type PlanResponse } from './get-plan';

export const PLAN_SWAP_PATH = '/api/v2/customers/self/plan/swap/';

export type PlanSwapResponse = ApiResponse<PlanSwapResult | { detail: string; code: string }>;

export function swapPlanItem(body: PlanSwapRequest): Promise<PlanSwapResponse> {
  return request({ method: 'POST', path: PLAN_SWAP_PATH, body });
}

export function isSwapResult(response: PlanSwapResponse): response is ApiResponse<PlanSwapResult> {
  return (
    response.status === 200 && typeof response.body === 'object' && response.body !== null && 'plan' in response.body
  );
}

export function useSwapPlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapPlanItem,
    onSuccess: (response) => {
      if (isSwapResult(response)) {
        queryClient.setQueryData<PlanResponse>(PLAN_QUERY_KEY, { status: 200, body: response.body.plan });
      }
    },
  });
}
