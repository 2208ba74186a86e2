// A 0/1 knapsack over servings: how the breakfast, snack and sweet sections reach their servings range when the
// greedy choice cannot, and how the cheapest plan fills them.
import type { Pool } from './candidate-pool';

/**
 * Best-valued set of distinct candidates whose servings add up to a total in [min, max] (0/1 knapsack over
 * servings); when no total in the range can be reached, the largest reachable total. Value is maximised, or cost
 * minimised with `minimise`.
 */
export function knapsack(
  pool: Pool,
  min: number,
  max: number,
  value: (position: number) => number,
  minimise: boolean,
  allowed: (position: number) => boolean = () => true,
) {
  const worst = minimise ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  const better = (a: number, b: number) => (minimise ? a < b : a > b);
  const best = new Float64Array(max + 1).fill(worst);
  best[0] = 0;
  // At most ⌊max / s⌋ items of s servings fit, so only the best that many of each size can be in the answer (any
  // other could be exchanged for an unused better one): the knapsack runs over a few dozen items, not thousands.
  const bySize = new Map<number, { position: number; value: number }[]>();
  for (let position = 0; position < pool.items.length; position += 1) {
    const servings = pool.servings[position] as number;
    if (servings > max || servings <= 0 || !allowed(position)) continue;
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
