// Why a card failed, in words a customer understands: the provider's codes (ours follow Stripe's, so both providers
// share this table) mapped to the CardMessage texts.
import { CardMessage, CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { HttpError } from '../../lib/errors';
import type { PaymentFailure } from './provider';

const BY_CODE: Record<PaymentFailure['code'], string> = {
  card_declined: CardMessage.Declined,
  insufficient_funds: CardMessage.InsufficientFunds,
  expired_card: CardMessage.ExpiredCard,
  incorrect_cvc: CardMessage.IncorrectCvc,
  incorrect_number: CardMessage.IncorrectNumber,
  authentication_required: CardMessage.AuthenticationFailed,
  processing_error: CardMessage.ProcessingError,
  card_missing: CardMessage.CardMissing,
};

export function cardFailure(code: PaymentFailure['code']): PaymentFailure {
  return { code, message: BY_CODE[code] };
}

/** Stripe's `code` / `decline_code` of a card error, as one of our failure codes. */
export function failureFromStripe(code: string | undefined, declineCode: string | undefined): PaymentFailure {
  if (declineCode === 'insufficient_funds') return cardFailure('insufficient_funds');
  switch (code) {
    case 'expired_card':
    case 'incorrect_cvc':
    case 'incorrect_number':
    case 'insufficient_funds':
    case 'processing_error':
      return cardFailure(code);
    case 'invalid_number':
      return cardFailure('incorrect_number');
    case 'authentication_required':
    case 'setup_intent_authentication_failure':
    case 'payment_intent_authentication_failure':
      return cardFailure('authentication_required');
    default:
      return cardFailure('card_declined');
  }
}

/** Stripe's card brand names (`visa`, `amex`...) from card-validator's. */
export function stripeBrand(type: string | undefined): string {
  switch (type) {
    case 'american-express':
      return 'amex';
    case 'diners-club':
      return 'diners';
    case 'visa':
    case 'mastercard':
    case 'discover':
    case 'jcb':
    case 'unionpay':
      return type;
    default:
      return 'unknown';
  }
}

/** A failed payment's answer: 402 with the words a customer understands and the provider's decline code. */
export const paymentFailed = (failure: PaymentFailure) =>
  new HttpError(402, CheckoutErrorCode.PaymentFailed, failure.message, { decline_code: failure.code });
