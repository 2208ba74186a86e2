// What the quiz answers mean for the customer's record on the server (docs/decisions/030-quiz-and-preference-save.md):
// tag preferences, dietary ids from the eating habit and needs, wanted dish types (never dish type 18), goals, the quiz
// record with household size clamped to 1–3 and frequencies as OFTEN 3 / SOMETIMES 2 / NEVER 1, and the liked occasion
// options.

import type { OccasionEntityPreferenceInput } from '@larder/contracts/schemas/preferences';
import {
  clampHouseholdSize,
  type MealOccasion,
  type QuizRecordFields,
  type SnackOccasion,
} from '@larder/contracts/schemas/quiz-record';
import { dietaryIdsOf } from '@larder/contracts/values/dietary-rules';
import { EXCLUDED_LUNCH_DINNER_DISH_TYPE } from '@larder/contracts/values/limits';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import { FREQUENCY_BY_ANSWER, type FrequencyAnswer, type ProteinRating } from '@larder/contracts/values/quiz-local';
import { eatsMeat, eatsSeafood } from './quiz-steps';

/** The record fields the quiz answers (fruit frequency is not asked, so it is left as the server has it). */
export type QuizRecordAnswers = Omit<QuizRecordFields, 'fruit_frequency'>;

export interface DesiredPreferences {
  /** Tag id → 1 liked or -1 disliked, all explicit. */
  tags: Map<number, 1 | -1>;
  dietaryIds: Set<number>;
  /** Dish types wanted for lunch or dinner. */
  dishTypes: Set<number>;
  goalIds: Set<number>;
  quiz: QuizRecordAnswers;
  /** Occasion options picked for any occasion, once each. */
  picks: OccasionEntityPreferenceInput[];
}

/** Dietary ids of the eating habit and the dietary needs. */
export function dietaryIds(quiz: Pick<QuizLocal, 'habits' | 'dietary'>): Set<number> {
  return dietaryIdsOf(quiz.habits, quiz.dietary);
}

const PROTEIN_PREFERENCE: Record<ProteinRating, 1 | -1 | undefined> = {
  absolutely: 1,
  'so-so': undefined,
  'no-thanks': -1,
};

export function frequencyValue(answer: FrequencyAnswer | null): 1 | 2 | 3 | null {
  return answer === null ? null : FREQUENCY_BY_ANSWER[answer];
}

function tagPreferences(quiz: QuizLocal): Map<number, 1 | -1> {
  const tags = new Map<number, 1 | -1>();
  const like = (ids: readonly number[]) => {
    for (const id of ids) tags.set(id, 1);
  };
  const rate = (ratings: Record<string, 1 | -1>) => {
    for (const [id, value] of Object.entries(ratings)) tags.set(Number(id), value);
  };
  const rateProteins = (ratings: Record<string, ProteinRating>) => {
    for (const [id, rating] of Object.entries(ratings)) {
      const preference = PROTEIN_PREFERENCE[rating];
      if (preference !== undefined) tags.set(Number(id), preference);
    }
  };
  rate(quiz.cuisines);
  rate(quiz.flavors);
  // Ratings given before a later habit ruled the food out are not the customer's taste any more.
  if (eatsMeat(quiz)) rateProteins(quiz.meats);
  if (eatsSeafood(quiz)) rateProteins(quiz.seafood);
  rateProteins(quiz.plants);
  like(quiz.macroNutrient);
  like(quiz.foodQualities);
  like(quiz.foodFormats);
  like(quiz.readyMade);
  // A dislike wins over any like of the same tag.
  for (const id of quiz.dislike) tags.set(id, -1);
  return tags;
}

const MEALS: [MealOccasion, keyof QuizLocal][] = [
  ['breakfast', 'breakfastFrequency'],
  ['lunch', 'lunchFrequency'],
  ['dinner', 'dinnerFrequency'],
];
const SNACKS: [SnackOccasion, keyof QuizLocal][] = [
  ['snack', 'snacksFrequency'],
  ['sweet', 'sweetsFrequency'],
];

/** Occasions answered with a frequency other than none. */
function wanted<T extends string>(quiz: QuizLocal, occasions: [T, keyof QuizLocal][]): T[] {
  return occasions.filter(([, field]) => quiz[field] !== null && quiz[field] !== 'none').map(([occasion]) => occasion);
}

export function quizRecordAnswers(quiz: QuizLocal): QuizRecordAnswers {
  const people = quiz.adultsCount + quiz.childrenCount + quiz.youngChildrenCount;
  return {
    household_size: clampHouseholdSize(quiz.householdSize ?? people),
    num_adults: quiz.adultsCount,
    num_young_children: quiz.youngChildrenCount,
    num_older_children: quiz.childrenCount,
    weekly_grocery_spend: quiz.budget,
    meals: wanted(quiz, MEALS),
    snacks: wanted(quiz, SNACKS),
    breakfast_frequency: frequencyValue(quiz.breakfastFrequency),
    lunch_frequency: frequencyValue(quiz.lunchFrequency),
    dinner_frequency: frequencyValue(quiz.dinnerFrequency),
    snack_frequency: frequencyValue(quiz.snacksFrequency),
    sweets_frequency: frequencyValue(quiz.sweetsFrequency),
  };
}

function uniquePicks(quiz: QuizLocal): OccasionEntityPreferenceInput[] {
  const picks = new Map<string, OccasionEntityPreferenceInput>();
  for (const pick of [...quiz.breakfast, ...quiz.lunch, ...quiz.dinner, ...quiz.snacks, ...quiz.sweets]) {
    picks.set(`${pick.type}:${pick.object_id}`, { object_id: pick.object_id, content_type: pick.type });
  }
  return [...picks.values()];
}

export function quizToPreferences(quiz: QuizLocal): DesiredPreferences {
  const dishTypes = new Set([...quiz.lunchDinner.lunch, ...quiz.lunchDinner.dinner]);
  dishTypes.delete(EXCLUDED_LUNCH_DINNER_DISH_TYPE);
  return {
    tags: tagPreferences(quiz),
    dietaryIds: dietaryIds(quiz),
    dishTypes,
    goalIds: new Set(quiz.goals),
    quiz: quizRecordAnswers(quiz),
    picks: uniquePicks(quiz),
  };
}
