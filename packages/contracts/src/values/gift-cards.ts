// Plain values of gift cards (issue 17): amounts, the code's shape, error codes and the texts of the API's answers.

/** What a gift card may be bought for: $25 to $500. */
export const GIFT_CARD_MIN_CENTS = 2_500;
export const GIFT_CARD_MAX_CENTS = 50_000;

/** A code: 20 characters of Crockford's base32 (100 random bits), shown in groups of four after the prefix. */
export const GIFT_CARD_CODE_PREFIX = 'GIFT';
export const GIFT_CARD_CODE_LENGTH = 20;
/** What a person may type: the code with or without its prefix, dashes and spaces, any case (at most this long). */
export const GIFT_CARD_CODE_INPUT_MAX = 64;

/** A card's message from its buyer, and how far ahead its day may be. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;
export const GIFT_CARD_DELIVERY_DAYS_AHEAD = 365;

export const GiftCardErrorCode = {
  Unknown: 'gift_card_unknown',
  Processing: 'payment_processing',
  AlreadyRedeemed: 'gift_card_redeemed',
  Void: 'gift_card_void',
  DeliveryDate: 'gift_card_delivery_date',
} as const;

export const GiftCardMessage = {
  Processing:
    'Your bank is still confirming this payment. We’ll email your receipt and send the gift card as soon as it goes through.',
  CodeRequired: 'Enter the code from your gift card.',
  Unknown: 'We don’t know that code. Check it against your email and try again.',
  AlreadyRedeemed: 'This gift card has already been redeemed.',
  Void: 'This gift card is no longer valid.',
  AmountRange: 'Choose an amount from $25 to $500, in whole dollars.',
  DeliveryDate: 'Choose today or a later day, within a year.',
  RecipientNameRequired: 'Enter the recipient’s name',
  SenderNameRequired: 'Enter your name',
  purchased: (amount: string, email: string, day: string) =>
    `Thank you! We’ll email the ${amount} gift card to ${email} on ${day}, and send you a receipt.`,
  redeemed: (amount: string) => `${amount} is now in your credits. We use them before charging your card.`,
} as const;
