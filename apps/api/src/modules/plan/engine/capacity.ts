// Box capacity in the engine (docs/decisions/191-box-capacity.md): a plan's box units and cold units stay within the
// context's limits. Choosing asks a Room whether an item still fits; fitToCapacity is the last word on any plan
// (greedy, knapsack, cheapest, swapped), dropping the last-chosen entries that take the room over.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import type { PlanContext } from './candidate-pool';
import type { EngineItem, EnginePlan, EngineSections } from './engine-plan';
import { totalCost } from './engine-plan';

export interface Space {
  volume: number;
  cold: number;
}

/** Units and cold units of `quantity` packages of an item. */
export function spaceOf(context: PlanContext, item: number, quantity: number): Space {
  const volume = quantity * (context.index.volumes[item] as number);
  return { volume, cold: context.index.cold[item] === 1 ? volume : 0 };
}

/** Units and cold units of every entry of the sections. */
export function sectionsSpace(context: PlanContext, sections: EngineSections): Space {
  const space = { volume: 0, cold: 0 };
  for (const entries of Object.values(sections)) {
    for (const entry of entries) {
      const one = spaceOf(context, entry.item, entry.quantity);
      space.volume += one.volume;
      space.cold += one.cold;
    }
  }
  return space;
}

export const withinLimits = (context: PlanContext, space: Space): boolean =>
  context.capacity === null || (space.volume <= context.capacity.volume && space.cold <= context.capacity.cold);

/** What is left of the box's room while a plan is chosen. */
export class Room {
  private readonly used: Space = { volume: 0, cold: 0 };

  constructor(private readonly context: PlanContext) {}

  fits(item: number, quantity: number): boolean {
    const one = spaceOf(this.context, item, quantity);
    return withinLimits(this.context, { volume: this.used.volume + one.volume, cold: this.used.cold + one.cold });
  }

  take(item: number, quantity: number): void {
    const one = spaceOf(this.context, item, quantity);
    this.used.volume += one.volume;
    this.used.cold += one.cold;
  }

  release(item: number, quantity: number): void {
    const one = spaceOf(this.context, item, quantity);
    this.used.volume -= one.volume;
    this.used.cold -= one.cold;
  }
}

/** Sections dropped from first when a plan is over the limits: the sides before the meals, dinners last. */
const DROP_ORDER: readonly Occasion[] = ['sweet', 'snack', 'breakfast', 'lunch', 'dinner'];

/**
 * The plan within the box's limits: while it is over, the last entry of the first section in DROP_ORDER that takes
 * some of the exceeded room is dropped. A plan within the limits comes back as it is.
 */
export function fitToCapacity(context: PlanContext, plan: EnginePlan): EnginePlan {
  const { capacity } = context;
  if (capacity === null) return plan;
  let space = sectionsSpace(context, plan.sections);
  if (withinLimits(context, space)) return plan;
  const sections = Object.fromEntries(
    Object.entries(plan.sections).map(([occasion, entries]) => [occasion, [...entries]]),
  ) as Record<Occasion, EngineItem[]>;
  while (!withinLimits(context, space)) {
    const needCold = space.cold > capacity.cold;
    const needVolume = space.volume > capacity.volume;
    let dropped = false;
    for (const occasion of DROP_ORDER) {
      const entries = sections[occasion];
      for (let at = entries.length - 1; at >= 0; at -= 1) {
        const entry = entries[at] as EngineItem;
        const one = spaceOf(context, entry.item, entry.quantity);
        if ((needVolume && one.volume > 0) || (needCold && one.cold > 0)) {
          entries.splice(at, 1);
          space = { volume: space.volume - one.volume, cold: space.cold - one.cold };
          dropped = true;
          break;
        }
      }
      if (dropped) break;
    }
    if (!dropped) break; // cannot happen: some entry takes the exceeded room
  }
  return { sections, totalCents: totalCost(context, sections) };
}
