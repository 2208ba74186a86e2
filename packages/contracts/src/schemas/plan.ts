// The personalised weekly plan (docs/decisions/060-plan-building.md):
// GET /api/v2/customers/self/plan/ and POST /api/v2/customers/self/plan/swap/. The sizes, lines and error codes are
// plain values in ../values/plan.ts.
import { z } from 'zod';
import { PlanMessage } from '../values/plan';
import { NO_CONTROL_CHARACTERS } from '../values/text';
import { ContentType, Occasion } from './catalogue';
import { RowId } from './ids';

const id = RowId;

/** One product or recipe of the plan, with how many packages (or recipe kits) the week needs. */
export const PlanItem = z.object({
  /** `type:id`, unique within a section. */
  key: z.string(),
  type: ContentType,
  id,
  /** With the id, the item's page: `/recipes/<id>-<slug>/` or `/products/<id>-<slug>/`. */
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** A path on the API origin. */
  picture: z.string(),
  /** Price of one package or kit, US cents. */
  price_cents: z.number().int(),
  /** Packages or kits: for a meal, enough for everyone in the household. */
  quantity: z.number().int().positive(),
  /** price_cents × quantity. */
  total_cents: z.number().int(),
  /** Servings in one package or kit. */
  servings: z.number().int(),
  prep_minutes: z.number().int().nullable(),
  /** Why it was chosen, in plain words ("Because you like Thai and spicy food."). */
  reason: z.string(),
  /**
   * The learned signal's reason alone (issue 43, "Reasons by signal": LearningReason, e.g. "You loved Thai Red
   * Curry"), when the item was chosen for one; the box built from the plan keeps it on the item's line.
   */
  learned_reason: z.string().optional(),
  /** True when the customer swapped it in this week. */
  swapped: z.boolean(),
});
export type PlanItem = z.infer<typeof PlanItem>;

export const PlanSection = z.object({
  occasion: Occasion,
  title: z.string(),
  kind: z.enum(['meals', 'servings']),
  /** OFTEN 3, SOMETIMES 2, NEVER 1 (an unanswered frequency counts as SOMETIMES). */
  frequency: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** `4 meals for 2 people`, `4-6 servings`, `0 servings`. */
  line: z.string(),
  meals: z.number().int().nullable(),
  people: z.number().int().nullable(),
  servings_min: z.number().int(),
  servings_max: z.number().int(),
  /** Servings the items add up to (for meals: the servings of every kit). */
  servings_planned: z.number().int(),
  /** False when the catalogue holds too little that keeps every hard rule to fill the size. */
  complete: z.boolean(),
  items: z.array(PlanItem),
});
export type PlanSection = z.infer<typeof PlanSection>;

/**
 * GET /api/v2/customers/self/plan/?week=YYYY-MM-DD: the box of that delivery week, rotated against the customer's
 * earlier boxes (issue 27); without it, this week's plan. The service checks the date (400 `bad_week`).
 */
export const PlanQuery = z.object({
  // The plan service checks the day itself (400 bad_week, within weeks of today); the text rule keeps control
  // characters out before it (issue 44).
  week: z.string().max(10, PlanMessage.BadWeek).regex(NO_CONTROL_CHARACTERS, PlanMessage.BadWeek).optional(),
});
export type PlanQuery = z.infer<typeof PlanQuery>;

export const Plan = z.object({
  /** Monday of the plan's week (UTC), YYYY-MM-DD. */
  week_start: z.string(),
  people: z.number().int(),
  /** breakfast, lunch, dinner, snack, sweet. */
  sections: z.array(PlanSection),
  total_cents: z.number().int(),
  /** The quiz's weekly grocery spend in cents, or null when not answered. */
  budget_cents: z.number().int().nullable(),
  /** Null without a budget. */
  within_budget: z.boolean().nullable(),
  /** Identifies the catalogue the plan was built from. */
  catalogue_version: z.string(),
});
export type Plan = z.infer<typeof Plan>;

/** POST /api/v2/customers/self/plan/swap/: the item to replace (it must be in this week's plan). */
export const PlanSwapRequest = z.strictObject({ occasion: Occasion, type: ContentType, id });
export type PlanSwapRequest = z.infer<typeof PlanSwapRequest>;

/** The swap's answer: the whole plan after it, and which item came in. */
export const PlanSwapResult = z.object({ plan: Plan, replacement: PlanItem });
export type PlanSwapResult = z.infer<typeof PlanSwapResult>;
