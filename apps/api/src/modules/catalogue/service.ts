// Catalogue reads: product and pairing pages (filters, search, Django REST framework limit/offset pagination in
// lib/pagination.ts), single items, the occasion options of the quiz, and the whole catalogue for plan building.
// The repository answers rows; this maps them to the contracts' shapes.
import {
  type Catalogue,
  CatalogueErrorCode,
  type CatalogueItem,
  type CatalogueListFilter,
  type ContentType,
  type DietaryFlag,
  dietaryIdsFromFlags,
  type Pairing,
  type PairingPage,
  type Product,
  type ProductPage,
  picturePath,
  suitableDietaryIds,
} from '@larder/contracts/schemas/catalogue';
import type { OccasionOptions } from '@larder/contracts/schemas/quiz-options';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { findUnknownDishTypeIds, findUnknownTagIds } from '../taxonomy/repository';
import {
  type CatalogueFilter,
  type CatalogueRows,
  type ItemRow,
  listCatalogueItems,
  listOccasionOptions,
  listPairings,
  listProducts,
  type PairingRow,
  type ProductRow,
} from './repository';
import { catalogueSearch } from './search';

function itemFields(row: ItemRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    picture: picturePath(row.picture),
    price_cents: row.priceCents,
    servings: row.servings,
    volume: row.volume,
    cold: row.cold,
    nutrition: row.nutrition,
    contains: row.contains,
    suitable_for: suitableDietaryIds(row.contains),
    tags: row.tags,
    dish_type: row.dishType,
    occasions: row.occasions,
  };
}

/** The operator's alt text when one is set; absent, the picture's alt is the default derived from the name. */
const pictureAltOf = (row: ItemRow) => (row.pictureAlt ? { picture_alt: row.pictureAlt } : {});

function toProduct(row: ProductRow): Product {
  return { ...itemFields(row), ...pictureAltOf(row), ingredients: row.ingredients };
}

function toPairing(row: PairingRow): Pairing {
  return {
    ...itemFields(row),
    ...pictureAltOf(row),
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

/** A product or pairing as plan building reads it: the list fields (without `suitable_for`) and its type. */
function toCatalogueItem(
  type: ContentType,
  row: ItemRow,
  prepMinutes: number | null,
  productIds: number[],
): CatalogueItem {
  const { suitable_for: _derived, ...fields } = itemFields(row);
  return { type, ...fields, prep_minutes: prepMinutes, product_ids: productIds };
}

function toCatalogue(rows: CatalogueRows): Catalogue {
  return {
    products: rows.products.map((row) => toCatalogueItem('product', row, null, [])),
    pairings: rows.pairings.map((row) => toCatalogueItem('pairing', row, row.prepMinutes, row.productIds)),
  };
}

export class CatalogueService {
  constructor(private readonly db: DbOrTx) {}

  async listProductPage(query: CatalogueListFilter, url: URL): Promise<ProductPage> {
    const { limit, offset } = query;
    const filter = await filterOf(this.db, 'product', query);
    const { count, results } = await listProducts(this.db, filter, { limit, offset });
    return { count, ...pageLinks(url, limit, offset, count), results: results.map(toProduct) };
  }

  async listPairingPage(query: CatalogueListFilter, url: URL): Promise<PairingPage> {
    const { limit, offset } = query;
    const filter = await filterOf(this.db, 'pairing', query);
    const { count, results } = await listPairings(this.db, filter, { limit, offset });
    return { count, ...pageLinks(url, limit, offset, count), results: results.map(toPairing) };
  }

  async getProduct(id: number): Promise<Product | undefined> {
    const { results } = await listProducts(this.db, { dietaryIds: [], ids: [id] }, { limit: 1, offset: 0 });
    return results[0] && toProduct(results[0]);
  }

  async getPairing(id: number): Promise<Pairing | undefined> {
    const { results } = await listPairings(this.db, { dietaryIds: [], ids: [id] }, { limit: 1, offset: 0 });
    return results[0] && toPairing(results[0]);
  }

  /** The options of every occasion screen that keep every dietary flag given. */
  async occasionPreferenceOptions(flags: Partial<Record<DietaryFlag, boolean | undefined>>): Promise<OccasionOptions> {
    const rows = await listOccasionOptions(this.db, dietaryIdsFromFlags(flags));
    const options = Object.fromEntries(OCCASIONS.map((occasion) => [occasion, []])) as unknown as OccasionOptions;
    for (const row of rows) {
      options[row.occasion].push({
        object_id: row.objectId,
        type: row.type,
        name: row.name,
        picture: picturePath(row.picture),
        tags: row.tags,
      });
    }
    return options;
  }

  /**
   * The whole catalogue in memory for plan building, ordered by id, in the shape of CatalogueItem
   * (packages/contracts/src/catalogue.ts); `picture` is the path the API serves it under.
   */
  async loadCatalogue(): Promise<Catalogue> {
    return toCatalogue(await listCatalogueItems(this.db));
  }
}
