// A box that would be last week's again moves on (engine/rotation.ts): its least wanted entry is swapped for the next
// best not in last week's box.
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { type PlanContext, positionIn } from './candidate-pool';
import type { EngineItem, EnginePlan } from './engine-plan';
import { swapItem } from './swap';

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
  entries.sort((a, b) => scoreOf(a.occasion, a.entry) - scoreOf(b.occasion, b.entry) || a.entry.item - b.entry.item);
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
