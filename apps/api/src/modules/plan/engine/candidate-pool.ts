// The candidate pools of a plan: for each occasion, the catalogue items that keep every hard rule (signals.ts
// keepsHardRules), with their soft score, cost, quantity and servings; computed once per customer and catalogue
// (planContext) and shared by building and swapping. An occasion answered NEVER gets no candidates.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import {
  effectiveFrequency,
  type PlanSize,
  planPeople,
  planSectionKind,
  planSize,
} from '@larder/contracts/values/plan';
import type { Frequency } from '@larder/contracts/values/preferences';
import type { CapacityLimits } from '../capacity';
import type { CatalogueIndex, IndexedItem } from '../catalogue-index';
import { baseScore, customerProfile, keepsHardRules, occasionScore, type PlanAnswers, type Profile } from '../signals';
import { type Rotation, rotationOf, rotationScore } from './rotation';

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
  /** Box units of `quantity` packages. */
  volume: Int32Array;
  /** Item index → position in the pool, -1 when not in it (an array over the whole catalogue: cheaper than a map). */
  position: Int32Array;
}

/** The pool position of an item, or undefined. */
export function positionIn(pool: Pool, item: number): number | undefined {
  const position = pool.position[item] ?? -1;
  return position < 0 ? undefined : position;
}

export const inPool = (pool: Pool, item: number) => (pool.position[item] ?? -1) >= 0;

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
  /** The box's limits in units (docs/decisions/191-box-capacity.md); null: unbounded. */
  capacity: CapacityLimits | null;
  /** The week's rotation (engine/rotation.ts); null: a plan of no particular week, as before rotation. */
  rotation: Rotation | null;
  targets: Readonly<Record<Occasion, SectionTarget>>;
  pools: Readonly<Record<Occasion, Pool>>;
}

function emptyPool(occasion: Occasion, catalogueSize: number): Pool {
  return {
    occasion,
    items: new Int32Array(0),
    score: new Float64Array(0),
    cost: new Float64Array(0),
    quantity: new Int32Array(0),
    servings: new Int32Array(0),
    volume: new Int32Array(0),
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
  rotation: Rotation | null,
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
    if (rotation?.resting.has(itemIndex)) continue;
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
    volume: new Int32Array(count),
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
    pool.score[position] =
      base + occasionScore(profile, item, occasion, meals) + (rotation ? rotationScore(rotation, itemIndex) : 0);
    pool.quantity[position] = quantity;
    pool.cost[position] = quantity * (index.prices[itemIndex] as number);
    pool.servings[position] = quantity * servings;
    pool.volume[position] = quantity * (index.volumes[itemIndex] as number);
  }
  return pool;
}

export function planContext(
  index: CatalogueIndex,
  answers: PlanAnswers,
  capacity: CapacityLimits | null = null,
  week?: { recent: readonly (readonly number[])[]; seed: number },
): PlanContext {
  const profile = customerProfile(index, answers);
  const rotation = week
    ? rotationOf(
        (item) => (index.items[item] as IndexedItem).source.type === 'pairing',
        profile,
        week.recent,
        week.seed,
      )
    : null;
  const people = planPeople(answers.household);
  const targets = Object.fromEntries(
    OCCASIONS.map((occasion) => {
      const frequency = effectiveFrequency(answers.frequencies[occasion]);
      return [occasion, { occasion, frequency, size: planSize(occasion, frequency, people) }];
    }),
  ) as Record<Occasion, SectionTarget>;
  const scores: ScoreCache = new Float64Array(index.items.length).fill(Number.NaN);
  const pools = Object.fromEntries(
    OCCASIONS.map((occasion) => [occasion, buildPool(index, profile, targets[occasion], people, scores, rotation)]),
  ) as Record<Occasion, Pool>;
  const budget = answers.weeklyBudgetDollars;
  return {
    index,
    profile,
    people,
    budgetCents: budget === null || budget === undefined ? null : Math.round(budget * 100),
    capacity,
    rotation,
    targets,
    pools,
  };
}
