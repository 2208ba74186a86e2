// The payment provider PAYMENT_PROVIDER names, for the operator commands (the server builds its own in
// checkout/commerce.ts, keeping the Stripe one for the card pages).
import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { StripePaymentProvider, stripeClient } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

type ProviderConfig = Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS'>;

export function configuredPaymentProvider(config: ProviderConfig): PaymentProvider {
  if (config.PAYMENT_PROVIDER !== 'stripe') return new TestPaymentProvider();
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe');
  return new StripePaymentProvider(
    stripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      apiUrl: config.STRIPE_API_URL,
      timeoutMs: config.STRIPE_TIMEOUT_MS,
    }),
  );
}
