// A week's plan as the lines of a box: each product or recipe once (quantities of an item planned for several
// occasions added up, at most BOX_LINE_QUANTITY_MAX), at the plan's prices, in plan order, at most BOX_LINES_MAX,
// each with the learned reason the engine chose it for (issue 43), kept for the account home.
import type { Plan } from '@larder/contracts/schemas/plan';
import { BOX_LINE_QUANTITY_MAX, BOX_LINES_MAX } from '@larder/contracts/values/checkout';

export interface BoxLineDraft {
  itemType: string;
  itemId: number;
  name: string;
  picture: string;
  quantity: number;
  unitPriceCents: number;
  position: number;
  /** The plan's learned reason for the item (its first occasion's that has one), else null. */
  reason: string | null;
}

export function boxLinesFromPlan(plan: Plan): BoxLineDraft[] {
  const merged = new Map<string, BoxLineDraft>();
  for (const item of plan.sections.flatMap((section) => section.items)) {
    const key = `${item.type}:${item.id}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity = Math.min(BOX_LINE_QUANTITY_MAX, existing.quantity + item.quantity);
      existing.reason ??= item.learned_reason ?? null;
    } else {
      merged.set(key, {
        itemType: item.type,
        itemId: item.id,
        name: item.name,
        picture: item.picture,
        quantity: Math.min(BOX_LINE_QUANTITY_MAX, item.quantity),
        unitPriceCents: item.price_cents,
        position: merged.size,
        reason: item.learned_reason ?? null,
      });
    }
  }
  return [...merged.values()].slice(0, BOX_LINES_MAX);
}
