// A new box every week (issue 27; docs/decisions/190-learning.md): each week's box is built for that week from the
// customer's recent boxes. A recipe the customer has not liked rests for ROTATION_WEEKS weeks after it was in a box;
// staples (products) may repeat, a little less likely than a fresh one; a small jitter seeded by (customer, week)
// breaks near ties differently each week; and a box that would be last week's again has its least wanted entry
// swapped for the next best not in last week's box. Everything is deterministic per (customer, week, recent boxes).
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import type { Profile } from '../signals';
import { positionIn } from './candidate-pool';
import type { PlanContext } from './candidate-pool';
import type { EngineItem, EnginePlan } from './engine-plan';
import { swapItem } from './swap';

/** A recipe not liked stays out of the boxes of this many weeks after one it was in. */
export const ROTATION_WEEKS = 3;

export const ROTATION = {
  /** Score of a staple that was in last week's box. */
  lastWeek: -2,
  /** Scores move by up to this much, differently for each (customer, week). */
  jitter: 1,
} as const;

/** What the recent boxes mean for this week's, as item indexes. */
export interface Rotation {
  /** Recipes of the last ROTATION_WEEKS boxes the customer has not liked: out of this week's box. */
  resting: ReadonlySet<number>;
  /** Everything of last week's box. */
  lastWeek: ReadonlySet<number>;
  /** Seed of the (customer, week). */
  seed: number;
}

/** A 32-bit hash of a string (FNV-1a): the seed of a (customer, week). */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A number in [0, 1) from a seed and an item (a murmur3 finaliser). */
export function jitterOf(seed: number, item: number): number {
  let mixed = (seed ^ Math.imul(item + 1, 0x9e3779b1)) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 16), 0x85ebca6b) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
  return ((mixed ^ (mixed >>> 16)) >>> 0) / 4_294_967_296;
}

/**
 * The rotation of a week from the item indexes of the customer's recent boxes, the week before first. Only the first
 * ROTATION_WEEKS boxes count; a recipe the customer liked never rests.
 */
export function rotationOf(
  isRecipe: (item: number) => boolean,
  profile: Profile,
  recent: readonly (readonly number[])[],
  seed: number,
): Rotation {
  const resting = new Set<number>();
  for (const box of recent.slice(0, ROTATION_WEEKS)) {
    for (const item of box) if (isRecipe(item) && profile.rated[item] !== 1) resting.add(item);
  }
  return { resting, lastWeek: new Set(recent[0] ?? []), seed };
}

/** Score change of an item this week: the jitter, and the last-week penalty. */
export function rotationScore(rotation: Rotation, item: number): number {
  return ROTATION.jitter * jitterOf(rotation.seed, item) + (rotation.lastWeek.has(item) ? ROTATION.lastWeek : 0);
}

/**
 * The plan, or when every item of it was in last week's box, the plan with its least wanted entry (lowest score)
 * swapped for the next best not in last week's box, as the swap rules allow (size, capacity, one item one occasion).
 * Unchanged when nothing can be swapped.
 */
export function moveOn(context: PlanContext, plan: EnginePlan, lastWeek: ReadonlySet<number>): EnginePlan {
  if (lastWeek.size === 0) return plan;
  const entries = OCCASIONS.flatMap((occasion) =>
    plan.sections[occasion].map((entry, slot) => ({ occasion, slot, entry })),
  );
  if (entries.length === 0 || entries.some(({ entry }) => !lastWeek.has(entry.item))) return plan;
  const scoreOf = (occasion: (typeof OCCASIONS)[number], entry: EngineItem) => {
    const pool = context.pools[occasion];
    const position = positionIn(pool, entry.item);
    return position === undefined ? 0 : (pool.score[position] as number);
  };
  entries.sort(
    (a, b) => scoreOf(a.occasion, a.entry) - scoreOf(b.occasion, b.entry) || a.entry.item - b.entry.item,
  );
  for (const { occasion, slot } of entries) {
    const outcome = swapItem(context, plan, occasion, slot, lastWeek);
    if (outcome) {
      const sections = {
        ...outcome.plan.sections,
        [occasion]: outcome.plan.sections[occasion].map((entry) => ({ ...entry, swapped: false })),
      };
      return { sections, totalCents: outcome.plan.totalCents };
    }
  }
  return plan;
}
