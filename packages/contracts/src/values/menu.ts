// The week's menu (issue 39): the diets its filter offers, and how a hidden item's reasons are worded, shared by the
// API (which decides them) and the menu page (which shows them). No zod: docs/decisions/002-layout.md.
import { DIETARY_EXCLUSIONS, type DietaryAttribute } from './dietary-rules';
import { DietaryId } from './preferences';

/** The diets the menu's filter offers, by the words it shows, with the dietary id whose rule decides each. */
export const MENU_DIETS = [
  { name: 'Vegetarian', id: DietaryId.Vegetarian },
  { name: 'Vegan', id: DietaryId.Vegan },
  { name: 'Pescatarian', id: DietaryId.Pescatarian },
  { name: 'Gluten-free', id: DietaryId.GlutenFree },
  { name: 'Dairy-free', id: DietaryId.DairyFree },
] as const;

/** The menu diets an item keeps to, from what it contains. */
export function menuDietsOf(contains: Readonly<Record<DietaryAttribute, boolean>>): string[] {
  return MENU_DIETS.filter((diet) => !DIETARY_EXCLUSIONS[diet.id].some((attribute) => contains[attribute])).map(
    (diet) => diet.name,
  );
}

/** What a dietary attribute is called in a reason: "contains tree nuts". */
const ATTRIBUTE_WORDS: Readonly<Record<DietaryAttribute, string>> = {
  meat: 'red meat',
  poultry: 'poultry',
  pork: 'pork',
  fish: 'fish',
  shellfish: 'shellfish',
  dairy: 'dairy',
  egg: 'egg',
  gluten: 'gluten',
  grain: 'grain',
  soy: 'soy',
  tree_nut: 'tree nuts',
  peanut: 'peanuts',
  sesame: 'sesame',
  garlic: 'garlic',
  onion: 'onion',
  caffeine: 'caffeine',
};

export const MenuReason = {
  contains: (what: string) => `contains ${what.toLowerCase()}`,
  containsAttribute: (attribute: DietaryAttribute) => `contains ${ATTRIBUTE_WORDS[attribute]}`,
  ThumbsDown: 'you gave it a thumbs down',
} as const;

/** The line a hidden item shows: "Hidden: contains pork, contains mushrooms". */
export const hiddenLine = (reasons: readonly string[]) => `Hidden: ${reasons.join(', ')}`;
