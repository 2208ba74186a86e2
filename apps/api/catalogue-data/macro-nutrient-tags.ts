// Macro-nutrient tags follow from an item's nutrition per serving, so they can never disagree with it. A meal (a
// pairing for breakfast, lunch or dinner, or a product of a main-dish type) is held to meal-sized thresholds; the
// tag descriptions in src/seed/data/tags.json state the same numbers.
import type { Nutrition } from '@larder/contracts/schemas/catalogue';

interface Threshold {
  tag: string;
  holds: (nutrition: Nutrition, meal: boolean) => boolean;
}

const THRESHOLDS: readonly Threshold[] = [
  { tag: 'high-protein', holds: (n, meal) => n.protein_g >= (meal ? 25 : 10) },
  { tag: 'low-carb', holds: (n, meal) => n.carbs_g <= (meal ? 20 : 10) },
  { tag: 'low-calorie', holds: (n, meal) => n.kcal <= (meal ? 450 : 120) },
  { tag: 'low-sugar', holds: (n, meal) => n.sugar_g <= (meal ? 8 : 5) },
  { tag: 'high-fibre', holds: (n, meal) => n.fibre_g >= (meal ? 8 : 5) },
  { tag: 'low-sodium', holds: (n, meal) => n.sodium_mg <= (meal ? 600 : 140) },
  { tag: 'very-low-sodium', holds: (n, meal) => n.sodium_mg <= (meal ? 300 : 35) },
];

/** Dish types whose products are whole meals (ids of src/seed/data/dish-types.json). */
export const MEAL_DISH_TYPE_IDS: ReadonlySet<number> = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19, 29,
]);

export function isMeal(item: { kind: 'product' | 'pairing'; dishType: number; occasions: readonly string[] }): boolean {
  if (item.kind === 'pairing')
    return item.occasions.some((occasion) => ['breakfast', 'lunch', 'dinner'].includes(occasion));
  return MEAL_DISH_TYPE_IDS.has(item.dishType);
}

/** Slugs of the macro-nutrient tags an item with this nutrition per serving earns. */
export function macroNutrientTags(nutrition: Nutrition, meal: boolean): string[] {
  return THRESHOLDS.filter((threshold) => threshold.holds(nutrition, meal)).map((threshold) => threshold.tag);
}
