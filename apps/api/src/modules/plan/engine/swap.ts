// Swaps: replacing one item of a plan with the next best that keeps every hard rule, is not in the plan yet and keeps
// the section's size; and replaying a week's stored swaps over a freshly built plan.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { planSectionKind } from '@larder/contracts/values/plan';
import type { IndexedItem } from '../catalogue-index';
import { type PlanContext, positionIn } from './candidate-pool';
import { sectionsSpace, spaceOf, withinLimits } from './capacity';
import { pickBest } from './choosing';
import { type EngineItem, type EnginePlan, MEALS, servingsOf, totalCost } from './engine-plan';
import { varietyOf } from './variety';

export interface SwapOutcome {
  plan: EnginePlan;
  replacement: EngineItem;
}
/** Whether `candidate` (a pool position) may take the place of the entry at `slot` of the section. */
function fitsSlot(
  context: PlanContext,
  plan: EnginePlan,
  occasion: Occasion,
  slot: number,
  candidate: number,
  excluded: ReadonlySet<number>,
): boolean {
  const pool = context.pools[occasion];
  const item = pool.items[candidate] as number;
  if (excluded.has(item)) return false;
  const removed = plan.sections[occasion][slot] as EngineItem;
  const space = sectionsSpace(context, plan.sections);
  const out = spaceOf(context, removed.item, removed.quantity);
  const into = spaceOf(context, item, pool.quantity[candidate] as number);
  const fits = withinLimits(context, {
    volume: space.volume - out.volume + into.volume,
    cold: space.cold - out.cold + into.cold,
  });
  // A swap never takes the box over its limits (one already over may swap for something no bigger).
  if (!fits && (into.volume > out.volume || into.cold > out.cold)) return false;
  // One item fills one occasion of a box: nothing already in any section.
  for (const other of OCCASIONS) if (plan.sections[other].some((entry) => entry.item === item)) return false;
  if (planSectionKind(occasion) === 'meals') return true;
  const { servingsMin: min, servingsMax: max } = context.targets[occasion].size;
  const items = plan.sections[occasion];
  const rest = servingsOf(context, items) - servingsOf(context, [items[slot] as EngineItem]);
  const before = servingsOf(context, items);
  const after = rest + (pool.servings[candidate] as number);
  const distance = (total: number) => (total < min ? min - total : total > max ? total - max : 0);
  return distance(after) <= distance(before);
}

function replaceAt(
  context: PlanContext,
  plan: EnginePlan,
  occasion: Occasion,
  slot: number,
  candidate: number,
): SwapOutcome {
  const pool = context.pools[occasion];
  const replacement: EngineItem = {
    item: pool.items[candidate] as number,
    quantity: pool.quantity[candidate] as number,
    swapped: true,
  };
  const sections = { ...plan.sections, [occasion]: plan.sections[occasion].with(slot, replacement) };
  return { plan: { sections, totalCents: totalCost(context, sections) }, replacement };
}

/**
 * Replaces the item at `slot` of a section with the next best that keeps every hard rule, is not in the plan yet,
 * is not `excluded` (swapped away this week) and keeps the section's size; among those, the best that keeps the
 * plan within budget, else the one that goes over it least. Undefined when nothing fits.
 */
export function swapItem(
  context: PlanContext,
  plan: EnginePlan,
  occasion: Occasion,
  slot: number,
  excluded: ReadonlySet<number>,
): SwapOutcome | undefined {
  const section = plan.sections[occasion];
  const removed = section[slot];
  if (!removed) return undefined;
  const pool = context.pools[occasion];
  const meals = planSectionKind(occasion) === 'meals';
  const groupItems = (meals ? MEALS : [occasion])
    .flatMap((other) => plan.sections[other])
    .filter((entry) => entry !== removed)
    .map((entry) => entry.item);
  const variety = varietyOf(context, groupItems);
  const used = new Set<number>();
  for (const other of OCCASIONS) {
    if (meals ? (MEALS as readonly Occasion[]).includes(other) : other === occasion) continue;
    for (const entry of plan.sections[other]) used.add(entry.item);
  }
  const budget = context.budgetCents;
  const baseTotal =
    plan.totalCents - removed.quantity * (context.index.items[removed.item] as IndexedItem).source.price_cents;
  const allowed = (position: number) =>
    (pool.items[position] as number) !== removed.item && fitsSlot(context, plan, occasion, slot, position, excluded);
  const withinBudget = (position: number) => budget === null || baseTotal + (pool.cost[position] as number) <= budget;

  let best = pickBest(context, pool, 0, variety, used, (position) => allowed(position) && withinBudget(position));
  if (best < 0) {
    // Nothing fits the budget: the alternative that costs least.
    for (let position = 0; position < pool.items.length; position += 1) {
      if (!allowed(position)) continue;
      if (best < 0 || (pool.cost[position] as number) < (pool.cost[best] as number)) best = position;
    }
  }
  return best < 0 ? undefined : replaceAt(context, plan, occasion, slot, best);
}

/** A swap as stored: in `occasion`, the item `from` was replaced with `to` (item indexes, or undefined if gone). */
export interface StoredSwap {
  occasion: Occasion;
  from: number | undefined;
  to: number | undefined;
}

/**
 * The plan with this week's swaps replayed in order. A swap whose item is no longer in the plan is passed over; one
 * whose replacement no longer fits (a changed answer or catalogue) takes the next best instead.
 */
export function applySwaps(context: PlanContext, plan: EnginePlan, swaps: readonly StoredSwap[]): EnginePlan {
  const excluded = new Set<number>();
  let current = plan;
  for (const swap of swaps) {
    if (swap.from === undefined) continue;
    excluded.add(swap.from);
    const slot = current.sections[swap.occasion].findIndex((entry) => entry.item === swap.from);
    if (slot < 0) continue;
    const pool = context.pools[swap.occasion];
    const position = swap.to === undefined ? undefined : positionIn(pool, swap.to);
    if (position !== undefined && fitsSlot(context, current, swap.occasion, slot, position, excluded)) {
      current = replaceAt(context, current, swap.occasion, slot, position).plan;
      continue;
    }
    current = swapItem(context, current, swap.occasion, slot, excluded)?.plan ?? current;
  }
  return current;
}

/** Every item swapped away in these swaps (they stay out of the week's next swaps). */
export function swappedAway(swaps: readonly StoredSwap[]): Set<number> {
  return new Set(swaps.flatMap((swap) => (swap.from === undefined ? [] : [swap.from])));
}
