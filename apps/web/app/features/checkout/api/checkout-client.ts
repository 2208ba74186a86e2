// The checkout API (apps/api/src/modules/checkout/routes.ts): the checkout query and every change to it. Each change
// answers the whole checkout, which replaces the cached one, so the summary shows the server's totals at once.
import type {
  BoxLineUpdate,
  CardAnswer,
  Checkout,
  Order,
  StripeSetup,
  TestCardRequest,
} from '@larder/contracts/schemas/checkout';
import type { ShippingRequest, WaitlistRequest, ZipAnswer } from '@larder/contracts/schemas/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const CHECKOUT_QUERY_KEY = ['checkout', 'self'] as const;

export const getCheckout = () => requestJson<Checkout>({ path: '/api/v2/checkout/' });

export const checkoutQueryOptions = () =>
  queryOptions({ queryKey: CHECKOUT_QUERY_KEY, queryFn: getCheckout, retry: false, staleTime: 30_000 });

export function useCheckout(enabled: boolean) {
  return useQuery({ ...checkoutQueryOptions(), enabled });
}

export const fillBoxFromPlan = () => requestJson<Checkout>({ method: 'POST', path: '/api/v2/checkout/box/from-plan/' });

export const updateBoxLine = (body: BoxLineUpdate) =>
  requestJson<Checkout>({ method: 'PUT', path: '/api/v2/checkout/box/lines/', body });

export const saveShipping = (body: ShippingRequest) =>
  requestJson<Checkout>({ method: 'PUT', path: '/api/v2/checkout/shipping/', body });

export const applyPromo = (code: string) =>
  requestJson<Checkout>({ method: 'PUT', path: '/api/v2/checkout/promo/', body: { code } });

export const chooseFreeGift = (productId: number) =>
  requestJson<Checkout>({ method: 'PUT', path: '/api/v2/checkout/free-gift/', body: { product_id: productId } });

export const removePromo = () => requestJson<Checkout>({ method: 'DELETE', path: '/api/v2/checkout/promo/' });

export const saveTestCard = (body: TestCardRequest) =>
  requestJson<CardAnswer>({ method: 'POST', path: '/api/v2/checkout/card/', body });

export const authenticateTestCard = (actionId: string, approve: boolean) =>
  requestJson<CardAnswer>({
    method: 'POST',
    path: '/api/v2/checkout/card/authenticate/',
    body: { action_id: actionId, approve },
  });

export const beginStripeSetup = () =>
  requestJson<StripeSetup>({ method: 'POST', path: '/api/v2/checkout/stripe-setup/' });

export const keepStripeCard = (setupIntentId: string) =>
  requestJson<CardAnswer>({
    method: 'POST',
    path: '/api/v2/checkout/card/stripe/',
    body: { setup_intent_id: setupIntentId },
  });

/** Places the first order; the same key always means the same order (a retry, a double click). */
export const placeOrder = (idempotencyKey: string) =>
  requestJson<Order>(
    { method: 'POST', path: '/api/v2/orders/', headers: { 'Idempotency-Key': idempotencyKey } },
    { expect: [200, 201] },
  );

export const getOrder = (id: number) => requestJson<Order>({ path: `/api/v2/orders/${id}/` });

export function useOrder(id: number | undefined) {
  return useQuery({
    queryKey: ['orders', id],
    queryFn: () => getOrder(id ?? 0),
    enabled: id !== undefined,
    retry: false,
  });
}

export const lookupZip = (zip: string) =>
  requestJson<ZipAnswer>({ path: `/api/v2/deliveries/zips/${encodeURIComponent(zip)}/` });

export const joinWaitlist = (body: WaitlistRequest) =>
  requestJson<{ detail: string }>({ method: 'POST', path: '/api/v2/deliveries/waitlist/', body }, { expect: [202] });
