// GET /api/get_promo_data/ (docs/decisions/014-dynamic-configs-and-promos.md): the query and the public fields of a
// promo code. Anything else the server keeps about a code (notes, ids, dates it starts) never leaves it.
import { z } from 'zod';
import { freeText } from './free-text';
import { wholeNumberParam } from './query-params';

export const PROMO_CODE_MAX_LENGTH = 64;

export const PromoCode = freeText({
  max: PROMO_CODE_MAX_LENGTH,
  required: 'Enter a promo code.',
  tooLong: `A promo code has at most ${PROMO_CODE_MAX_LENGTH} characters.`,
});

/** `promo_code` plus any other named fields the client sends (accepted and ignored). */
export const PromoDataQuery = z.object({ promo_code: PromoCode });
export type PromoDataQuery = z.input<typeof PromoDataQuery>;

export const PromoData = z.object({
  promo_code: z.string(),
  /** Shown on the sign-up page: 'Create an account to claim your free gift for life and {discount_effect}.' */
  discount_effect: z.string(),
  /** Exactly one of percent_off (1-100) and amount_off_cents is set. */
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  /** The most a percentage takes off a box, or null (issue 29). */
  max_discount_cents: z.number().int().nullable(),
  /** The discount in words, cap included: "40% off, up to $80". */
  terms: z.string(),
  /** How many deliveries the discount applies to. */
  deliveries: z.number().int(),
  is_gift_card: z.boolean(),
  /** ISO 8601 instant after which the code no longer applies; null when it does not expire. */
  expires_at: z.string().nullable(),
});
export type PromoData = z.infer<typeof PromoData>;

export const PromoMessage = {
  NotFound: 'Promo code not found.',
} as const;

/** GET /api/v2/offers/: the current public offers (codes an operator marked public, live now), a page of them. */
export const PUBLIC_OFFERS_PAGE_SIZE_MAX = 100;
export const PublicOfferQuery = z.object({
  limit: wholeNumberParam(1, PUBLIC_OFFERS_PAGE_SIZE_MAX, PUBLIC_OFFERS_PAGE_SIZE_MAX),
  offset: wholeNumberParam(0, 1_000_000, 0),
});
export type PublicOfferQuery = z.infer<typeof PublicOfferQuery>;
export const PublicOfferPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(PromoData),
});
export type PublicOfferPage = z.infer<typeof PublicOfferPage>;

/** GET /api/v2/offers/:code/: one public offer, live now (the /limited-time/<code>/ landing); 404 for any other code. */
export const PublicOfferParams = z.object({ code: PromoCode });
export type PublicOfferParams = z.infer<typeof PublicOfferParams>;
