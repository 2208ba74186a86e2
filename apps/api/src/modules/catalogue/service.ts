// Catalogue reads: product and pairing pages (filters, search, Django REST framework limit/offset pagination),
// single items, and the occasion options of the quiz.
import {
  CatalogueErrorCode,
  type CatalogueListFilter,
  type ContentType,
  type DietaryFlag,
  dietaryIdsFromFlags,
  OCCASIONS,
  type Pairing,
  type PairingPage,
  type Product,
  type ProductPage,
  picturePath,
  suitableDietaryIds,
} from '@larder/contracts/catalogue';
import type { OccasionOptions } from '@larder/contracts/quiz-options';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { findUnknownDishTypeIds, findUnknownTagIds } from '../taxonomy/repository';
import {
  type CatalogueFilter,
  type ItemRow,
  listOccasionOptions,
  listPairings,
  listProducts,
  type PairingRow,
  type ProductRow,
} from './repository';
import { catalogueSearch } from './search';

function pageUrl(url: URL, limit: number, offset: number | undefined): string {
  const target = new URL(url);
  target.searchParams.set('limit', String(limit));
  if (offset === undefined) target.searchParams.delete('offset');
  else target.searchParams.set('offset', String(offset));
  return target.toString();
}

function pageLinks(url: URL, limit: number, offset: number, count: number) {
  const next = offset + limit < count ? pageUrl(url, limit, offset + limit) : null;
  const previous = offset > 0 ? pageUrl(url, limit, offset - limit > 0 ? offset - limit : undefined) : null;
  return { next, previous };
}

function itemFields(row: ItemRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    picture: picturePath(row.picture),
    price_cents: row.priceCents,
    servings: row.servings,
    nutrition: row.nutrition,
    contains: row.contains,
    suitable_for: suitableDietaryIds(row.contains),
    tags: row.tags,
    dish_type: row.dishType,
    occasions: row.occasions,
  };
}

function toProduct(row: ProductRow): Product {
  return { ...itemFields(row), ingredients: row.ingredients };
}

function toPairing(row: PairingRow): Pairing {
  return {
    ...itemFields(row),
    prep_minutes: row.prepMinutes,
    steps: row.steps,
    products: row.products.map((product) => ({ ...product, picture: picturePath(product.picture) })),
  };
}

/** The repository filter of a parsed list query; unknown tag or dish type ids are a 400 naming them. */
async function filterOf(db: DbOrTx, type: ContentType, query: CatalogueListFilter): Promise<CatalogueFilter> {
  const [unknownTags, unknownDishTypes] = await Promise.all([
    findUnknownTagIds(db, query.tag ?? []),
    findUnknownDishTypeIds(db, query.dish_type ?? []),
  ]);
  if (unknownTags.length > 0) {
    throw new HttpError(400, CatalogueErrorCode.UnknownTags, `Unknown tags: ${unknownTags.join(', ')}.`, {
      ids: unknownTags,
    });
  }
  if (unknownDishTypes.length > 0) {
    throw new HttpError(
      400,
      CatalogueErrorCode.UnknownDishTypes,
      `Unknown dish types: ${unknownDishTypes.join(', ')}.`,
      { ids: unknownDishTypes },
    );
  }
  const search = query.search?.trim();
  return {
    dietaryIds: dietaryIdsFromFlags(query as Partial<Record<DietaryFlag, boolean>>),
    occasions: query.occasion,
    tagIds: query.tag,
    dishTypeIds: query.dish_type,
    ids: query.id__in,
    search: search ? await catalogueSearch.match(type, search) : undefined,
  };
}

export async function listProductPage(db: DbOrTx, query: CatalogueListFilter, url: URL): Promise<ProductPage> {
  const { limit, offset } = query;
  const { count, results } = await listProducts(db, await filterOf(db, 'product', query), { limit, offset });
  return { count, ...pageLinks(url, limit, offset, count), results: results.map(toProduct) };
}

export async function listPairingPage(db: DbOrTx, query: CatalogueListFilter, url: URL): Promise<PairingPage> {
  const { limit, offset } = query;
  const { count, results } = await listPairings(db, await filterOf(db, 'pairing', query), { limit, offset });
  return { count, ...pageLinks(url, limit, offset, count), results: results.map(toPairing) };
}

export async function getProduct(db: DbOrTx, id: number): Promise<Product | undefined> {
  const { results } = await listProducts(db, { dietaryIds: [], ids: [id] }, { limit: 1, offset: 0 });
  return results[0] && toProduct(results[0]);
}

export async function getPairing(db: DbOrTx, id: number): Promise<Pairing | undefined> {
  const { results } = await listPairings(db, { dietaryIds: [], ids: [id] }, { limit: 1, offset: 0 });
  return results[0] && toPairing(results[0]);
}

/** The options of every occasion screen that keep every dietary flag given. */
export async function occasionPreferenceOptions(
  db: DbOrTx,
  flags: Partial<Record<DietaryFlag, boolean | undefined>>,
): Promise<OccasionOptions> {
  const rows = await listOccasionOptions(db, dietaryIdsFromFlags(flags));
  const options = Object.fromEntries(OCCASIONS.map((occasion) => [occasion, []])) as unknown as OccasionOptions;
  for (const row of rows) {
    options[row.occasion].push({
      object_id: row.objectId,
      type: row.type,
      name: row.name,
      picture: picturePath(row.picture),
    });
  }
  return options;
}
