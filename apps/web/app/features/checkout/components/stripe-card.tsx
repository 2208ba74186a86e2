// Stripe's Payment Element for `PAYMENT_PROVIDER=stripe`: a SetupIntent from our API (usage off_session), Stripe.js
// loaded from the URL the API names (PUBLIC_STRIPE_JS_URL), the element mounted, and on "Place order" the setup
// confirmed in the page (the card never reaches our servers); the API then reads the SetupIntent back from Stripe.
import { useEffect, useRef, useState } from 'react';
import { beginStripeSetup } from '../api/checkout-client';
import { CheckoutText } from '../model/checkout-texts';

interface StripeElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripeElement;
}
interface StripeConfirmResult {
  setupIntent?: { id: string; status: string };
  error?: { message?: string };
}
interface StripeInstance {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmSetup(options: { elements: StripeElements; redirect: 'if_required' }): Promise<StripeConfirmResult>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

const scripts = new Map<string, Promise<StripeFactory>>();

function loadStripeJs(url: string): Promise<StripeFactory> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<StripeFactory>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => {
        const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
        if (typeof factory === 'function') resolve(factory);
        else reject(new Error('Stripe.js did not define Stripe'));
      };
      script.onerror = () => reject(new Error('Stripe.js did not load'));
      document.head.append(script);
    });
    loading.catch(() => scripts.delete(url));
    scripts.set(url, loading);
  }
  return loading;
}

/** Confirms the card in the page; resolves with the SetupIntent id, or throws an Error with Stripe's message. */
export type ConfirmStripeCard = () => Promise<string>;

/** What the Payment Element needs: the SetupIntent's secret, Stripe's publishable key and where Stripe.js is. */
export interface StripeSetupAnswer {
  client_secret: string;
  publishable_key: string;
  js_url: string;
}

export function StripeCard({
  onReady,
  begin = beginStripeSetup,
}: {
  onReady: (confirm: ConfirmStripeCard | undefined) => void;
  /** Starts the SetupIntent (a stable function): checkout's for its customer by default. */
  begin?: () => Promise<StripeSetupAnswer>;
}) {
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let element: StripeElement | undefined;
    let stopped = false;
    (async () => {
      const setup = await begin();
      const factory = await loadStripeJs(setup.js_url);
      if (stopped || !target.current) return;
      const stripe = factory(setup.publishable_key);
      const elements = stripe.elements({ clientSecret: setup.client_secret });
      element = elements.create('payment', { layout: 'tabs' });
      element.mount(target.current);
      setState('ready');
      onReady(async () => {
        const result = await stripe.confirmSetup({ elements, redirect: 'if_required' });
        if (result.error || !result.setupIntent) throw new Error(result.error?.message ?? CheckoutText.Failed);
        return result.setupIntent.id;
      });
    })().catch(() => {
      if (!stopped) setState('failed');
    });
    return () => {
      stopped = true;
      element?.destroy();
      onReady(undefined);
    };
  }, [onReady, begin]);

  return (
    <div>
      {state === 'loading' && <p className="checkout__muted">{CheckoutText.StripeLoading}</p>}
      {state === 'failed' && (
        <p className="checkout__error" role="alert">
          {CheckoutText.StripeFailed}
        </p>
      )}
      <div ref={target} />
    </div>
  );
}
