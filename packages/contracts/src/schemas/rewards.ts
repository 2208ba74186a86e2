// The customer's rewards points (issue 41): GET /api/v2/rewards/ and PUT /api/v2/rewards/, and the console's read of
// one customer's points (GET /api/admin/customers/:id/rewards/).
import { z } from 'zod';
import { POINT_REASONS } from '../values/rewards';

export const PointReason = z.enum(POINT_REASONS);

export const PointEntry = z.object({
  /** When the balance changed, ISO 8601. */
  at: z.string(),
  /** Points added (positive) or taken (negative). */
  points: z.number().int(),
  reason: PointReason,
  order_id: z.number().int().nullable(),
});
export type PointEntry = z.infer<typeof PointEntry>;

export const RewardsView = z.object({
  points: z.number().int(),
  /** What the next scheduled box will redeem at its cutoff as things stand; null when none or nothing. */
  next_box: z.object({ redeems_points: z.number().int(), saves_cents: z.number().int() }).nullable(),
  auto_redeem: z.boolean(),
  /** The latest changes, newest first. */
  history: z.array(PointEntry),
});
export type RewardsView = z.infer<typeof RewardsView>;

/** PUT /api/v2/rewards/ */
export const RewardsUpdate = z.strictObject({ auto_redeem: z.boolean() });
export type RewardsUpdate = z.infer<typeof RewardsUpdate>;

/** GET /api/admin/customers/:id/rewards/ */
export const CustomerRewards = z.object({
  points: z.number().int(),
  auto_redeem: z.boolean(),
  entries: z.array(PointEntry),
});
export type CustomerRewards = z.infer<typeof CustomerRewards>;
