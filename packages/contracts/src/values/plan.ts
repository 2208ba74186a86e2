// Plain values of the personalised weekly plan (docs/decisions/060-plan-building.md): how big each occasion's part
// of the week is, the lines the plan page shows, and the error codes. No zod here, so the plan page can use them
// without loading a schema library.
import type { Occasion } from './catalogue';
import { Frequency } from './preferences';

/** Lunch and dinner are planned as meals (recipes or ready meals) for the whole household. */
export const MEAL_PLAN_OCCASIONS = ['lunch', 'dinner'] as const satisfies readonly Occasion[];
/** Breakfast, snacks and sweets are planned as servings. */
export const SERVING_PLAN_OCCASIONS = ['breakfast', 'snack', 'sweet'] as const satisfies readonly Occasion[];
export type PlanSectionKind = 'meals' | 'servings';

export function planSectionKind(occasion: Occasion): PlanSectionKind {
  return (MEAL_PLAN_OCCASIONS as readonly Occasion[]).includes(occasion) ? 'meals' : 'servings';
}

export const PLAN_SECTION_TITLES: Readonly<Record<Occasion, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snacks',
  sweet: 'Sweets',
};

/** An unanswered frequency counts as "some of them": only an explicit NEVER leaves an occasion out. */
export const UNANSWERED_FREQUENCY: Frequency = Frequency.SOMETIMES;

/** Lunches or dinners a week by frequency: all of them → 5 (the weekdays), some → 3, none → 0. */
export const MEALS_PER_WEEK: Readonly<Record<Frequency, number>> = {
  [Frequency.OFTEN]: 5,
  [Frequency.SOMETIMES]: 3,
  [Frequency.NEVER]: 0,
};

/**
 * The quiz's meal-count question for lunch and dinner (issue 39): how many a week the box should cover, each answer
 * the number the plan then plans (MEALS_PER_WEEK): "5 dinners a week", "3 dinners a week", "None".
 */
export function mealCountLabel(occasion: 'lunch' | 'dinner', frequency: Frequency): string {
  const meals = MEALS_PER_WEEK[frequency];
  if (meals === 0) return 'None';
  return `${meals} ${occasion === 'lunch' ? 'lunches' : 'dinners'} a week`;
}

/**
 * Breakfast, snack or sweet servings a week for one or two people, by frequency. Larger households get this once
 * per two people (servingsFactor). A range, because packages come in fixed sizes.
 */
export const SERVINGS_PER_WEEK: Readonly<Record<Frequency, { min: number; max: number }>> = {
  [Frequency.OFTEN]: { min: 8, max: 12 },
  [Frequency.SOMETIMES]: { min: 4, max: 6 },
  [Frequency.NEVER]: { min: 0, max: 0 },
};

/** People a plan is sized for at most (the quiz counts up to 20 of each kind). */
export const PLAN_PEOPLE_MAX = 20;

export interface Household {
  household_size: number;
  num_adults: number | null;
  num_older_children: number | null;
  num_young_children: number | null;
}

/**
 * People to feed: the head count of the quiz (adults + children 6–17 + children under 6), never less than the
 * stored household size (1–3, "3" meaning three or more), at most PLAN_PEOPLE_MAX.
 */
export function planPeople(household: Household): number {
  const counted =
    (household.num_adults ?? 0) + (household.num_older_children ?? 0) + (household.num_young_children ?? 0);
  return Math.min(PLAN_PEOPLE_MAX, Math.max(1, household.household_size, counted));
}

/** SERVINGS_PER_WEEK is for one or two people; every two more people add as much again. */
export function servingsFactor(people: number): number {
  return Math.max(1, Math.ceil(people / 2));
}

export function effectiveFrequency(frequency: number | null | undefined): Frequency {
  return frequency === Frequency.OFTEN || frequency === Frequency.SOMETIMES || frequency === Frequency.NEVER
    ? frequency
    : UNANSWERED_FREQUENCY;
}

/** The size of one occasion's part of the week. */
export interface PlanSize {
  /** Meals (lunch, dinner) or null. */
  meals: number | null;
  /** People each meal is for (lunch, dinner) or null. */
  people: number | null;
  /** Servings wanted: for meals, meals × people. */
  servingsMin: number;
  servingsMax: number;
}

export function planSize(occasion: Occasion, frequency: Frequency, people: number): PlanSize {
  if (planSectionKind(occasion) === 'meals') {
    const meals = MEALS_PER_WEEK[frequency];
    return { meals, people, servingsMin: meals * people, servingsMax: meals * people };
  }
  const { min, max } = SERVINGS_PER_WEEK[frequency];
  const factor = servingsFactor(people);
  return { meals: null, people: null, servingsMin: min * factor, servingsMax: max * factor };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `4 meals for 2 people`, `4-6 servings`, `0 servings`. */
export function planLine(size: PlanSize): string {
  if (size.meals !== null) {
    return `${plural(size.meals, 'meal', 'meals')} for ${plural(size.people ?? 1, 'person', 'people')}`;
  }
  if (size.servingsMin === size.servingsMax) return plural(size.servingsMax, 'serving', 'servings');
  return `${size.servingsMin}-${size.servingsMax} servings`;
}

/** Swaps one customer may make in one week (each is replayed when the plan is read). */
export const PLAN_SWAPS_PER_WEEK_MAX = 100;

export const PlanErrorCode = {
  NoQuiz: 'no_quiz',
  NotInPlan: 'not_in_plan',
  NoAlternative: 'no_alternative',
  SwapLimit: 'swap_limit',
  BadWeek: 'bad_week',
} as const;
export type PlanErrorCode = (typeof PlanErrorCode)[keyof typeof PlanErrorCode];

export const PlanMessage = {
  NoQuiz: 'Take the quiz first: your plan is built from your answers.',
  NotInPlan: 'That item is not in this week’s plan.',
  NoAlternative: 'Nothing else fits your answers for this spot.',
  BadWeek: 'Ask for a week as a date (YYYY-MM-DD) within a year of this one.',
  SwapLimit: `You have swapped ${PLAN_SWAPS_PER_WEEK_MAX} items this week; that is the most we keep.`,
} as const;

/** The Monday (UTC) of the week a moment falls in, as YYYY-MM-DD: plans and swaps are kept per week. */
export function weekStartOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
