// Plain values of the quiz kept in the browser (no zod, so pages can use them without loading the parser in
// quiz-local.ts): the expiry, the answer enumerations, and the empty quiz.
import { Frequency } from './preferences';
import type { QuizLocal } from './quiz-local';

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
