// Reading the quiz as the browser keeps it until sign-up (keys quiz.local, quiz.nav, quiz.expiry), with exactly the
// API's field names. Written with zod/mini; the shape and the plain values (empty quiz, answer enumerations, expiry)
// live in values/quiz-local.ts, so a page can show the quiz first and load this parser right after. Reading is
// forgiving: a field that is missing or malformed falls back to its empty value, and anything that is not an object
// at all is discarded, so old, corrupt or foreign data never breaks the quiz.
import { z } from 'zod/mini';
import { CONTENT_TYPES } from '../values/catalogue';
import { DIETARY_NEEDS, EATING_HABITS, GoalId } from '../values/preferences';
import {
  emptyQuizLocal,
  FREQUENCY_ANSWERS,
  PROTEIN_RATINGS,
  type QuizLocal,
  type QuizLocalField,
} from '../values/quiz-local';

const GOAL_IDS = Object.values(GoalId);
const MAX_ITEMS = 500;
const id = z.number().check(z.int(), z.positive());
const ids = z.array(id).check(z.maxLength(MAX_ITEMS));
/** Tag id (as JSON object keys are: decimal digits) → rating. */
const ratings = <T extends z.core.SomeType>(value: T) => z.record(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), value);
const count = z.number().check(z.int(), z.minimum(0), z.maximum(20));

/** An occasion option the visitor picked, as GET /api/v2/occasion_preference_options/ names it. */
export const OccasionPick = z.object({ object_id: id, type: z.enum(CONTENT_TYPES) });
const picks = z.array(OccasionPick).check(z.maxLength(MAX_ITEMS));
const frequency = z.nullable(z.enum(FREQUENCY_ANSWERS));

/** The strict shape of every field (what the quiz writes). */
const fields = {
  /** People in the household (adults + children + young children); the API keeps it clamped to 1–3. */
  householdSize: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(60))),
  adultsCount: count,
  /** Children aged 6 to 17 (the API's num_older_children). */
  childrenCount: count,
  /** Children under 6 (the API's num_young_children). */
  youngChildrenCount: count,
  /** The eating habit (one of EATING_HABITS), null before it is answered. */
  habits: z.nullable(z.enum(EATING_HABITS)),
  /** Dietary needs (DIETARY_NEEDS). */
  dietary: z.array(z.enum(DIETARY_NEEDS)).check(z.maxLength(DIETARY_NEEDS.length)),
  goals: z.array(z.union(GOAL_IDS.map((goal) => z.literal(goal)))).check(z.maxLength(GOAL_IDS.length)),
  /** Dish types picked on the lunch and on the dinner screen. */
  lunchDinner: z.object({ lunch: ids, dinner: ids }),
  cuisines: ratings(z.union([z.literal(1), z.literal(-1)])),
  flavors: ratings(z.union([z.literal(1), z.literal(-1)])),
  meats: ratings(z.enum(PROTEIN_RATINGS)),
  seafood: ratings(z.enum(PROTEIN_RATINGS)),
  plants: ratings(z.enum(PROTEIN_RATINGS)),
  /** Polarizing ingredients the visitor dislikes (tag ids). */
  dislike: ids,
  breakfast: picks,
  lunch: picks,
  dinner: picks,
  snacks: picks,
  sweets: picks,
  /** Macro-nutrient goals (tag ids), including the low-sodium follow-up's answer. */
  macroNutrient: ids,
  foodQualities: ids,
  foodFormats: ids,
  readyMade: ids,
  /** Weekly grocery spend in whole dollars. */
  budget: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  breakfastFrequency: frequency,
  lunchFrequency: frequency,
  dinnerFrequency: frequency,
  snacksFrequency: frequency,
  sweetsFrequency: frequency,
};

type ParsedQuizLocal = { [K in keyof typeof fields]: z.infer<(typeof fields)[K]> };
/** The parser reads exactly the shape values/quiz-local.ts declares (a type error here when the two drift apart). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<ParsedQuizLocal, QuizLocal> = true;
void sameShape;

/** Strict: what a well-formed quiz.local holds (unknown fields are dropped). */
export const QuizLocalSchema = z.object(fields);

const empty = emptyQuizLocal();
/** Forgiving: each malformed or missing field becomes its empty value. */
const lenient = z.object(
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      z.catch(schema, () => structuredClone(empty[name as QuizLocalField])),
    ]),
  ) as { [K in keyof typeof fields]: z.ZodMiniCatch<(typeof fields)[K]> },
);

/**
 * Reads a stored quiz.local value. Undefined when it is absent, not JSON, not an object, or holds none of the quiz's
 * fields (foreign data); otherwise every field, malformed ones replaced by their empty value.
 */
export function parseQuizLocal(raw: string | null | undefined): QuizLocal | undefined {
  if (raw === null || raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  if (!Object.keys(fields).some((name) => name in value)) return undefined;
  const parsed = lenient.safeParse(value);
  return parsed.success ? (parsed.data as QuizLocal) : undefined;
}
