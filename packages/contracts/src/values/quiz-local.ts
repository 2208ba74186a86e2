// The quiz kept in the browser as plain values (no zod, so pages can use them without loading the parser in
// schemas/quiz-local.ts): the shape of quiz.local, the expiry, the answer enumerations, and the empty quiz.
import type { ContentType } from './catalogue';
import { type DietaryNeed, type EatingHabit, Frequency, type GoalId } from './preferences';

/** quiz.local and quiz.nav are discarded this long after the last answer was written (quiz.expiry). */
export const QUIZ_EXPIRY_DAYS = 30;
export const QUIZ_EXPIRY_MS = QUIZ_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/** How the visitor answers "how often": all → OFTEN (3), some → SOMETIMES (2), none → NEVER (1). */
export const FREQUENCY_ANSWERS = ['all', 'some', 'none'] as const;
export type FrequencyAnswer = (typeof FREQUENCY_ANSWERS)[number];
export const FREQUENCY_BY_ANSWER = {
  all: Frequency.OFTEN,
  some: Frequency.SOMETIMES,
  none: Frequency.NEVER,
} as const satisfies Record<FrequencyAnswer, Frequency>;

/** Meat, seafood and plants are rated absolutely (liked), so-so (no preference) or no thanks (disliked). */
export const PROTEIN_RATINGS = ['absolutely', 'so-so', 'no-thanks'] as const;
export type ProteinRating = (typeof PROTEIN_RATINGS)[number];

/** Thumbs up (1) or down (-1) for cuisines and flavors. */
export const THUMBS = [1, -1] as const;
export type Thumb = (typeof THUMBS)[number];

/** An occasion option the visitor picked, as GET /api/v2/occasion_preference_options/ names it. */
export interface OccasionPick {
  object_id: number;
  type: ContentType;
}

/** Tag id (decimal digits, as JSON object keys are) → rating. */
type Ratings<T> = Record<string, T>;

/** quiz.local, with the API's field names; schemas/quiz-local.ts parses it and is checked against this type. */
export interface QuizLocal {
  /** People in the household (adults + children + young children); the API keeps it clamped to 1–3. */
  householdSize: number | null;
  adultsCount: number;
  /** Children aged 6 to 17 (the API's num_older_children). */
  childrenCount: number;
  /** Children under 6 (the API's num_young_children). */
  youngChildrenCount: number;
  /** The eating habit, null before it is answered. */
  habits: EatingHabit | null;
  dietary: DietaryNeed[];
  goals: GoalId[];
  /** Dish types picked on the lunch and on the dinner screen. */
  lunchDinner: { lunch: number[]; dinner: number[] };
  cuisines: Ratings<Thumb>;
  flavors: Ratings<Thumb>;
  meats: Ratings<ProteinRating>;
  seafood: Ratings<ProteinRating>;
  plants: Ratings<ProteinRating>;
  /** Polarizing ingredients the visitor dislikes (tag ids). */
  dislike: number[];
  breakfast: OccasionPick[];
  lunch: OccasionPick[];
  dinner: OccasionPick[];
  snacks: OccasionPick[];
  sweets: OccasionPick[];
  /** Macro-nutrient goals (tag ids), including the low-sodium follow-up's answer. */
  macroNutrient: number[];
  foodQualities: number[];
  foodFormats: number[];
  readyMade: number[];
  /** Weekly grocery spend in whole dollars. */
  budget: number | null;
  breakfastFrequency: FrequencyAnswer | null;
  lunchFrequency: FrequencyAnswer | null;
  dinnerFrequency: FrequencyAnswer | null;
  snacksFrequency: FrequencyAnswer | null;
  sweetsFrequency: FrequencyAnswer | null;
}
export type QuizLocalField = keyof QuizLocal;

/** A quiz nobody has answered yet. */
export function emptyQuizLocal(): QuizLocal {
  return {
    householdSize: null,
    adultsCount: 1,
    childrenCount: 0,
    youngChildrenCount: 0,
    habits: null,
    dietary: [],
    goals: [],
    lunchDinner: { lunch: [], dinner: [] },
    cuisines: {},
    flavors: {},
    meats: {},
    seafood: {},
    plants: {},
    dislike: [],
    breakfast: [],
    lunch: [],
    dinner: [],
    snacks: [],
    sweets: [],
    macroNutrient: [],
    foodQualities: [],
    foodFormats: [],
    readyMade: [],
    budget: null,
    breakfastFrequency: null,
    lunchFrequency: null,
    dinnerFrequency: null,
    snacksFrequency: null,
    sweetsFrequency: null,
  };
}
