// Buying a gift card (issue 17): anyone, signed in or not, pays with the built-in test provider's card form; the card
// is written with the buyer's receipt in one transaction and emailed to the recipient on its day (today's at once,
// by the delivery pass). The Idempotency-Key is the purchase: the charge's key derives from it, so a retry after a
// crash between the charge and the write charges once and writes the card once.
import type { GiftCardPurchase, GiftCardPurchased } from '@larder/contracts/schemas/gift-cards';
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
import type { PaymentProvider } from '../payments/provider';
import { cardFieldProblem, TestPaymentProvider } from '../payments/test-provider';
import { codeDigest, generateCode } from './codes';
import type { GiftCardService } from './service';

type GiftCardRow = typeof giftCards.$inferSelect;

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
    if (!(this.provider instanceof TestPaymentProvider)) {
      throw new HttpError(
        409,
        CheckoutErrorCode.WrongProvider,
        'Gift cards can be bought with the test provider only.',
      );
    }
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
    const charge = await this.provider.charge({
      card: saved.card,
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
        cardLast4: saved.card.last4,
      });
      return inserted;
    });
    const written = row ?? (await this.findByKey(idempotencyKey));
    if (!written) throw new Error('gift card purchase not written');
    // Today's card goes out now rather than at the next pass.
    if (written.deliverOn === today) await this.cards.deliverDue();
    return { card: this.answer(written), created: row !== undefined };
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
