// Describing a plan: the engine's item indexes turned into the contract's Plan, each item with the reason it was
// chosen (signals.ts reasonFor; the learned signal's own, learnedReason, apart for the box's lines) and each section with its size and whether it is complete.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import type { Plan, PlanItem, PlanSection } from '@larder/contracts/schemas/plan';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { PLAN_SECTION_TITLES, planLine, planSectionKind } from '@larder/contracts/values/plan';
import type { IndexedItem } from '../catalogue-index';
import { learnedReason, reasonFor } from '../signals';
import type { PlanContext } from './candidate-pool';
import { type EngineItem, type EnginePlan, servingsOf } from './engine-plan';

export function describeItem(context: PlanContext, occasion: Occasion, entry: EngineItem): PlanItem {
  const item = context.index.items[entry.item] as IndexedItem;
  const source = item.source;
  const learned = learnedReason(context.index, context.profile, entry.item);
  return {
    key: item.key,
    type: source.type,
    id: source.id,
    slug: source.slug,
    name: source.name,
    description: source.description,
    picture: source.picture,
    price_cents: source.price_cents,
    quantity: entry.quantity,
    total_cents: source.price_cents * entry.quantity,
    servings: source.servings,
    prep_minutes: source.prep_minutes,
    reason: reasonFor(context.index, context.profile, item, occasion),
    ...(learned ? { learned_reason: learned } : {}),
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
