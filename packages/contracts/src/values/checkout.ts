// Plain values of checkout (issue 15): limits, error codes, the dynamic configs' keys, the states we ship to and
// every text the checkout pages and the API's answers show. Zod-free, so the pages can use them cheaply.

/** Quantity of one line of the box. */
export const BOX_LINE_QUANTITY_MAX = 20;
/** Lines a box may hold. */
export const BOX_LINES_MAX = 60;
export const DELIVERY_INSTRUCTIONS_MAX_LENGTH = 250;
export const ADDRESS_LINE_MAX_LENGTH = 100;
export const CITY_MAX_LENGTH = 60;
/** Delivery dates offered ahead. */
export const DELIVERY_WEEKS_AHEAD = 3;

/** Dynamic configs (`npm run config`) of checkout, in cents. */
export const CheckoutConfigKey = {
  MinOrderCents: 'checkout.min_order_cents',
  DeliveryFeeCents: 'checkout.delivery_fee_cents',
  FreeDeliveryMinCents: 'checkout.free_delivery_min_cents',
} as const;

/** The free gifts a new customer picks from (issue 17): product ids, comma-separated, in the order offered. */
export const FREE_GIFT_CONFIG = 'checkout.free_gift_product_ids';
/** At most this many are offered. */
export const FREE_GIFT_OPTIONS_MAX = 6;

/** `code` of checkout's 4xx answers. */
export const CheckoutErrorCode = {
  NoQuiz: 'no_quiz',
  EmptyBox: 'empty_box',
  BelowMinimum: 'below_minimum',
  NoShipping: 'no_shipping',
  NoPaymentMethod: 'no_payment_method',
  ZipUnknown: 'zip_unknown',
  ZipNotServed: 'zip_not_served',
  DeliveryDateUnavailable: 'delivery_date_unavailable',
  AlreadyOrdered: 'already_ordered',
  IdempotencyKeyRequired: 'idempotency_key_required',
  IdempotencyKeyReused: 'idempotency_key_reused',
  /** Any code that cannot be applied: unknown, not started, disabled, expired, used, a gift card's (issue 29). */
  PromoInvalid: 'promo_invalid',
  /** The new-customer offer is one per household: the card or the address already had a first order. */
  PromoHousehold: 'promo_household',
  PaymentFailed: 'payment_failed',
  PaymentActionUnknown: 'payment_action_unknown',
  WrongProvider: 'wrong_provider',
  ItemUnavailable: 'item_unavailable',
  FreeGiftUnavailable: 'free_gift_unavailable',
} as const;
export type CheckoutErrorCode = (typeof CheckoutErrorCode)[keyof typeof CheckoutErrorCode];

export const ShippingMessage = {
  FirstNameRequired: 'Enter first name',
  LastNameRequired: 'Enter last name',
  AddressRequired: 'Enter street address',
  CityRequired: 'Enter city',
  StateRequired: 'Choose a state',
  ZipInvalid: 'Enter a 5-digit ZIP code',
  ZipUnknown: "We don't recognize this ZIP code.",
  ZipNotServed: "We don't deliver to this ZIP code yet.",
  PhoneInvalid: 'Enter a 10-digit US phone number',
  DeliveryDateRequired: 'Choose a delivery day',
  DeliveryDateUnavailable: 'This delivery day is no longer available. Choose another.',
  WaitlistSaved: "Thanks! We'll email you when we deliver to your area.",
} as const;

export const CardMessage = {
  NumberInvalid: 'Your card number is invalid.',
  ExpiryInvalid: "Your card's expiration date is incomplete.",
  Expired: "Your card's expiration year is in the past.",
  CvcInvalid: "Your card's security code is incomplete.",
  ZipInvalid: 'Enter a 5-digit ZIP code',
  Declined: 'Your card was declined. Try another card.',
  InsufficientFunds: 'Your card has insufficient funds. Try another card.',
  ExpiredCard: 'Your card has expired. Try another card.',
  IncorrectCvc: "Your card's security code is incorrect.",
  IncorrectNumber: 'Your card number is incorrect.',
  AuthenticationRequired: 'Your bank needs you to confirm this card.',
  AuthenticationFailed: "We couldn't confirm your card with your bank. Try again or use another card.",
  ProcessingError: "We couldn't reach the card network. Try again in a moment.",
  CardMissing: 'There is no card on file for this box. Add a card to pay for it.',
} as const;

export const CheckoutMessage = {
  FreeGiftUnavailable: 'That gift is not one of the choices. Choose another.',
  EmptyBox: 'Your box is empty. Go back to your plan to add items.',
  BelowMinimum: (minimum: string) => `Your box must be at least ${minimum} before delivery.`,
  NoShipping: 'Add a delivery address and day first.',
  NoPaymentMethod: 'Add a card first.',
  AlreadyOrdered: 'You have already placed your first order.',
  IdempotencyKeyRequired: 'Idempotency-Key header is required.',
  IdempotencyKeyReused: 'This Idempotency-Key was used with a different request.',
  ItemUnavailable: 'That item is not in this week’s catalogue.',
  /** One answer for every code that cannot be applied, so a guesser learns nothing of disabled or expired ones. */
  PromoInvalid: 'This promo code is not valid.',
  Consent:
    'By placing your order, you authorize Larder to charge this card for this order and for each weekly delivery until you skip, pause or cancel.',
} as const;

/** The states we ship to: the 50 states and DC, by USPS code. */
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;
export type UsStateCode = (typeof US_STATES)[number][0];

/** Ten digits of a US phone number, as `(XXX) XXX-XXXX` (the telephone input's format). */
export function formatUsPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)}`;
}

/** The ten digits of a US number typed any way (a leading country code 1 dropped), or undefined. */
export function usPhoneDigits(value: string): string | undefined {
  const digits = value.replace(/[\s().+-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // NANP: area code and exchange start 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? national : undefined;
}

export const ZIP_PATTERN = /^\d{5}$/;

/** The checkout pages. */
export const CheckoutPath = {
  Shipping: '/checkout/shipping/',
  Payment: '/checkout/payment/',
  Confirmation: '/checkout/confirmation/',
} as const;

/** Where each card outcome of the `test` provider comes from (Stripe's test cards). */
export const TEST_CARDS = {
  Succeeds: '4242424242424242',
  Declined: '4000000000000002',
  InsufficientFunds: '4000000000009995',
  ExpiredCard: '4000000000000069',
  IncorrectCvc: '4000000000000127',
  RequiresAuthentication: '4000002760003184',
} as const;
