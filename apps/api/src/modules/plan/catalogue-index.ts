// What plan building needs from the catalogue, computed once per catalogue version: every item with its dietary
// attributes as a bit mask, its tags as dense indexes and a bit set, and the candidates of each occasion. A plan
// then only filters and scores these arrays (engine/).
import type { Catalogue, CatalogueItem, Occasion } from '@larder/contracts/schemas/catalogue';
import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DIETARY_ATTRIBUTES, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';

/** The dish type of side dishes: never a meal on its own (docs/decisions/020-food-taxonomy-and-catalogue.md). */
export const SIDE_DISH_TYPE = 18;

export interface TaxonomyTag {
  id: number;
  group: TagGroup;
  slug: string;
  name: string;
}

export interface TaxonomyDishType {
  id: number;
  occasions: readonly Occasion[];
}

export interface Taxonomy {
  tags: readonly TaxonomyTag[];
  dishTypes: readonly TaxonomyDishType[];
}

export interface IndexedItem {
  /** `type:id`. */
  key: string;
  source: CatalogueItem;
  /** Bit i set: contains DIETARY_ATTRIBUTES[i]. */
  attributes: number;
  /** Dense tag indexes (CatalogueIndex.tags), ascending. */
  tags: Uint16Array;
  /** The same tags as a bit set of CatalogueIndex.tagWords words. */
  tagBits: Uint32Array;
  /** Dense indexes of the item's meat, seafood and plant tags: its proteins, for variety. */
  proteins: Uint16Array;
  /** Dense indexes of its cuisine tags. */
  cuisines: Uint16Array;
  /** Bit set of OCCASIONS the item is planned for (lunch and dinner only as a meal). */
  occasions: number;
  /** No meat, poultry, pork, fish or shellfish. */
  plantBased: boolean;
  /** Feature flags, for the goals. */
  features: number;
  /** Bit set of OCCASIONS where its price per serving is below the median of the occasion's candidates. */
  goodValue: number;
}

export interface CatalogueIndex {
  version: string;
  items: readonly IndexedItem[];
  /** Per item (same order as items), in flat typed arrays for the per-plan filter loop. */
  attributes: Int32Array;
  /** Item i's tag bit set is words [i × tagWords, (i + 1) × tagWords). */
  tagBits: Uint32Array;
  /** Item i's dense tags are tagList[tagOffsets[i] .. tagOffsets[i + 1]). */
  tagOffsets: Int32Array;
  tagList: Uint16Array;
  servings: Int32Array;
  prices: Int32Array;
  /** Box units of one package (docs/decisions/191-box-capacity.md). */
  volumes: Int32Array;
  /** 1 where the item travels cold. */
  cold: Uint8Array;
  byKey: ReadonlyMap<string, number>;
  /** Item indexes each occasion may plan, ascending. */
  candidates: Readonly<Record<Occasion, Int32Array>>;
  tags: readonly TaxonomyTag[];
  tagIndex: ReadonlyMap<number, number>;
  tagIndexBySlug: ReadonlyMap<string, number>;
  tagWords: number;
}

export const attributeBit = (attribute: DietaryAttribute): number => 1 << DIETARY_ATTRIBUTES.indexOf(attribute);
export const occasionBit = (occasion: Occasion): number => 1 << OCCASIONS.indexOf(occasion);

/** What an item is like, for the goals (bit flags). */
export const Feature = {
  Quick: 1,
  Simple: 2,
  Easy: 4,
  Healthy: 8,
  LowCalorie: 16,
  Takeout: 32,
  AllInTheBox: 64,
  LowWaste: 128,
  PlantBased: 256,
} as const;

/** A recipe this quick (or a ready-made item) counts as quick. */
export const QUICK_MINUTES = 30;
/** Dish types people usually order in: stir-fry, curry, tacos, pizza, burger, noodles, dumplings. */
const TAKEOUT_DISH_TYPES: ReadonlySet<number> = new Set([2, 3, 4, 8, 9, 12, 29]);

const ANIMAL_FLESH = (['meat', 'poultry', 'pork', 'fish', 'shellfish'] as const).reduce(
  (mask, attribute) => mask | attributeBit(attribute),
  0,
);
const PROTEIN_GROUPS: ReadonlySet<TagGroup> = new Set(['meat', 'seafood', 'plant']);

export const itemKey = (type: string, id: number): string => `${type}:${id}`;

/**
 * Lunch and dinner plan meals: a recipe (any dish type but a side dish) or a ready meal (a product whose dish type
 * the quiz offers for lunch or dinner, side dishes again excepted). Other occasions plan any item offered for them.
 */
function plannedOccasions(item: CatalogueItem, mealDishTypes: ReadonlySet<number>): number {
  let mask = 0;
  for (const occasion of item.occasions) {
    if (occasion === 'lunch' || occasion === 'dinner') {
      const meal = item.dish_type !== SIDE_DISH_TYPE && (item.type === 'pairing' || mealDishTypes.has(item.dish_type));
      if (!meal) continue;
    }
    mask |= occasionBit(occasion);
  }
  return mask;
}

function featuresOf(item: IndexedItem, tagIndexBySlug: ReadonlyMap<string, number>): number {
  const has = (...slugs: string[]) =>
    slugs.some((slug) => {
      const dense = tagIndexBySlug.get(slug);
      return dense !== undefined && ((item.tagBits[dense >>> 5] ?? 0) & (1 << (dense & 31))) !== 0;
    });
  const prep = item.source.prep_minutes;
  let mask = 0;
  if ((prep !== null && prep <= QUICK_MINUTES) || has('under-30-minutes', 'heat-and-eat', 'pre-prepped', 'no-cook'))
    mask |= Feature.Quick;
  if (has('five-ingredient', 'one-pot', 'sheet-pan', 'meal-kit', 'no-cook')) mask |= Feature.Simple;
  if (has('heat-and-eat', 'pre-prepped', 'one-pot', 'slow-cooker', 'grab-and-go')) mask |= Feature.Easy;
  if (['high-fibre', 'low-sugar', 'low-sodium', 'whole-grain'].filter((slug) => has(slug)).length >= 2)
    mask |= Feature.Healthy;
  if (has('low-calorie')) mask |= Feature.LowCalorie;
  if (TAKEOUT_DISH_TYPES.has(item.source.dish_type) || has('heat-and-eat')) mask |= Feature.Takeout;
  if (item.source.type === 'pairing' || has('meal-kit')) mask |= Feature.AllInTheBox;
  if (has('five-ingredient', 'pre-prepped')) mask |= Feature.LowWaste;
  if (item.plantBased) mask |= Feature.PlantBased;
  return mask;
}

const pricePerServing = (item: IndexedItem) => item.source.price_cents / item.source.servings;

export function buildCatalogueIndex(catalogue: Catalogue, taxonomy: Taxonomy, version: string): CatalogueIndex {
  const tags = [...taxonomy.tags].sort((a, b) => a.id - b.id);
  const tagIndex = new Map(tags.map((tag, index) => [tag.id, index]));
  const tagIndexBySlug = new Map(tags.map((tag, index) => [tag.slug, index]));
  const tagWords = Math.max(1, Math.ceil(tags.length / 32));
  const mealDishTypes = new Set(
    taxonomy.dishTypes
      .filter((dishType) => dishType.occasions.includes('lunch') || dishType.occasions.includes('dinner'))
      .map((dishType) => dishType.id),
  );
  mealDishTypes.delete(SIDE_DISH_TYPE);

  const items: IndexedItem[] = [];
  for (const source of [...catalogue.pairings, ...catalogue.products]) {
    let attributes = 0;
    for (const attribute of DIETARY_ATTRIBUTES) if (source.contains[attribute]) attributes |= attributeBit(attribute);
    // Tags the taxonomy does not know carry no meaning for the customer and are left out.
    const dense = [...new Set(source.tags.flatMap((id) => tagIndex.get(id) ?? []))].sort((a, b) => a - b);
    const tagBits = new Uint32Array(tagWords);
    for (const index of dense) tagBits[index >>> 5] = (tagBits[index >>> 5] ?? 0) | (1 << (index & 31));
    const ofGroup = (test: (group: TagGroup) => boolean) =>
      Uint16Array.from(dense.filter((index) => test((tags[index] as TaxonomyTag).group)));
    items.push({
      key: itemKey(source.type, source.id),
      source,
      attributes,
      tags: Uint16Array.from(dense),
      tagBits,
      proteins: ofGroup((group) => PROTEIN_GROUPS.has(group)),
      cuisines: ofGroup((group) => group === 'cuisine'),
      occasions: plannedOccasions(source, mealDishTypes),
      plantBased: (attributes & ANIMAL_FLESH) === 0,
      features: 0,
      goodValue: 0,
    });
  }
  for (const item of items) item.features = featuresOf(item, tagIndexBySlug);

  const candidates = Object.fromEntries(
    OCCASIONS.map((occasion) => {
      const bit = occasionBit(occasion);
      const list: number[] = [];
      items.forEach((item, index) => {
        if (item.occasions & bit && item.source.price_cents > 0 && item.source.servings > 0) list.push(index);
      });
      return [occasion, Int32Array.from(list)];
    }),
  ) as Record<Occasion, Int32Array>;

  for (const occasion of OCCASIONS) {
    const list = candidates[occasion];
    const prices = Array.from(list, (index) => pricePerServing(items[index] as IndexedItem)).sort((a, b) => a - b);
    const median = prices[Math.floor((prices.length - 1) / 2)] ?? 0;
    for (const index of list) {
      const item = items[index] as IndexedItem;
      if (pricePerServing(item) < median) item.goodValue |= occasionBit(occasion);
    }
  }

  const tagBitsFlat = new Uint32Array(items.length * tagWords);
  const tagOffsets = new Int32Array(items.length + 1);
  items.forEach((item, index) => {
    tagBitsFlat.set(item.tagBits, index * tagWords);
    tagOffsets[index + 1] = (tagOffsets[index] as number) + item.tags.length;
  });
  const tagList = new Uint16Array(tagOffsets[items.length] as number);
  items.forEach((item, index) => {
    tagList.set(item.tags, tagOffsets[index]);
  });
  return {
    version,
    items,
    attributes: Int32Array.from(items, (item) => item.attributes),
    tagBits: tagBitsFlat,
    tagOffsets,
    tagList,
    servings: Int32Array.from(items, (item) => item.source.servings),
    prices: Int32Array.from(items, (item) => item.source.price_cents),
    volumes: Int32Array.from(items, (item) => item.source.volume),
    cold: Uint8Array.from(items, (item) => (item.source.cold ? 1 : 0)),
    byKey: new Map(items.map((item, index) => [item.key, index])),
    candidates,
    tags,
    tagIndex,
    tagIndexBySlug,
    tagWords,
  };
}

/**
 * The index with these items (`type:id` keys: out of stock on a delivery date, docs/decisions/210-stock.md) taken
 * out of every occasion's candidates; everything else is shared, so positions and keys still resolve.
 */
export function withoutCandidates(index: CatalogueIndex, out: ReadonlySet<string>): CatalogueIndex {
  if (out.size === 0) return index;
  const kept = (list: Int32Array) => list.filter((item) => !out.has((index.items[item] as IndexedItem).key));
  const candidates = Object.fromEntries(
    OCCASIONS.map((occasion) => [occasion, kept(index.candidates[occasion])]),
  ) as Record<Occasion, Int32Array>;
  return { ...index, candidates };
}
