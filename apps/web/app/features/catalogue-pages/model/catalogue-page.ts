// What a recipe or product page shows, built from catalogue records (the committed data with the operators' edits,
// as the API process renders the page): the item, its ingredients or the recipes using it, nutrition rows, dietary badges, tags, and the
// schema.org JSON-LD search engines read (docs/decisions/090-recipe-and-product-pages.md).
import { type CatalogueKind, catalogueItemPath } from '@larder/contracts/values/catalogue-paths';
import type { DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { formatCents } from '@larder/contracts/values/money';

export interface NutritionRecord {
  kcal: number;
  protein_g: number;
  carbs_g: number;
  sugar_g: number;
  sodium_mg: number;
  fibre_g: number;
}

/** A product or recipe as the seed data holds it (the API answers the same fields). */
export interface CatalogueRecord {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Twemoji code points (seed data) or the picture's path (API). */
  picture: string;
  /** The alt text an operator set (API); absent, the default from the name. */
  picture_alt?: string;
  price_cents: number;
  servings: number;
  prep_minutes?: number | null;
  nutrition: NutritionRecord;
  contains: DietaryAttribute[];
  tags: number[];
  steps?: string[];
  /** A recipe's products: ids in the seed data. */
  products?: number[];
}

export interface LinkedItem {
  id: number;
  name: string;
  path: string;
  picture: string;
  price: string;
}

export interface CataloguePage {
  kind: CatalogueKind;
  id: number;
  slug: string;
  path: string;
  name: string;
  description: string;
  picture: string;
  pictureAlt: string;
  price: string;
  priceCents: number;
  servings: number;
  prepMinutes: number | null;
  nutrition: { label: string; value: string }[];
  badges: string[];
  contains: DietaryAttribute[];
  tags: string[];
  steps: string[];
  /** A recipe's ingredients: the products it is made of, one package each. */
  ingredients: LinkedItem[];
  /** A product's recipes. */
  usedIn: LinkedItem[];
}

/** A picture's alt text when no operator has set one: the item's name (a recipe's: the finished dish). */
export function defaultPictureAlt(kind: CatalogueKind, name: string): string {
  return kind === 'recipe' ? `${name}, the finished dish` : name;
}

export function picturePathOf(picture: string): string {
  return picture.startsWith('/') ? picture : `/api/v2/pictures/${picture}.svg`;
}

const ANIMAL = ['meat', 'poultry', 'pork', 'fish', 'shellfish'] as const;

/** Badges from what the item contains: the diets and allergies a customer shops by. */
export function dietaryBadges(contains: readonly DietaryAttribute[]): string[] {
  const has = (attribute: DietaryAttribute) => contains.includes(attribute);
  const animal = ANIMAL.some(has);
  const badges: string[] = [];
  if (!animal && !has('dairy') && !has('egg')) badges.push('Vegan');
  else if (!animal) badges.push('Vegetarian');
  if (!has('gluten')) badges.push('Gluten-free');
  if (!has('dairy')) badges.push('Dairy-free');
  if (!has('egg')) badges.push('Egg-free');
  if (!has('tree_nut') && !has('peanut')) badges.push('Nut-free');
  if (!has('soy')) badges.push('Soy-free');
  return badges;
}

export function nutritionRows(nutrition: NutritionRecord): { label: string; value: string }[] {
  return [
    { label: 'Calories', value: `${nutrition.kcal} kcal` },
    { label: 'Protein', value: `${nutrition.protein_g} g` },
    { label: 'Carbohydrates', value: `${nutrition.carbs_g} g` },
    { label: 'Sugar', value: `${nutrition.sugar_g} g` },
    { label: 'Sodium', value: `${nutrition.sodium_mg} mg` },
    { label: 'Fibre', value: `${nutrition.fibre_g} g` },
  ];
}

function linked(kind: CatalogueKind, record: CatalogueRecord): LinkedItem {
  return {
    id: record.id,
    name: record.name,
    path: catalogueItemPath(kind, record),
    picture: picturePathOf(record.picture),
    price: formatCents(record.price_cents),
  };
}

export interface CatalogueSource {
  products: readonly CatalogueRecord[];
  recipes: readonly CatalogueRecord[];
  tagNames: ReadonlyMap<number, string>;
}

export function cataloguePage(kind: CatalogueKind, record: CatalogueRecord, source: CatalogueSource): CataloguePage {
  const productsById = new Map(source.products.map((product) => [product.id, product]));
  return {
    kind,
    id: record.id,
    slug: record.slug,
    path: catalogueItemPath(kind, record),
    name: record.name,
    description: record.description,
    picture: picturePathOf(record.picture),
    pictureAlt: record.picture_alt ?? defaultPictureAlt(kind, record.name),
    price: formatCents(record.price_cents),
    priceCents: record.price_cents,
    servings: record.servings,
    prepMinutes: record.prep_minutes ?? null,
    nutrition: nutritionRows(record.nutrition),
    badges: dietaryBadges(record.contains),
    contains: record.contains,
    tags: record.tags.flatMap((id) => source.tagNames.get(id) ?? []),
    steps: record.steps ?? [],
    ingredients: (record.products ?? []).flatMap((id) => {
      const product = productsById.get(id);
      return product ? [linked('product', product)] : [];
    }),
    usedIn:
      kind === 'product'
        ? source.recipes
            .filter((recipe) => recipe.products?.includes(record.id))
            .map((recipe) => linked('recipe', recipe))
        : [],
  };
}

/** ISO 8601 duration of whole minutes: `PT25M`. */
const minutes = (value: number) => `PT${value}M`;

/** schema.org JSON-LD: a Recipe (ingredients, steps, nutrition, times, yield) or a Product with an offer in USD. */
export function jsonLd(page: CataloguePage, origin: string): Record<string, unknown> {
  const url = `${origin}${page.path}`;
  const image = `${origin}${page.picture}`;
  if (page.kind === 'recipe') {
    const n = page.nutrition;
    return {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: page.name,
      description: page.description,
      image: [image],
      url,
      recipeYield: `${page.servings} servings`,
      ...(page.prepMinutes !== null
        ? { prepTime: minutes(page.prepMinutes), totalTime: minutes(page.prepMinutes) }
        : {}),
      recipeIngredient: page.ingredients.map((ingredient) => `${ingredient.name}, 1 package`),
      recipeInstructions: page.steps.map((text, index) => ({
        '@type': 'HowToStep',
        position: index + 1,
        text,
      })),
      keywords: page.tags.join(', '),
      suitableForDiet: page.badges.flatMap((badge) => SCHEMA_DIETS[badge] ?? []),
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 serving',
        calories: n[0]?.value,
        proteinContent: n[1]?.value,
        carbohydrateContent: n[2]?.value,
        sugarContent: n[3]?.value,
        sodiumContent: n[4]?.value,
        fiberContent: n[5]?.value,
      },
      offers: offer(page, url),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    description: page.description,
    image: [image],
    url,
    sku: `product-${page.id}`,
    offers: offer(page, url),
  };
}

const SCHEMA_DIETS: Record<string, string> = {
  Vegan: 'https://schema.org/VeganDiet',
  Vegetarian: 'https://schema.org/VegetarianDiet',
  'Gluten-free': 'https://schema.org/GlutenFreeDiet',
};

function offer(page: CataloguePage, url: string) {
  return {
    '@type': 'Offer',
    price: (page.priceCents / 100).toFixed(2),
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
    url,
  };
}
