// Choosing a plan at a given λ (score points given up per dollar): greedy choice with variety penalties. Lunch and
// dinner meals are picked in turn (never the same recipe twice in a week); breakfast, snack and sweet items until
// their servings reach the range, finished by a knapsack over servings when the greedy choice cannot.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import type { IndexedItem } from '../catalogue-index';
import { VARIETY } from '../signals';
import { inPool, type PlanContext, type Pool } from './candidate-pool';
import { fitToCapacity, Room } from './capacity';
import { type EnginePlan, type EngineSections, emptySections, MEALS, totalCost } from './engine-plan';
import { knapsack } from './knapsack';
import { type Variety, varietyOf } from './variety';

/**
 * The best pool position by score − λ × dollars + variety, among those `allowed`; -1 when none. Variety only ever
 * lowers a score, so a candidate whose plain score cannot beat the best so far is passed over cheaply.
 */
export function pickBest(
  context: PlanContext,
  pool: Pool,
  lambda: number,
  variety: Variety,
  used: ReadonlySet<number>,
  allowed: (position: number) => boolean,
): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  const { items, score, cost } = pool;
  for (let position = 0; position < items.length; position += 1) {
    const plain = (score[position] as number) - (lambda * (cost[position] as number)) / 100;
    if (plain <= bestScore || !allowed(position)) continue;
    const itemIndex = items[position] as number;
    const total =
      plain +
      variety.penalty(context.index.items[itemIndex] as IndexedItem) +
      (used.has(itemIndex) ? VARIETY.reused : 0);
    if (total > bestScore) {
      best = position;
      bestScore = total;
    }
  }
  return best;
}

/** Lunch-only, dinner-only and both-occasion candidates: whether the open meal slots can still all be filled. */
export interface MealCounts {
  lunchOnly: number;
  dinnerOnly: number;
  both: number;
}

export function mealCategory(context: PlanContext, item: number): keyof MealCounts {
  const lunch = inPool(context.pools.lunch, item);
  const dinner = inPool(context.pools.dinner, item);
  return lunch && dinner ? 'both' : lunch ? 'lunchOnly' : 'dinnerOnly';
}

function mealCounts(context: PlanContext): MealCounts {
  const { lunch, dinner } = context.pools;
  let both = 0;
  for (const item of lunch.items) if (inPool(dinner, item)) both += 1;
  return { lunchOnly: lunch.items.length - both, dinnerOnly: dinner.items.length - both, both };
}

const canFill = (lunch: number, dinner: number, counts: MealCounts) =>
  Math.max(0, lunch - counts.lunchOnly) + Math.max(0, dinner - counts.dinnerOnly) <= counts.both;

/** How many lunches and dinners the candidates can fill together (as many as possible, dinners first). */
export function mealTargets(context: PlanContext): { lunch: number; dinner: number } {
  const counts = mealCounts(context);
  const wantLunch = context.targets.lunch.size.meals ?? 0;
  const wantDinner = context.targets.dinner.size.meals ?? 0;
  const dinner = Math.min(wantDinner, counts.dinnerOnly + counts.both);
  const bothLeft = counts.both - Math.max(0, dinner - counts.dinnerOnly);
  const lunch = Math.min(wantLunch, counts.lunchOnly + bothLeft);
  return { lunch, dinner };
}

function chooseMeals(context: PlanContext, lambda: number, sections: EngineSections, room: Room): void {
  const targets = mealTargets(context);
  const chosen = new Set<number>();
  const counts = mealCounts(context);
  const left = { lunch: targets.lunch, dinner: targets.dinner };
  const variety = varietyOf(context, []);
  const none = new Set<number>();
  let turn = 0;
  while (left.lunch + left.dinner > 0) {
    const occasion: 'lunch' | 'dinner' = left.dinner > 0 && (left.lunch === 0 || turn % 2 === 0) ? 'dinner' : 'lunch';
    turn += 1;
    const pool = context.pools[occasion];
    const lunchLeft = left.lunch - (occasion === 'lunch' ? 1 : 0);
    const dinnerLeft = left.dinner - (occasion === 'dinner' ? 1 : 0);
    const position = pickBest(context, pool, lambda, variety, none, (candidate) => {
      const item = pool.items[candidate] as number;
      if (chosen.has(item) || !room.fits(item, pool.quantity[candidate] as number)) return false;
      const category = mealCategory(context, item);
      counts[category] -= 1;
      const fillable = canFill(lunchLeft, dinnerLeft, counts);
      counts[category] += 1;
      return fillable;
    });
    if (position < 0) break; // the box is full, or (a guard) the targets cannot hold
    const item = pool.items[position] as number;
    room.take(item, pool.quantity[position] as number);
    chosen.add(item);
    counts[mealCategory(context, item)] -= 1;
    left[occasion] -= 1;
    variety.add(context.index.items[item] as IndexedItem);
    sections[occasion].push({ item, quantity: pool.quantity[position] as number, swapped: false });
  }
}

function chooseServings(
  context: PlanContext,
  occasion: Occasion,
  lambda: number,
  used: ReadonlySet<number>,
  sections: EngineSections,
  room: Room,
): void {
  const pool = context.pools[occasion];
  const { servingsMin: min, servingsMax: max } = context.targets[occasion].size;
  if (max === 0 || pool.items.length === 0) return;
  const variety = varietyOf(context, []);
  const taken = new Uint8Array(pool.items.length);
  const picked: number[] = [];
  let total = 0;
  while (total < min) {
    const servingsRoom = max - total;
    const position = pickBest(
      context,
      pool,
      lambda,
      variety,
      used,
      (candidate) =>
        taken[candidate] === 0 &&
        !used.has(pool.items[candidate] as number) &&
        (pool.servings[candidate] as number) <= servingsRoom &&
        room.fits(pool.items[candidate] as number, pool.quantity[candidate] as number),
    );
    if (position < 0) break;
    room.take(pool.items[position] as number, pool.quantity[position] as number);
    taken[position] = 1;
    picked.push(position);
    total += pool.servings[position] as number;
    variety.add(context.index.items[pool.items[position] as number] as IndexedItem);
  }
  let positions = picked;
  if (total < min) {
    // The greedy choice fell short: a knapsack's set instead, as far as the box has room for it, if that serves more.
    for (const position of picked) room.release(pool.items[position] as number, pool.quantity[position] as number);
    const value = (position: number) =>
      (pool.score[position] as number) - (lambda * (pool.cost[position] as number)) / 100;
    const kept: number[] = [];
    let servings = 0;
    const unused = (position: number) => !used.has(pool.items[position] as number);
    for (const position of knapsack(pool, min, max, value, false, unused).positions) {
      const item = pool.items[position] as number;
      const quantity = pool.quantity[position] as number;
      if (!room.fits(item, quantity)) continue;
      room.take(item, quantity);
      kept.push(position);
      servings += pool.servings[position] as number;
    }
    if (servings >= total) {
      positions = kept;
    } else {
      for (const position of kept) room.release(pool.items[position] as number, pool.quantity[position] as number);
      for (const position of picked) room.take(pool.items[position] as number, pool.quantity[position] as number);
    }
  }
  for (const position of positions) {
    sections[occasion].push({
      item: pool.items[position] as number,
      quantity: pool.quantity[position] as number,
      swapped: false,
    });
  }
}

/** The plan the greedy choice makes when each dollar costs `lambda` score points (0: the preferred plan). */
export function planAt(context: PlanContext, lambda: number): EnginePlan {
  const sections = emptySections();
  const room = new Room(context);
  chooseMeals(context, lambda, sections, room);
  const used = new Set<number>();
  for (const occasion of MEALS) for (const entry of sections[occasion]) used.add(entry.item);
  for (const occasion of ['breakfast', 'snack', 'sweet'] as const) {
    chooseServings(context, occasion, lambda, used, sections, room);
    for (const entry of sections[occasion]) used.add(entry.item);
  }
  return fitToCapacity(context, { sections, totalCents: totalCost(context, sections) });
}
