// Products, pairings and occasion options of the catalogue, as rows (the service maps them to the contracts'
// shapes). The list queries take their filters as values and a search match from search.ts;
// listCatalogueItems() reads everything the plan builder needs in two queries.
import type { Contains, ContentType, Nutrition, Occasion } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DIETARY_EXCLUSIONS, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import type { DietaryId } from '@larder/contracts/values/preferences';
import { HARD_DISLIKE_TAG_GROUPS } from '@larder/contracts/values/quiz-answers';
import { and, arrayOverlaps, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  occasionOptions,
  pairingProducts,
  pairings,
  pairingTags,
  products,
  productTags,
} from '../../db/schema/catalogue';
import { tags } from '../../db/schema/taxonomy';
import { ATTRIBUTE_COLUMN, containsOf } from './attribute-columns';
import type { SearchMatch } from './search';

type ItemTable = typeof products | typeof pairings;

export interface CatalogueFilter {
  dietaryIds: readonly DietaryId[];
  occasions?: readonly Occasion[];
  tagIds?: readonly number[];
  dishTypeIds?: readonly number[];
  ids?: readonly number[];
  search?: SearchMatch;
}

/** A product or pairing row as the list and detail reads return it. */
export interface ItemRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  picture: string;
  /** The operator's alt text of the picture; null is the default, derived from the name. */
  pictureAlt: string | null;
  priceCents: number;
  servings: number;
  volume: number;
  cold: boolean;
  nutrition: Nutrition;
  contains: Contains;
  tags: number[];
  dishType: number;
  occasions: Occasion[];
}

export interface ProductRow extends ItemRow {
  ingredients: string[];
}

export interface PairingRow extends ItemRow {
  prepMinutes: number;
  steps: string[];
  products: { id: number; name: string; picture: string }[];
}

/** Attributes the dietary ids rule out, each once. */
function excludedAttributes(dietaryIds: readonly DietaryId[]): DietaryAttribute[] {
  return [...new Set(dietaryIds.flatMap((dietaryId) => DIETARY_EXCLUSIONS[dietaryId] ?? []))];
}

function dietaryConditions(table: ItemTable, dietaryIds: readonly DietaryId[]): SQL[] {
  return excludedAttributes(dietaryIds).map((attribute) => eq(table[ATTRIBUTE_COLUMN[attribute]], false));
}

/**
 * The outer row's id, always qualified with its table's name. Drizzle renders a column of the query's own table
 * unqualified (`"id"`), which inside a correlated subquery binds to the nearest table with an `id` column: the
 * pairing's products once came out as every pairing's (issue 27, catalogue truth).
 */
function outerId(table: ItemTable): SQL {
  return sql`${table}.${sql.identifier('id')}`;
}

function tagsOf(table: ItemTable): SQL<number[]> {
  return table === products
    ? sql<
        number[]
      >`array(select ${productTags.tagId} from ${productTags} where ${productTags.productId} = ${outerId(products)} order by 1)`
    : sql<
        number[]
      >`array(select ${pairingTags.tagId} from ${pairingTags} where ${pairingTags.pairingId} = ${outerId(pairings)} order by 1)`;
}

/**
 * Customer-facing reads (lists, search, an item by id, occasion options, plan building) leave out what an operator
 * hid (docs/decisions/200-operators.md); the console's own reads (catalogue-edits.ts) see everything.
 */
function where(table: ItemTable, filter: CatalogueFilter): SQL {
  const conditions = [eq(table.visible, true), ...dietaryConditions(table, filter.dietaryIds)];
  if (filter.occasions?.length) {
    conditions.push(arrayOverlaps(table.occasions, [...filter.occasions]));
  }
  if (filter.tagIds?.length) {
    const tagIds = [...filter.tagIds];
    conditions.push(
      table === products
        ? sql`exists (select 1 from ${productTags} where ${productTags.productId} = ${outerId(products)} and ${inArray(productTags.tagId, tagIds)})`
        : sql`exists (select 1 from ${pairingTags} where ${pairingTags.pairingId} = ${outerId(pairings)} and ${inArray(pairingTags.tagId, tagIds)})`,
    );
  }
  if (filter.dishTypeIds?.length) conditions.push(inArray(table.dishTypeId, [...filter.dishTypeIds]));
  if (filter.ids?.length) conditions.push(inArray(table.id, [...filter.ids]));
  if (filter.search) conditions.push(filter.search.condition);
  return and(...conditions) as SQL;
}

function itemColumns(table: ItemTable) {
  return {
    id: table.id,
    slug: table.slug,
    name: table.name,
    description: table.description,
    picture: table.picture,
    pictureAlt: table.pictureAlt,
    priceCents: table.priceCents,
    servings: table.servings,
    volume: table.volume,
    cold: table.cold,
    kcal: table.kcal,
    proteinG: table.proteinG,
    carbsG: table.carbsG,
    sugarG: table.sugarG,
    sodiumMg: table.sodiumMg,
    fibreG: table.fibreG,
    ...Object.fromEntries(Object.values(ATTRIBUTE_COLUMN).map((column) => [column, table[column]])),
    dishTypeId: table.dishTypeId,
    occasions: table.occasions,
    tags: tagsOf(table),
  } as const;
}

type SelectedItem = {
  id: number;
  slug: string;
  name: string;
  description: string;
  picture: string;
  pictureAlt: string | null;
  priceCents: number;
  servings: number;
  volume: number;
  cold: boolean;
  kcal: number;
  proteinG: number;
  carbsG: number;
  sugarG: number;
  sodiumMg: number;
  fibreG: number;
  dishTypeId: number;
  occasions: string[];
  tags: number[];
} & Record<(typeof ATTRIBUTE_COLUMN)[DietaryAttribute], boolean>;

function toItemRow(row: SelectedItem): ItemRow {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    picture: row.picture,
    pictureAlt: row.pictureAlt,
    priceCents: row.priceCents,
    servings: row.servings,
    volume: row.volume,
    cold: row.cold,
    nutrition: {
      kcal: row.kcal,
      protein_g: row.proteinG,
      carbs_g: row.carbsG,
      sugar_g: row.sugarG,
      sodium_mg: row.sodiumMg,
      fibre_g: row.fibreG,
    },
    contains: containsOf(row),
    tags: row.tags.map(Number),
    dishType: row.dishTypeId,
    occasions: OCCASIONS.filter((occasion) => row.occasions.includes(occasion)),
  };
}

const pairingProductsOf = sql<PairingRow['products']>`(
  select coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name}, 'picture', ${products.picture}) order by ${pairingProducts.position}), '[]'::json)
  from ${pairingProducts} join ${products} on ${products.id} = ${pairingProducts.productId}
  where ${pairingProducts.pairingId} = ${outerId(pairings)})`;

export interface Page {
  limit: number;
  offset: number;
}

function orderBy(table: ItemTable, filter: CatalogueFilter): SQL[] {
  return filter.search ? [desc(filter.search.rank), asc(table.name), asc(table.id)] : [asc(table.name), asc(table.id)];
}

async function countItems(db: DbOrTx, table: ItemTable, condition: SQL | undefined): Promise<number> {
  const [total] = await db.select({ count: count() }).from(table).where(condition);
  return total?.count ?? 0;
}

export async function listProducts(
  db: DbOrTx,
  filter: CatalogueFilter,
  page: Page,
): Promise<{ count: number; results: ProductRow[] }> {
  const condition = where(products, filter);
  const [total, rows] = await Promise.all([
    countItems(db, products, condition),
    db
      .select({ ...itemColumns(products), ingredients: products.ingredients })
      .from(products)
      .where(condition)
      .orderBy(...orderBy(products, filter))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    count: total,
    results: rows.map((row) => ({ ...toItemRow(row as unknown as SelectedItem), ingredients: row.ingredients })),
  };
}

export async function listPairings(
  db: DbOrTx,
  filter: CatalogueFilter,
  page: Page,
): Promise<{ count: number; results: PairingRow[] }> {
  const condition = where(pairings, filter);
  const [total, rows] = await Promise.all([
    countItems(db, pairings, condition),
    db
      .select({
        ...itemColumns(pairings),
        prepMinutes: pairings.prepMinutes,
        steps: pairings.steps,
        products: pairingProductsOf,
      })
      .from(pairings)
      .where(condition)
      .orderBy(...orderBy(pairings, filter))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    count: total,
    results: rows.map((row) => ({
      ...toItemRow(row as unknown as SelectedItem),
      prepMinutes: row.prepMinutes,
      steps: row.steps,
      products: row.products,
    })),
  };
}

/** The occasion options (in screen order) whose product or pairing keeps every dietary id. */
export async function listOccasionOptions(
  db: DbOrTx,
  dietaryIds: readonly DietaryId[],
): Promise<
  { occasion: Occasion; type: ContentType; objectId: number; name: string; picture: string; tags: number[] }[]
> {
  // The item's tags of the hard dislike groups, which the quiz's "no thanks" and dislikes rule out (issue 39).
  const hardGroups = sql.join(
    HARD_DISLIKE_TAG_GROUPS.map((group) => sql`${group}`),
    sql`, `,
  );
  const hardTagsOf = (link: typeof productTags | typeof pairingTags, owner: SQL, id: SQL) =>
    sql`(select array_agg(${link.tagId} order by ${link.tagId}) from ${link} join ${tags} on ${tags.id} = ${link.tagId}
      where ${owner} = ${id} and ${tags.group} in (${hardGroups}))`;
  const excluded = excludedAttributes(dietaryIds).map((attribute) => {
    const column = ATTRIBUTE_COLUMN[attribute];
    return sql`not coalesce(${products[column]}, ${pairings[column]})`;
  });
  const rows = await db
    .select({
      occasion: occasionOptions.occasion,
      type: occasionOptions.contentType,
      objectId: occasionOptions.objectId,
      name: sql<string>`coalesce(${products.name}, ${pairings.name})`,
      picture: sql<string>`coalesce(${products.picture}, ${pairings.picture})`,
      tags: sql<number[]>`coalesce(case when ${occasionOptions.contentType} = 'product'
        then ${hardTagsOf(productTags, sql`${productTags.productId}`, sql`${occasionOptions.objectId}`)}
        else ${hardTagsOf(pairingTags, sql`${pairingTags.pairingId}`, sql`${occasionOptions.objectId}`)} end, '{}')`,
    })
    .from(occasionOptions)
    .leftJoin(products, and(eq(occasionOptions.contentType, 'product'), eq(products.id, occasionOptions.objectId)))
    .leftJoin(pairings, and(eq(occasionOptions.contentType, 'pairing'), eq(pairings.id, occasionOptions.objectId)))
    .where(
      and(
        or(sql`${products.visible}`, sql`${pairings.visible}`),
        or(sql`${products.id} is not null`, sql`${pairings.id} is not null`),
        ...excluded,
      ),
    )
    .orderBy(asc(occasionOptions.occasion), asc(occasionOptions.position));
  return rows.map((row) => ({
    ...row,
    occasion: row.occasion as Occasion,
    type: row.type as ContentType,
    tags: (row.tags ?? []).map(Number),
  }));
}

/**
 * The entries that name no existing product or pairing (`content_type` 'product' or 'pairing'; any other content
 * type is unknown): the products first, then the pairings, then the other types, each in the order given. For the
 * occasion entity preferences, which store what an occasion option names.
 */
export async function findUnknownCatalogueEntities<T extends { object_id: number; content_type: string }>(
  db: DbOrTx,
  entries: readonly T[],
): Promise<T[]> {
  const wanted = (type: ContentType) => [
    ...new Set(entries.filter((entry) => entry.content_type === type).map((entry) => entry.object_id)),
  ];
  const [productIds, pairingIds] = [wanted('product'), wanted('pairing')];
  const [productRows, pairingRows] = await Promise.all([
    productIds.length ? db.select({ id: products.id }).from(products).where(inArray(products.id, productIds)) : [],
    pairingIds.length ? db.select({ id: pairings.id }).from(pairings).where(inArray(pairings.id, pairingIds)) : [],
  ]);
  const known = {
    product: new Set(productRows.map((row) => row.id)),
    pairing: new Set(pairingRows.map((row) => row.id)),
  } as Record<string, Set<number>>;
  const unknown = entries.filter((entry) => !known[entry.content_type]?.has(entry.object_id));
  const ofType = (type: string) => unknown.filter((entry) => entry.content_type === type);
  return [...ofType('product'), ...ofType('pairing'), ...unknown.filter((entry) => !(entry.content_type in known))];
}

export interface CatalogueRows {
  products: ItemRow[];
  pairings: (ItemRow & { prepMinutes: number; productIds: number[] })[];
}

/**
 * Every visible product and pairing (pairings with their product ids in order), in two queries, ordered by id: what the
 * plan builder reads into memory.
 */
export async function listCatalogueItems(db: DbOrTx): Promise<CatalogueRows> {
  const [productRows, pairingRows] = await Promise.all([
    db.select(itemColumns(products)).from(products).where(eq(products.visible, true)).orderBy(asc(products.id)),
    db
      .select({
        ...itemColumns(pairings),
        prepMinutes: pairings.prepMinutes,
        productIds: sql<
          number[]
        >`array(select ${pairingProducts.productId} from ${pairingProducts} where ${pairingProducts.pairingId} = ${outerId(pairings)} order by ${pairingProducts.position})`,
      })
      .from(pairings)
      .where(eq(pairings.visible, true))
      .orderBy(asc(pairings.id)),
  ]);
  return {
    products: productRows.map((row) => toItemRow(row as unknown as SelectedItem)),
    pairings: pairingRows.map((row) => ({
      ...toItemRow(row as unknown as SelectedItem),
      prepMinutes: row.prepMinutes,
      productIds: row.productIds.map(Number),
    })),
  };
}

/** The current slug of a product or pairing, or undefined when there is no such item. */
export async function findCatalogueSlug(
  db: DbOrTx,
  type: 'product' | 'pairing',
  id: number,
): Promise<string | undefined> {
  const table = type === 'product' ? products : pairings;
  const [row] = await db.select({ slug: table.slug }).from(table).where(eq(table.id, id)).limit(1);
  return row?.slug;
}
