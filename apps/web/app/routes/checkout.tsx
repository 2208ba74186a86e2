// `/checkout/shipping/`, `/checkout/payment/` and `/checkout/confirmation/?order=<id>` (one route: one entry in the
// route manifest every page loads). Anonymous visitors go to sign-up and come back; a customer without a saved quiz
// goes to the quiz. Arriving from the plan (`?from=plan`) turns this week's plan into the box; an empty box is
// filled from the plan too. Once the first order is placed, checkout shows its confirmation.
import type { BoxLine, Checkout, Order } from '@larder/contracts/schemas/checkout';
import { CheckoutErrorCode, CheckoutPath } from '@larder/contracts/values/checkout';
import { LANDING_PROMO_CODE_KEY } from '@larder/contracts/values/storage-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import {
  CHECKOUT_QUERY_KEY,
  fillBoxFromPlan,
  updateBoxLine,
  useCheckout,
  useOrder,
} from '../features/checkout/api/checkout-client';
import { CheckoutFrame } from '../features/checkout/components/checkout-frame';
import { ConfirmationPage } from '../features/checkout/components/confirmation-page';
import { PaymentPage } from '../features/checkout/components/payment-page';
import { ShippingPage } from '../features/checkout/components/shipping-page';
import { CheckoutText } from '../features/checkout/model/checkout-texts';
import { useFeatureFlag } from '../features/flags/api/get-feature-flags';
import { trackEvent } from '../features/telemetry/model/analytics';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { ApiError } from '../lib/request';
import { usePageSearch } from '../lib/use-hydrated';
import { paths } from '../site-routes';
import NotFoundRoute from './not-found';

type Step = 'shipping' | 'payment' | 'confirmation';
const STEPS: Record<string, Step> = { shipping: 'shipping', payment: 'payment', confirmation: 'confirmation' };
const TITLES: Record<Step, string> = { shipping: 'Shipping', payment: 'Payment', confirmation: 'Order placed' };

export const meta = ({ location }: { location: { pathname: string } }) => {
  const step = STEPS[location.pathname.replace(/^\/checkout\/|\/+$/g, '')] ?? 'shipping';
  return [{ title: pageTitle(TITLES[step]) }, { name: 'robots', content: 'noindex' }];
};

/** The promo code the visitor landed with (the promo feature keeps it for the session), offered at payment. */
function landingPromoCode(): string | undefined {
  try {
    return sessionStorage.getItem(LANDING_PROMO_CODE_KEY)?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Segment's e-commerce "Order Completed", once per order in this tab. */
function trackOrderCompleted(order: Order): void {
  const key = `larder.order-tracked.${order.id}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    // Without storage a reload may report it again; the order id lets the warehouse drop the repeat.
  }
  void trackEvent('Order Completed', {
    order_id: String(order.id),
    total: order.totals.total_cents / 100,
    revenue: (order.totals.subtotal_cents - order.totals.discount_cents) / 100,
    shipping: order.totals.delivery_fee_cents / 100,
    discount: order.totals.discount_cents / 100,
    coupon: order.promo?.code,
    products: order.lines.map((line, index) => ({
      product_id: `${line.type}:${line.id}`,
      sku: `${line.type}-${line.id}`,
      name: line.name,
      price: line.unit_price_cents / 100,
      quantity: line.quantity,
      position: index + 1,
    })),
  });
}

function Loading({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  return (
    <CheckoutFrame heading={CheckoutText.SummaryHeading} busy={!failed}>
      {failed ? (
        <p className="checkout__error" role="alert">
          {CheckoutText.LoadFailed}{' '}
          <button type="button" className="checkout__link-button" onClick={onRetry}>
            {CheckoutText.TryAgain}
          </button>
        </p>
      ) : (
        <p role="status">{CheckoutText.Loading}</p>
      )}
    </CheckoutFrame>
  );
}

function Confirmation({ firstName }: { firstName: string }) {
  const search = usePageSearch();
  const id = Number(new URLSearchParams(search ?? '').get('order'));
  const order = useOrder(Number.isSafeInteger(id) && id > 0 ? id : undefined);
  useEffect(() => {
    if (order.data) trackOrderCompleted(order.data);
  }, [order.data]);
  if (search !== undefined && !(id > 0)) return <NotFoundRoute />;
  if (order.isError) {
    return order.error instanceof ApiError && order.error.status === 404 ? (
      <NotFoundRoute />
    ) : (
      <Loading failed onRetry={() => void order.refetch()} />
    );
  }
  if (!order.data) return <Loading />;
  return (
    <ConfirmationPage
      order={order.data}
      firstName={firstName}
      accountPath={paths.account(publicEnv.brandSlug)}
      pictureOrigin={publicEnv.apiOrigin}
    />
  );
}

function CheckoutSteps({
  step,
  customer,
}: {
  step: 'shipping' | 'payment';
  customer: { email: string; first_name: string; last_name: string };
}) {
  const navigate = useNavigate();
  const search = usePageSearch();
  const queryClient = useQueryClient();
  const query = useCheckout(true);
  const amountOfFood = useFeatureFlag('web.amount_of_food_module');
  const setCheckout = (checkout: Checkout) => queryClient.setQueryData(CHECKOUT_QUERY_KEY, checkout);
  const fromPlan = new URLSearchParams(search ?? '').get('from') === 'plan';
  const filling = useRef(false);
  const boxLine = useMutation({
    mutationFn: ({ line, quantity }: { line: BoxLine; quantity: number }) =>
      updateBoxLine({ type: line.type, id: line.id, quantity }),
    onSuccess: setCheckout,
  });
  const checkout = query.data;

  // The box comes from the plan when the customer arrives from it, or when it is empty.
  useEffect(() => {
    if (!checkout || checkout.order_id !== null || filling.current) return;
    if (!checkout.has_quiz) {
      navigate(paths.quizStep('intro'), { replace: true });
      return;
    }
    if (!fromPlan && checkout.lines.length > 0) return;
    filling.current = true;
    fillBoxFromPlan()
      .then((filled) => {
        setCheckout(filled);
        if (fromPlan) navigate(step === 'shipping' ? CheckoutPath.Shipping : CheckoutPath.Payment, { replace: true });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === CheckoutErrorCode.NoQuiz) {
          navigate(paths.quizStep('intro'), { replace: true });
        } else if (error instanceof ApiError && error.code === CheckoutErrorCode.AlreadyOrdered) {
          void query.refetch();
        }
      })
      .finally(() => {
        filling.current = false;
      });
  });

  useEffect(() => {
    if (checkout?.order_id != null) {
      navigate(`${CheckoutPath.Confirmation}?order=${checkout.order_id}`, { replace: true });
    } else if (step === 'payment' && checkout && (checkout.shipping === null || checkout.delivery === null)) {
      navigate(CheckoutPath.Shipping, { replace: true });
    }
  }, [checkout, step, navigate]);

  if (query.isError) return <Loading failed onRetry={() => void query.refetch()} />;
  if (!checkout || (fromPlan && search !== undefined) || (checkout.lines.length === 0 && checkout.order_id === null)) {
    return <Loading />;
  }
  const common = {
    checkout,
    pictureOrigin: publicEnv.apiOrigin,
    onCheckout: setCheckout,
    onQuantity: (line: BoxLine, quantity: number) => boxLine.mutate({ line, quantity }),
    isUpdatingBox: boxLine.isPending,
    amountOfFood,
  };
  if (step === 'shipping') {
    return <ShippingPage {...common} customer={customer} onContinue={() => navigate(CheckoutPath.Payment)} />;
  }
  return (
    <PaymentPage
      {...common}
      shippingPath={CheckoutPath.Shipping}
      suggestedPromoCode={landingPromoCode()}
      onPlaced={(order) => {
        queryClient.setQueryData(['orders', order.id], order);
        setCheckout({ ...checkout, order_id: order.id });
        void queryClient.invalidateQueries({ queryKey: CUSTOMER_QUERY_KEY });
        navigate(`${CheckoutPath.Confirmation}?order=${order.id}`);
      }}
    />
  );
}

export default function CheckoutRoute() {
  const step = STEPS[(useParams()['*'] ?? '').replace(/\/+$/, '')];
  const auth = useAuthState();
  const navigate = useNavigate();
  useEffect(() => {
    if (auth.status === 'anonymous' && step) {
      const back = step === 'confirmation' ? CheckoutPath.Shipping : window.location.pathname;
      navigate(`${paths.signup}?${new URLSearchParams({ next: back })}`, { replace: true });
    }
  }, [auth.status, step, navigate]);
  if (!step) return <NotFoundRoute />;
  if (auth.status === 'error') return <Loading failed onRetry={() => window.location.reload()} />;
  if (auth.status !== 'authenticated') return <Loading />;
  if (step === 'confirmation') return <Confirmation firstName={auth.customer.first_name} />;
  return <CheckoutSteps step={step} customer={auth.customer} />;
}
