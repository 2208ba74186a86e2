// What each diet rules out, in terms of what food contains (docs/decisions/020): the one definition shared by the
// API's filters, the plan builder and the quiz screens. No zod here, so pages can use it without loading a
// schema library.
import { DietaryId, type DietaryNeed, type EatingHabit } from './preferences';

/**
 * What an item may contain. The five animal groups are disjoint: `meat` is red meat and game (beef, lamb, bison),
 * `poultry` (chicken, turkey, duck) and `pork` (incl. bacon, ham, chorizo) are their own; `fish` and `shellfish`
 * likewise. `gluten` implies `grain`. A pairing contains what any of its products contains.
 */
export const DIETARY_ATTRIBUTES = [
  'meat',
  'poultry',
  'pork',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'grain',
  'soy',
  'tree_nut',
  'peanut',
  'sesame',
  'garlic',
  'onion',
  'caffeine',
] as const;
export type DietaryAttribute = (typeof DIETARY_ATTRIBUTES)[number];

const ANIMAL_FLESH = ['meat', 'poultry', 'pork', 'fish', 'shellfish'] as const;

/**
 * What each dietary id rules out (docs/decisions/020-food-taxonomy-and-catalogue.md). Omnivore rules out nothing;
 * flexitarian rules out red meat and pork.
 */
export const DIETARY_EXCLUSIONS: Readonly<Record<DietaryId, readonly DietaryAttribute[]>> = {
  [DietaryId.Vegan]: [...ANIMAL_FLESH, 'dairy', 'egg'],
  [DietaryId.Vegetarian]: ANIMAL_FLESH,
  [DietaryId.Pescatarian]: ['meat', 'poultry', 'pork'],
  [DietaryId.Flexitarian]: ['meat', 'pork'],
  [DietaryId.Omnivore]: [],
  [DietaryId.DairyFree]: ['dairy'],
  [DietaryId.GlutenFree]: ['gluten'],
  [DietaryId.SoyFree]: ['soy'],
  [DietaryId.TreeNutFree]: ['tree_nut'],
  [DietaryId.PeanutFree]: ['peanut'],
  [DietaryId.EggFree]: ['egg'],
  [DietaryId.ShellfishFree]: ['shellfish'],
  [DietaryId.GarlicFree]: ['garlic'],
  [DietaryId.OnionFree]: ['onion'],
  [DietaryId.SesameFree]: ['sesame'],
  [DietaryId.CaffeineFree]: ['caffeine'],
  [DietaryId.GrainFree]: ['grain', 'gluten'],
};

/**
 * What the protein tags of the quiz's meat, seafood and plant screens are made of, by tag slug, so a screen leaves
 * out proteins an earlier answer rules out (a flexitarian is not asked about beef, a soy-free visitor about tofu).
 * A test checks these against every catalogue item carrying the tag.
 */
export const PROTEIN_TAG_CONTAINS: Readonly<Record<string, readonly DietaryAttribute[]>> = {
  chicken: ['poultry'],
  turkey: ['poultry'],
  duck: ['poultry'],
  beef: ['meat'],
  pork: ['pork'],
  lamb: ['meat'],
  bison: ['meat'],
  salmon: ['fish'],
  tuna: ['fish'],
  'white-fish': ['fish'],
  shrimp: ['shellfish'],
  scallops: ['shellfish'],
  mussels: ['shellfish'],
  crab: ['shellfish'],
  tofu: ['soy'],
  tempeh: ['soy'],
  edamame: ['soy'],
  seitan: ['gluten', 'grain'],
};

/** Whether a protein tag (by slug) fits every one of the dietary ids. */
export function proteinTagFits(slug: string, dietaryIds: Iterable<number>): boolean {
  const contains = PROTEIN_TAG_CONTAINS[slug] ?? [];
  for (const dietaryId of dietaryIds) {
    const excluded = DIETARY_EXCLUSIONS[dietaryId as DietaryId] ?? [];
    if (contains.some((attribute) => excluded.includes(attribute))) return false;
  }
  return true;
}

const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The dietary id of an eating habit or a dietary need: 'gluten-free' → GlutenFree 5. */
export function dietaryIdOf(answer: EatingHabit | DietaryNeed): DietaryId {
  return DietaryId[pascal(answer) as keyof typeof DietaryId];
}

/** Dietary ids of an eating habit and dietary needs. */
export function dietaryIdsOf(habit: EatingHabit | null, needs: readonly DietaryNeed[]): Set<DietaryId> {
  const ids = new Set(needs.map(dietaryIdOf));
  if (habit) ids.add(dietaryIdOf(habit));
  return ids;
}

/** Each dietary id as a customer says it ("dairy-free"), for reasons and warnings. */
export const DIET_WORDS: Readonly<Record<DietaryId, string>> = {
  [DietaryId.Vegan]: 'vegan',
  [DietaryId.Vegetarian]: 'vegetarian',
  [DietaryId.Pescatarian]: 'pescatarian',
  [DietaryId.Flexitarian]: 'flexitarian',
  [DietaryId.Omnivore]: 'omnivore',
  [DietaryId.DairyFree]: 'dairy-free',
  [DietaryId.GlutenFree]: 'gluten-free',
  [DietaryId.SoyFree]: 'soy-free',
  [DietaryId.TreeNutFree]: 'tree-nut-free',
  [DietaryId.PeanutFree]: 'peanut-free',
  [DietaryId.EggFree]: 'egg-free',
  [DietaryId.ShellfishFree]: 'shellfish-free',
  [DietaryId.GarlicFree]: 'garlic-free',
  [DietaryId.OnionFree]: 'onion-free',
  [DietaryId.SesameFree]: 'sesame-free',
  [DietaryId.CaffeineFree]: 'caffeine-free',
  [DietaryId.GrainFree]: 'grain-free',
};
