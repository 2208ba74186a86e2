// The `stripe` payment provider (PAYMENT_PROVIDER=stripe) over the official `stripe` package: a Customer and a
// SetupIntent (`usage: off_session`) for the Payment Element to confirm, the confirmed SetupIntent read back to keep
// brand, last 4 and expiry, off-session PaymentIntents with an idempotency key at finalization, and refunds of them.
// STRIPE_API_URL points the package at another host (the tests' stand-in, test/stand-ins/stripe.ts).
import Stripe from 'stripe';
import { cardFailure, failureFromStripe } from './card-failures';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentCustomer,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SetupResult,
  SetupStart,
} from './provider';

export interface StripeSettings {
  secretKey: string;
  /** Stripe's API origin: https://api.stripe.com unless pointed elsewhere. */
  apiUrl: string;
  timeoutMs: number;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    timeout: settings.timeoutMs,
    maxNetworkRetries: 2,
    telemetry: false,
  });
}

function isStripeError(error: unknown): error is InstanceType<typeof Stripe.errors.StripeError> {
  return error instanceof Stripe.errors.StripeError;
}

/** What a PaymentIntent's status means for its order: paid only once Stripe says `succeeded`. */
function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
  if (intent.status === 'processing') return { status: 'processing', chargeId: intent.id };
  if (intent.status === 'requires_action' || intent.status === 'requires_confirmation') {
    return { status: 'failed', failure: cardFailure('authentication_required'), chargeId: intent.id };
  }
  const error = intent.last_payment_error;
  return {
    status: 'failed',
    failure: error ? failureFromStripe(error.code, error.decline_code) : cardFailure('card_declined'),
    chargeId: intent.id,
  };
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async beginSetup(customer: PaymentCustomer): Promise<SetupStart> {
    const providerCustomerId =
      customer.providerCustomerId ??
      (
        await this.stripe.customers.create(
          {
            ...(customer.email ? { email: customer.email } : {}),
            ...(customer.name ? { name: customer.name } : {}),
            metadata: { larder_customer_id: String(customer.id) },
          },
          { idempotencyKey: `customer-${customer.id}` },
        )
      ).id;
    const intent = await this.stripe.setupIntents.create({
      customer: providerCustomerId,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { larder_customer_id: String(customer.id) },
    });
    if (!intent.client_secret) throw new Error('Stripe answered a SetupIntent without a client secret');
    return { provider: 'stripe', setupIntentId: intent.id, clientSecret: intent.client_secret, providerCustomerId };
  }

  /** Reads a SetupIntent the Payment Element confirmed; it must belong to `providerCustomerId`. */
  async completeSetup(setupIntentId: string, providerCustomerId: string): Promise<SetupResult | undefined> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return undefined;
      throw error;
    }
    const owner = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    if (owner !== providerCustomerId) return undefined;
    if (intent.status === 'requires_action') return { status: 'requires_action', actionId: intent.id };
    if (intent.status !== 'succeeded') {
      const error = intent.last_setup_error;
      return { status: 'failed', failure: failureFromStripe(error?.code, error?.decline_code) };
    }
    const method = intent.payment_method;
    if (!method || typeof method === 'string' || !method.card) {
      return { status: 'failed', failure: cardFailure('processing_error') };
    }
    return {
      status: 'saved',
      card: {
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
        token: method.id,
        providerCustomerId,
        fingerprint: method.card.fingerprint ?? null,
      },
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.card.providerCustomerId ?? undefined,
          payment_method: request.card.token,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return chargeResultOf(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'failed',
          failure: failureFromStripe(error.code, error.decline_code),
          chargeId: error.payment_intent?.id ?? null,
        };
      }
      throw error;
    }
  }

  /** The PaymentIntent as it stands now: a `processing` one settles later (or fails). */
  async chargeStatus(chargeId: string): Promise<ChargeResult> {
    return chargeResultOf(await this.stripe.paymentIntents.retrieve(chargeId));
  }

  /** A refund of the order's PaymentIntent; Stripe refusing it (already refunded, too much...) is a failure. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountCents },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return { status: 'failed', message: `Stripe answered the refund ${refund.id} ${refund.status}` };
      }
      return { status: 'succeeded', refundId: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', message: error.message };
      throw error;
    }
  }
}
