// The subscriber's weeks (issue 16): GET /api/v2/subscription/ and the skip / unskip of a week.
import { z } from 'zod';
import { Order } from './checkout';

export const SubscriptionView = z.object({
  /** `none` for a customer who has not placed a first order (no weeks, no weekday). */
  status: z.enum(['none', 'active', 'paused', 'canceled']),
  /** 0 = Sunday … 6 = Saturday. */
  delivery_weekday: z.number().int().nullable(),
  /** The next deliveries, earliest first (those before their cutoff). */
  upcoming: z.array(Order),
  /** The latest past ones, newest first. */
  recent: z.array(Order),
});
export type SubscriptionView = z.infer<typeof SubscriptionView>;
