// A new box every week (issue 27; docs/decisions/190-learning.md): each week's box is built for that week from the
// customer's recent boxes. A recipe the customer has not liked rests for ROTATION_WEEKS weeks after it was in a box;
// staples (products) may repeat, a little less likely than a fresh one; a small jitter seeded by (customer, week)
// breaks near ties differently each week; and a box that would be last week's again has its least wanted entry
// swapped for the next best not in last week's box (move-on.ts). Everything is deterministic per (customer, week,
// recent boxes).
import type { Profile } from '../signals';

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
