// Stock per delivery date in the operator console (docs/decisions/210-stock.md): GET /api/admin/stock/?date= lists
// the catalogue's items with what of each may go out that day; PUT /api/admin/stock/:type/:id/:date/ changes one.
import { z } from 'zod';
import { CONTENT_TYPES } from '../values/catalogue';
import { STOCK_COUNT_MAX, STOCK_MAX_PAGE_SIZE, STOCK_PAGE_SIZE, STOCK_SORTS } from '../values/stock';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '../values/text';
import { calendarDate } from './dates';
import { wholeNumberParam } from './query-params';

const DeliveryDate = calendarDate('Enter a date such as 2026-11-26.');

/** Unlimited (the default: no row), off (none goes out), or a count of boxes that may still carry it. */
export const StockAvailability = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('unlimited') }),
    z.object({ kind: z.literal('off') }),
    z.object({
      kind: z.literal('count'),
      count: z
        .number('A count is a whole number.')
        .int('A count is a whole number.')
        .min(0, 'A count is 0 or more.')
        .max(STOCK_COUNT_MAX, `A count is at most ${STOCK_COUNT_MAX}.`),
    }),
  ],
  'Availability is {"kind": "unlimited"}, {"kind": "off"} or {"kind": "count", "count": N}.',
);
export type StockAvailability = z.infer<typeof StockAvailability>;

const SORT_VALUES = STOCK_SORTS.flatMap((column) => [column, `-${column}`] as const);

export const StockQuery = z.object({
  date: DeliveryDate,
  type: z.enum(CONTENT_TYPES, 'A type is product or pairing.').optional(),
  name: z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE).optional(),
  sort: z.enum(SORT_VALUES, `Sort by one of ${STOCK_SORTS.join(', ')} (a leading - for descending).`).optional(),
  limit: wholeNumberParam(1, STOCK_MAX_PAGE_SIZE, STOCK_PAGE_SIZE),
  offset: wholeNumberParam(0, 1_000_000, 0),
});
export type StockQuery = z.input<typeof StockQuery>;

export const StockItem = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  name: z.string(),
  price_cents: z.number().int(),
  availability: StockAvailability,
});
export type StockItem = z.infer<typeof StockItem>;

export const StockPage = z.object({
  date: z.string(),
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(StockItem),
});
export type StockPage = z.infer<typeof StockPage>;

export const StockItemParams = z.object({
  type: z.enum(CONTENT_TYPES, 'A type is product or pairing.'),
  id: z.coerce.number('An id is a whole number.').int('An id is a whole number.').min(1).max(2_147_483_647),
  date: DeliveryDate,
});

export const StockChangeRequest = z.object({ availability: StockAvailability });
export type StockChangeRequest = z.infer<typeof StockChangeRequest>;

export const StockChange = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int(),
  date: z.string(),
  availability: StockAvailability,
  previous: StockAvailability,
});
export type StockChange = z.infer<typeof StockChange>;
