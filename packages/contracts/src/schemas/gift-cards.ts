// Gift cards (issue 17): buying one (POST /api/v2/gift-cards/, anyone) and redeeming a code into the customer's
// credits (POST /api/v2/gift-cards/redeem/).
import { z } from 'zod';
import {
  GIFT_CARD_CODE_INPUT_MAX,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_MIN_CENTS,
  GiftCardMessage,
} from '../values/gift-cards';
import { EmailField, NameField } from './accounts';
import { TestCardRequest } from './checkout';
import { calendarDate } from './dates';
import { freeText } from './free-text';

export const RedeemRequest = z.object({
  code: freeText({
    max: GIFT_CARD_CODE_INPUT_MAX,
    required: GiftCardMessage.CodeRequired,
    tooLong: GiftCardMessage.Unknown,
  }),
});
export type RedeemRequest = z.infer<typeof RedeemRequest>;

export const RedeemAnswer = z.object({
  /** What the card added to the credits. */
  amount_cents: z.number().int(),
  /** The credits after it. */
  balance_cents: z.number().int(),
  detail: z.string(),
});
export type RedeemAnswer = z.infer<typeof RedeemAnswer>;

/** POST /api/v2/gift-cards/ (Idempotency-Key header): a card for someone, paid now, emailed on its day. */
export const GiftCardPurchase = z.strictObject({
  amount_cents: z
    .number()
    .int(GiftCardMessage.AmountRange)
    .min(GIFT_CARD_MIN_CENTS, GiftCardMessage.AmountRange)
    .max(GIFT_CARD_MAX_CENTS, GiftCardMessage.AmountRange)
    .multipleOf(100, GiftCardMessage.AmountRange),
  recipient_name: NameField(GiftCardMessage.RecipientNameRequired),
  recipient_email: EmailField,
  sender_name: NameField(GiftCardMessage.SenderNameRequired),
  /** Where the receipt goes. */
  sender_email: EmailField,
  message: freeText({ max: GIFT_CARD_MESSAGE_MAX_LENGTH, lineBreaks: true }).optional(),
  /** The day the recipient's email goes out (the store's calendar): today or later, within a year. */
  deliver_on: calendarDate(GiftCardMessage.DeliveryDate),
  /** The built-in test provider's card form… */
  card: TestCardRequest.optional(),
  /** …or, with Stripe, the SetupIntent the Payment Element confirmed and the guest customer it was made for. */
  stripe: z
    .strictObject({
      setup_intent_id: z.string().regex(/^seti_[A-Za-z0-9_]{1,200}$/),
      customer_id: z.string().regex(/^cus_[A-Za-z0-9_]{1,200}$/),
    })
    .optional(),
});
export type GiftCardPurchase = z.input<typeof GiftCardPurchase>;

export const GiftCardPurchased = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  recipient_email: z.string(),
  deliver_on: z.string(),
  detail: z.string(),
});
export type GiftCardPurchased = z.infer<typeof GiftCardPurchased>;

/** POST /api/v2/gift-cards/payment-setup/: how the page takes the card (Stripe: a SetupIntent for a guest customer). */
export const GiftCardPaymentSetup = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({
    provider: z.literal('stripe'),
    client_secret: z.string(),
    publishable_key: z.string(),
    js_url: z.string(),
    customer_id: z.string(),
  }),
]);
export type GiftCardPaymentSetup = z.infer<typeof GiftCardPaymentSetup>;
