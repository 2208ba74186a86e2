// The shipping step of checkout (issue 15): the delivery address and day, ZIP lookups and the waitlist. Apart from
// schemas/checkout.ts so the shipping form checks its fields without loading the rest of the contracts.
import { z } from 'zod';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  ShippingMessage,
  US_STATES,
  usPhoneDigits,
  ZIP_PATTERN,
} from '../values/checkout';
import { NO_CONTROL_CHARACTERS } from '../values/text';
import { EmailField, NAME_MAX_LENGTH } from './accounts';
import { calendarDate } from './dates';
import { freeText } from './free-text';

const text = (required: string, max: number) => freeText({ max, required });

const optionalText = (max: number, lineBreaks = false) => freeText({ max, lineBreaks }).default('');

const stateCodes = US_STATES.map(([code]) => code) as [string, ...string[]];

export const ZipField = z.string().trim().regex(ZIP_PATTERN, ShippingMessage.ZipInvalid);

/** A delivery date, `YYYY-MM-DD`. */
export const DateField = calendarDate(ShippingMessage.DeliveryDateRequired);

/** The delivery address as the shipping form sends it. */
export const ShippingAddress = z.object({
  first_name: text(ShippingMessage.FirstNameRequired, NAME_MAX_LENGTH),
  last_name: text(ShippingMessage.LastNameRequired, NAME_MAX_LENGTH),
  address1: text(ShippingMessage.AddressRequired, ADDRESS_LINE_MAX_LENGTH),
  address2: optionalText(ADDRESS_LINE_MAX_LENGTH),
  city: text(ShippingMessage.CityRequired, CITY_MAX_LENGTH),
  state: z.enum(stateCodes, ShippingMessage.StateRequired),
  zip: ZipField,
  /** Ten digits; typed any way (`(212) 555-0100`, `212-555-0100`, `+1 212 555 0100`). */
  phone: z
    .string()
    .max(40, ShippingMessage.PhoneInvalid)
    .regex(NO_CONTROL_CHARACTERS, ShippingMessage.PhoneInvalid)
    .transform((value, context) => {
      const digits = usPhoneDigits(value);
      if (digits === undefined) {
        context.addIssue({ code: 'custom', message: ShippingMessage.PhoneInvalid });
        return z.NEVER;
      }
      return digits;
    }),
  delivery_instructions: optionalText(DELIVERY_INSTRUCTIONS_MAX_LENGTH, true),
});
export type ShippingAddressInput = z.input<typeof ShippingAddress>;
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/** PUT /api/v2/checkout/shipping/ → 200 Checkout. */
export const ShippingRequest = ShippingAddress.extend({ delivery_date: DateField });
export type ShippingRequest = z.input<typeof ShippingRequest>;

/** A delivery date offered in the customer's zone. */
export const DeliveryDate = z.object({
  date: z.string(),
  /** `Thursday, December 3`. */
  label: z.string(),
  cutoff_at: z.string(),
  /** `Edit until Mon, Nov 30, 7:00 PM ET`. */
  cutoff_label: z.string(),
});
export type DeliveryDate = z.infer<typeof DeliveryDate>;

/** GET /api/v2/deliveries/zips/:zip/ → 200 (a known ZIP; `zone` null when we do not deliver there), 404 unknown. */
export const ZipAnswer = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  zone: z.object({ code: z.string(), name: z.string(), delivery_fee_cents: z.number().int() }).nullable(),
  delivery_dates: z.array(DeliveryDate),
});
export type ZipAnswer = z.infer<typeof ZipAnswer>;

/** POST /api/v2/deliveries/waitlist/ → 202: tell me when you deliver to this ZIP. */
export const WaitlistRequest = z.object({ email: EmailField, zip: ZipField });
export type WaitlistRequest = z.input<typeof WaitlistRequest>;
