// Delivery zones: which ZIPs we deliver to, on which weekdays, until when an order may change (the cutoff) and for
// what fee. Pure data and matching, no database: the seed zones below are the launch metros, and
// DeliveryZoneShape checks a zone an operator types in before it is stored.
import { z } from 'zod';

/** A metro we deliver to. A ZIP belongs to the zone that lists it whole, else to the zone with its 3-digit prefix. */
export interface DeliveryZone {
  /** Stable identifier, e.g. 'nyc'. */
  code: string;
  /** Shown to customers, e.g. 'New York City'. */
  name: string;
  /** 3-digit ZIP prefixes ('100' covers 10000-10099). */
  zipPrefixes: string[];
  /** Whole 5-digit ZIPs; they win over any zone's prefixes. */
  zips: string[];
  /** IANA time zone of the deliveries and cutoffs, e.g. 'America/New_York'. */
  timeZone: string;
  /** Weekdays we deliver on: 0 = Sunday … 6 = Saturday. */
  deliveryWeekdays: number[];
  /** The order is finalized this many calendar days before its delivery date… */
  cutoffDaysBefore: number;
  /** …at this local time, 'HH:MM' (24-hour) in `timeZone`. */
  cutoffLocalTime: string;
  /** Delivery fee in US cents. */
  deliveryFeeCents: number;
}

/** The cutoff time of day when a zone does not name one. */
export const DEFAULT_CUTOFF_LOCAL_TIME = '19:00';

const ZIP_PATTERN = /^\d{5}$/;

/**
 * The zone of a five-digit ZIP: the first zone listing it whole, else the first zone listing its 3-digit prefix;
 * undefined when no zone covers it or `zip` is not five digits.
 */
export function zoneForZip(zip: string, zones: readonly DeliveryZone[]): DeliveryZone | undefined {
  if (typeof zip !== 'string' || !ZIP_PATTERN.test(zip)) return undefined;
  const prefix = zip.slice(0, 3);
  return zones.find((zone) => zone.zips.includes(zip)) ?? zones.find((zone) => zone.zipPrefixes.includes(prefix));
}

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

/**
 * The launch metros. Prefixes are USPS 3-digit ZIP areas: New York City's five boroughs (100-104 Manhattan and
 * Staten Island and the Bronx, 110-114 and 116 Queens and Brooklyn; 115 is Nassau County), Los Angeles 900-918
 * (909 has no ZIPs), Chicago 606-608 plus Evanston and Oak Park by whole ZIP, Seattle 980-981, Austin 786-787.
 * Cutoff: 4 days before delivery at 19:00 local time.
 */
export const SEED_ZONES: readonly DeliveryZone[] = [
  {
    code: 'nyc',
    name: 'New York City',
    zipPrefixes: [...range(100, 104), ...range(110, 114), '116'],
    zips: [],
    timeZone: 'America/New_York',
    deliveryWeekdays: [2, 4, 6],
    cutoffDaysBefore: 4,
    cutoffLocalTime: DEFAULT_CUTOFF_LOCAL_TIME,
    deliveryFeeCents: 999,
  },
  {
    code: 'la',
    name: 'Los Angeles',
    zipPrefixes: [...range(900, 908), ...range(910, 918)],
    zips: [],
    timeZone: 'America/Los_Angeles',
    deliveryWeekdays: [1, 3, 5],
    cutoffDaysBefore: 4,
    cutoffLocalTime: DEFAULT_CUTOFF_LOCAL_TIME,
    deliveryFeeCents: 999,
  },
  {
    code: 'chicago',
    name: 'Chicago',
    zipPrefixes: range(606, 608),
    zips: ['60201', '60202', '60203', '60301', '60302', '60304'],
    timeZone: 'America/Chicago',
    deliveryWeekdays: [2, 5],
    cutoffDaysBefore: 4,
    cutoffLocalTime: DEFAULT_CUTOFF_LOCAL_TIME,
    deliveryFeeCents: 799,
  },
  {
    code: 'seattle',
    name: 'Seattle',
    zipPrefixes: range(980, 981),
    zips: [],
    timeZone: 'America/Los_Angeles',
    deliveryWeekdays: [3, 6],
    cutoffDaysBefore: 4,
    cutoffLocalTime: DEFAULT_CUTOFF_LOCAL_TIME,
    deliveryFeeCents: 799,
  },
  {
    code: 'austin',
    name: 'Austin',
    zipPrefixes: range(786, 787),
    zips: [],
    timeZone: 'America/Chicago',
    deliveryWeekdays: [1, 4],
    cutoffDaysBefore: 4,
    cutoffLocalTime: DEFAULT_CUTOFF_LOCAL_TIME,
    deliveryFeeCents: 799,
  },
];

/** Names an IANA zone ('America/New_York', 'UTC', links like 'US/Eastern'), not an offset such as '+01:00'. */
function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;

/** Validates a zone (e.g. an operator's command-line input); cutoffLocalTime defaults to 19:00, unknown keys fail. */
export const DeliveryZoneShape = z.strictObject({
  code: z.string().regex(/^[a-z][a-z0-9-]{1,31}$/, 'code is 2-32 lower-case letters, digits or hyphens'),
  name: z.string().trim().min(1).max(80),
  zipPrefixes: z.array(z.string().regex(/^\d{3}$/, 'a ZIP prefix is 3 digits')),
  zips: z.array(z.string().regex(/^\d{5}$/, 'a ZIP is 5 digits')),
  timeZone: z.string().refine(isIanaTimeZone, 'not an IANA time zone'),
  deliveryWeekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'at least one delivery weekday')
    .refine(unique, 'delivery weekdays are listed once each'),
  cutoffDaysBefore: z.number().int().min(1).max(14),
  cutoffLocalTime: z
    .string()
    .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'cutoff time is HH:MM, 00:00-23:59')
    .default(DEFAULT_CUTOFF_LOCAL_TIME),
  deliveryFeeCents: z.number().int().min(0).max(100_000),
}) satisfies z.ZodType<DeliveryZone>;

/** A zone as an operator gives it (`npm run zones -- set`, the console): its fee may be null, meaning the dynamic
 * config `checkout.delivery_fee_cents`. */
export const ZoneInput = DeliveryZoneShape.extend({
  deliveryFeeCents: z.number().int().min(0).max(100_000).nullable().default(null),
});

/** The first problem of a zone that does not pass, in one line: `field: message`. */
export function zoneProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'zone'}: ${issue?.message ?? 'is invalid'}`;
}
