// The test clock (TEST_CLOCK=true only): journeys move the server's "now" past a cutoff and run the cutoff pass.
import { z } from 'zod';
import { isoInstant } from './dates';

export const TestClockRequest = z.object({
  /** The time the server should take as now (ISO 8601 with a zone); null goes back to the real time. */
  now: isoInstant('Enter a date-time such as 2026-11-26T00:00:00Z.').nullable(),
});
export type TestClockRequest = z.infer<typeof TestClockRequest>;

export const TestClockState = z.object({ now: z.string(), moved: z.boolean() });
export type TestClockState = z.infer<typeof TestClockState>;

/** What one run of the weekly cycle did: weeks made, pauses ended, orders locked and charged, boxes delivered. */
export const FinalizationPass = z.object({
  made: z.number().int(),
  resumed: z.number().int(),
  finalized: z.number().int(),
  skipped: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  canceled: z.number().int(),
  /** Charges the provider is still processing (not paid yet). */
  processing: z.number().int(),
  /** Orders the provider could not be reached for: tried again later. */
  errors: z.number().int(),
  delivered: z.number().int(),
});
export type FinalizationPass = z.infer<typeof FinalizationPass>;
