// The customer's rewards points (apps/api/src/modules/rewards/routes.ts): the points query and the auto-redeem choice,
// whose answer is the new view.
import type { RewardsUpdate, RewardsView } from '@larder/contracts/schemas/rewards';
import { PAGE_DATA_STALE_MS } from '@larder/contracts/values/limits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';
import { REWARDS_QUERY_KEY } from '../../../lib/rewards-query-key';

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: REWARDS_QUERY_KEY,
    queryFn: () => requestJson<RewardsView>({ path: '/api/v2/rewards/' }),
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}

/** Switches automatic redemption; the answer replaces the cached points. */
export function useSaveAutoRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RewardsUpdate) => requestJson<RewardsView>({ method: 'PUT', path: '/api/v2/rewards/', body }),
    onSuccess: (view) => queryClient.setQueryData(REWARDS_QUERY_KEY, view),
  });
}
