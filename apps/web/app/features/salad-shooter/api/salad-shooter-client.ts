// The salad shooter's calls (issue 40): the offer for one open week, the one-tap add and its undo. Both changes answer
// the week's order; `onOrder` puts it where the page shows the box (the subscription's figures) before the offer is
// read again.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SaladShooterItem, SaladShooterOffer } from '@larder/contracts/schemas/salad-shooter';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const SALAD_SHOOTER_QUERY_KEY = ['salad-shooter'] as const;

const pathOf = (orderId: number) => `/api/v2/subscription/weeks/${orderId}/salad-shooter/`;

export const saladShooterQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...SALAD_SHOOTER_QUERY_KEY, orderId],
    queryFn: () => requestJson<SaladShooterOffer>({ path: pathOf(orderId) }),
    retry: false,
  });

export const useSaladShooterOffer = (orderId: number) => useQuery(saladShooterQueryOptions(orderId));

/** POST adds one package of the item, DELETE takes back the one the strip added. */
export function useShot(orderId: number, method: 'POST' | 'DELETE', onOrder: (order: Order) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: Pick<SaladShooterItem, 'type' | 'id'>) =>
      requestJson<Order>({ method, path: pathOf(orderId), body: { type: item.type, id: item.id } }),
    onSuccess: async (order) => {
      await onOrder(order);
      await queryClient.invalidateQueries({ queryKey: [...SALAD_SHOOTER_QUERY_KEY, orderId] });
    },
  });
}
