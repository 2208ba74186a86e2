// The server's quiz record (POST or PATCH /api/v2/customers/{id}/quizzes/), one per customer
// (docs/decisions/030-quiz-and-preference-save.md).
// "Meal and snack fields" are `meals` and `snacks`: the occasions the household wants planned (an occasion whose
// frequency is NEVER is not wanted). Frequencies use the Frequency enumeration (OFTEN 3, SOMETIMES 2, NEVER 1).
import { z } from 'zod';
import { HOUSEHOLD_SIZE_MAX, HOUSEHOLD_SIZE_MIN } from '../values/limits';
import { Int4 } from './ids';

export const MEAL_OCCASIONS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealOccasion = (typeof MEAL_OCCASIONS)[number];
export const SNACK_OCCASIONS = ['snack', 'sweet'] as const;
export type SnackOccasion = (typeof SNACK_OCCASIONS)[number];

/** Counts of people in a household above this are refused (a typo, not a household). */
export const HOUSEHOLD_COUNT_MAX = 20;
/** Weekly grocery spend in whole dollars. */
export const WEEKLY_GROCERY_SPEND_MAX = 10_000;

/** Household size as the API stores it: a whole number from 1 to 3 ("3" meaning three or more). */
export function clampHouseholdSize(size: number | null | undefined): number {
  if (size === null || size === undefined || !Number.isFinite(size)) return HOUSEHOLD_SIZE_MIN;
  return Math.min(HOUSEHOLD_SIZE_MAX, Math.max(HOUSEHOLD_SIZE_MIN, Math.round(size)));
}

const frequency = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();
const count = z.number().int().min(0).max(HOUSEHOLD_COUNT_MAX).nullable();
/** Each occasion once; order is not meaningful. */
const occasions = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .refine((list) => new Set(list).size === list.length, 'Each occasion at most once.');

/** Every field of the record the client writes. */
export const QuizRecordFields = z.object({
  household_size: z.number().int().min(HOUSEHOLD_SIZE_MIN).max(HOUSEHOLD_SIZE_MAX),
  num_adults: count,
  num_young_children: count,
  num_older_children: count,
  weekly_grocery_spend: z.number().int().min(0).max(WEEKLY_GROCERY_SPEND_MAX).nullable(),
  meals: occasions(MEAL_OCCASIONS),
  snacks: occasions(SNACK_OCCASIONS),
  breakfast_frequency: frequency,
  lunch_frequency: frequency,
  dinner_frequency: frequency,
  snack_frequency: frequency,
  sweets_frequency: frequency,
  fruit_frequency: frequency,
});
export type QuizRecordFields = z.infer<typeof QuizRecordFields>;
export type QuizRecordField = keyof QuizRecordFields;
export const QUIZ_RECORD_FIELDS = Object.keys(QuizRecordFields.shape) as QuizRecordField[];

/** The record as the API returns it. */
export const QuizRecord = QuizRecordFields.extend({ customer_id: z.number().int() });
export type QuizRecord = z.infer<typeof QuizRecord>;

/** POST body: household_size is required, every other field defaults to empty (null or []). */
export const QuizRecordCreate = QuizRecordFields.partial()
  .required({ household_size: true })
  .extend({ customer_id: Int4.optional() })
  .strict();
export type QuizRecordCreate = z.input<typeof QuizRecordCreate>;

/** PATCH body: only the fields that changed. */
export const QuizRecordPatch = QuizRecordFields.partial().extend({ customer_id: Int4.optional() }).strict();
export type QuizRecordPatch = z.input<typeof QuizRecordPatch>;

/** GET answers a list: empty before the first POST, else the one record. */
export const QuizRecordList = z.array(QuizRecord).max(1);
export type QuizRecordList = z.infer<typeof QuizRecordList>;
