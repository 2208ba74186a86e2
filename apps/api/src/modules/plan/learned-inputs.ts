// Each customer's learned input to plan building (docs/decisions/193-learning-from-edits-and-similar-customers.md):
// their signals and ratings, with the stored neighbours of every item they have a word on and the store-wide item
// scores (item_biases) and factor model (item_factors), read once for the batch.
import type { DbOrTx } from '../../db/database';
import { FACTORS } from '../learning/factors';
import { itemBiasesOf, itemFactorsOf, neighboursOf } from '../learning/repository';
import type { ItemSignal } from '../learning/signals';
import type { ItemRatingRow } from '../ratings/repository';
import { itemKey } from './catalogue-index';
import type { LearnedInput } from './learned';

/** The items a customer has a word on (signals and ratings), whose neighbours the learning reads. */
function signalKeys(signals: readonly ItemSignal[], ratings: readonly ItemRatingRow[]): string[] {
  return [...signals.map((signal) => signal.key), ...ratings.map((rating) => itemKey(rating.type, rating.id))];
}

/** Each customer's learned input, with one read of the neighbours of all their items. */
export async function learnedInputsOf(
  db: DbOrTx,
  signalsOfCustomer: ReadonlyMap<number, ItemSignal[]>,
  ratingsOfCustomer: ReadonlyMap<number, ItemRatingRow[]>,
  customerIds: readonly number[],
): Promise<Map<number, LearnedInput>> {
  const keysOf = new Map(
    customerIds.map((id) => [id, signalKeys(signalsOfCustomer.get(id) ?? [], ratingsOfCustomer.get(id) ?? [])]),
  );
  const neighbours = await neighboursOf(db, [...keysOf.values()].flat());
  const bias = await itemBiasesOf(db);
  const factors = await itemFactorsOf(db, FACTORS.ridge);
  const from = new Map<string, typeof neighbours>();
  for (const neighbour of neighbours) from.set(neighbour.from, [...(from.get(neighbour.from) ?? []), neighbour]);
  return new Map(
    customerIds.map((id) => [
      id,
      {
        signals: signalsOfCustomer.get(id) ?? [],
        neighbours: [...new Set(keysOf.get(id))].flatMap((key) => from.get(key) ?? []),
        bias,
        ...(factors ? { factors } : {}),
      },
    ]),
  );
}
