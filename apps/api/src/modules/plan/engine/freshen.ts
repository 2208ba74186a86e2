// Each week's box brings something new (issue 27; docs/decisions/190-learning.md, "Learning"): once the engine has
// learned what a customer likes it would fill the box with what they already had, so a box that holds fewer than
// NEW_SHARE of items new to the customer has its least wanted entries (lowest score) swapped for the best the customer
// never had, as the swap rules allow (hard rules, size, capacity, one item one occasion). Learned feature scores make
// those new items ones they are likely to like.
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { type PlanContext, positionIn } from './candidate-pool';
import type { EnginePlan } from './engine-plan';
import { type SwapOutcome, swapItem } from './swap';

/** The least share of a week's box new to the customer, when the catalogue has enough that fits. */
export const NEW_SHARE = 0.3;

export function freshen(context: PlanContext, plan: EnginePlan, had: ReadonlySet<number>): EnginePlan {
  const entries = OCCASIONS.flatMap((occasion) =>
    plan.sections[occasion].map((entry, slot) => ({ occasion, slot, item: entry.item })),
  );
  let needed = Math.ceil(NEW_SHARE * entries.length) - entries.filter(({ item }) => !had.has(item)).length;
  if (needed <= 0) return plan;
  const scoreOf = (occasion: (typeof OCCASIONS)[number], item: number) => {
    const pool = context.pools[occasion];
    const position = positionIn(pool, item);
    return position === undefined ? 0 : (pool.score[position] as number);
  };
  // Each round takes the best new item any old entry could make way for (the swap rules of that entry's occasion), so
  // the new items are the best-liked of what the customer never had, not whatever fits the least wanted slot.
  let current = plan;
  const tried = new Set<string>();
  while (needed > 0) {
    let best: { occasion: (typeof OCCASIONS)[number]; outcome: SwapOutcome; gain: number; key: string } | undefined;
    for (const occasion of OCCASIONS) {
      current.sections[occasion].forEach((entry, slot) => {
        const key = `${occasion}:${entry.item}`;
        if (!had.has(entry.item) || tried.has(key)) return;
        const outcome = swapItem(context, current, occasion, slot, had);
        if (!outcome) {
          tried.add(key);
          return;
        }
        const gain = scoreOf(occasion, outcome.replacement.item) - scoreOf(occasion, entry.item) / 4;
        if (
          !best ||
          gain > best.gain ||
          (gain === best.gain && outcome.replacement.item < best.outcome.replacement.item)
        )
          best = { occasion, outcome, gain, key };
      });
    }
    if (!best) break;
    const { occasion, outcome } = best;
    current = {
      sections: {
        ...outcome.plan.sections,
        [occasion]: outcome.plan.sections[occasion].map((entry) => ({ ...entry, swapped: false })),
      },
      totalCents: outcome.plan.totalCents,
    };
    needed -= 1;
  }
  return current;
}
