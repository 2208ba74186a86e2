// Variety: how much the items chosen so far weigh against one more like them (a repeated protein, cuisine or dish
// type), so a week does not serve the same thing every day.
import { GoalId } from '@larder/contracts/values/preferences';
import type { IndexedItem } from '../catalogue-index';
import { VARIETY } from '../signals';
import type { PlanContext } from './candidate-pool';

/** How much the items chosen so far (in one group of sections) weigh against one more like them. */
export class Variety {
  private readonly proteins: Uint8Array;
  private readonly cuisines: Uint8Array;
  private readonly dishTypes = new Map<number, number>();

  constructor(
    tagCount: number,
    private readonly curious: boolean,
  ) {
    this.proteins = new Uint8Array(tagCount);
    this.cuisines = new Uint8Array(tagCount);
  }

  penalty(item: IndexedItem): number {
    let penalty = 0;
    for (const protein of item.proteins) {
      const count = this.proteins[protein] ?? 0;
      if (count === 1) penalty += VARIETY.repeatProtein;
      else if (count >= 2) penalty += VARIETY.crowdedProtein;
    }
    const perCuisine = this.curious ? VARIETY.repeatCuisineCurious : VARIETY.repeatCuisine;
    for (const cuisine of item.cuisines) penalty += perCuisine * (this.cuisines[cuisine] ?? 0);
    return penalty + VARIETY.repeatDishType * (this.dishTypes.get(item.source.dish_type) ?? 0);
  }

  add(item: IndexedItem): void {
    for (const protein of item.proteins) this.proteins[protein] = (this.proteins[protein] ?? 0) + 1;
    for (const cuisine of item.cuisines) this.cuisines[cuisine] = (this.cuisines[cuisine] ?? 0) + 1;
    this.dishTypes.set(item.source.dish_type, (this.dishTypes.get(item.source.dish_type) ?? 0) + 1);
  }
}
/** A Variety that has seen these items (item indexes) already. */
export function varietyOf(context: PlanContext, items: Iterable<number>): Variety {
  const variety = new Variety(context.index.tags.length, context.profile.goals.has(GoalId.TryNewThings));
  for (const item of items) variety.add(context.index.items[item] as IndexedItem);
  return variety;
}
