// Buying a gift card (issue 17): anyone, signed in or not, pays with the built-in test provider's card form, or with
// Stripe's Payment Element (a SetupIntent for a guest Stripe customer, then one charge of the saved card); the card
// is written with the buyer's receipt in one transaction and emailed to the recipient on its day (today's at once,
// by the delivery pass). The Idempotency-Key is the purchase: the charge's key derives from it, so a retry after a
// crash between the charge and the write charges once and writes the card once.
import crypto from 'node:crypto';
import type { GiftCardPaymentSetup, GiftCardPurchase, GiftCardPurchased } from '@larder/contracts/schemas/gift-cards';
import { CardMessage, CheckoutErrorCode } from '@larder/contracts/values/checkout';
import { GIFT_CARD_DELIVERY_DAYS_AHEAD, GiftCardErrorCode, GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { formatCents } from '@larder/contracts/values/money';
import { addDays, format, isValid, parse } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { giftCards } from '../../db/schema/gift-cards';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { paymentFailed } from '../checkout/payment-service';
import type { Outbox } from '../email/outbox';
import type { PaymentProvider, SavedCard } from '../payments/provider';
import { StripePaymentProvider } from '../payments/stripe-provider';
import { cardFieldProblem, TestPaymentProvider } from '../payments/test-provider';
import { codeDigest, generateCode } from './codes';
import type { GiftCardService } from './service';

type GiftCardRow = typeof giftCards.$inferSelect;

const wrongProvider = () =>
  new HttpError(409, CheckoutErrorCode.WrongProvider, 'This store takes cards another way. Reload the page.');

const dateProblem = () =>
  new HttpError(400, GiftCardErrorCode.DeliveryDate, GiftCardMessage.DeliveryDate, {
    deliver_on: [GiftCardMessage.DeliveryDate],
  });

/** "Thursday, December 3" for a YYYY-MM-DD day. */
const dayLabel = (day: string) => format(parse(day, 'yyyy-MM-dd', new Date()), 'EEEE, MMMM d');

export class GiftCardSales {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
    private readonly cards: GiftCardService,
  ) {}

  /** The card bought, and whether this call bought it (false: the key had already). */
  async purchase(
    request: GiftCardPurchase,
    idempotencyKey: string,
  ): Promise<{ card: GiftCardPurchased; created: boolean }> {
    const previous = await this.findByKey(idempotencyKey);
    if (previous) return { card: this.answer(previous), created: false };
    const today = this.cards.today();
    const day = parse(request.deliver_on, 'yyyy-MM-dd', new Date());
    const latest = format(addDays(parse(today, 'yyyy-MM-dd', new Date()), GIFT_CARD_DELIVERY_DAYS_AHEAD), 'yyyy-MM-dd');
    if (!isValid(day) || format(day, 'yyyy-MM-dd') !== request.deliver_on) throw dateProblem();
    if (request.deliver_on < today || request.deliver_on > latest) throw dateProblem();
    const saved = await this.takeCard(request);
    const charge = await this.provider.charge({
      card: saved,
      amountCents: request.amount_cents,
      currency: 'usd',
      idempotencyKey: `gift-card-${idempotencyKey}`,
      description: `Larder gift card for ${request.recipient_email}`,
      metadata: { purpose: 'gift_card' },
    });
    if (charge.status === 'failed') throw paymentFailed(charge.failure);
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const code = generateCode();
      const [inserted] = await tx
        .insert(giftCards)
        .values({
          code,
          codeDigest: codeDigest(code),
          amountCents: request.amount_cents,
          source: 'purchase',
          purchaserName: request.sender_name,
          purchaserEmail: request.sender_email,
          recipientName: request.recipient_name,
          recipientEmail: request.recipient_email,
          message: request.message ?? '',
          deliverOn: request.deliver_on,
          purchaseKey: idempotencyKey,
          chargeId: charge.chargeId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: giftCards.purchaseKey })
        .returning();
      if (!inserted) return undefined;
      await this.outbox.enqueue(tx, 'gift_card_receipt', request.sender_email, {
        senderName: request.sender_name,
        recipientName: request.recipient_name,
        recipientEmail: request.recipient_email,
        amountCents: request.amount_cents,
        deliveryLabel: dayLabel(request.deliver_on),
        cardLast4: saved.last4,
      });
      return inserted;
    });
    const written = row ?? (await this.findByKey(idempotencyKey));
    if (!written) throw new Error('gift card purchase not written');
    // Today's card goes out now rather than at the next pass.
    if (written.deliverOn === today) await this.cards.deliverDue();
    return { card: this.answer(written), created: row !== undefined };
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

  private async findByKey(key: string): Promise<GiftCardRow | undefined> {
    const [row] = await this.db.select().from(giftCards).where(eq(giftCards.purchaseKey, key)).limit(1);
    return row;
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
