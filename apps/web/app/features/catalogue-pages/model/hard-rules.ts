// What an item breaks of the customer's own rules: "Contains dairy — you told us dairy-free".
import { DIETARY_EXCLUSIONS, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { DietaryId } from '@larder/contracts/values/preferences';

const DIET_WORDS: Record<DietaryId, string> = {
  [DietaryId.Vegan]: 'vegan',
  [DietaryId.Vegetarian]: 'vegetarian',
  [DietaryId.Pescatarian]: 'pescatarian',
  [DietaryId.DairyFree]: 'dairy-free',
  [DietaryId.GlutenFree]: 'gluten-free',
  [DietaryId.SoyFree]: 'soy-free',
  [DietaryId.TreeNutFree]: 'tree-nut-free',
  [DietaryId.PeanutFree]: 'peanut-free',
  [DietaryId.EggFree]: 'egg-free',
  [DietaryId.ShellfishFree]: 'shellfish-free',
  [DietaryId.Omnivore]: 'omnivore',
  [DietaryId.Flexitarian]: 'flexitarian',
  [DietaryId.GarlicFree]: 'garlic-free',
  [DietaryId.OnionFree]: 'onion-free',
  [DietaryId.SesameFree]: 'sesame-free',
  [DietaryId.CaffeineFree]: 'caffeine-free',
  [DietaryId.GrainFree]: 'grain-free',
};

const ATTRIBUTE_WORDS: Partial<Record<DietaryAttribute, string>> = { tree_nut: 'tree nuts', meat: 'red meat' };

/** One sentence per broken rule, in the order of the customer's restrictions. */
export function hardRuleWarnings(contains: readonly DietaryAttribute[], dietaryIds: readonly number[]): string[] {
  return dietaryIds.flatMap((id) => {
    const excluded = DIETARY_EXCLUSIONS[id as DietaryId] ?? [];
    const broken = excluded.filter((attribute) => contains.includes(attribute));
    if (broken.length === 0) return [];
    const what = broken.map((attribute) => ATTRIBUTE_WORDS[attribute] ?? attribute.replace('_', ' ')).join(', ');
    return [`Contains ${what} — you told us ${DIET_WORDS[id as DietaryId]}`];
  });
}
