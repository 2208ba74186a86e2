// The plan engine: a customer's answers and the catalogue index in, the week's plan out. Pure and deterministic:
// the same answers and catalogue always give the same plan (ties go to the lower item position).
//
// 1. Hard rules filter each occasion's candidates (signals.ts keepsHardRules); an occasion answered NEVER gets none.
// 2. Each candidate gets a soft score (likes, goals, picks), meals also from their dish type ratings.
// 3. Greedy choice with variety penalties: lunch and dinner meals are picked in turn (never the same recipe twice
//    in a week), breakfast, snack and sweet items until their servings reach the range; a knapsack over servings
//    finishes a range the greedy choice cannot.
// 4. Budget: if the week costs more than the budget but the cheapest plan the rules allow fits it, scores are
//    lowered by λ × dollars and the plan of (about) the smallest λ that fits is kept; otherwise the cheapest plan.
// docs/decisions/060-plan-building.md explains the choices.
import { OCCASIONS, type Occasion } from '@larder/contracts/catalogue';
import type { Plan, PlanItem, PlanSection } from '@larder/contracts/plan';
import {
  effectiveFrequency,
  PLAN_SECTION_TITLES,
  type PlanSize,
  planLine,
  planPeople,
  planSectionKind,
  planSize,
} from '@larder/contracts/plan-values';
import { type Frequency, GoalId } from '@larder/contracts/preferences';
import type { CatalogueIndex, IndexedItem } from './catalogue-index';
import {
  baseScore,
  customerProfile,
  keepsHardRules,
  occasionScore,
  type PlanAnswers,
  type Profile,
  reasonFor,
  VARIETY,
} from './signals';

export type { PlanAnswers } from './signals';

/** The candidates of one occasion that keep every hard rule, with what choosing one means. */
export interface Pool {
  occasion: Occasion;
  /** Item indexes (CatalogueIndex.items), ascending. */
  items: Int32Array;
  score: Float64Array;
  /** Cents for `quantity` packages. */
  cost: Float64Array;
  quantity: Int32Array;
  /** Servings of `quantity` packages. */
  servings: Int32Array;
  /** Item index → position in the pool, -1 when not in it (an array over the whole catalogue: cheaper than a map). */
  position: Int32Array;
}

/** The pool position of an item, or undefined. */
export function positionIn(pool: Pool, item: number): number | undefined {
  const position = pool.position[item] ?? -1;
  return position < 0 ? undefined : position;
}

const inPool = (pool: Pool, item: number) => (pool.position[item] ?? -1) >= 0;

export interface SectionTarget {
  occasion: Occasion;
  frequency: Frequency;
  size: PlanSize;
}

/** Everything about one customer against one catalogue, computed once and shared by building and swapping. */
export interface PlanContext {
  index: CatalogueIndex;
  profile: Profile;
  people: number;
  budgetCents: number | null;
  targets: Readonly<Record<Occasion, SectionTarget>>;
  pools: Readonly<Record<Occasion, Pool>>;
}

export interface EngineItem {
  /** Index into CatalogueIndex.items. */
  item: number;
  quantity: number;
  swapped: boolean;
}

export type EngineSections = Record<Occasion, EngineItem[]>;

export interface EnginePlan {
  sections: EngineSections;
  totalCents: number;
}

const MEALS = ['dinner', 'lunch'] as const satisfies readonly Occasion[];

function emptyPool(occasion: Occasion, catalogueSize: number): Pool {
  return {
    occasion,
    items: new Int32Array(0),
    score: new Float64Array(0),
    cost: new Float64Array(0),
    quantity: new Int32Array(0),
    servings: new Int32Array(0),
    position: new Int32Array(catalogueSize).fill(-1),
  };
}

/** Base scores of the items scored so far in one plan (NaN: not yet), so lunch and dinner score an item once. */
type ScoreCache = Float64Array;

function buildPool(
  index: CatalogueIndex,
  profile: Profile,
  target: SectionTarget,
  people: number,
  scores: ScoreCache,
): Pool {
  const { occasion, size } = target;
  if (size.servingsMax === 0) return emptyPool(occasion, index.items.length);
  const meals = planSectionKind(occasion) === 'meals';
  const kept: number[] = [];
  const candidates = index.candidates[occasion];
  const servingsMax = meals ? Number.POSITIVE_INFINITY : size.servingsMax;
  for (let candidate = 0; candidate < candidates.length; candidate += 1) {
    const itemIndex = candidates[candidate] as number;
    // A serving item larger than the whole range can never be part of it.
    if ((index.servings[itemIndex] as number) > servingsMax) continue;
    if (keepsHardRules(index, profile, itemIndex)) kept.push(itemIndex);
  }
  const count = kept.length;
  const pool: Pool = {
    occasion,
    items: Int32Array.from(kept),
    score: new Float64Array(count),
    cost: new Float64Array(count),
    quantity: new Int32Array(count),
    servings: new Int32Array(count),
    position: new Int32Array(index.items.length).fill(-1),
  };
  for (let position = 0; position < count; position += 1) {
    pool.position[kept[position] as number] = position;
    const itemIndex = kept[position] as number;
    const item = index.items[itemIndex] as IndexedItem;
    const servings = index.servings[itemIndex] as number;
    const quantity = meals ? Math.ceil(people / servings) : 1;
    let base = scores[itemIndex] as number;
    if (Number.isNaN(base)) {
      base = baseScore(index, profile, item, itemIndex);
      scores[itemIndex] = base;
    }
    pool.score[position] = base + occasionScore(profile, item, occasion, meals);
    pool.quantity[position] = quantity;
    pool.cost[position] = quantity * (index.prices[itemIndex] as number);
    pool.servings[position] = quantity * servings;
  }
  return pool;
}

export function planContext(index: CatalogueIndex, answers: PlanAnswers): PlanContext {
  const profile = customerProfile(index, answers);
  const people = planPeople(answers.household);
  const targets = Object.fromEntries(
    OCCASIONS.map((occasion) => {
      const frequency = effectiveFrequency(answers.frequencies[occasion]);
      return [occasion, { occasion, frequency, size: planSize(occasion, frequency, people) }];
    }),
  ) as Record<Occasion, SectionTarget>;
  const scores: ScoreCache = new Float64Array(index.items.length).fill(Number.NaN);
  const pools = Object.fromEntries(
    OCCASIONS.map((occasion) => [occasion, buildPool(index, profile, targets[occasion], people, scores)]),
  ) as Record<Occasion, Pool>;
  const budget = answers.weeklyBudgetDollars;
  return {
    index,
    profile,
    people,
    budgetCents: budget === null || budget === undefined ? null : Math.round(budget * 100),
    targets,
    pools,
  };
}

// Variety -----------------------------------------------------------------------------------------------------------

/** How much the items chosen so far (in one group of sections) weigh against one more like them. */
class Variety {
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

function varietyOf(context: PlanContext, items: Iterable<number>): Variety {
  const variety = new Variety(context.index.tags.length, context.profile.goals.has(GoalId.TryNewThings));
  for (const item of items) variety.add(context.index.items[item] as IndexedItem);
  return variety;
}

// Greedy choice ----------------------------------------------------------------------------------------------------

/**
 * The best pool position by score − λ × dollars + variety, among those `allowed`; -1 when none. Variety only ever
 * lowers a score, so a candidate whose plain score cannot beat the best so far is passed over cheaply.
 */
function pickBest(
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
interface MealCounts {
  lunchOnly: number;
  dinnerOnly: number;
  both: number;
}

function mealCategory(context: PlanContext, item: number): keyof MealCounts {
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

function chooseMeals(context: PlanContext, lambda: number, sections: EngineSections): void {
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
      if (chosen.has(item)) return false;
      const category = mealCategory(context, item);
      counts[category] -= 1;
      const fillable = canFill(lunchLeft, dinnerLeft, counts);
      counts[category] += 1;
      return fillable;
    });
    if (position < 0) break; // cannot happen while the targets hold; kept as a guard
    const item = pool.items[position] as number;
    chosen.add(item);
    counts[mealCategory(context, item)] -= 1;
    left[occasion] -= 1;
    variety.add(context.index.items[item] as IndexedItem);
    sections[occasion].push({ item, quantity: pool.quantity[position] as number, swapped: false });
  }
}

/**
 * Best-valued set of distinct candidates whose servings add up to a total in [min, max] (0/1 knapsack over
 * servings); when no total in the range can be reached, the largest reachable total. Value is maximised, or cost
 * minimised with `minimise`.
 */
function knapsack(pool: Pool, min: number, max: number, value: (position: number) => number, minimise: boolean) {
  const worst = minimise ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const better = (a: number, b: number) => (minimise ? a < b : a > b);
  const best = new Float64Array(max + 1).fill(worst);
  best[0] = 0;
  // At most ⌊max / s⌋ items of s servings fit, so only the best that many of each size can be in the answer (any
  // other could be exchanged for an unused better one): the knapsack runs over a few dozen items, not thousands.
  const bySize = new Map<number, { position: number; value: number }[]>();
  for (let position = 0; position < pool.items.length; position += 1) {
    const servings = pool.servings[position] as number;
    if (servings > max || servings <= 0) continue;
    const group = bySize.get(servings) ?? [];
    if (group.length === 0) bySize.set(servings, group);
    group.push({ position, value: value(position) });
  }
  const positions: number[] = [];
  for (const [servings, group] of bySize) {
    group.sort((a, b) => (minimise ? a.value - b.value : b.value - a.value) || a.position - b.position);
    for (const entry of group.slice(0, Math.floor(max / servings))) positions.push(entry.position);
  }
  positions.sort((a, b) => a - b);
  const width = max + 1;
  const took = new Uint8Array(positions.length * width);
  positions.forEach((position, row) => {
    const servings = pool.servings[position] as number;
    const gain = value(position);
    for (let total = max; total >= servings; total -= 1) {
      const before = best[total - servings] as number;
      if (before === worst) continue;
      const candidate = before + gain;
      if (better(candidate, best[total] as number)) {
        best[total] = candidate;
        took[row * width + total] = 1;
      }
    }
  });
  let total = -1;
  for (let option = min; option <= max; option += 1) {
    if (best[option] !== worst && (total < 0 || better(best[option] as number, best[total] as number))) total = option;
  }
  if (total < 0) {
    for (let option = Math.min(min, max); option >= 0; option -= 1) {
      if (best[option] !== worst) {
        total = option;
        break;
      }
    }
  }
  const picked: number[] = [];
  for (let row = positions.length - 1, rest = Math.max(0, total); row >= 0 && rest > 0; row -= 1) {
    if (took[row * width + rest]) {
      const position = positions[row] as number;
      picked.push(position);
      rest -= pool.servings[position] as number;
    }
  }
  return { positions: picked.reverse(), total: Math.max(0, total), value: best[Math.max(0, total)] as number };
}

function chooseServings(
  context: PlanContext,
  occasion: Occasion,
  lambda: number,
  used: ReadonlySet<number>,
  sections: EngineSections,
): void {
  const pool = context.pools[occasion];
  const { servingsMin: min, servingsMax: max } = context.targets[occasion].size;
  if (max === 0 || pool.items.length === 0) return;
  const variety = varietyOf(context, []);
  const taken = new Uint8Array(pool.items.length);
  const picked: number[] = [];
  let total = 0;
  while (total < min) {
    const room = max - total;
    const position = pickBest(
      context,
      pool,
      lambda,
      variety,
      used,
      (candidate) => taken[candidate] === 0 && (pool.servings[candidate] as number) <= room,
    );
    if (position < 0) break;
    taken[position] = 1;
    picked.push(position);
    total += pool.servings[position] as number;
    variety.add(context.index.items[pool.items[position] as number] as IndexedItem);
  }
  const positions =
    total >= min
      ? picked
      : knapsack(
          pool,
          min,
          max,
          (position) => (pool.score[position] as number) - (lambda * (pool.cost[position] as number)) / 100,
          false,
        ).positions;
  for (const position of positions) {
    sections[occasion].push({
      item: pool.items[position] as number,
      quantity: pool.quantity[position] as number,
      swapped: false,
    });
  }
}

function emptySections(): EngineSections {
  return { breakfast: [], lunch: [], dinner: [], snack: [], sweet: [] };
}

function sectionCost(context: PlanContext, items: readonly EngineItem[]): number {
  let cost = 0;
  for (const entry of items) {
    cost += entry.quantity * (context.index.items[entry.item] as IndexedItem).source.price_cents;
  }
  return cost;
}

export function totalCost(context: PlanContext, sections: EngineSections): number {
  return OCCASIONS.reduce((sum, occasion) => sum + sectionCost(context, sections[occasion]), 0);
}

function planAt(context: PlanContext, lambda: number): EnginePlan {
  const sections = emptySections();
  chooseMeals(context, lambda, sections);
  const used = new Set<number>();
  for (const occasion of MEALS) for (const entry of sections[occasion]) used.add(entry.item);
  for (const occasion of ['breakfast', 'snack', 'sweet'] as const) {
    chooseServings(context, occasion, lambda, used, sections);
    for (const entry of sections[occasion]) used.add(entry.item);
  }
  return { sections, totalCents: totalCost(context, sections) };
}

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
  for (const occasion of ['breakfast', 'snack', 'sweet'] as const) {
    const pool = context.pools[occasion];
    const { servingsMin: min, servingsMax: max } = context.targets[occasion].size;
    if (max === 0 || pool.items.length === 0) continue;
    const result = knapsack(pool, min, max, (position) => pool.cost[position] as number, true);
    for (const position of result.positions) {
      sections[occasion].push({
        item: pool.items[position] as number,
        quantity: pool.quantity[position] as number,
        swapped: false,
      });
    }
  }
  return { sections, totalCents: totalCost(context, sections) };
}

/** λ (score points given up per dollar saved) tried first when the preferred plan is over budget, then λ bounds. */
const LAMBDA_FIRST = 0.4;
const LAMBDA_STEPS = [4, 1000];
const BISECTIONS = 3;

/**
 * The week's plan before any swap: the preferred plan if it fits the budget; else, when even the cheapest plan the
 * rules allow is over budget, that cheapest plan; else the plan of (about) the smallest λ that fits, which keeps the
 * most of the customer's taste, or the cheapest plan should no λ tried fit.
 */
export function buildPlan(context: PlanContext): EnginePlan {
  const preferred = planAt(context, 0);
  const budget = context.budgetCents;
  if (budget === null || preferred.totalCents <= budget) return preferred;
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

// Swaps ------------------------------------------------------------------------------------------------------------

export interface SwapOutcome {
  plan: EnginePlan;
  replacement: EngineItem;
}

function servingsOf(context: PlanContext, items: readonly EngineItem[]): number {
  let total = 0;
  for (const entry of items) total += entry.quantity * (context.index.items[entry.item] as IndexedItem).source.servings;
  return total;
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
  const group = planSectionKind(occasion) === 'meals' ? MEALS : [occasion];
  for (const other of group) if (plan.sections[other].some((entry) => entry.item === item)) return false;
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

// The answer ------------------------------------------------------------------------------------------------------

export function describeItem(context: PlanContext, occasion: Occasion, entry: EngineItem): PlanItem {
  const item = context.index.items[entry.item] as IndexedItem;
  const source = item.source;
  return {
    key: item.key,
    type: source.type,
    id: source.id,
    name: source.name,
    description: source.description,
    picture: source.picture,
    price_cents: source.price_cents,
    quantity: entry.quantity,
    total_cents: source.price_cents * entry.quantity,
    servings: source.servings,
    prep_minutes: source.prep_minutes,
    reason: reasonFor(context.index, context.profile, item, occasion),
    swapped: entry.swapped,
  };
}

export function describePlan(context: PlanContext, plan: EnginePlan, weekStart: string): Plan {
  const sections: PlanSection[] = OCCASIONS.map((occasion) => {
    const { frequency, size } = context.targets[occasion];
    const items = plan.sections[occasion];
    const planned = servingsOf(context, items);
    const complete =
      size.meals !== null ? items.length === size.meals : planned >= size.servingsMin && planned <= size.servingsMax;
    return {
      occasion,
      title: PLAN_SECTION_TITLES[occasion],
      kind: planSectionKind(occasion),
      frequency,
      line: planLine(size),
      meals: size.meals,
      people: size.people,
      servings_min: size.servingsMin,
      servings_max: size.servingsMax,
      servings_planned: planned,
      complete,
      items: items.map((entry) => describeItem(context, occasion, entry)),
    };
  });
  const budget = context.budgetCents;
  return {
    week_start: weekStart,
    people: context.people,
    sections,
    total_cents: plan.totalCents,
    budget_cents: budget,
    within_budget: budget === null ? null : plan.totalCents <= budget,
    catalogue_version: context.index.version,
  };
}
