// The payment-provider interface: what checkout and the weekly charges ask of a provider, whichever is configured
// (PAYMENT_PROVIDER: `test`, built in, or `stripe`). Only brand, last 4, expiry and the provider's reusable token of
// a card are ever kept; a card number or CVC never leaves the provider's own code (see docs/decisions/002-layout.md).

/** A card saved for later off-session charges, as stored in our database. */
export interface SavedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's reusable handle: the test provider's `tok_…`, Stripe's PaymentMethod id `pm_…`. */
  token: string;
  /** The provider's customer the card is attached to (Stripe's `cus_…`); null for the test provider. */
  providerCustomerId: string | null;
  /**
   * The card itself, the same under any account (the test provider's hash of the number, Stripe's card
   * `fingerprint`): one household's card, and the key of the per-card decline limit. Null when unknown.
   */
  fingerprint?: string | null;
}

/** Why a provider refused, in a code of our own and words a customer understands. */
export interface PaymentFailure {
  code:
    | 'card_declined'
    | 'insufficient_funds'
    | 'expired_card'
    | 'incorrect_cvc'
    | 'incorrect_number'
    | 'authentication_required'
    | 'processing_error'
    /** No card on file for an order (ours: the provider was never asked). */
    | 'card_missing';
  message: string;
}

/** The customer a card is saved for. */
export interface PaymentCustomer {
  /** Our customer's id, or a one-off reference for a guest (a gift card's buyer: `gift-…`). */
  id: number | string;
  /** Empty for a guest who has not said yet. */
  email: string;
  name: string;
  /** The provider customer created earlier for this customer, if any. */
  providerCustomerId: string | null;
}

/** Starting to save a card: what the page needs to collect it. */
export type SetupStart =
  | { provider: 'test' }
  | { provider: 'stripe'; setupIntentId: string; clientSecret: string; providerCustomerId: string };

/** The outcome of saving (and verifying) a card. */
export type SetupResult =
  | { status: 'saved'; card: SavedCard }
  | { status: 'requires_action'; actionId: string }
  | { status: 'failed'; failure: PaymentFailure };

/** The outcome of one off-session charge. */
export type ChargeResult =
  | { status: 'succeeded'; chargeId: string }
  /** Accepted but not settled yet (Stripe's `processing`): not paid until the provider says so. */
  | { status: 'processing'; chargeId: string }
  | { status: 'failed'; failure: PaymentFailure; chargeId: string | null };

export interface ChargeRequest {
  card: SavedCard;
  amountCents: number;
  currency: 'usd';
  /** The same key always means the same charge: a retry after a crash never charges twice (the order id). */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** Giving back (part of) a charge to the card it was made on (`npm run orders -- refund`). */
export interface RefundRequest {
  /** The order's charge: the test provider's `ch_test_…`, Stripe's PaymentIntent `pi_…`. */
  chargeId: string;
  amountCents: number;
  /** The same key always means the same refund: a retry after a crash never refunds twice. */
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | { status: 'failed'; message: string };

/**
 * Each provider finishes saving a card its own way, in its own class: the test provider takes the card form's fields
 * (`saveCard`), the Stripe provider reads the confirmed SetupIntent (`completeSetup`); both return a SetupResult.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Begins saving a card for off-session use (Stripe: a SetupIntent with `usage: off_session`). */
  beginSetup(customer: PaymentCustomer): Promise<SetupStart>;
  /** Charges a saved card off-session; idempotent per `idempotencyKey`. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Where a charge stands now (a `processing` one, when its webhook did not come). */
  chargeStatus(chargeId: string): Promise<ChargeResult>;
  /** Refunds (part of) a charge to its card; idempotent per `idempotencyKey`. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
