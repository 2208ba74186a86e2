// Which column of products and pairings holds each dietary attribute (DIETARY_ATTRIBUTES of the contracts).
import type { Contains } from '@larder/contracts/schemas/catalogue';
import type { DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import type { products } from '../../db/schema/catalogue';

type ItemRow = typeof products.$inferSelect;

export const ATTRIBUTE_COLUMN = {
  meat: 'containsMeat',
  poultry: 'containsPoultry',
  pork: 'containsPork',
  fish: 'containsFish',
  shellfish: 'containsShellfish',
  dairy: 'containsDairy',
  egg: 'containsEgg',
  gluten: 'containsGluten',
  grain: 'containsGrain',
  soy: 'containsSoy',
  tree_nut: 'containsTreeNut',
  peanut: 'containsPeanut',
  sesame: 'containsSesame',
  garlic: 'containsGarlic',
  onion: 'containsOnion',
  caffeine: 'containsCaffeine',
} as const satisfies Record<DietaryAttribute, keyof ItemRow>;

export type AttributeColumn = (typeof ATTRIBUTE_COLUMN)[DietaryAttribute];

/** The column values of a list of contained attributes (every other attribute false). */
export function attributeColumns(contains: readonly DietaryAttribute[]): Record<AttributeColumn, boolean> {
  return Object.fromEntries(
    (Object.entries(ATTRIBUTE_COLUMN) as [DietaryAttribute, AttributeColumn][]).map(([attribute, column]) => [
      column,
      contains.includes(attribute),
    ]),
  ) as Record<AttributeColumn, boolean>;
}

/** The `contains` object of a product or pairing row. */
export function containsOf(row: Record<AttributeColumn, boolean>): Contains {
  return Object.fromEntries(
    (Object.entries(ATTRIBUTE_COLUMN) as [DietaryAttribute, AttributeColumn][]).map(([attribute, column]) => [
      attribute,
      row[column],
    ]),
  ) as Contains;
}
