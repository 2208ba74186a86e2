// Recipe and product pages as search engines and customers read them: JSON-LD with schema.org's required and
// recommended fields, badges and rules from what an item contains, the sitemap against the whole catalogue.

import { catalogueItemPath } from '@larder/contracts/values/catalogue-paths';
import { describe, expect, it } from 'vitest';
import pairings from '../../../../../api/src/seed/data/pairings.json';
import products from '../../../../../api/src/seed/data/products.json';
import { type CatalogueRecord, cataloguePage, dietaryBadges, jsonLd } from './catalogue-page';
import { hardRuleWarnings } from './hard-rules';
import { PRIVATE_PREFIXES, robotsTxt, siteIndex, sitemapXml } from './site-index.server';

const source = {
  products: products as CatalogueRecord[],
  recipes: pairings as CatalogueRecord[],
  tagNames: new Map<number, string>([[202, 'Quick']]),
};
const ORIGIN = 'https://shop.example.com';
const recipe = source.recipes[0] as CatalogueRecord;

describe('a recipe page', () => {
  const page = cataloguePage('recipe', recipe, source);

  it('lists its products as linked ingredients, its numbered steps and nutrition per serving', () => {
    expect(page.path).toBe(`/recipes/${recipe.id}-${recipe.slug}/`);
    expect(page.ingredients.map((item) => item.id)).toEqual(recipe.products);
    for (const item of page.ingredients) expect(item.path).toMatch(/^\/products\/\d+-[a-z0-9-]+\/$/);
    expect(page.steps).toEqual(recipe.steps);
    expect(page.nutrition.map((row) => row.label)).toEqual([
      'Calories',
      'Protein',
      'Carbohydrates',
      'Sugar',
      'Sodium',
      'Fibre',
    ]);
  });

  it('describes itself to search engines as a schema.org Recipe with the required and recommended fields', () => {
    const data = jsonLd(page, ORIGIN);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Recipe');
    // Google's required fields for a recipe rich result: name and image; recommended: the rest below.
    expect(data.name).toBe(recipe.name);
    expect(data.image).toEqual([`${ORIGIN}/api/v2/pictures/${recipe.picture}.svg`]);
    expect(data.prepTime).toBe(`PT${recipe.prep_minutes}M`);
    expect(data.totalTime).toMatch(/^PT\d+M$/);
    expect(data.recipeYield).toBe(`${recipe.servings} servings`);
    expect(data.recipeIngredient).toHaveLength(recipe.products?.length ?? 0);
    const steps = data.recipeInstructions as { '@type': string; text: string }[];
    expect(steps.map((step) => step.text)).toEqual(recipe.steps);
    expect(steps.every((step) => step['@type'] === 'HowToStep')).toBe(true);
    const nutrition = data.nutrition as Record<string, string>;
    expect(nutrition['@type']).toBe('NutritionInformation');
    expect(nutrition.calories).toBe(`${recipe.nutrition.kcal} kcal`);
    expect(nutrition.proteinContent).toBe(`${recipe.nutrition.protein_g} g`);
    expect(data.offers).toMatchObject({ priceCurrency: 'USD', price: (recipe.price_cents / 100).toFixed(2) });
  });

  it('describes its picture with the alt text an operator set, else the default from the name', () => {
    expect(page.pictureAlt).toBe(`${recipe.name}, the finished dish`);
    const described = cataloguePage('recipe', { ...recipe, picture_alt: 'A bowl of curry with rice' }, source);
    expect(described.pictureAlt).toBe('A bowl of curry with rice');
  });
});

describe('a product page', () => {
  const product = source.products.find((candidate) => source.recipes.some((r) => r.products?.includes(candidate.id)));
  const page = cataloguePage('product', product as CatalogueRecord, source);

  it('lists the recipes that use it', () => {
    const expected = source.recipes.filter((r) => r.products?.includes(page.id)).map((r) => r.id);
    expect(page.usedIn.map((item) => item.id)).toEqual(expected);
    expect(page.usedIn.length).toBeGreaterThan(0);
  });

  it('is a schema.org Product with an offer in USD', () => {
    const data = jsonLd(page, ORIGIN);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(page.name);
    expect(data.image).toEqual([`${ORIGIN}${page.picture}`]);
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: (page.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}${page.path}`,
    });
  });
});

describe('dietary badges and the customer’s rules', () => {
  it('names the diets an item keeps', () => {
    expect(dietaryBadges([])).toEqual(['Vegan', 'Gluten-free', 'Dairy-free', 'Egg-free', 'Nut-free', 'Soy-free']);
    expect(dietaryBadges(['dairy', 'gluten', 'grain'])).toEqual(['Vegetarian', 'Egg-free', 'Nut-free', 'Soy-free']);
    expect(dietaryBadges(['poultry'])).toEqual(['Gluten-free', 'Dairy-free', 'Egg-free', 'Nut-free', 'Soy-free']);
  });

  it('says which of the customer’s rules an item breaks', () => {
    expect(hardRuleWarnings(['dairy', 'gluten'], [4])).toEqual(['Contains dairy — you told us dairy-free']);
    expect(hardRuleWarnings(['poultry', 'egg'], [1])).toEqual(['Contains poultry, egg — you told us vegan']);
    expect(hardRuleWarnings(['dairy'], [5, 11])).toEqual([]);
  });
});

describe('the sitemap', () => {
  const paths = [
    '/',
    '/limited-time/',
    ...source.recipes.map((r) => catalogueItemPath('recipe', r)),
    ...source.products.map((p) => catalogueItemPath('product', p)),
  ];
  const xml = sitemapXml(ORIGIN, paths);

  it('lists every recipe and product of the catalogue, once, at the public address', () => {
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(2 + pairings.length + products.length);
    expect(new Set(locations).size).toBe(locations.length);
    for (const item of pairings) expect(locations).toContain(`${ORIGIN}/recipes/${item.id}-${item.slug}/`);
    for (const item of products) expect(locations).toContain(`${ORIGIN}/products/${item.id}-${item.slug}/`);
    expect(locations.some((location) => PRIVATE_PREFIXES.some((p) => location?.startsWith(`${ORIGIN}${p}`)))).toBe(
      false,
    );
  });

  it('leaves out an item an operator hid, at once, and lists it again when shown', () => {
    const item = products[0] as (typeof products)[number];
    const row = (visible: boolean) => ({
      id: item.id,
      price_cents: item.price_cents,
      description: item.description,
      visible,
      picture_alt: null,
    });
    const address = `<loc>${ORIGIN}/products/${item.id}-${item.slug}/</loc>`;
    expect(siteIndex(`${ORIGIN}/`, { products: [row(false)], recipes: [] }).sitemap).not.toContain(address);
    expect(siteIndex(ORIGIN, { products: [row(true)], recipes: [] }).sitemap).toContain(address);
    expect(siteIndex(ORIGIN, undefined).robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('is pointed at by robots.txt, which keeps account, checkout and API paths out', () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const prefix of ['/api/', '/checkout/', '/my']) expect(robots).toContain(`Disallow: ${prefix}`);
  });
});
