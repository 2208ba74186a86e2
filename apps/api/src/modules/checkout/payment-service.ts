// Saving the card of a checkout (issue 15): the `test` provider's own card form (with a bank confirmation step for
// its 3-D Secure card), or Stripe's Payment Element confirming a SetupIntent. Only brand, last 4, expiry and the
// provider's token are stored; a failure answers 402 with words a customer understands.
import crypto from 'node:crypto';
import type { CardAnswer } from '@larder/contracts/schemas/checkout';
import { CardMessage, CheckoutErrorCode } from '@larder/contracts/values/checkout';
import type { Db } from '../../db/database';
import type { PendingCard } from '../../db/schema/checkout';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { findCustomerById } from '../accounts/customer-repository';
import type { OrderFinalization } from '../orders/finalization';
import { lockSubscriptionOf, setSubscriptionCard } from '../orders/subscription-rows';
import type { OrderWeeks } from '../orders/weeks';
import { paymentFailed } from '../payments/card-failures';
import type { PaymentProvider, SavedCard } from '../payments/provider';
import { insertPaymentMethod } from '../payments/repository';
import type { StripePaymentProvider } from '../payments/stripe-provider';
import { cardFieldProblem, type TestCardInput, TestPaymentProvider } from '../payments/test-provider';
import * as repository from './repository';
import type { CheckoutService } from './service';

/** How long the test provider's bank confirmation waits. */
const PENDING_CARD_TTL_MS = 15 * 60 * 1000;

const FIELD_PROBLEMS = {
  number: ['number', CardMessage.NumberInvalid],
  expiry: ['exp_month', CardMessage.ExpiryInvalid],
  expired: ['exp_year', CardMessage.Expired],
  cvc: ['cvc', CardMessage.CvcInvalid],
} as const;

const wrongProvider = () =>
  new HttpError(409, CheckoutErrorCode.WrongProvider, 'This store takes cards another way. Reload the page.');

export class CardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly checkout: CheckoutService,
    private readonly weeks: OrderWeeks,
    private readonly finalization: OrderFinalization,
  ) {}

  /**
   * Saves the card for the checkout and, for a subscriber, for the weekly boxes: every order not yet paid uses it,
   * and a failed payment is due again now.
   */
  private async keep(customerId: number, card: SavedCard): Promise<CardAnswer> {
    const retry = await this.db.transaction(async (tx) => {
      // A subscriber's weeks change under the subscription's lock, taken first.
      const subscription = await lockSubscriptionOf(tx, customerId);
      const saved = await insertPaymentMethod(tx, {
        customerId,
        provider: this.provider.name,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        token: card.token,
        providerCustomerId: card.providerCustomerId,
        fingerprint: card.fingerprint ?? null,
        createdAt: this.clock.now(),
      });
      await repository.upsertCheckout(
        tx,
        customerId,
        { paymentMethodId: saved.id, pendingCard: null },
        this.clock.now(),
      );
      if (!subscription) return false;
      await setSubscriptionCard(tx, customerId, saved.id);
      return this.weeks.useCard(tx, customerId, saved.id);
    });
    // A failed payment is charged again now, with the pass's claim and the next attempt's key.
    if (retry) await this.finalization.retryFailed(customerId);
    return { status: 'saved', checkout: await this.checkout.view(customerId) };
  }

  /** The `test` provider's card form. */
  async saveTestCard(customerId: number, card: TestCardInput): Promise<CardAnswer> {
    if (!(this.provider instanceof TestPaymentProvider)) throw wrongProvider();
    const problem = cardFieldProblem(card, this.clock.now());
    if (problem) {
      const [field, message] = FIELD_PROBLEMS[problem];
      throw new HttpError(400, 'invalid', message, { [field]: [message] });
    }
    const result = this.provider.saveCard(card);
    if (result.status === 'failed') throw paymentFailed(result.failure);
    if (result.status === 'saved') return this.keep(customerId, result.card);
    const pending: PendingCard = {
      actionId: `act_${crypto.randomBytes(16).toString('hex')}`,
      brand: result.card.brand,
      last4: result.card.last4,
      expMonth: result.card.expMonth,
      expYear: result.card.expYear,
      token: result.card.token,
      fingerprint: result.card.fingerprint ?? null,
      expiresAt: new Date(this.clock.now().getTime() + PENDING_CARD_TTL_MS).toISOString(),
    };
    await repository.upsertCheckout(this.db, customerId, { pendingCard: pending }, this.clock.now());
    return { status: 'requires_action', action_id: pending.actionId };
  }

  /** The test provider's bank confirmation: approved, the pending card is saved; refused, it is dropped. */
  async authenticateTestCard(customerId: number, actionId: string, approve: boolean): Promise<CardAnswer> {
    if (!(this.provider instanceof TestPaymentProvider)) throw wrongProvider();
    const row = await repository.findCheckout(this.db, customerId);
    const pending = row?.pendingCard;
    if (!pending || pending.actionId !== actionId || Date.parse(pending.expiresAt) <= this.clock.now().getTime()) {
      throw new HttpError(400, CheckoutErrorCode.PaymentActionUnknown, CardMessage.AuthenticationFailed);
    }
    if (!approve) {
      await repository.upsertCheckout(this.db, customerId, { pendingCard: null }, this.clock.now());
      throw paymentFailed({ code: 'authentication_required', message: CardMessage.AuthenticationFailed });
    }
    return this.keep(customerId, { ...pending, providerCustomerId: null, fingerprint: pending.fingerprint ?? null });
  }

  /** Stripe: a SetupIntent for the Payment Element (creating the Stripe customer the first time). */
  async beginStripeSetup(customerId: number, stripe: StripePaymentProvider): Promise<{ clientSecret: string }> {
    const customer = await findCustomerById(this.db, customerId);
    if (!customer) throw new HttpError(401, 'not_authenticated', 'Authentication credentials were not provided.');
    const row = await repository.findCheckout(this.db, customerId);
    const start = await stripe.beginSetup({
      id: customer.id,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      providerCustomerId: row?.providerCustomerId ?? null,
    });
    if (start.provider !== 'stripe') throw wrongProvider();
    await repository.upsertCheckout(
      this.db,
      customerId,
      { providerCustomerId: start.providerCustomerId },
      this.clock.now(),
    );
    return { clientSecret: start.clientSecret };
  }

  /** Stripe: the SetupIntent the Payment Element confirmed, read back from Stripe (never trusted from the page). */
  async completeStripeSetup(
    customerId: number,
    stripe: StripePaymentProvider,
    setupIntentId: string,
  ): Promise<CardAnswer> {
    const row = await repository.findCheckout(this.db, customerId);
    const result = row?.providerCustomerId
      ? await stripe.completeSetup(setupIntentId, row.providerCustomerId)
      : undefined;
    if (!result) throw new HttpError(400, CheckoutErrorCode.PaymentActionUnknown, CardMessage.ProcessingError);
    if (result.status === 'failed') throw paymentFailed(result.failure);
    if (result.status === 'requires_action') {
      throw paymentFailed({ code: 'authentication_required', message: CardMessage.AuthenticationRequired });
    }
    return this.keep(customerId, result.card);
  }
}
