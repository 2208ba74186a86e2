// The subscriber's weeks (apps/api/src/modules/subscriptions/routes.ts): the subscription query and every change to
// it — a week skipped or put back, a box's lines, pause and resume, cancel and reactivate, the delivery day — then
// the order history, the credits, the shop (the catalogue's search, marked against the hard rules), and the
// customer's word on a delivered box (apps/api/src/modules/orders/feedback-routes.ts): its rating and its problems.

import type { ContentType, ProductPage } from '@larder/contracts/schemas/catalogue';
import type { Order } from '@larder/contracts/schemas/checkout';
import type {
  DeliveryRating,
  DeliveryRatingRequest,
  ProblemReport,
  ProblemReportRequest,
} from '@larder/contracts/schemas/ratings';
import type { ShippingAddressInput } from '@larder/contracts/schemas/shipping';
import type {
  CancelRequest,
  CreditsView,
  OrderHistory,
  OrderLineUpdate,
  RuleCheckResult,
  SubscriptionView,
} from '@larder/contracts/schemas/subscription';
import { PAGE_DATA_STALE_MS } from '@larder/contracts/values/limits';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';
import { REWARDS_QUERY_KEY } from '../../../lib/rewards-query-key';

export const SUBSCRIPTION_QUERY_KEY = ['subscription', 'self'] as const;
const HISTORY_QUERY_KEY = ['orders', 'history'] as const;
const CREDITS_QUERY_KEY = ['credits', 'self'] as const;

/**
 * After a change made elsewhere (a new card): the subscription, the orders, the credits and the rewards points (what
 * the next box uses follows its total) are read again.
 */
export async function refreshAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [SUBSCRIPTION_QUERY_KEY, HISTORY_QUERY_KEY, CREDITS_QUERY_KEY, REWARDS_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** The subscription, or null for a customer who has none yet. */
export async function getSubscription(): Promise<SubscriptionView | null> {
  const view = await requestJson<SubscriptionView>({ path: '/api/v2/subscription/' });
  return view.status === 'none' ? null : view;
}

/** While the store builds the weeks again after a change (a thumb, an answer), the page reads them this often. */
export const REBUILDING_POLL_MS = 2_000;
/** How long one rebuild is waited for before the page stops reading (a job that keeps failing). */
export const REBUILDING_POLL_MAX_MS = 120_000;

/**
 * When the page first read that its weeks are being built again, per query; gone once a read says they are built.
 * Each rebuild is waited for on its own: a page open for hours waits for its tenth thumb's rebuild as for its first.
 */
const rebuildingSince = new WeakMap<object, number>();

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: getSubscription,
    retry: false,
    staleTime: PAGE_DATA_STALE_MS,
    // The weeks shown are about to be built again by the store (`weeks_rebuilding`): read again until they are, so
    // the page shows the boxes that will come, without a reload (docs/decisions/161-weeks-built-again.md).
    refetchInterval: (query) => {
      if (!query.state.data?.weeks_rebuilding) {
        rebuildingSince.delete(query);
        return false;
      }
      const since = rebuildingSince.get(query) ?? query.state.dataUpdatedAt;
      rebuildingSince.set(query, since);
      return query.state.dataUpdatedAt - since < REBUILDING_POLL_MAX_MS ? REBUILDING_POLL_MS : false;
    },
  });

export function useSubscription(enabled: boolean) {
  return useQuery({ ...subscriptionQueryOptions(), enabled });
}

/**
 * A changed order replaces its week in the cached subscription at once (its lines, total, room and amount of food);
 * then the figures that depend on it — the next charge (which week, how much after credits), the orders — are read
 * again from the server before the change counts as done, so nothing on the page keeps an old figure (issue 39).
 */
/** A changed order (a change's answer) into the subscription at once; then the account is read again. */
export async function applyOrderChange(queryClient: QueryClient, changed: Order): Promise<void> {
  queryClient.setQueryData<SubscriptionView | null>(SUBSCRIPTION_QUERY_KEY, (view) =>
    view ? { ...view, upcoming: view.upcoming.map((order) => (order.id === changed.id ? changed : order)) } : view,
  );
  await refreshAccount(queryClient);
}

function useOrderChange<Variables>(mutationFn: (variables: Variables) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (changed) => applyOrderChange(queryClient, changed) });
}

/** A change to the whole subscription answers the new view. */
function useSubscriptionChange<Variables>(mutationFn: (variables: Variables) => Promise<SubscriptionView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (view) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, view);
      await Promise.all(
        [HISTORY_QUERY_KEY, REWARDS_QUERY_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

export const useSkipWeek = () =>
  useOrderChange(({ order, skip }: { order: Order; skip: boolean }) =>
    requestJson<Order>({ method: 'POST', path: `/api/v2/orders/${order.id}/${skip ? 'skip' : 'unskip'}/` }),
  );

export const useUpdateLine = () =>
  useOrderChange(({ orderId, ...body }: OrderLineUpdate & { orderId: number }) =>
    requestJson<Order>({ method: 'PUT', path: `/api/v2/orders/${orderId}/lines/`, body }),
  );

export const useSwapLine = () =>
  useOrderChange(({ orderId, type, id }: { orderId: number; type: ContentType; id: number }) =>
    requestJson<Order>({ method: 'POST', path: `/api/v2/orders/${orderId}/lines/swap/`, body: { type, id } }),
  );

const change = (path: string, body?: unknown) =>
  requestJson<SubscriptionView>({
    method: path === 'delivery-day' ? 'PUT' : 'POST',
    path: `/api/v2/subscription/${path}/`,
    body,
  });

export const useChangeAddress = () =>
  useSubscriptionChange((body: ShippingAddressInput) =>
    requestJson<SubscriptionView>({ method: 'PUT', path: '/api/v2/subscription/address/', body }),
  );
export const usePause = () => useSubscriptionChange((weeks: number) => change('pause', { weeks }));
export const useResume = () => useSubscriptionChange(() => change('resume'));
export const useCancel = () => useSubscriptionChange((body: CancelRequest) => change('cancel', body));
export const useReactivate = () => useSubscriptionChange(() => change('reactivate'));
export const useChangeDay = () =>
  useSubscriptionChange((weekday: number) => change('delivery-day', { delivery_weekday: weekday }));

/** A page of the customer's orders (the account home starts at page 1). */
export const orderHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...HISTORY_QUERY_KEY, page],
    queryFn: () => requestJson<OrderHistory>({ path: '/api/v2/orders/', query: { page } }),
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useOrderHistory(page: number, enabled: boolean) {
  return useQuery({ ...orderHistoryQueryOptions(page), enabled, placeholderData: keepPreviousData });
}

export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: CREDITS_QUERY_KEY,
    queryFn: () => requestJson<CreditsView>({ path: '/api/v2/credits/' }),
    staleTime: PAGE_DATA_STALE_MS,
  });

export function useCredits(enabled: boolean) {
  return useQuery({ ...creditsQueryOptions(), enabled });
}

export interface ShopQuery {
  kind: 'product' | 'pairing';
  search: string;
  occasion: string;
}

export const SHOP_PAGE_SIZE = 24;

/** A page of the catalogue for the shop, with the items that go against the customer's hard rules. */
export function useShop(query: ShopQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['shop', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const page = await requestJson<ProductPage>({
        path: query.kind === 'product' ? '/api/v2/products/' : '/api/v2/pairings/',
        query: {
          search: query.search.trim() || undefined,
          occasion: query.occasion || undefined,
          limit: SHOP_PAGE_SIZE,
        },
        signal,
      });
      const breaking =
        page.results.length === 0
          ? { breaking: [] }
          : await requestJson<RuleCheckResult>({
              method: 'POST',
              path: '/api/v2/customers/self/plan/rule-check/',
              body: { items: page.results.map((item) => ({ type: query.kind, id: item.id })) },
              signal,
            });
      const marked = new Set(breaking.breaking.map((item) => item.id));
      return { count: page.count, items: page.results.map((item) => ({ ...item, breaksRules: marked.has(item.id) })) };
    },
  });
}

/** POST /api/v2/orders/:id/rating/: stars, reasons, words (and whether it was worth it, when asked). */
export const useRateDelivery = () =>
  useMutation({
    mutationFn: ({ orderId, ...body }: DeliveryRatingRequest & { orderId: number }) =>
      requestJson<DeliveryRating>(
        { method: 'POST', path: `/api/v2/orders/${orderId}/rating/`, body },
        { expect: [201] },
      ),
  });

/**
 * POST /api/v2/orders/:id/issues/: the lines credited show in the credits, and the next charge they pay part of (and
 * the box's `report_until`) are read again, before the report counts as done.
 */
export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: ProblemReportRequest & { orderId: number }) =>
      requestJson<ProblemReport>(
        { method: 'POST', path: `/api/v2/orders/${orderId}/issues/`, body },
        { expect: [201] },
      ),
    onSuccess: () => refreshAccount(queryClient),
  });
}
