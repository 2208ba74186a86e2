// The engine's plan: the chosen items of each section (item indexes and package quantities), and what they cost and
// serve. Building, the budget search, swaps and describing all read and write this shape.
import type { Occasion } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import type { IndexedItem } from '../catalogue-index';
import type { PlanContext } from './candidate-pool';

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

/** The meal sections, chosen together: never the same recipe twice in one week. */
export const MEALS = ['dinner', 'lunch'] as const satisfies readonly Occasion[];

export function emptySections(): EngineSections {
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

/** Servings the entries of a section add up to. */
export function servingsOf(context: PlanContext, items: readonly EngineItem[]): number {
  let total = 0;
  for (const entry of items) total += entry.quantity * (context.index.items[entry.item] as IndexedItem).source.servings;
  return total;
}
