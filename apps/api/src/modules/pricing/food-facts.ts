// What the amount of food module (issue 27, `web.amount_of_food_module`) needs of a box, served with it: each line's
// servings and occasions from the catalogue, and who the box feeds from the customer's quiz. The web computes the
// module with @larder/contracts/values/amount-of-food. Reads only.
import type { FoodHousehold } from '@larder/contracts/schemas/checkout';
import type { Occasion } from '@larder/contracts/values/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { effectiveFrequency, planPeople } from '@larder/contracts/values/plan';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';
import { findQuiz } from '../preferences/repository';

export interface LineFacts {
  servings: number;
  occasions: Occasion[];
  /** Room one package takes in a box, and whether it travels cold (the box editor's + at the box's room). */
  volume: number;
  cold: boolean;
}

export type FactsByKey = ReadonlyMap<string, LineFacts>;

export const factsKey = (type: string, id: number) => `${type}:${id}`;

/** Servings and occasions of the lines' items, by `type:id`; an item gone from the catalogue is left out. */
export async function lineFacts(
  db: DbOrTx,
  lines: readonly { itemType: string; itemId: number }[],
): Promise<FactsByKey> {
  const ids = (type: string) => [...new Set(lines.filter((line) => line.itemType === type).map((line) => line.itemId))];
  const [productIds, pairingIds] = [ids('product'), ids('pairing')];
  const columns = (table: typeof products | typeof pairings) => ({
    id: table.id,
    servings: table.servings,
    occasions: table.occasions,
    volume: table.volume,
    cold: table.cold,
  });
  const [productRows, pairingRows] = await Promise.all([
    productIds.length > 0 ? db.select(columns(products)).from(products).where(inArray(products.id, productIds)) : [],
    pairingIds.length > 0 ? db.select(columns(pairings)).from(pairings).where(inArray(pairings.id, pairingIds)) : [],
  ]);
  const facts = new Map<string, LineFacts>();
  const add = (
    type: string,
    row: { id: number; servings: number; occasions: string[]; volume: number; cold: boolean },
  ) =>
    facts.set(factsKey(type, row.id), {
      servings: row.servings,
      occasions: OCCASIONS.filter((occasion) => row.occasions.includes(occasion)),
      volume: row.volume,
      cold: row.cold,
    });
  for (const row of productRows) add('product', row);
  for (const row of pairingRows) add('pairing', row);
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
