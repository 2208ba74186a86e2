// The seeded catalogue's data files: up to date with their definitions, big and varied enough, and consistent
// (attributes follow ingredients, a pairing is the sum of its products, tags follow nutrition).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DIETARY_IDS, isSuitable, suitableDietaryIds } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DIETARY_ATTRIBUTES, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { DietaryId } from '@larder/contracts/values/preferences';
import { describe, expect, it } from 'vitest';
import { readCatalogueData } from '../src/seed/read-catalogue-data';
import { readTaxonomyData } from '../src/seed/read-taxonomy-data';
import { buildCatalogueData } from './build-catalogue';
import { COMPOSITES, INGREDIENTS } from './definitions/ingredients';
import { isMeal, macroNutrientTags } from './macro-nutrient-tags';

const { products, pairings, occasionOptions } = readCatalogueData();
const { tags, dishTypes } = readTaxonomyData();
const tagById = new Map(tags.map((tag) => [tag.id, tag]));
const productById = new Map(products.map((product) => [product.id, product]));
const items = [...products, ...pairings];
const containsOf = (list: readonly DietaryAttribute[]) =>
  Object.fromEntries(DIETARY_ATTRIBUTES.map((attribute) => [attribute, list.includes(attribute)])) as Record<
    DietaryAttribute,
    boolean
  >;
const slugsOf = (tagIds: readonly number[], group?: string) =>
  tagIds.flatMap((id) => {
    const tag = tagById.get(id);
    return tag && (!group || tag.group === group) ? [tag.slug] : [];
  });

describe('catalogue data files', () => {
  it('are what the generator makes of the definitions (run data/generate.ts after changing one)', () => {
    const built = buildCatalogueData({ products, pairings });
    expect(built.problems).toEqual([]);
    expect(built.products).toEqual(products);
    expect(built.pairings).toEqual(pairings);
    expect(built.occasionOptions).toEqual(occasionOptions);
  });

  it('hold at least 300 products and 120 pairings with unique ids, slugs and names', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(pairings.length).toBeGreaterThanOrEqual(120);
    for (const list of [products, pairings]) {
      for (const key of ['id', 'slug', 'name'] as const) {
        expect(new Set(list.map((item) => item[key])).size, key).toBe(list.length);
      }
    }
  });

  it('use every tag of the taxonomy, and meet its minimums per group', () => {
    const used = new Set(items.flatMap((item) => item.tags));
    for (const tag of tags) expect(used.has(tag.id), tag.slug).toBe(true);
    const count = (group: string) => tags.filter((tag) => tag.group === group).length;
    expect(count('cuisine')).toBeGreaterThanOrEqual(12);
    expect(count('flavor')).toBeGreaterThanOrEqual(8);
    expect(count('meat')).toBeGreaterThanOrEqual(6);
    expect(count('seafood')).toBeGreaterThanOrEqual(6);
    expect(count('plant')).toBeGreaterThanOrEqual(8);
    expect(count('polarizing')).toBeGreaterThanOrEqual(12);
    for (const tag of tags) {
      if (tag.parent_id !== null) expect(tagById.get(tag.parent_id)?.group).toBe(tag.group);
    }
  });

  it('name dish type 18 the side dish, and use it', () => {
    expect(dishTypes.find((dishType) => dishType.id === 18)?.slug).toBe('side-dish');
    expect(items.some((item) => item.dish_type === 18)).toBe(true);
    const dishTypeIds = new Set(dishTypes.map((dishType) => dishType.id));
    for (const item of items) expect(dishTypeIds.has(item.dish_type), item.name).toBe(true);
  });

  it('cover every occasion and give every diet enough for a week', () => {
    for (const dietaryId of DIETARY_IDS) {
      for (const occasion of OCCASIONS) {
        const fitting = items.filter(
          (item) => item.occasions.includes(occasion) && isSuitable(containsOf(item.contains), [dietaryId]),
        );
        expect(fitting.length, `dietary id ${dietaryId}, ${occasion}`).toBeGreaterThanOrEqual(7);
      }
      for (const occasion of ['lunch', 'dinner'] as const) {
        const recipes = pairings.filter(
          (pairing) => pairing.occasions.includes(occasion) && isSuitable(containsOf(pairing.contains), [dietaryId]),
        );
        expect(recipes.length, `dietary id ${dietaryId}, ${occasion} pairings`).toBeGreaterThanOrEqual(5);
      }
    }
    const veganDinners = pairings.filter(
      (pairing) => pairing.occasions.includes('dinner') && isSuitable(containsOf(pairing.contains), [DietaryId.Vegan]),
    );
    expect(veganDinners.length).toBeGreaterThanOrEqual(5);
  });

  it('derive each product’s attributes and protein and polarizing tags from its ingredients', () => {
    const expand = (name: string): string[] => COMPOSITES[name]?.flatMap(expand) ?? [name];
    for (const product of products) {
      const plain = product.ingredients.flatMap(expand);
      for (const name of plain) expect(INGREDIENTS[name], `${product.name}: ${name}`).toBeDefined();
      const attributes = new Set(plain.flatMap((name) => INGREDIENTS[name]?.contains ?? []));
      expect([...product.contains].sort(), product.name).toEqual([...attributes].sort());
      const ingredientTags = new Set(plain.flatMap((name) => INGREDIENTS[name]?.tag ?? []));
      for (const group of ['meat', 'seafood', 'plant', 'polarizing']) {
        expect(slugsOf(product.tags, group).sort(), `${product.name} ${group}`).toEqual(
          [...ingredientTags].filter((slug) => tags.find((tag) => tag.slug === slug)?.group === group).sort(),
        );
      }
    }
  });

  it('make each pairing the sum of its products: attributes (union), price and nutrition', () => {
    for (const pairing of pairings) {
      const members = pairing.products.map((id) => productById.get(id));
      for (const member of members) expect(member, pairing.name).toBeDefined();
      const union = new Set(members.flatMap((member) => member?.contains ?? []));
      expect([...pairing.contains].sort(), pairing.name).toEqual([...union].sort());
      expect(pairing.price_cents).toBe(members.reduce((sum, member) => sum + (member?.price_cents ?? 0), 0));
      for (const key of ['kcal', 'protein_g', 'carbs_g', 'sugar_g', 'sodium_mg', 'fibre_g'] as const) {
        expect(pairing.nutrition[key], `${pairing.name} ${key}`).toBe(
          members.reduce((sum, member) => sum + (member?.nutrition[key] ?? 0), 0),
        );
      }
      expect(slugsOf(pairing.tags).includes('five-ingredient'), pairing.name).toBe(pairing.products.length <= 5);
      expect(slugsOf(pairing.tags).includes('under-30-minutes'), pairing.name).toBe(pairing.prep_minutes <= 30);
    }
  });

  it('keep tags consistent with what items are: macro-nutrients, sourcing, whole grain; gluten means grain', () => {
    for (const product of products) {
      const meal = isMeal({ kind: 'product', dishType: product.dish_type, occasions: product.occasions });
      expect(slugsOf(product.tags, 'macro-nutrient').sort(), product.name).toEqual(
        macroNutrientTags(product.nutrition, meal).sort(),
      );
    }
    for (const pairing of pairings) {
      const meal = isMeal({ kind: 'pairing', dishType: pairing.dish_type, occasions: pairing.occasions });
      expect(slugsOf(pairing.tags, 'macro-nutrient').sort(), pairing.name).toEqual(
        macroNutrientTags(pairing.nutrition, meal).sort(),
      );
    }
    for (const item of items) {
      const has = (attribute: DietaryAttribute) => item.contains.includes(attribute);
      const slugs = slugsOf(item.tags);
      if (has('gluten')) expect(has('grain'), item.name).toBe(true);
      if (slugs.includes('whole-grain')) expect(has('grain'), item.name).toBe(true);
      if (slugs.includes('wild-caught')) expect(has('fish') || has('shellfish'), item.name).toBe(true);
      if (slugs.includes('grass-fed')) expect(has('meat') || has('dairy'), item.name).toBe(true);
      if (slugs.includes('free-range')) expect(has('poultry') || has('egg'), item.name).toBe(true);
      expect(item.nutrition.sugar_g).toBeLessThanOrEqual(item.nutrition.carbs_g);
    }
  });

  it('offer occasion options that exist and belong to their occasion', () => {
    for (const occasion of OCCASIONS) {
      expect(occasionOptions[occasion].length, occasion).toBeGreaterThanOrEqual(8);
      for (const option of occasionOptions[occasion]) {
        const item = (option.type === 'product' ? products : pairings).find((entry) => entry.id === option.object_id);
        expect(item?.occasions, `${occasion} ${option.type} ${option.object_id}`).toContain(occasion);
      }
      // A vegan, and someone avoiding gluten, still see several options on every screen.
      for (const dietaryId of [DietaryId.Vegan, DietaryId.GlutenFree, DietaryId.GrainFree]) {
        const fitting = occasionOptions[occasion].filter((option) => {
          const item = (option.type === 'product' ? products : pairings).find((entry) => entry.id === option.object_id);
          return item && suitableDietaryIds(containsOf(item.contains)).includes(dietaryId);
        });
        expect(fitting.length, `${occasion} ${dietaryId}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('name pictures that the installed Twemoji set has', () => {
    const dir = path.dirname(createRequire(import.meta.url).resolve('@twemoji/svg/package.json'));
    const pictures = new Set([
      ...items.map((item) => item.picture),
      ...tags.flatMap((tag) => (tag.picture ? [tag.picture] : [])),
      ...dishTypes.flatMap((dishType) => (dishType.picture ? [dishType.picture] : [])),
    ]);
    for (const picture of pictures) expect(fs.existsSync(path.join(dir, `${picture}.svg`)), picture).toBe(true);
  });
});

describe('what the quiz knows about protein tags', () => {
  it('holds for every catalogue item carrying the tag, so no screen hides a protein a diet allows', async () => {
    const { PROTEIN_TAG_CONTAINS } = await import('@larder/contracts/values/dietary-rules');
    for (const [slug, attributes] of Object.entries(PROTEIN_TAG_CONTAINS)) {
      const tag = tags.find((candidate) => candidate.slug === slug);
      expect(tag, `tag ${slug}`).toBeDefined();
      const tagged = items.filter((item) => item.tags.includes(tag?.id ?? -1));
      expect(tagged.length, `products tagged ${slug}`).toBeGreaterThan(0);
      for (const item of tagged) {
        for (const attribute of attributes) expect(item.contains, item.name).toContain(attribute);
      }
    }
  });
});
