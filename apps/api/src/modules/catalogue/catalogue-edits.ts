// An operator's edits of the catalogue (the console's Catalogue page; docs/decisions/200-operators.md): a product's
// or recipe's price, description, visibility and picture alt text. The catalogue module owns these writes. Each bumps the `catalogue_version` row
// of app_meta in the same transaction, so every process's in-memory catalogue (plan/catalogue-cache.ts reads the
// row on each use) rebuilds at once; the catalogue endpoints read the tables on every request already.
import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { appMeta } from '../../db/schema/app-meta';
import { pairings, products } from '../../db/schema/catalogue';

export type CatalogueKind = 'product' | 'pairing';

export const CATALOGUE_VERSION_KEY = 'catalogue_version';

export interface CatalogueEditRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  visible: boolean;
  /** Null: the default alt text, derived from the name. */
  pictureAlt: string | null;
}

const tableOf = (kind: CatalogueKind) => (kind === 'product' ? products : pairings);

function columns(kind: CatalogueKind) {
  const table = tableOf(kind);
  return {
    id: table.id,
    slug: table.slug,
    name: table.name,
    description: table.description,
    priceCents: table.priceCents,
    visible: table.visible,
    pictureAlt: table.pictureAlt,
  };
}

/** The catalogue's version stamp: changes with every edit (undefined before the first). */
export async function catalogueVersionStamp(db: DbOrTx): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, CATALOGUE_VERSION_KEY));
  return row?.value;
}

async function bumpCatalogueVersion(tx: DbOrTx, at: Date): Promise<void> {
  await tx
    .insert(appMeta)
    .values({ key: CATALOGUE_VERSION_KEY, value: '1', updatedAt: at })
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`(coalesce(nullif(${appMeta.value}, '')::bigint, 0) + 1)::text`, updatedAt: at },
    });
}

/** A page of products or recipes by name, optionally those whose name contains `search`. */
export async function listCatalogueForEdit(
  db: DbOrTx,
  kind: CatalogueKind,
  filter: { search?: string; limit: number; offset: number },
): Promise<{ count: number; rows: CatalogueEditRow[] }> {
  const table = tableOf(kind);
  const where = filter.search
    ? ilike(table.name, `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`)
    : undefined;
  const [total] = await db.select({ count: count() }).from(table).where(where);
  const rows = await db
    .select(columns(kind))
    .from(table)
    .where(where)
    .orderBy(asc(table.name), asc(table.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.count ?? 0, rows };
}

/**
 * Changes an item's price, description, visibility and/or picture alt text (null: back to the default) in `tx` (the caller's, with its audit row); undefined when there is
 * no such item. The version stamp moves with it.
 */
export async function editCatalogueItem(
  tx: DbOrTx,
  kind: CatalogueKind,
  id: number,
  change: { priceCents?: number; description?: string; visible?: boolean; pictureAlt?: string | null },
  at: Date,
): Promise<{ before: CatalogueEditRow; after: CatalogueEditRow } | undefined> {
  const table = tableOf(kind);
  const [before] = await tx.select(columns(kind)).from(table).where(eq(table.id, id)).for('update');
  if (!before) return undefined;
  const [after] = await tx
    .update(table)
    .set({
      ...(change.priceCents === undefined ? {} : { priceCents: change.priceCents }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.visible === undefined ? {} : { visible: change.visible }),
      ...(change.pictureAlt === undefined ? {} : { pictureAlt: change.pictureAlt }),
    })
    .where(eq(table.id, id))
    .returning(columns(kind));
  if (!after) return undefined;
  await bumpCatalogueVersion(tx, at);
  return { before, after };
}

/** What the storefront's build takes from the database (`npm run catalogue -- export FILE`, scripts/build.mjs). */
export interface CatalogueForBuild {
  /** The version stamp when it was read (null before the first edit). */
  version: string | null;
  /** Every product and recipe as an operator left it, by id, in the seed data's field names. */
  products: { id: number; price_cents: number; description: string; visible: boolean; picture_alt: string | null }[];
  recipes: { id: number; price_cents: number; description: string; visible: boolean; picture_alt: string | null }[];
}

/**
 * The operator-edited fields of the whole catalogue, for the recipe and product pages: the API's page renderer
 * (src/web/catalogue-pages.ts) lays them over the committed catalogue data at each new version stamp, so a price,
 * description, alt text or hidden item reaches the pages within seconds (docs/decisions/090-recipe-and-product-pages.md).
 */
export async function catalogueForBuild(db: DbOrTx): Promise<CatalogueForBuild> {
  const read = async (kind: CatalogueKind) =>
    (
      await db
        .select(columns(kind))
        .from(tableOf(kind))
        .orderBy(asc(tableOf(kind).id))
    ).map((row) => ({
      id: row.id,
      price_cents: row.priceCents,
      description: row.description,
      visible: row.visible,
      picture_alt: row.pictureAlt,
    }));
  const [version, productRows, recipeRows] = await Promise.all([
    catalogueVersionStamp(db),
    read('product'),
    read('pairing'),
  ]);
  return { version: version ?? null, products: productRows, recipes: recipeRows };
}
