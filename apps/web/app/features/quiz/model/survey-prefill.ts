// The survey's starting answers (docs/decisions/110-front-door-offers-survey.md): the customer's saved preferences
// turned back into the quiz's answers, so each survey screen opens pre-filled. The reverse of quiz-to-preferences.ts
// for every field the survey asks.
import type {
  DietaryRestrictionEntry,
  OccasionEntityPreference,
  TagPreferenceEntry,
} from '@larder/contracts/schemas/preferences';
import { DIETARY_ID_BY_HABIT, DIETARY_ID_BY_NEED, type TagGroup } from '@larder/contracts/schemas/quiz-options';
import type { QuizRecord } from '@larder/contracts/schemas/quiz-record';
import type { DietaryNeed, EatingHabit } from '@larder/contracts/values/preferences';
import {
  emptyQuizLocal,
  type FrequencyAnswer,
  type OccasionPick,
  type ProteinRating,
  type QuizLocal,
} from '@larder/contracts/values/quiz-local';

/** What the server holds for the customer (the preference endpoints). */
export interface SavedPreferences {
  tags: readonly TagPreferenceEntry[];
  dietary: readonly DietaryRestrictionEntry[];
  goals: readonly { id: number }[];
  dishTypes: readonly { dish_type: number; rating: number }[];
  record: QuizRecord | undefined;
  picks: readonly OccasionEntityPreference[];
}

/** The tag ids of each taxonomy group (GET /api/v2/quiz_options/). */
export type TagIdsByGroup = Partial<Record<TagGroup, readonly { id: number }[]>>;

const FREQUENCY_ANSWER: Record<number, FrequencyAnswer> = { 3: 'all', 2: 'some', 1: 'none' };

export function frequencyAnswer(value: number | null | undefined): FrequencyAnswer | null {
  return value === null || value === undefined ? null : (FREQUENCY_ANSWER[value] ?? null);
}

function invert<K extends string>(table: Readonly<Record<K, number>>): Map<number, K> {
  return new Map(Object.entries(table).map(([key, id]) => [id as number, key as K]));
}
const HABIT_BY_ID = invert<EatingHabit>(DIETARY_ID_BY_HABIT);
const NEED_BY_ID = invert<DietaryNeed>(DIETARY_ID_BY_NEED);

export function savedToQuiz(saved: SavedPreferences, groups: TagIdsByGroup): QuizLocal {
  const quiz = emptyQuizLocal();
  const preference = new Map(
    saved.tags.filter((entry) => entry.preference !== 0).map((entry) => [entry.tag, entry.preference]),
  );
  const inGroup = (group: TagGroup) => (groups[group] ?? []).map((tag) => tag.id).filter((id) => preference.has(id));
  const liked = (group: TagGroup) => inGroup(group).filter((id) => preference.get(id) === 1);
  const thumbs = (group: TagGroup) =>
    Object.fromEntries(inGroup(group).map((id) => [String(id), preference.get(id) === 1 ? 1 : -1])) as Record<
      string,
      1 | -1
    >;
  const proteins = (group: TagGroup) =>
    Object.fromEntries(
      inGroup(group).map((id) => [String(id), preference.get(id) === 1 ? 'absolutely' : 'no-thanks']),
    ) as Record<string, ProteinRating>;

  const selected = saved.dietary.filter((entry) => entry.selected).map((entry) => entry.id);
  quiz.habits = selected.map((id) => HABIT_BY_ID.get(id)).find((habit) => habit !== undefined) ?? null;
  quiz.dietary = selected.flatMap((id) => NEED_BY_ID.get(id) ?? []);
  quiz.goals = saved.goals.map((goal) => goal.id) as QuizLocal['goals'];
  const wanted = saved.dishTypes.filter((entry) => entry.rating === 1).map((entry) => entry.dish_type);
  quiz.lunchDinner = { lunch: wanted, dinner: wanted };

  quiz.cuisines = thumbs('cuisine');
  quiz.flavors = thumbs('flavor');
  quiz.meats = proteins('meat');
  quiz.seafood = proteins('seafood');
  quiz.plants = proteins('plant');
  quiz.dislike = inGroup('polarizing').filter((id) => preference.get(id) === -1);
  quiz.macroNutrient = liked('macro-nutrient');
  quiz.foodQualities = liked('food-quality');
  quiz.foodFormats = liked('food-format');
  quiz.readyMade = liked('ready-made');

  // Liked options are not stored per occasion: each occasion screen shows the ones it offers as picked.
  const picks: OccasionPick[] = saved.picks.map((entry) => ({ object_id: entry.object_id, type: entry.content_type }));
  quiz.breakfast = picks;
  quiz.lunch = picks;
  quiz.dinner = picks;
  quiz.snacks = picks;
  quiz.sweets = picks;

  const record = saved.record;
  if (record) {
    quiz.adultsCount = record.num_adults ?? 1;
    quiz.childrenCount = record.num_older_children ?? 0;
    quiz.youngChildrenCount = record.num_young_children ?? 0;
    quiz.householdSize = record.household_size;
    quiz.budget = record.weekly_grocery_spend;
    quiz.breakfastFrequency = frequencyAnswer(record.breakfast_frequency);
    quiz.lunchFrequency = frequencyAnswer(record.lunch_frequency);
    quiz.dinnerFrequency = frequencyAnswer(record.dinner_frequency);
    quiz.snacksFrequency = frequencyAnswer(record.snack_frequency);
    quiz.sweetsFrequency = frequencyAnswer(record.sweets_frequency);
  }
  return quiz;
}
