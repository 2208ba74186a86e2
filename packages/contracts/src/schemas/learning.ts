import { z } from 'zod';

/** What `POST /api/admin/learning/recompute/` answers: the run it made. */
export const LearningRunAnswer = z.object({
  id: z.number().int(),
  customers: z.number().int().nonnegative(),
  items: z.number().int().nonnegative(),
  pairs: z.number().int().nonnegative(),
  finished_at: z.string(),
});
export type LearningRunAnswer = z.infer<typeof LearningRunAnswer>;
