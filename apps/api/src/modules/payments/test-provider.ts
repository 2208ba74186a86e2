// The built-in `test` payment provider (PAYMENT_PROVIDER=test, the default): our own card form, checked with
// card-validator (Luhn, brand, expiry), and Stripe's test card numbers for each outcome, so people who know them
// need no new list. It keeps brand, last 4, expiry and a random token; the number and CVC end here.
import crypto from 'node:crypto';
import { TEST_CARDS } from '@larder/contracts/values/checkout';
import cardValidator from 'card-validator';
import { cardFailure, stripeBrand } from './card-failures';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentFailure,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SavedCard,
  SetupStart,
} from './provider';

export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A field the card form must fix before any outcome: the same checks the page makes. */
export type CardFieldProblem = 'number' | 'expiry' | 'expired' | 'cvc';

/** Saving a card with the test provider: saved, a bank confirmation first, or a refusal. */
export type TestSetupResult =
  | { status: 'saved'; card: SavedCard }
  | { status: 'requires_action'; card: SavedCard }
  | { status: 'failed'; failure: PaymentFailure };

/** Saved from Stripe's "attaches but charges fail" card (4000 0000 0000 0341): later charges are declined. */
const CHARGE_FAILS = '4000000000000341';
const FAILING_TOKEN_PREFIX = 'tok_fails_';

const OUTCOMES = new Map<string, PaymentFailure['code']>([
  [TEST_CARDS.Declined, 'card_declined'],
  [TEST_CARDS.InsufficientFunds, 'insufficient_funds'],
  [TEST_CARDS.ExpiredCard, 'expired_card'],
  [TEST_CARDS.IncorrectCvc, 'incorrect_cvc'],
]);

/** The first field of a card that is not well-formed: the number (Luhn), the expiry, or the CVC. */
export function cardFieldProblem(card: TestCardInput, now: Date): CardFieldProblem | undefined {
  const number = cardValidator.number(card.number);
  if (!number.isValid) return 'number';
  const expiry = cardValidator.expirationDate({ month: String(card.expMonth), year: String(card.expYear) });
  if (!expiry.isValid) {
    const month = now.getUTCFullYear() * 12 + now.getUTCMonth();
    return card.expYear * 12 + (card.expMonth - 1) < month ? 'expired' : 'expiry';
  }
  const cvcSize = number.card?.code.size ?? 3;
  if (!cardValidator.cvv(card.cvc, cvcSize).isValid) return 'cvc';
  return undefined;
}

/** The test provider's card fingerprint: a hash of the number, as Stripe's stands for the card whoever saves it. */
export function testCardFingerprint(number: string): string {
  return `fp_test_${crypto.createHash('sha256').update(number.replace(/\D/g, '')).digest('hex').slice(0, 32)}`;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;

  async beginSetup(): Promise<SetupStart> {
    return { provider: 'test' };
  }

  /** A well-formed card's outcome (cardFieldProblem first). */
  saveCard(card: TestCardInput): TestSetupResult {
    const outcome = OUTCOMES.get(card.number);
    if (outcome) return { status: 'failed', failure: cardFailure(outcome) };
    const prefix = card.number === CHARGE_FAILS ? FAILING_TOKEN_PREFIX : 'tok_';
    const saved: SavedCard = {
      brand: stripeBrand(cardValidator.number(card.number).card?.type),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      token: `${prefix}${crypto.randomBytes(12).toString('hex')}`,
      providerCustomerId: null,
      fingerprint: testCardFingerprint(card.number),
    };
    return card.number === TEST_CARDS.RequiresAuthentication
      ? { status: 'requires_action', card: saved }
      : { status: 'saved', card: saved };
  }

  /** Charges succeed, except a card saved from 4000 0000 0000 0341; the same key gives the same charge id. */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const chargeId = `ch_test_${crypto.createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    if (request.card.token.startsWith(FAILING_TOKEN_PREFIX)) {
      return { status: 'failed', failure: cardFailure('card_declined'), chargeId };
    }
    return { status: 'succeeded', chargeId };
  }

  /** The test provider's charges settle when made: one asked after is the settled charge. */
  async chargeStatus(chargeId: string): Promise<ChargeResult> {
    return { status: 'succeeded', chargeId };
  }

  /** Refunds always succeed; the same key gives the same refund id. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = crypto.createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24);
    return { status: 'succeeded', refundId: `re_test_${digest}` };
  }
}
