// A week's menu (apps/api/src/modules/subscriptions/menu-routes.ts) and picking from it through the box editor's
// route (PUT /api/v2/orders/:id/lines/, apps/api/src/modules/orders/routes.ts): the answer, the week's box with its
// new totals, replaces the menu's box and marks, and the account's cached subscription is read again when next shown.
import type { BoxLine, Order } from '@larder/contracts/schemas/checkout';
import type { MenuItem, WeekMenu } from '@larder/contracts/schemas/menu';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const weekMenuQueryKey = (orderId: number) => ['menu', orderId] as const;
/** The account home's queries that show a box (features/subscription/api/subscription-client.ts): its key's root. */
const SUBSCRIPTION_ROOT = ['subscription'] as const;
const HISTORY_ROOT = ['orders'] as const;

export const weekMenuQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: weekMenuQueryKey(orderId),
    queryFn: ({ signal }) => requestJson<WeekMenu>({ path: `/api/v2/subscription/weeks/${orderId}/menu/`, signal }),
    retry: false,
  });

export function useWeekMenu(orderId: number | undefined) {
  return useQuery({ ...weekMenuQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
}

const lineKey = (entry: { type: string; id: number }) => `${entry.type}:${entry.id}`;

/** The menu with the box the server answered: its totals, room and lines, and each item's mark from those lines. */
export function withOrder(menu: WeekMenu, order: Order): WeekMenu {
  const quantities = new Map(order.lines.map((line: BoxLine) => [lineKey(line), line.quantity]));
  return {
    ...menu,
    order,
    items: menu.items.map((item: MenuItem) => ({ ...item, in_box: quantities.get(lineKey(item)) ?? 0 })),
  };
}

/** Picks an item (quantity 1) or takes it out (0). */
export function usePick(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, pick }: { item: Pick<MenuItem, 'type' | 'id'>; pick: boolean }) =>
      requestJson<Order>({
        method: 'PUT',
        path: `/api/v2/orders/${orderId}/lines/`,
        body: { type: item.type, id: item.id, quantity: pick ? 1 : 0 },
      }),
    onSuccess: (order) => {
      queryClient.setQueryData<WeekMenu>(weekMenuQueryKey(orderId), (menu) => (menu ? withOrder(menu, order) : menu));
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_ROOT });
      void queryClient.invalidateQueries({ queryKey: HISTORY_ROOT });
    },
  });
}
