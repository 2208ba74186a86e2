// The subscriber's weeks (apps/api/src/modules/subscriptions/routes.ts): the subscription query, skip and unskip.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'self'] as const;

/** The subscription, or null for a customer who has none yet. */
export async function getSubscription(): Promise<SubscriptionView | null> {
  const view = await requestJson<SubscriptionView>({ path: '/api/v2/subscription/' });
  return view.status === 'none' ? null : view;
}

export function useSubscription(enabled: boolean) {
  return useQuery({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription, enabled, retry: false });
}

export function useSkipWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, skip }: { order: Order; skip: boolean }) =>
      requestJson<Order>({ method: 'POST', path: `/api/v2/orders/${order.id}/${skip ? 'skip' : 'unskip'}/` }),
    onSuccess: (changed) => {
      queryClient.setQueryData<SubscriptionView | null>(SUBSCRIPTION_QUERY_KEY, (view) =>
        view ? { ...view, upcoming: view.upcoming.map((order) => (order.id === changed.id ? changed : order)) } : view,
      );
    },
  });
}
