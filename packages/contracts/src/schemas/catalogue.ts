// The catalogue: products and pairings (a recipe made of several products), their dietary attributes, and the
// dietary query flags that filter them. docs/decisions/020-food-taxonomy-and-catalogue.md explains the attribute
// model; DIETARY_EXCLUSIONS (values/dietary-rules.ts) is the one definition of what each diet rules out, shared by
// the API's filters, the plan builder and the web client.
import { z } from 'zod';
import { CONTENT_TYPES, OCCASIONS } from '../values/catalogue';
import { DIETARY_EXCLUSIONS, type DietaryAttribute } from '../values/dietary-rules';
import { DietaryId } from '../values/preferences';
import { freeText } from './free-text';
import { commaListParam, wholeNumberParam } from './query-params';

export const Occasion = z.enum(OCCASIONS);
export type Occasion = z.infer<typeof Occasion>;

export const ContentType = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentType>;

export const Contains = z.object({
  meat: z.boolean(),
  poultry: z.boolean(),
  pork: z.boolean(),
  fish: z.boolean(),
  shellfish: z.boolean(),
  dairy: z.boolean(),
  egg: z.boolean(),
  gluten: z.boolean(),
  grain: z.boolean(),
  soy: z.boolean(),
  tree_nut: z.boolean(),
  peanut: z.boolean(),
  sesame: z.boolean(),
  garlic: z.boolean(),
  onion: z.boolean(),
  caffeine: z.boolean(),
}) satisfies z.ZodType<Record<DietaryAttribute, boolean>>;
export type Contains = z.infer<typeof Contains>;

export const DIETARY_IDS = Object.values(DietaryId) as DietaryId[];

/** True when an item with these attributes keeps every one of the dietary ids. */
export function isSuitable(contains: Contains, dietaryIds: Iterable<DietaryId>): boolean {
  for (const dietaryId of dietaryIds) {
    for (const attribute of DIETARY_EXCLUSIONS[dietaryId] ?? []) if (contains[attribute]) return false;
  }
  return true;
}

/** The dietary ids an item with these attributes keeps (always includes Omnivore). */
export function suitableDietaryIds(contains: Contains): DietaryId[] {
  return DIETARY_IDS.filter((dietaryId) => isSuitable(contains, [dietaryId]));
}

/**
 * Query flags of the catalogue and occasion option endpoints, one per dietary id except omnivore (which rules out
 * nothing): `?is_vegan=true&is_peanut_free=true`.
 */
export const DIETARY_FLAGS = {
  is_vegan: DietaryId.Vegan,
  is_vegetarian: DietaryId.Vegetarian,
  is_pescatarian: DietaryId.Pescatarian,
  is_flexitarian: DietaryId.Flexitarian,
  is_dairy_free: DietaryId.DairyFree,
  is_gluten_free: DietaryId.GlutenFree,
  is_soy_free: DietaryId.SoyFree,
  is_tree_nut_free: DietaryId.TreeNutFree,
  is_peanut_free: DietaryId.PeanutFree,
  is_egg_free: DietaryId.EggFree,
  is_shellfish_free: DietaryId.ShellfishFree,
  is_garlic_free: DietaryId.GarlicFree,
  is_onion_free: DietaryId.OnionFree,
  is_sesame_free: DietaryId.SesameFree,
  is_caffeine_free: DietaryId.CaffeineFree,
  is_grain_free: DietaryId.GrainFree,
} as const satisfies Record<string, DietaryId>;
export type DietaryFlag = keyof typeof DIETARY_FLAGS;
export const DIETARY_FLAG_NAMES = Object.keys(DIETARY_FLAGS) as DietaryFlag[];

/** The query flag of a dietary id; undefined for omnivore. */
export function dietaryFlagOf(dietaryId: DietaryId): DietaryFlag | undefined {
  return DIETARY_FLAG_NAMES.find((flag) => DIETARY_FLAGS[flag] === dietaryId);
}

/** `true`/`1` turn a flag on; `false`/`0` (or leaving it out) leave it off; anything else is a 400. */
const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'Enter true or false.' })
  .transform((value) => value === 'true' || value === '1')
  .optional();

export const DietaryFlagsQuery = z.object(
  Object.fromEntries(DIETARY_FLAG_NAMES.map((name) => [name, flag])) as Record<DietaryFlag, typeof flag>,
);
export type DietaryFlagsQuery = z.input<typeof DietaryFlagsQuery>;

/** The dietary ids a parsed flags query turns on. */
export function dietaryIdsFromFlags(flags: Partial<Record<DietaryFlag, boolean | undefined>>): DietaryId[] {
  return DIETARY_FLAG_NAMES.filter((name) => flags[name] === true).map((name) => DIETARY_FLAGS[name]);
}

/** Nutrition per serving: energy in kcal, sodium in mg, the rest in whole grams. */
export const Nutrition = z.object({
  kcal: z.number().int(),
  protein_g: z.number().int(),
  carbs_g: z.number().int(),
  sugar_g: z.number().int(),
  sodium_mg: z.number().int(),
  fibre_g: z.number().int(),
});
export type Nutrition = z.infer<typeof Nutrition>;

/**
 * Pictures are Twemoji SVGs served by the API under this prefix (`/api/v2/pictures/1f357.svg`). `<img>` cannot send
 * the client key header, so the client-key check exempts this prefix.
 */
export const PICTURE_PATH_PREFIX = '/api/v2/pictures/';
/** A picture's name: its emoji code points in lower-case hex joined by '-', as Twemoji names its files. */
export const PICTURE_NAME = /^[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}$/;

export function picturePath(codepoints: string): string {
  return `${PICTURE_PATH_PREFIX}${codepoints}.svg`;
}

const id = z.number().int().positive();

/** Fields common to products and pairings as the API answers them. `picture` is a path on the API origin. */
const CatalogueFields = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string(),
  /** The picture's alt text an operator set; absent, it is derived from the name. */
  picture_alt: z.string().optional(),
  /** Price in US cents: of the package for a product, of all its products for a pairing. */
  price_cents: z.number().int(),
  servings: z.number().int(),
  /** Room the item takes in a box, in box units (`customize.volume_limit` bounds a box). */
  volume: z.number().int(),
  /** Travels in the box's cold compartment (`customize.cold_volume_limit` bounds its units). */
  cold: z.boolean(),
  nutrition: Nutrition,
  contains: Contains,
  /** Dietary ids (DietaryId) the item keeps, derived from `contains`. */
  suitable_for: z.array(z.number().int()),
  /** Tag ids (GET /api/v2/quiz_options/ names them). */
  tags: z.array(z.number().int()),
  dish_type: z.number().int(),
  occasions: z.array(Occasion),
});

export const Product = CatalogueFields.extend({ ingredients: z.array(z.string()) });
export type Product = z.infer<typeof Product>;

export const PairingProduct = z.object({ id, name: z.string(), picture: z.string() });
export type PairingProduct = z.infer<typeof PairingProduct>;

export const Pairing = CatalogueFields.extend({
  prep_minutes: z.number().int(),
  steps: z.array(z.string()),
  products: z.array(PairingProduct),
});
export type Pairing = z.infer<typeof Pairing>;

export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_SIZE_MAX = 500;
export const CATALOGUE_MAX_OFFSET = 1_000_000;
export const CATALOGUE_SEARCH_MAX_LENGTH = 200;
const LIST_MAX_ITEMS = 100;

/** A comma list filter: `1,2,3`; blank items are ignored; at least one item. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaListParam(item, { max: LIST_MAX_ITEMS, noun: 'value', nouns: 'values' });
const idItem = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Enter whole numbers.')
  .transform(Number);

/**
 * GET /api/v2/products/ and /api/v2/pairings/. List filters match any of their values (`occasion=lunch,dinner`);
 * different filters all apply. Unknown parameters are refused (400), so a misspelt dietary flag never silently
 * returns food the customer must not eat.
 */
export const CatalogueListQuery = z.strictObject({
  ...DietaryFlagsQuery.shape,
  occasion: commaList(Occasion),
  tag: commaList(idItem),
  dish_type: commaList(idItem),
  id__in: commaList(idItem),
  /** Full-text search, ranked by relevance (best first) instead of by name. */
  search: freeText({
    max: CATALOGUE_SEARCH_MAX_LENGTH,
    tooLong: `Ensure this value has at most ${CATALOGUE_SEARCH_MAX_LENGTH} characters.`,
    trim: false,
  }).optional(),
  limit: wholeNumberParam(1, CATALOGUE_PAGE_SIZE_MAX, CATALOGUE_PAGE_SIZE),
  offset: wholeNumberParam(0, CATALOGUE_MAX_OFFSET, 0),
});
export type CatalogueListQuery = z.input<typeof CatalogueListQuery>;
export type CatalogueListFilter = z.output<typeof CatalogueListQuery>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
export const ProductPage = page(Product);
export type ProductPage = z.infer<typeof ProductPage>;
export const PairingPage = page(Pairing);
export type PairingPage = z.infer<typeof PairingPage>;

export const CatalogueItemParams = z.strictObject({ id: idItem });

export const CatalogueErrorCode = { UnknownTags: 'unknown_tags', UnknownDishTypes: 'unknown_dish_types' } as const;

/**
 * The whole catalogue in memory, as `loadCatalogue()` (apps/api/src/modules/catalogue/repository.ts) returns it for
 * plan building: every product and pairing with what ranking and the hard rules need. Products have
 * `prep_minutes: null` and `product_ids: []`.
 */
export const CatalogueItem = z.object({
  type: ContentType,
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string(),
  price_cents: z.number().int(),
  servings: z.number().int(),
  volume: z.number().int(),
  cold: z.boolean(),
  prep_minutes: z.number().int().nullable(),
  nutrition: Nutrition,
  contains: Contains,
  tags: z.array(z.number().int()),
  dish_type: z.number().int(),
  occasions: z.array(Occasion),
  product_ids: z.array(z.number().int()),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;

export const Catalogue = z.object({ products: z.array(CatalogueItem), pairings: z.array(CatalogueItem) });
export type Catalogue = z.infer<typeof Catalogue>;
