// Builds the catalogue's data (products, pairings, occasion options) from the definitions in ./definitions and the
// taxonomy in src/seed/data. Pure and deterministic: the same definitions and previous ids give the same data.
// generate.ts writes the result to the JSON files the seeder loads (src/seed/data); data-files.test.ts checks the
// files are up to date. Build-time only: nothing under src/ imports this folder.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Nutrition, Occasion } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DIETARY_ATTRIBUTES, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import type { OccasionOptionsRecord, PairingRecord, ProductRecord } from '../src/seed/catalogue-records';
import { readTaxonomyData } from '../src/seed/read-taxonomy-data';
import type { TagRecord } from '../src/seed/taxonomy-records';
import { COMPOSITES, INGREDIENTS } from './definitions/ingredients';
import { OCCASION_OPTION_DEFINITIONS } from './definitions/occasion-options';
import { PAIRING_DEFINITIONS, type Roles } from './definitions/pairings';
import { type NutritionTuple, PRODUCT_DEFINITIONS, PROFILES } from './definitions/products';
import { type StepProduct, writeSteps } from './definitions/steps';
import { isMeal, macroNutrientTags } from './macro-nutrient-tags';
import { seededRandom } from './seeded-random';

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));

export interface BuiltCatalogue {
  products: ProductRecord[];
  pairings: PairingRecord[];
  occasionOptions: OccasionOptionsRecord;
  /** What is wrong with the definitions; the data is not to be written unless empty. */
  problems: string[];
}

/** Dish types kept chilled: fresh meat and fish, dairy and eggs, yogurts and smoothies. */
const COLD_DISH_TYPES: ReadonlySet<string> = new Set(['fresh-protein', 'dairy-and-eggs', 'yogurt-and-smoothies']);
/** Dish types of shelf-stable goods: cured or tinned meat and fish among them travel warm. */
const SHELF_DISH_TYPES: ReadonlySet<string> = new Set(['pantry', 'snack', 'drink', 'bakery']);
const FLESH: readonly DietaryAttribute[] = ['meat', 'poultry', 'pork', 'fish', 'shellfish'];
/** Tinned fish keeps on the shelf. */
const SHELF_STABLE_NAME = /^Canned |^Tinned | in Olive Oil$/;

/**
 * A product's room in a box (docs/decisions/191-box-capacity.md): one box unit a package, two for a meal kit or a
 * family-size package (8 servings or more); cold when frozen, dairy, eggs, or fresh meat or fish.
 */
export function productCapacity(
  name: string,
  dishType: string,
  tags: ReadonlySet<string>,
  contains: ReadonlySet<DietaryAttribute>,
  servings: number,
): { volume: number; cold: boolean } {
  const volume = tags.has('meal-kit') || servings >= 8 ? 2 : 1;
  const cold =
    !SHELF_STABLE_NAME.test(name) &&
    (tags.has('frozen') ||
      COLD_DISH_TYPES.has(dishType) ||
      (FLESH.some((attribute) => contains.has(attribute)) && !SHELF_DISH_TYPES.has(dishType)));
  return { volume, cold };
}

/** A recipe's room: its portioned products, half a unit each (rounded up, at least 2); cold when any product is. */
export function pairingCapacity(members: readonly { volume: number; cold: boolean }[]): {
  volume: number;
  cold: boolean;
} {
  const units = members.reduce((sum, member) => sum + member.volume, 0);
  return { volume: Math.max(2, Math.ceil(units / 2)), cold: members.some((member) => member.cold) };
}

export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .replace(/%/g, '-percent')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** FNV-1a of the text, then the seeded generator: every product varies the same way on every run. */
function randomFor(seed: string): () => number {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return seededRandom(hash);
}

function nutritionOf(slug: string, value: keyof typeof PROFILES | NutritionTuple): Nutrition {
  let tuple: readonly number[];
  if (typeof value === 'string') {
    const random = randomFor(slug);
    tuple = PROFILES[value].map((amount) => Math.round(amount * (0.9 + random() * 0.2)));
  } else {
    tuple = value;
  }
  const [kcal = 0, protein = 0, carbs = 0, sugar = 0, sodium = 0, fibre = 0] = tuple;
  return {
    kcal,
    protein_g: protein,
    carbs_g: carbs,
    sugar_g: Math.min(sugar, carbs),
    sodium_mg: sodium,
    fibre_g: Math.min(fibre, carbs),
  };
}

function pictureExists(codepoints: string): boolean {
  return fs.existsSync(path.join(twemojiDir, `${codepoints}.svg`));
}

/** Ids already given to slugs in the previous files, and the next free id. */
function idAllocator(previous: readonly { id: number; slug: string }[]): (slug: string) => number {
  const ids = new Map(previous.map((entry) => [entry.slug, entry.id]));
  let next = Math.max(0, ...ids.values()) + 1;
  return (slug) => {
    const known = ids.get(slug);
    if (known !== undefined) return known;
    ids.set(slug, next);
    return next++;
  };
}

function qualityConsistent(tag: string, contains: Set<DietaryAttribute>): boolean {
  switch (tag) {
    case 'whole-grain':
      return contains.has('grain');
    case 'grass-fed':
      return contains.has('meat') || contains.has('dairy');
    case 'wild-caught':
      return contains.has('fish') || contains.has('shellfish');
    case 'free-range':
      return contains.has('poultry') || contains.has('egg');
    default:
      return true;
  }
}

const sortedTagIds = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

const sortedContains = (set: Set<DietaryAttribute>): DietaryAttribute[] =>
  DIETARY_ATTRIBUTES.filter((attribute) => set.has(attribute));

/** Builds the data; `previous` holds the ids already given (by slug), so they never change. */
export function buildCatalogueData(previous: {
  products: readonly { id: number; slug: string }[];
  pairings: readonly { id: number; slug: string }[];
}): BuiltCatalogue {
  const { tags, dishTypes } = readTaxonomyData();
  const tagBySlug = new Map<string, TagRecord>(tags.map((tag) => [tag.slug, tag]));
  const dishTypeBySlug = new Map(dishTypes.map((dishType) => [dishType.slug, dishType]));
  const problems: string[] = [];
  function check(condition: unknown, message: string): void {
    if (!condition) problems.push(message);
  }

  /** An ingredient's expansion into plain ingredients (composites are expanded recursively). */
  function expand(name: string, seen: string[] = []): string[] {
    if (seen.includes(name)) throw new Error(`composite ingredient loop: ${[...seen, name].join(' → ')}`);
    const parts = COMPOSITES[name];
    if (parts) return parts.flatMap((part) => expand(part, [...seen, name]));
    check(INGREDIENTS[name], `unknown ingredient "${name}"`);
    return [name];
  }

  const OCCASION_LETTERS: Record<string, Occasion> = {
    B: 'breakfast',
    L: 'lunch',
    D: 'dinner',
    S: 'snack',
    W: 'sweet',
  };
  function occasionsOf(letters: string, owner: string): Occasion[] {
    const set = new Set<Occasion>();
    for (const letter of letters) {
      const occasion = OCCASION_LETTERS[letter];
      check(occasion, `${owner}: unknown occasion letter ${letter}`);
      if (occasion) set.add(occasion);
    }
    return OCCASIONS.filter((occasion) => set.has(occasion));
  }

  const LISTED_GROUPS = new Set(['cuisine', 'flavor', 'food-quality', 'food-format', 'ready-made']);
  function listedTags(slugs: readonly string[], owner: string): TagRecord[] {
    return slugs.flatMap((slug) => {
      const tag = tagBySlug.get(slug);
      check(tag, `${owner}: unknown tag "${slug}"`);
      check(!tag || LISTED_GROUPS.has(tag.group), `${owner}: tag "${slug}" is derived, not listed`);
      return tag ? [tag] : [];
    });
  }

  // Products.
  const productId = idAllocator(previous.products);
  const productSlugs = new Set<string>();
  interface BuiltProduct {
    record: ProductRecord;
    step: StepProduct;
    containsSet: Set<DietaryAttribute>;
    tagSlugs: Set<string>;
  }
  const productsByName = new Map<string, BuiltProduct>();

  for (const definition of PRODUCT_DEFINITIONS) {
    const slug = slugify(definition.name);
    check(!productSlugs.has(slug), `duplicate product ${definition.name}`);
    productSlugs.add(slug);
    const plain = definition.ingredients.flatMap((name) => expand(name));
    const containsSet = new Set<DietaryAttribute>(plain.flatMap((name) => INGREDIENTS[name]?.contains ?? []));
    const derived = plain.flatMap((name) => (INGREDIENTS[name]?.tag ? [INGREDIENTS[name].tag] : []));
    const listed = listedTags(definition.tags, definition.name);
    for (const tag of listed) {
      check(qualityConsistent(tag.slug, containsSet), `${definition.name}: ${tag.slug} does not fit its ingredients`);
    }
    const nutrition = nutritionOf(slug, definition.nutrition);
    const dishType = dishTypeBySlug.get(definition.dishType);
    check(dishType, `${definition.name}: unknown dish type ${definition.dishType}`);
    const occasions = occasionsOf(definition.occasions, definition.name);
    const meal = isMeal({ kind: 'product', dishType: dishType?.id ?? 0, occasions });
    const tagSlugs = new Set([...listed.map((tag) => tag.slug), ...derived, ...macroNutrientTags(nutrition, meal)]);
    check(pictureExists(definition.picture), `${definition.name}: no Twemoji picture ${definition.picture}`);
    const record: ProductRecord = {
      id: productId(slug),
      slug,
      name: definition.name,
      description: definition.description,
      picture: definition.picture,
      price_cents: Math.round(definition.priceDollars * 100),
      servings: definition.servings,
      ...productCapacity(
        definition.name,
        definition.dishType,
        new Set(definition.tags),
        containsSet,
        definition.servings,
      ),
      nutrition,
      contains: sortedContains(containsSet),
      tags: sortedTagIds([...tagSlugs].map((tagSlug) => tagBySlug.get(tagSlug)?.id ?? 0)),
      dish_type: dishType?.id ?? 0,
      occasions,
      ingredients: definition.ingredients,
    };
    const listedSlugs = new Set(definition.tags);
    const frozen = listedSlugs.has('frozen');
    productsByName.set(definition.name, {
      record,
      containsSet,
      tagSlugs,
      step: {
        name: definition.name,
        needsCooking:
          (definition.dishType === 'fresh-protein' && !listedSlugs.has('no-cook')) ||
          (frozen && !['dessert', 'yogurt-and-smoothies', 'produce'].includes(definition.dishType)),
        isEgg: /Eggs$/.test(definition.name) && definition.dishType === 'dairy-and-eggs',
        isSide: ['side-dish', 'soup-and-stew'].includes(definition.dishType),
      },
    });
  }

  // Pairings.
  const pairingId = idAllocator(previous.pairings);
  const pairingSlugs = new Set<string>();
  const pairingsByName = new Map<string, PairingRecord>();
  const ROLE_ORDER: (keyof Roles)[] = ['p', 'b', 'v', 's', 'f'];
  const SOURCING_TAGS = ['grass-fed', 'wild-caught', 'free-range'];

  for (const definition of PAIRING_DEFINITIONS) {
    const slug = slugify(definition.name);
    check(!pairingSlugs.has(slug), `duplicate pairing ${definition.name}`);
    pairingSlugs.add(slug);
    const roleProducts = Object.fromEntries(
      ROLE_ORDER.map((role) => [
        role,
        (definition.roles[role] ?? []).flatMap((name) => {
          const product = productsByName.get(name);
          check(product, `${definition.name}: unknown product "${name}"`);
          return product ? [product] : [];
        }),
      ]),
    ) as Record<keyof Roles, BuiltProduct[]>;
    const members = [...new Set(ROLE_ORDER.flatMap((role) => roleProducts[role]))];
    check(members.length >= 2, `${definition.name}: a pairing needs at least two products`);

    const containsSet = new Set<DietaryAttribute>(members.flatMap((product) => [...product.containsSet]));
    const nutrition = members.reduce<Nutrition>(
      (sum, product) => ({
        kcal: sum.kcal + product.record.nutrition.kcal,
        protein_g: sum.protein_g + product.record.nutrition.protein_g,
        carbs_g: sum.carbs_g + product.record.nutrition.carbs_g,
        sugar_g: sum.sugar_g + product.record.nutrition.sugar_g,
        sodium_mg: sum.sodium_mg + product.record.nutrition.sodium_mg,
        fibre_g: sum.fibre_g + product.record.nutrition.fibre_g,
      }),
      { kcal: 0, protein_g: 0, carbs_g: 0, sugar_g: 0, sodium_mg: 0, fibre_g: 0 },
    );
    const listed = listedTags(definition.tags, definition.name);
    const tagSlugs = new Set<string>(listed.map((tag) => tag.slug));
    // Proteins and polarizing ingredients: whatever any product brings.
    for (const product of members) {
      for (const tagSlug of product.tagSlugs) {
        const group = tagBySlug.get(tagSlug)?.group;
        if (group === 'meat' || group === 'seafood' || group === 'plant' || group === 'polarizing')
          tagSlugs.add(tagSlug);
      }
    }
    // Food qualities: sourcing tags follow the main (first) product; the rest need most products to carry them;
    // whole grain needs every grain product to be whole grain.
    const main = members[0];
    for (const tag of tags.filter((candidate) => candidate.group === 'food-quality')) {
      const carriers = members.filter((product) => product.tagSlugs.has(tag.slug));
      if (SOURCING_TAGS.includes(tag.slug)) {
        if (main?.tagSlugs.has(tag.slug)) tagSlugs.add(tag.slug);
      } else if (tag.slug === 'whole-grain') {
        const grains = members.filter((product) => product.containsSet.has('grain'));
        if (grains.length > 0 && grains.every((product) => product.tagSlugs.has('whole-grain'))) tagSlugs.add(tag.slug);
      } else if (carriers.length * 2 > members.length) {
        tagSlugs.add(tag.slug);
      }
    }
    const occasions = occasionsOf(definition.occasions, definition.name);
    const meal = isMeal({ kind: 'pairing', dishType: 0, occasions });
    for (const tag of macroNutrientTags(nutrition, meal)) tagSlugs.add(tag);
    if (members.length <= 5) tagSlugs.add('five-ingredient');
    if (definition.prepMinutes <= 30) tagSlugs.add('under-30-minutes');
    if (tagSlugs.has('no-cook')) {
      for (const product of members) {
        check(!product.step.needsCooking, `${definition.name}: no-cook, but ${product.record.name} needs cooking`);
      }
    }
    for (const tagSlug of tagSlugs) {
      check(qualityConsistent(tagSlug, containsSet), `${definition.name}: ${tagSlug} does not fit its products`);
    }

    const dishType = dishTypeBySlug.get(definition.dishType);
    check(dishType, `${definition.name}: unknown dish type ${definition.dishType}`);
    check(pictureExists(definition.picture), `${definition.name}: no Twemoji picture ${definition.picture}`);
    const record: PairingRecord = {
      id: pairingId(slug),
      slug,
      name: definition.name,
      description: definition.description,
      picture: definition.picture,
      price_cents: members.reduce((sum, product) => sum + product.record.price_cents, 0),
      servings: definition.servings,
      ...pairingCapacity(members.map((product) => product.record)),
      prep_minutes: definition.prepMinutes,
      nutrition,
      contains: sortedContains(containsSet),
      tags: sortedTagIds([...tagSlugs].map((tagSlug) => tagBySlug.get(tagSlug)?.id ?? 0)),
      dish_type: dishType?.id ?? 0,
      occasions,
      products: members.map((product) => product.record.id),
      steps: writeSteps(
        definition.method,
        {
          p: roleProducts.p.map((product) => product.step),
          b: roleProducts.b.map((product) => product.step),
          v: roleProducts.v.map((product) => product.step),
          s: roleProducts.s.map((product) => product.step),
          f: roleProducts.f.map((product) => product.step),
        },
        definition.prepMinutes,
      ),
    };
    pairingsByName.set(definition.name, record);
  }

  // Occasion options.
  const occasionOptions = Object.fromEntries(
    OCCASIONS.map((occasion) => [
      occasion,
      OCCASION_OPTION_DEFINITIONS[occasion].flatMap(([type, name]) => {
        const item = type === 'product' ? productsByName.get(name)?.record : pairingsByName.get(name);
        check(item, `${occasion} option: unknown ${type} "${name}"`);
        check(!item || item.occasions.includes(occasion), `${occasion} option "${name}" is not a ${occasion} item`);
        return item ? [{ type, object_id: item.id }] : [];
      }),
    ]),
  );

  const products = [...productsByName.values()].map((product) => product.record).sort((a, b) => a.id - b.id);
  const pairings = [...pairingsByName.values()].sort((a, b) => a.id - b.id);

  // Every tag of the taxonomy is used by at least one item.
  const used = new Set([...products, ...pairings].flatMap((item) => item.tags));
  for (const tag of tags) check(used.has(tag.id), `tag ${tag.slug} is used by no product or pairing`);

  return { products, pairings, occasionOptions: occasionOptions as OccasionOptionsRecord, problems };
}
