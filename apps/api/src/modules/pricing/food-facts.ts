// What the amount of food module (issue 27, `web.amount_of_food_module`) needs of a box, served with it: each line's
// servings and occasions from the catalogue, and who the box feeds from the customer's quiz. The web computes the
// module with @larder/contracts/values/amount-of-food. Reads only. The module counts food, not what food is made with
// (issue 39): a line's occasions are those of its item, less what an ingredient cannot be (see `foodOccasions`).
import type { FoodHousehold } from '@larder/contracts/schemas/checkout';
import type { Occasion } from '@larder/contracts/values/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { effectiveFrequency, planPeople } from '@larder/contracts/values/plan';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';
import { dishTypes } from '../../db/schema/taxonomy';
import { findQuiz } from '../preferences/repository';

export interface LineFacts {
  servings: number;
  occasions: Occasion[];
  /** Room one package takes in a box, and whether it travels cold (the box editor's + at the box's room). */
  volume: number;
  cold: boolean;
}

export type FactsByKey = ReadonlyMap<string, LineFacts>;

/** Pantry items (condiments, sauces, oils, pasta, rice) and drinks: never counted as meals, snacks or treats. */
const NOT_FOOD_DISH_TYPES: readonly string[] = ['pantry', 'drink'];
/** Sides go with a meal; they are not one. */
const NOT_A_MEAL_DISH_TYPES: readonly string[] = ['side-dish'];

/**
 * The occasions the amount of food counts an item for (issue 39; docs/decisions/192): a recipe, and a product that
 * is a dish (its dish type has occasions of its own, a side excepted), count for theirs; an ingredient (fresh
 * protein, produce, dairy and eggs) counts for breakfast, snacks and sweets only (a banana is a snack; raw chicken is
 * no dinner until a recipe makes it one); pantry items and drinks count for none (a jar of chili crisp is no dinner).
 */
export function foodOccasions(
  occasions: readonly string[],
  dishType: { slug: string; occasions: readonly string[] } | null,
): Occasion[] {
  const listed = OCCASIONS.filter((occasion) => occasions.includes(occasion));
  if (!dishType) return listed;
  if (NOT_FOOD_DISH_TYPES.includes(dishType.slug)) return [];
  const dish = dishType.occasions.length > 0 && !NOT_A_MEAL_DISH_TYPES.includes(dishType.slug);
  return dish ? listed : listed.filter((occasion) => occasion !== 'lunch' && occasion !== 'dinner');
}

export const factsKey = (type: string, id: number) => `${type}:${id}`;

/** Servings and occasions of the lines' items, by `type:id`; an item gone from the catalogue is left out. */
export async function lineFacts(
  db: DbOrTx,
  lines: readonly { itemType: string; itemId: number }[],
): Promise<FactsByKey> {
  const ids = (type: string) => [...new Set(lines.filter((line) => line.itemType === type).map((line) => line.itemId))];
  const [productIds, pairingIds] = [ids('product'), ids('pairing')];
  const [productRows, pairingRows] = await Promise.all([
    productIds.length > 0
      ? db
          .select({
            id: products.id,
            servings: products.servings,
            occasions: products.occasions,
            volume: products.volume,
            cold: products.cold,
            dishSlug: dishTypes.slug,
            dishOccasions: dishTypes.occasions,
          })
          .from(products)
          .innerJoin(dishTypes, eq(dishTypes.id, products.dishTypeId))
          .where(inArray(products.id, productIds))
      : [],
    pairingIds.length > 0
      ? db
          .select({
            id: pairings.id,
            servings: pairings.servings,
            occasions: pairings.occasions,
            volume: pairings.volume,
            cold: pairings.cold,
          })
          .from(pairings)
          .where(inArray(pairings.id, pairingIds))
      : [],
  ]);
  const facts = new Map<string, LineFacts>();
  for (const row of productRows) {
    facts.set(factsKey('product', row.id), {
      servings: row.servings,
      occasions: foodOccasions(row.occasions, { slug: row.dishSlug, occasions: row.dishOccasions }),
      volume: row.volume,
      cold: row.cold,
    });
  }
  for (const row of pairingRows) {
    facts.set(factsKey('pairing', row.id), {
      servings: row.servings,
      occasions: foodOccasions(row.occasions, null),
      volume: row.volume,
      cold: row.cold,
    });
  }
  return facts;
}

/** Who the customer's boxes feed, from their quiz; null without one. */
export async function foodHousehold(db: DbOrTx, customerId: number): Promise<FoodHousehold | null> {
  const quiz = await findQuiz(db, customerId);
  if (!quiz) return null;
  const frequencies = {
    breakfast: quiz.breakfastFrequency,
    lunch: quiz.lunchFrequency,
    dinner: quiz.dinnerFrequency,
    snack: quiz.snackFrequency,
    sweet: quiz.sweetsFrequency,
  };
  return {
    people: planPeople({
      household_size: quiz.householdSize,
      num_adults: quiz.numAdults,
      num_older_children: quiz.numOlderChildren,
      num_young_children: quiz.numYoungChildren,
    }),
    frequencies: Object.fromEntries(
      Object.entries(frequencies).map(([occasion, value]) => [occasion, effectiveFrequency(value)]),
    ) as FoodHousehold['frequencies'],
  };
}
