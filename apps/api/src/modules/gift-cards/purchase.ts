// Buying a gift card (issues 17, 26): anyone, signed in or not, pays with the built-in test provider's card form, or
// with Stripe's Payment Element (a SetupIntent for a guest Stripe customer, then one charge of the saved card). The
// Idempotency-Key is the purchase, bound to its request (another body with the key: 422). The card is written
// `pending`, with the card to charge, BEFORE the provider is charged with the key `gift-card-<key>`; the charge then
// completes it (`active`, its charge id, the buyer's receipt) in one transaction, or a card refusal marks it `failed`.
// A retry with the key, or the delivery pass after a crash (a purchase pending for over a minute), charges again
// with the same provider key (the provider replays its answer) and completes it once: no charge without its card.
import crypto from 'node:crypto';
import type { GiftCardPaymentSetup, GiftCardPurchase, GiftCardPurchased } from '@larder/contracts/schemas/gift-cards';
import { CardMessage, CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { GIFT_CARD_DELIVERY_DAYS_AHEAD, GiftCardErrorCode, GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { formatCents } from '@larder/contracts/values/money';
import { addDays, format, isValid, parse } from 'date-fns';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyReused, requestDigest } from '../../lib/idempotency';
import type { Outbox } from '../email/outbox';
import { cardFailure, paymentFailed } from '../payments/card-failures';
import type { PaymentFailure, PaymentProvider, SavedCard } from '../payments/provider';
import { StripePaymentProvider } from '../payments/stripe-provider';
import { cardFieldProblem, TestPaymentProvider } from '../payments/test-provider';
import { codeDigest, generateCode } from './codes';
import {
  findGiftCardByKey,
  type GiftCardRow,
  insertPurchase,
  listStalePurchases,
  moveGiftCard,
  updatePendingPurchase,
} from './repository';
import { DELIVER_DUE_QUEUE, type GiftCardService } from './service';

const wrongProvider = () =>
  new HttpError(409, CheckoutErrorCode.WrongProvider, 'This store takes cards another way. Reload the page.');

const dateProblem = () =>
  new HttpError(400, GiftCardErrorCode.DeliveryDate, GiftCardMessage.DeliveryDate, {
    deliver_on: [GiftCardMessage.DeliveryDate],
  });

/** A purchase still pending this long after it was written was cut off (a crash, a lost answer): the pass completes it. */
export const PENDING_PURCHASE_GRACE_MS = 60_000;

/** What the key is bound to: the request, with the test form's card number cut to its last 4 and no CVC. */
export function purchaseDigest(request: GiftCardPurchase): string {
  const { card, ...rest } = request;
  return requestDigest({
    ...rest,
    card: card && {
      last4: card.number.replace(/\D/g, '').slice(-4),
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      zip: card.zip,
    },
  });
}

/** The card a purchase row keeps to charge. */
function cardOf(row: GiftCardRow): SavedCard {
  return {
    brand: row.cardBrand ?? '',
    last4: row.cardLast4 ?? '',
    expMonth: row.cardExpMonth ?? 0,
    expYear: row.cardExpYear ?? 0,
    token: row.cardToken ?? '',
    providerCustomerId: row.cardProviderCustomerId,
  };
}

const KNOWN_FAILURES = new Set<string>([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'incorrect_number',
  'authentication_required',
  'processing_error',
]);

/** The refusal a failed purchase answers again. */
function failureOf(row: GiftCardRow): PaymentFailure {
  const code = KNOWN_FAILURES.has(row.failureCode ?? '')
    ? (row.failureCode as PaymentFailure['code'])
    : 'card_declined';
  return cardFailure(code);
}

/** "Thursday, December 3" for a YYYY-MM-DD day. */
const dayLabel = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'EEEE, MMMM d');

export class GiftCardSales {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
    private readonly cards: GiftCardService,
    private readonly onError: (error: unknown, giftCardId: number) => void,
  ) {}

  /**
   * Every ten minutes (pg-boss cron: one process sends the job, one worker runs the pass): the purchases a crash or a
   * lost answer left pending are completed first, then due cards are emailed.
   */
  define(jobs: JobQueue): void {
    jobs.schedule(DELIVER_DUE_QUEUE, '*/10 * * * *', () => this.runPass());
  }

  /** The scheduled pass: pending purchases completed, then the due cards' emails. */
  async runPass(): Promise<number> {
    await this.completePending();
    return this.cards.deliverDue();
  }

  /** The card bought, and whether this call completed it (false: the key had already). */
  async purchase(
    request: GiftCardPurchase,
    idempotencyKey: string,
  ): Promise<{ card: GiftCardPurchased; created: boolean }> {
    const digest = purchaseDigest(request);
    const previous = await this.findByKey(idempotencyKey);
    if (previous) return this.again(previous, digest);
    const today = this.cards.today();
    const day = parse(request.deliver_on, 'yyyy-MM-dd', new Date());
    const latest = format(addDays(parse(today, 'yyyy-MM-dd', new Date()), GIFT_CARD_DELIVERY_DAYS_AHEAD), 'yyyy-MM-dd');
    if (!isValid(day) || format(day, 'yyyy-MM-dd') !== request.deliver_on) throw dateProblem();
    if (request.deliver_on < today || request.deliver_on > latest) throw dateProblem();
    const saved = await this.takeCard(request);
    const code = generateCode();
    // Written before the charge: whatever happens after the provider charges, the card to complete is here.
    const pending = await insertPurchase(this.db, {
      code,
      codeDigest: codeDigest(code),
      amountCents: request.amount_cents,
      status: 'pending',
      source: 'purchase',
      purchaserName: request.sender_name,
      purchaserEmail: request.sender_email,
      recipientName: request.recipient_name,
      recipientEmail: request.recipient_email,
      message: request.message ?? '',
      deliverOn: request.deliver_on,
      purchaseKey: idempotencyKey,
      requestDigest: digest,
      cardBrand: saved.brand,
      cardLast4: saved.last4,
      cardExpMonth: saved.expMonth,
      cardExpYear: saved.expYear,
      cardToken: saved.token,
      cardProviderCustomerId: saved.providerCustomerId,
      createdAt: this.clock.now(),
    });
    if (!pending) {
      // The same key at the same moment: one request wrote it; this one answers as a retry.
      const raced = await this.findByKey(idempotencyKey);
      if (!raced) throw new Error('gift card purchase not written');
      return this.again(raced, digest);
    }
    const { row, completed } = await this.complete(pending);
    return { card: this.answer(row), created: completed };
  }

  /**
   * Completes every purchase left pending for over a minute (a process stopped between the charge and the write, or
   * the answer was lost): the delivery pass runs this first, so a bought card is emailed on its day whatever happened.
   */
  async completePending(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - PENDING_PURCHASE_GRACE_MS);
    const rows = await listStalePurchases(this.db, before, 200);
    let completed = 0;
    for (const row of rows) {
      try {
        if ((await this.complete(row, { deliver: false })).completed) completed += 1;
      } catch (error) {
        // A refusal marked it failed; anything else (the provider unreachable) leaves it pending for the next pass,
        // logged with the card's id: one purchase never stops the others.
        if (!(error instanceof HttpError)) this.onError(error, row.id);
      }
    }
    return completed;
  }

  /** The same key again: the same request is answered as before (a pending one is completed now); another is 422. */
  private async again(row: GiftCardRow, digest: string): Promise<{ card: GiftCardPurchased; created: boolean }> {
    if (row.requestDigest !== null && row.requestDigest !== digest) throw idempotencyKeyReused();
    if (row.status === 'failed') throw paymentFailed(failureOf(row));
    if (row.status === 'pending') {
      const { row: done, completed } = await this.complete(row);
      return { card: this.answer(done), created: completed };
    }
    return { card: this.answer(row), created: false };
  }

  /**
   * Charges a pending purchase with the key derived from its Idempotency-Key (a second call is the provider's replay
   * of the first), then makes it `active` with its receipt, or `failed`, once: only the call that moves it from
   * `pending` writes. Today's card is emailed at once (unless the delivery pass itself is completing it).
   */
  private async complete(
    pending: GiftCardRow,
    { deliver = true } = {},
  ): Promise<{ row: GiftCardRow; completed: boolean }> {
    // A charge the provider is still processing is asked about, not made again (a replay would say processing).
    const charge = pending.chargeId
      ? await this.provider.chargeStatus(pending.chargeId)
      : await this.provider.charge({
          card: cardOf(pending),
          amountCents: pending.amountCents,
          currency: 'usd',
          idempotencyKey: `gift-card-${pending.purchaseKey}`,
          description: `Larder gift card for ${pending.recipientEmail}`,
          metadata: { purpose: 'gift_card' },
        });
    if (charge.status === 'failed') {
      await moveGiftCard(this.db, pending.id, 'failed', {
        failureCode: charge.failure.code,
        chargeId: charge.chargeId,
      });
      throw paymentFailed(charge.failure);
    }
    if (charge.status === 'processing') {
      // Not paid yet: the card stays pending with its charge, and the pass asks again.
      await updatePendingPurchase(this.db, pending.id, { chargeId: charge.chargeId });
      throw new HttpError(409, GiftCardErrorCode.Processing, GiftCardMessage.Processing);
    }
    const completed = await this.db.transaction(async (tx) => {
      const row = await moveGiftCard(tx, pending.id, 'active', { chargeId: charge.chargeId });
      if (!row) return undefined;
      await this.outbox.enqueue(tx, 'gift_card_receipt', row.purchaserEmail ?? '', {
        senderName: row.purchaserName ?? '',
        recipientName: row.recipientName ?? '',
        recipientEmail: row.recipientEmail ?? '',
        amountCents: row.amountCents,
        deliveryLabel: dayLabel(row.deliverOn ?? ''),
        cardLast4: row.cardLast4 ?? '',
      });
      return row;
    });
    const row = completed ?? (await this.findByKey(pending.purchaseKey ?? ''));
    if (!row) throw new Error('gift card purchase not written');
    if (row.status === 'failed') throw paymentFailed(failureOf(row));
    // Today's card goes out now rather than at the next pass.
    if (deliver && completed && row.deliverOn === this.cards.today()) await this.cards.deliverDue();
    return { row, completed: completed !== undefined };
  }

  /** How this store takes the card: the test provider's form, or a SetupIntent for a guest Stripe customer. */
  async paymentSetup(publishableKey: string, jsUrl: string): Promise<GiftCardPaymentSetup> {
    if (!(this.provider instanceof StripePaymentProvider)) return { provider: 'test' };
    const start = await this.provider.beginSetup({
      id: `gift-${crypto.randomUUID()}`,
      email: '',
      name: '',
      providerCustomerId: null,
    });
    if (start.provider !== 'stripe') throw wrongProvider();
    return {
      provider: 'stripe',
      client_secret: start.clientSecret,
      publishable_key: publishableKey,
      js_url: jsUrl,
      customer_id: start.providerCustomerId,
    };
  }

  /** The card to charge: the test provider's form, or the SetupIntent Stripe's Payment Element confirmed. */
  private async takeCard(request: GiftCardPurchase): Promise<SavedCard> {
    if (this.provider instanceof TestPaymentProvider && request.card) {
      const card = {
        number: request.card.number,
        expMonth: request.card.exp_month,
        expYear: request.card.exp_year,
        cvc: request.card.cvc,
      };
      if (cardFieldProblem(card, this.clock.now())) {
        throw new HttpError(400, 'invalid', CardMessage.NumberInvalid, { card: [CardMessage.NumberInvalid] });
      }
      const saved = this.provider.saveCard(card);
      if (saved.status === 'failed') throw paymentFailed(saved.failure);
      if (saved.status === 'requires_action') {
        throw paymentFailed({ code: 'authentication_required', message: CardMessage.AuthenticationRequired });
      }
      return saved.card;
    }
    if (this.provider instanceof StripePaymentProvider && request.stripe) {
      const result = await this.provider.completeSetup(request.stripe.setup_intent_id, request.stripe.customer_id);
      if (!result) throw new HttpError(400, CheckoutErrorCode.PaymentActionUnknown, CardMessage.ProcessingError);
      if (result.status === 'failed') throw paymentFailed(result.failure);
      if (result.status === 'requires_action') {
        throw paymentFailed({ code: 'authentication_required', message: CardMessage.AuthenticationRequired });
      }
      return result.card;
    }
    throw wrongProvider();
  }

  private findByKey(key: string): Promise<GiftCardRow | undefined> {
    return findGiftCardByKey(this.db, key);
  }

  private answer(row: GiftCardRow): GiftCardPurchased {
    const day = row.deliverOn ?? '';
    return {
      id: row.id,
      amount_cents: row.amountCents,
      recipient_email: row.recipientEmail ?? '',
      deliver_on: day,
      detail: GiftCardMessage.purchased(formatCents(row.amountCents), row.recipientEmail ?? '', dayLabel(day)),
    };
  }
}
