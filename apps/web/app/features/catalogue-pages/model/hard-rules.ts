// What an item breaks of the customer's own rules: "Contains dairy — you told us dairy-free".
import { DIET_WORDS, DIETARY_EXCLUSIONS, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import type { DietaryId } from '@larder/contracts/values/preferences';

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
