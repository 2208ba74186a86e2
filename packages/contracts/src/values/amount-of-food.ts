// The amount of food module (issue 27, `web.amount_of_food_module`): per occasion, how many of the household's meals a
// box covers — "Covers 5 of your 7 dinners for 2" — and its servings in all. Shared: the web computes it from the
// box's lines (the plan's sections, the checkout's and a week's box lines) and the household the API serves. Zod-free.
import type { Occasion } from './catalogue';
import { Frequency } from './preferences';

/** A household has each meal once a day. */
export const DAYS_PER_WEEK = 7;

/** Occasions in the order the module lists them. */
export const FOOD_OCCASIONS = ['breakfast', 'lunch', 'dinner', 'snack', 'sweet'] as const satisfies readonly Occasion[];

const OCCASION_PLURALS: Readonly<Record<Occasion, string>> = {
  breakfast: 'breakfasts',
  lunch: 'lunches',
  dinner: 'dinners',
  snack: 'snacks',
  sweet: 'sweet treats',
};

/** Who the box feeds: people (planPeople of the quiz) and how often each occasion comes from the box. */
export interface FoodHousehold {
  people: number;
  frequencies: Readonly<Record<Occasion, Frequency>>;
}

/** A box line as the module counts it: packages, servings in one, and the occasions the item is for. */
export interface FoodLine {
  quantity: number;
  servings: number;
  occasions: readonly Occasion[];
}

export interface OccasionCoverage {
  occasion: Occasion;
  /** Meals of the household (every one of them, for `people`) the box covers, at most `of`. */
  covered: number;
  of: number;
  people: number;
  servings: number;
  /** "Covers 5 of your 7 dinners for 2". */
  text: string;
}

export interface AmountOfFood {
  occasions: OccasionCoverage[];
  servings: number;
  /** "26 servings in all". */
  servingsText: string;
}

export function coverageText(covered: number, of: number, occasion: Occasion, people: number): string {
  return `Covers ${covered} of your ${of} ${OCCASION_PLURALS[occasion]} for ${people}`;
}

export const servingsText = (servings: number) => `${servings} ${servings === 1 ? 'serving' : 'servings'} in all`;

/** Lunch and dinner are counted in meals, as the plan plans them ("3 meals for 2 people"); the rest in servings. */
const MEAL_OCCASIONS: readonly Occasion[] = ['lunch', 'dinner'];
const isMealOccasion = (occasion: Occasion) => MEAL_OCCASIONS.includes(occasion);

/**
 * Meals of the household a line covers at lunch or dinner (issue 39): one each time its packages feed everyone, so a
 * 4-serving kit for 2 is one dinner, as the plan counts it, and a kit too small for the household covers none.
 */
export function mealsCovered(quantity: number, servings: number, people: number): number {
  if (quantity <= 0 || servings <= 0) return 0;
  return Math.floor(quantity / Math.ceil(Math.max(1, Math.floor(people)) / servings));
}

/** The module from each occasion's servings and (lunch, dinner) meals. */
function amountFrom(
  servings: Partial<Record<Occasion, number>>,
  meals: Partial<Record<Occasion, number>>,
  household: FoodHousehold,
): AmountOfFood {
  const people = Math.max(1, Math.floor(household.people));
  const occasions: OccasionCoverage[] = [];
  let total = 0;
  for (const occasion of FOOD_OCCASIONS) {
    const count = Math.max(0, Math.floor(servings[occasion] ?? 0));
    total += count;
    if (count === 0 && household.frequencies[occasion] === Frequency.NEVER) continue;
    const units = isMealOccasion(occasion)
      ? (meals[occasion] ?? Math.floor(count / people))
      : Math.floor(count / people);
    const covered = Math.min(DAYS_PER_WEEK, Math.max(0, units));
    occasions.push({
      occasion,
      covered,
      of: DAYS_PER_WEEK,
      people,
      servings: count,
      text: coverageText(covered, DAYS_PER_WEEK, occasion, people),
    });
  }
  return { occasions, servings: total, servingsText: servingsText(total) };
}

/** The module from servings per occasion: an occasion shows when the household has it from the box or it has some. */
export function amountFromServings(
  servings: Partial<Record<Occasion, number>>,
  household: FoodHousehold,
): AmountOfFood {
  return amountFrom(servings, {}, household);
}

/**
 * The module from a plan's sections (the plan page): each section's items count for its occasion, a lunch or dinner
 * item as the meals it covers (mealsCovered), so "Covers 3 of your 7 dinners for 2" agrees with "3 meals for 2 people".
 */
export function amountFromSections(
  sections: readonly { occasion: Occasion; items: readonly { quantity: number; servings: number }[] }[],
  household: FoodHousehold,
): AmountOfFood {
  const servings: Partial<Record<Occasion, number>> = {};
  const meals: Partial<Record<Occasion, number>> = {};
  for (const section of sections) {
    for (const item of section.items) {
      servings[section.occasion] = (servings[section.occasion] ?? 0) + item.quantity * item.servings;
      meals[section.occasion] =
        (meals[section.occasion] ?? 0) + mealsCovered(item.quantity, item.servings, household.people);
    }
  }
  return amountFrom(servings, meals, household);
}

/** Assignment order among equally covered occasions: the main meals first. */
const PREFERENCE: readonly Occasion[] = ['dinner', 'lunch', 'breakfast', 'snack', 'sweet'];

/**
 * The module from box lines. One item fills one occasion of a box: each line, in order, goes to the one of its
 * occasions the household has from the box (else any of its own) that is least covered so far, the main meals first
 * on a tie. A line for no occasion is not food the module counts (the API gives none to a condiment, a sauce, a
 * pantry item or a drink: issue 39), not even in the servings in all.
 */
export function amountOfFood(lines: readonly FoodLine[], household: FoodHousehold): AmountOfFood {
  const people = Math.max(1, Math.floor(household.people));
  const servings: Record<Occasion, number> = { breakfast: 0, lunch: 0, dinner: 0, snack: 0, sweet: 0 };
  const meals: Record<Occasion, number> = { breakfast: 0, lunch: 0, dinner: 0, snack: 0, sweet: 0 };
  const coverage = (occasion: Occasion) => (isMealOccasion(occasion) ? meals[occasion] : servings[occasion] / people);
  for (const line of lines) {
    const count = Math.max(0, line.quantity * line.servings);
    const wanted = line.occasions.filter((occasion) => household.frequencies[occasion] !== Frequency.NEVER);
    const options = PREFERENCE.filter((occasion) => (wanted.length > 0 ? wanted : line.occasions).includes(occasion));
    let best: Occasion | undefined;
    for (const occasion of options) {
      if (best === undefined || coverage(occasion) < coverage(best)) best = occasion;
    }
    if (best === undefined) continue;
    servings[best] += count;
    meals[best] += mealsCovered(line.quantity, line.servings, people);
  }
  return amountFrom(servings, meals, household);
}
