// The menu's filters (issue 39): kind, diet, cuisine, time and price, applied in the page to the week's menu, and
// whether an item may be added now — within the box's room (docs/decisions/191-box-capacity.md) and the customer's
// weekly budget — so the page offers only picks that can work, saying why when one cannot.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { MenuItem } from '@larder/contracts/schemas/menu';
import { roomLeft } from '@larder/contracts/values/box-capacity';
import { MenuText } from './texts';

export type MenuKind = 'pairing' | 'product';

export interface MenuFilters {
  kind: MenuKind;
  /** A MENU_DIETS name, or '' for any. */
  diet: string;
  /** A cuisine name, or '' for any. */
  cuisine: string;
  /** Recipes ready in less than this many minutes (products have no time: left out); null for any. */
  maxMinutes: number | null;
  /** Items under this price; null for any. */
  maxPriceCents: number | null;
}

export const NO_FILTERS: MenuFilters = {
  kind: 'pairing',
  diet: '',
  cuisine: '',
  maxMinutes: null,
  maxPriceCents: null,
};
export const TIME_CHOICES = [20, 30, 45] as const;
export const PRICE_CHOICES = [500, 1000, 2000] as const;

const matches = (item: MenuItem, filters: MenuFilters) =>
  item.type === filters.kind &&
  (filters.diet === '' || item.diets.includes(filters.diet)) &&
  (filters.cuisine === '' || item.cuisines.includes(filters.cuisine)) &&
  (filters.maxMinutes === null || (item.prep_minutes !== null && item.prep_minutes < filters.maxMinutes)) &&
  (filters.maxPriceCents === null || item.price_cents < filters.maxPriceCents);

/** What the filters show, in the menu's order, and the items of the kind the customer's rules hide. */
export function filterMenu(
  items: readonly MenuItem[],
  filters: MenuFilters,
): { shown: MenuItem[]; hidden: MenuItem[] } {
  const shown: MenuItem[] = [];
  const hidden: MenuItem[] = [];
  for (const item of items) {
    if (item.hidden_because.length > 0) {
      if (item.type === filters.kind) hidden.push(item);
    } else if (matches(item, filters)) shown.push(item);
  }
  return { shown, hidden };
}

/** Why the item cannot be added to the box now (its room, then the budget); null when it can. */
export function whyNotAddable(item: MenuItem, order: Order, budgetCents: number | null): string | null {
  const room = roomLeft(order.box_space);
  if (item.volume > room.volume || (item.cold && item.volume > room.cold)) return MenuText.BoxFull;
  if (budgetCents !== null && order.totals.subtotal_cents + item.price_cents > budgetCents) {
    return MenuText.overBudget(budgetCents);
  }
  return null;
}
