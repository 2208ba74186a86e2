// A week's menu (issue 39, "this week's menu"): GET /api/v2/subscription/weeks/:id/menu/ — for one open week (its
// order's id), every recipe and product of the catalogue with what the customer's hard rules say of it (hidden, and
// why), the box's picks marked, and the week's box as the box editor answers it. Picks and unpicks go through the box
// editor's own route (PUT /api/v2/orders/:id/lines/), whose answer carries the new totals.
import { z } from 'zod';
import { ContentType, Occasion } from './catalogue';
import { Order } from './checkout';
import { RowId } from './ids';

export const WeekMenuParams = z.object({ id: z.coerce.number().pipe(RowId) });

export const MenuItem = z.object({
  type: ContentType,
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The picture's path on the API's origin (`/api/v2/pictures/…`). */
  picture: z.string(),
  price_cents: z.number().int(),
  servings: z.number().int(),
  /** A recipe's minutes; null for a product. */
  prep_minutes: z.number().int().nullable(),
  /** Box units of one package, and whether it travels cold (the box's room: docs/decisions/191-box-capacity.md). */
  volume: z.number().int(),
  cold: z.boolean(),
  occasions: z.array(Occasion),
  /** Cuisine names (the taxonomy's). */
  cuisines: z.array(z.string()),
  /** The diets (MENU_DIETS) it keeps to, by what it contains. */
  diets: z.array(z.string()),
  /** Packages of it in the week's box; 0 when not picked. */
  in_box: z.number().int(),
  /** Why the customer's rules hide it ("contains pork", "you gave it a thumbs down"); empty when it may be picked. */
  hidden_because: z.array(z.string()),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const WeekMenu = z.object({
  /** The week's box, as GET /api/v2/orders/:id/ answers it. */
  order: Order,
  /** The customer's weekly budget from the quiz; null without one. */
  budget_cents: z.number().int().nullable(),
  /** The cuisines of the items shown, by name, for the filter. */
  cuisines: z.array(z.string()),
  /** Recipes first, then products; within each, the box's picks first, then what the customer likes most. */
  items: z.array(MenuItem),
});
export type WeekMenu = z.infer<typeof WeekMenu>;
