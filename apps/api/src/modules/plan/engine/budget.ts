// Budget: when the preferred plan costs more than the weekly budget, the cheapest plan the rules allow decides. If
// even that is over budget it is the answer; otherwise scores are lowered by λ × dollars and the plan of (about) the
// smallest λ that fits is kept, which keeps the most of the customer's taste.

import { inPool, type PlanContext, positionIn } from './candidate-pool';
import { fitToCapacity } from './capacity';
import { type MealCounts, mealCategory, mealTargets, planAt } from './choosing';
import { type EnginePlan, emptySections, totalCost } from './engine-plan';
import { knapsack } from './knapsack';

/**
 * The cheapest plan the hard rules and sizes allow. Meals: the cheapest set of distinct meals that fills the
 * lunches and dinners (greedy by cost is exact here: the sets of meals that fit the slots form a matroid).
 * Servings: a min-cost knapsack per occasion.
 */
export function cheapestPlan(context: PlanContext): EnginePlan {
  const sections = emptySections();
  const targets = mealTargets(context);
  // Every lunch or dinner candidate once, ordered by cost then item: packed into one number each, so the sort is a
  // native numeric sort (cost < 2^32 cents and item < 2^21 keep the packed value exact).
  const { lunch, dinner } = context.pools;
  const keys = new Float64Array(lunch.items.length + dinner.items.length);
  let count = 0;
  for (const pool of [lunch, dinner]) {
    for (let position = 0; position < pool.items.length; position += 1) {
      const item = pool.items[position] as number;
      if (pool === dinner && inPool(lunch, item)) continue;
      keys[count] = (pool.cost[position] as number) * 2_097_152 + item;
      count += 1;
    }
  }
  const byCost = keys.subarray(0, count).sort();
  const counts: MealCounts = { lunchOnly: 0, dinnerOnly: 0, both: 0 };
  const chosen: number[] = [];
  const slots = targets.lunch + targets.dinner;
  for (const key of byCost) {
    if (chosen.length === slots) break;
    const item = key % 2_097_152;
    const category = mealCategory(context, item);
    const next = { ...counts, [category]: counts[category] + 1 };
    if (next.lunchOnly > targets.lunch || next.dinnerOnly > targets.dinner) continue;
    chosen.push(item);
    counts[category] += 1;
  }
  const assign = (occasion: 'lunch' | 'dinner', item: number) => {
    const pool = context.pools[occasion];
    const position = positionIn(pool, item) as number;
    sections[occasion].push({ item, quantity: pool.quantity[position] as number, swapped: false });
  };
  for (const item of chosen) {
    const category = mealCategory(context, item);
    if (category === 'lunchOnly') assign('lunch', item);
    else if (category === 'dinnerOnly') assign('dinner', item);
  }
  for (const item of chosen) {
    if (mealCategory(context, item) !== 'both') continue;
    assign(sections.dinner.length < targets.dinner ? 'dinner' : 'lunch', item);
  }
  // One item fills one occasion of a box: each section's knapsack leaves out what an earlier section took.
  const used = new Set<number>(chosen);
  for (const occasion of ['breakfast', 'snack', 'sweet'] as const) {
    const pool = context.pools[occasion];
    const { servingsMin: min, servingsMax: max } = context.targets[occasion].size;
    if (max === 0 || pool.items.length === 0) continue;
    const unused = (position: number) => !used.has(pool.items[position] as number);
    const result = knapsack(pool, min, max, (position) => pool.cost[position] as number, true, unused);
    for (const position of result.positions) used.add(pool.items[position] as number);
    for (const position of result.positions) {
      sections[occasion].push({
        item: pool.items[position] as number,
        quantity: pool.quantity[position] as number,
        swapped: false,
      });
    }
  }
  return fitToCapacity(context, { sections, totalCents: totalCost(context, sections) });
}

/** λ (score points given up per dollar saved) tried first when the preferred plan is over budget, then λ bounds. */
const LAMBDA_FIRST = 0.4;
const LAMBDA_STEPS = [4, 1000];
const BISECTIONS = 3;

/**
 * For a preferred plan over `budget` cents: the cheapest plan the rules allow if even that is over budget; else the
 * plan of (about) the smallest λ that fits, or the cheapest plan should no λ tried fit.
 */
export function planWithinBudget(context: PlanContext, budget: number): EnginePlan {
  const cheapest = cheapestPlan(context);
  if (cheapest.totalCents > budget) return cheapest;
  let low = 0;
  let high: { lambda: number; plan: EnginePlan } | undefined;
  for (const lambda of [LAMBDA_FIRST, ...LAMBDA_STEPS]) {
    const plan = planAt(context, lambda);
    if (plan.totalCents <= budget) {
      high = { lambda, plan };
      break;
    }
    low = lambda;
  }
  if (!high) return cheapest;
  for (let step = 0; step < BISECTIONS; step += 1) {
    // Halfway on a log scale (λ spans orders of magnitude), or a quarter of the way from 0.
    const lambda: number = low > 0 ? Math.sqrt(low * high.lambda) : high.lambda / 4;
    const plan = planAt(context, lambda);
    if (plan.totalCents <= budget) high = { lambda, plan };
    else low = lambda;
  }
  return high.plan;
}
