// A generated catalogue of any size for the plan benchmark: deterministic (a seeded PRNG), on the real taxonomy,
// shaped like the seeded one (about a third recipes, every occasion, diets from vegan to omnivore, protein tags that
// follow the dietary attributes), so a plan over it does the same work as over a real catalogue of that size.
import { type Catalogue, type CatalogueItem, type Occasion, picturePath } from '@larder/contracts/schemas/catalogue';
import { DIETARY_ATTRIBUTES, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { GoalId } from '@larder/contracts/values/preferences';
import { seededRandom } from '../catalogue-data/seeded-random';
import type { PlanAnswers } from '../src/modules/plan/signals';
import { TAXONOMY } from '../test/fixtures/plan-fixtures';

const tagsOf = (group: string) => TAXONOMY.tags.filter((tag) => tag.group === group).map((tag) => tag.id);
const PROTEIN_TAGS: Partial<Record<DietaryAttribute, number[]>> = {
  poultry: [301, 302, 303],
  meat: [304, 306, 307],
  pork: [305],
  fish: [401, 402, 403],
  shellfish: [404, 405, 406, 407],
};
const ATTRIBUTE_ODDS: Record<DietaryAttribute, number> = {
  meat: 0.12,
  poultry: 0.15,
  pork: 0.07,
  fish: 0.1,
  shellfish: 0.05,
  dairy: 0.3,
  egg: 0.18,
  gluten: 0.3,
  grain: 0.15,
  soy: 0.12,
  tree_nut: 0.07,
  peanut: 0.05,
  sesame: 0.08,
  garlic: 0.35,
  onion: 0.35,
  caffeine: 0.03,
};
const MEAL_DISH_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 29];
const DISH_TYPES_OF: Record<Occasion, number[]> = {
  breakfast: [16, 17, 19, 20, 21],
  lunch: MEAL_DISH_TYPES,
  dinner: MEAL_DISH_TYPES,
  snack: [20, 22],
  sweet: [23],
};
const SERVINGS = [1, 2, 2, 4, 4, 4, 6, 8, 10, 12];

export function generateCatalogue(size: number, seed = 1): Catalogue {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(next() * (most + 1)) }, () => pick(list))),
  ];
  const groups = Object.fromEntries(
    ['cuisine', 'flavor', 'plant', 'polarizing', 'macro-nutrient', 'food-quality', 'food-format', 'ready-made'].map(
      (group) => [group, tagsOf(group)],
    ),
  ) as Record<string, number[]>;
  const products: CatalogueItem[] = [];
  const pairings: CatalogueItem[] = [];
  for (let n = 0; n < size; n += 1) {
    const type = next() < 0.33 ? 'pairing' : 'product';
    const first = pick(['breakfast', 'lunch', 'dinner', 'dinner', 'snack', 'sweet'] as const);
    const occasions: Occasion[] =
      first === 'lunch' || first === 'dinner' ? (next() < 0.6 ? ['lunch', 'dinner'] : [first]) : [first];
    const contains = Object.fromEntries(
      DIETARY_ATTRIBUTES.map((attribute) => [attribute, next() < ATTRIBUTE_ODDS[attribute]]),
    ) as Record<DietaryAttribute, boolean>;
    if (contains.gluten) contains.grain = true;
    const tags = new Set<number>();
    if (next() < 0.85) tags.add(pick(groups.cuisine as number[]));
    for (const tag of some(groups.flavor as number[], 2)) tags.add(tag);
    for (const [attribute, proteinTags] of Object.entries(PROTEIN_TAGS)) {
      if (contains[attribute as DietaryAttribute]) tags.add(pick(proteinTags));
    }
    if (next() < 0.3) tags.add(pick(groups.plant as number[]));
    if (next() < 0.15) tags.add(pick(groups.polarizing as number[]));
    for (const group of ['macro-nutrient', 'food-quality', 'food-format']) {
      for (const tag of some(groups[group] as number[], 2)) tags.add(tag);
    }
    if (type === 'product' && next() < 0.3) tags.add(pick(groups['ready-made'] as number[]));
    const id = n + 1;
    const item: CatalogueItem = {
      type,
      id,
      slug: `generated-${type}-${id}`,
      name: `Generated ${type} ${id}`,
      description: 'A generated item.',
      picture: picturePath('1f957'),
      price_cents: 199 + Math.floor(next() * 4800),
      servings: type === 'pairing' ? pick([2, 2, 4, 4, 6]) : pick(SERVINGS),
      volume: type === 'pairing' ? pick([2, 3, 3, 4]) : pick([1, 1, 1, 2]),
      cold: next() < 0.4,
      prep_minutes: type === 'pairing' ? 10 + Math.floor(next() * 80) : null,
      nutrition: {
        kcal: 100 + Math.floor(next() * 800),
        protein_g: Math.floor(next() * 50),
        carbs_g: Math.floor(next() * 90),
        sugar_g: Math.floor(next() * 30),
        sodium_mg: Math.floor(next() * 1500),
        fibre_g: Math.floor(next() * 15),
      },
      contains,
      tags: [...tags].sort((a, b) => a - b),
      // Products are meals (ready meals) half the time for lunch and dinner, else ingredients.
      dish_type:
        type === 'product' && (first === 'lunch' || first === 'dinner') && next() < 0.5
          ? pick([25, 26, 27, 28])
          : pick(DISH_TYPES_OF[first]),
      occasions,
      product_ids: [],
    };
    (type === 'pairing' ? pairings : products).push(item);
  }
  return { products, pairings };
}

const DIETARY_CHOICES = [[], [], [11], [12], [3], [2], [1], [1, 5], [2, 4], [5], [8, 7], [4, 9], [17], [13, 14]];

/** Random saved answers like the quiz writes them. */
export function generateAnswers(next: () => number): PlanAnswers {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const frequency = () => pick([1, 2, 2, 3, 3] as const);
  const adults = 1 + Math.floor(next() * 3);
  const children = Math.floor(next() * 3);
  const tags = TAXONOMY.tags.filter(() => next() < 0.2);
  return {
    household: {
      household_size: Math.min(3, adults + children),
      num_adults: adults,
      num_older_children: children,
      num_young_children: 0,
    },
    weeklyBudgetDollars: pick([50, 100, 150, 200, 300, null]),
    frequencies: {
      breakfast: frequency(),
      lunch: frequency(),
      dinner: frequency(),
      snack: frequency(),
      sweet: frequency(),
    },
    dietaryIds: pick(DIETARY_CHOICES),
    tagPreferences: tags.map((tag) => ({ tag: tag.id, preference: next() < 0.75 ? 1 : -1 })),
    dishTypeRatings: MEAL_DISH_TYPES.filter(() => next() < 0.3).map((dishType) => ({ dishType, rating: 1 })),
    goalIds: Object.values(GoalId).filter(() => next() < 0.25),
    picks: [],
  };
}
