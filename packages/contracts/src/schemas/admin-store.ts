// Requests and answers of the console's store screens (docs/decisions/200-operators.md, "Promotions, gift cards,
// zones and email"): promotions and their redemptions, gift cards, delivery zones and the waitlist, the email
// outbox and a resent order confirmation, and catalogue edits (price and description).
import { z } from 'zod';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from '../values/gift-cards';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../values/text';
import { EmailField } from './accounts';
import { looseInstant } from './dates';
import { freeText } from './free-text';

/** Record types of the audit rows these screens write. */
export const StoreAuditRecordType = {
  Promotion: 'promotion',
  GiftCard: 'gift_card',
  Zone: 'zone',
  Email: 'email',
  Catalogue: 'catalogue',
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** A date the database can keep: parsed, and between the years 2000 and 9999. */
const instant = (label: string) => looseInstant(`${label} must be a date such as 2030-12-31.`).optional();

export const PromotionCodeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'A code takes letters, digits, - and _.'),
});

export const PromotionCreateRequest = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Enter a code.')
      .max(64, 'A code has at most 64 characters.')
      .regex(/^[A-Za-z0-9_-]+$/, 'A code takes letters, digits, - and _.'),
    effect: freeText({
      max: 200,
      required: 'Enter the text the sign-up page shows, e.g. "get 40% off your first box".',
      tooLong: 'The text has at most 200 characters.',
    }),
    percent_off: whole('Percent off', 1, 100).nullish(),
    amount_off_cents: whole('Amount off', 1, 100_000_000).nullish(),
    max_discount_cents: whole('The cap', 1, 100_000_000).nullish(),
    deliveries: whole('Deliveries', 1, 1000).default(1),
    starts_at: instant('Starts'),
    ends_at: instant('Ends'),
    is_gift_card: z.boolean().default(false),
    is_public: z.boolean().default(false),
    note: freeText({ max: 1000, lineBreaks: true, tooLong: 'A note has at most 1000 characters.' }).default(''),
  })
  .refine((body) => (body.percent_off == null) !== (body.amount_off_cents == null), {
    message: 'Give exactly one of percent off and amount off.',
    path: ['percent_off'],
  })
  .refine((body) => body.max_discount_cents == null || body.percent_off != null, {
    message: 'A cap applies to a percentage only.',
    path: ['max_discount_cents'],
  });
export type PromotionCreateRequest = z.input<typeof PromotionCreateRequest>;

export const PromotionState = z.enum(['live', 'scheduled', 'expired', 'disabled']);

export const AdminPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  state: PromotionState,
  effect: z.string(),
  discount: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  max_discount_cents: z.number().int().nullable(),
  deliveries: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  is_gift_card: z.boolean(),
  is_public: z.boolean(),
  note: z.string(),
  redemptions: z.number().int(),
});
export type AdminPromotion = z.infer<typeof AdminPromotion>;
export const AdminPromotionList = z.object({ results: z.array(AdminPromotion) });

export const AdminRedemption = z.object({
  id: z.number().int(),
  customer_id: z.number().int(),
  email: z.string(),
  order_id: z.number().int().nullable(),
  deliveries_left: z.number().int(),
  at: z.string(),
});
export type AdminRedemption = z.infer<typeof AdminRedemption>;
export const AdminRedemptionList = z.object({ code: z.string(), results: z.array(AdminRedemption) });

export const GiftCardIssueRequest = z.object({
  amount_cents: whole('The amount', GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS),
  email: EmailField.optional(),
  name: freeText({ max: 100, tooLong: 'A name has at most 100 characters.' }).optional(),
  message: freeText({ max: 500, lineBreaks: true, tooLong: 'A message has at most 500 characters.' }).optional(),
});
export type GiftCardIssueRequest = z.input<typeof GiftCardIssueRequest>;

export const AdminGiftCard = z.object({
  id: z.number().int(),
  /** The last four characters only: the whole code is shown once, when the card is issued. */
  code_end: z.string(),
  amount_cents: z.number().int(),
  status: z.string(),
  source: z.string(),
  recipient_email: z.string().nullable(),
  redeemed_by_customer_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminGiftCard = z.infer<typeof AdminGiftCard>;
export const AdminGiftCardList = z.object({ results: z.array(AdminGiftCard) });
export const GiftCardIssued = z.object({ code: z.string(), card: AdminGiftCard });
export const GiftCardIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ZoneCodeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'code is 2-32 lower-case letters, digits or hyphens'),
});

export const AdminZoneRequest = z.object({
  name: freeText({ max: 80, required: 'Enter the zone’s name.' }),
  // The wire only bounds sizes (every text, number and list); the zone's own check (the API's ZoneInput, shared
  // with `npm run zones`) says what is wrong with a value inside them, field by field.
  zip_prefixes: z.array(z.string().max(16).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE)).max(1000),
  zips: z.array(z.string().max(16).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE)).max(5000),
  time_zone: z.string().max(64).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
  delivery_weekdays: z.array(z.number().int().min(-1000).max(1000)).max(7),
  cutoff_days_before: z.number().int().min(-1000).max(1000),
  cutoff_local_time: z.string().max(16).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE),
  /** Null: the dynamic config `checkout.delivery_fee_cents`. */
  delivery_fee_cents: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable(),
});
export type AdminZoneRequest = z.infer<typeof AdminZoneRequest>;

export const AdminZone = AdminZoneRequest.extend({
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  /** Active and paused subscriptions in the zone: while it is disabled they get no new weeks. */
  subscribers: z.number().int(),
  /** Boxes of the zone not yet delivered (scheduled, finalized, paid): still charged at cutoff and delivered. */
  boxes_to_deliver: z.number().int(),
});
export type AdminZone = z.infer<typeof AdminZone>;
export const AdminZoneList = z.object({ results: z.array(AdminZone) });

export const AdminWaitlistEntry = z.object({
  id: z.number().int(),
  email: z.string(),
  zip: z.string(),
  at: z.string(),
});
export const AdminWaitlist = z.object({ results: z.array(AdminWaitlistEntry) });
export const WaitlistQuery = z.object({
  zip: z
    .string()
    .regex(/^\d{5}$/, 'A ZIP is 5 digits.')
    .optional(),
});

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const OutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'status is pending, sent or failed.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const AdminOutboxMessage = z.object({
  id: z.number().int(),
  template: z.string(),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Whether "Resend" can send it again (a failed message whose content was kept). */
  resendable: z.boolean(),
});
export type AdminOutboxMessage = z.infer<typeof AdminOutboxMessage>;
export const AdminOutboxPage = z.object({ count: z.number().int(), results: z.array(AdminOutboxMessage) });
export const OutboxIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const OutboxResent = z.object({ id: z.number().int(), status: z.literal('pending') });
export const ConfirmationResent = z.object({ order_id: z.number().int(), outbox_id: z.number().int() });

export const CATALOGUE_KINDS = ['product', 'pairing'] as const;
export const CatalogueEditQuery = z.object({
  type: z.enum(CATALOGUE_KINDS, { error: 'type is product or pairing.' }).default('product'),
  search: freeText({ max: 100, tooLong: 'A search has at most 100 characters.' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const CatalogueItemParams = z.object({
  type: z.enum(CATALOGUE_KINDS, { error: 'type is product or pairing.' }),
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const AdminCatalogueItem = z.object({
  type: z.enum(CATALOGUE_KINDS),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  /** False: left out of every customer-facing list, search, page and plan. */
  visible: z.boolean(),
  /** The picture's alt text; null is the default, derived from the name. */
  picture_alt: z.string().nullable(),
});
export type AdminCatalogueItem = z.infer<typeof AdminCatalogueItem>;
export const AdminCataloguePage = z.object({ count: z.number().int(), results: z.array(AdminCatalogueItem) });
export const CatalogueEditRequest = z
  .object({
    price_cents: whole('The price', 1, 1_000_000).optional(),
    description: freeText({
      max: 2000,
      lineBreaks: true,
      required: 'A description cannot be empty.',
      tooLong: 'A description has at most 2000 characters.',
    }).optional(),
    visible: z.boolean({ error: 'visible is true or false.' }).optional(),
    /** Null or empty: back to the default alt text, derived from the name. */
    picture_alt: freeText({ max: 200, tooLong: 'An alt text has at most 200 characters.' }).nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give a price, a description, a visibility or an alt text.',
    path: ['price_cents'],
  });
export type CatalogueEditRequest = z.input<typeof CatalogueEditRequest>;
