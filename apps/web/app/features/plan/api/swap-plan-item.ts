// POST /api/v2/customers/self/plan/swap/: replace one item of this week's plan; the answer's plan replaces the
// cached one, so the page shows it at once. Any other answer (409 nothing else fits, ...) throws an ApiError.
import type { Plan, PlanSwapRequest, PlanSwapResult } from '@larder/contracts/schemas/plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';
import { PLAN_QUERY_KEY } from './get-plan';

export const PLAN_SWAP_PATH = '/api/v2/customers/self/plan/swap/';

export function swapPlanItem(body: PlanSwapRequest): Promise<PlanSwapResult> {
  return requestJson<PlanSwapResult>({ method: 'POST', path: PLAN_SWAP_PATH, body });
}

export function useSwapPlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapPlanItem,
    onSuccess: (result) => {
      queryClient.setQueryData<Plan>(PLAN_QUERY_KEY, result.plan);
    },
  });
}
