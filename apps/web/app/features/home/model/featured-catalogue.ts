// The home page's row of real recipes and products: chosen at build time from the catalogue's seed data (so the
// prerendered page paints them with no API call), a few meals of different kinds and a few groceries.
import { catalogueItemPath } from '@larder/contracts/values/catalogue-paths';
import { formatCents } from '@larder/contracts/values/money';

/** The catalogue fields the row needs (a seed product record has more). */
export interface CatalogueRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  picture: string;
  price_cents: number;
  dish_type: number;
}

export interface FeaturedItem {
  slug: string;
  /** Its page: every item of the row is a product of the catalogue (`/products/<id>-<slug>/`). */
  path: string;
  name: string;
  description: string;
  kind: 'recipe' | 'product';
  /** The picture's path on the API origin (`/api/v2/pictures/<code>.svg`). */
  picture: string;
  price: string;
}

/** Dish types from 21 to 28 are groceries (bakery, snack, dessert, drink, protein, produce, pantry, dairy). */
const GROCERY_DISH_TYPES = new Set([21, 22, 23, 24, 25, 26, 27, 28]);
/** Dish types from 1 to 16, and dumplings and bao (29), are cooked dishes: the recipes. */
const isRecipe = (dishType: number) => (dishType >= 1 && dishType <= 16) || dishType === 29;
export const FEATURED_RECIPES = 4;
export const FEATURED_PRODUCTS = 4;

export function picturePath(code: string): string {
  return `/api/v2/pictures/${code}.svg`;
}

/** Picks the first records of different dish types, in catalogue order, so the row shows variety. */
function pickVaried(records: CatalogueRecord[], count: number): CatalogueRecord[] {
  const seen = new Set<number>();
  const picked: CatalogueRecord[] = [];
  for (const record of records) {
    if (picked.length === count) break;
    if (seen.has(record.dish_type)) continue;
    seen.add(record.dish_type);
    picked.push(record);
  }
  return picked;
}

/** Recipes first, then products; each with its picture path and formatted price. */
export function featuredCatalogue(records: CatalogueRecord[]): FeaturedItem[] {
  const priced = records.filter((record) => Number.isInteger(record.price_cents) && record.price_cents > 0);
  const recipes = pickVaried(
    priced.filter((record) => isRecipe(record.dish_type)),
    FEATURED_RECIPES,
  );
  const products = pickVaried(
    priced.filter((record) => GROCERY_DISH_TYPES.has(record.dish_type)),
    FEATURED_PRODUCTS,
  );
  const item = (kind: FeaturedItem['kind']) => (record: CatalogueRecord) => ({
    slug: record.slug,
    path: catalogueItemPath('product', record),
    name: record.name,
    description: record.description,
    kind,
    picture: picturePath(record.picture),
    price: formatCents(record.price_cents),
  });
  return [...recipes.map(item('recipe')), ...products.map(item('product'))];
}
