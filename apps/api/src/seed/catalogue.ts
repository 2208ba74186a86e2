// Seeds the catalogue (products, pairings, their tags and products, and the occasion options) from
// data/products.json, pairings.json and occasion-options.json. Runs after the taxonomy seeder. Inserts what is
// missing and never changes an existing row.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { occasionOptions, pairingProducts, pairings, pairingTags, products, productTags } from '../db/schema/catalogue';
import { attributeColumns } from '../modules/catalogue/attribute-columns';
import type { PairingRecord, ProductRecord } from './catalogue-records';
import { readCatalogueData } from './read-catalogue-data';
import { readTaxonomyData } from './read-taxonomy-data';

/**
 * Inserts rows that are not there yet, all in one statement whose only parameter is the rows as JSON: much cheaper
 * for the embedded database than thousands of bound parameters.
 */
async function insertMissing<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => columns[key] !== undefined);
  const column = (key: string) => columns[key] as PgColumn;
  const payload = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [column(key).name, (row as Record<string, unknown>)[key]])),
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(column(key).name)),
    sql`, `,
  );
  const definitions = sql.raw(keys.map((key) => `"${column(key).name}" ${column(key).getSQLType()}`).join(', '));
  await db.execute(
    sql`insert into ${table} (${names}) select * from json_to_recordset(${JSON.stringify(payload)}::json) as rows(${definitions}) on conflict do nothing`,
  );
}

export async function seedCatalogue(db: Db): Promise<void> {
  const { products: productRecords, pairings: pairingRecords, occasionOptions: options } = readCatalogueData();
  const { tags, dishTypes } = readTaxonomyData();
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]));
  const dishTypeName = new Map(dishTypes.map((dishType) => [dishType.id, dishType.name]));
  const productName = new Map(productRecords.map((product) => [product.id, product.name]));

  // Words people search by that are not in the name or description: tags, dish type, occasions, and what is in it.
  const keywords = (item: ProductRecord | PairingRecord, contents: readonly string[]): string =>
    [
      ...item.tags.map((id) => tagName.get(id) ?? ''),
      dishTypeName.get(item.dish_type) ?? '',
      ...item.occasions,
      ...contents,
    ].join(' ');
  const common = (item: ProductRecord | PairingRecord) => ({
    id: item.id,
    slug: item.slug,
    name: item.name,
    description: item.description,
    picture: item.picture,
    priceCents: item.price_cents,
    servings: item.servings,
    volume: item.volume,
    cold: item.cold,
    kcal: item.nutrition.kcal,
    proteinG: item.nutrition.protein_g,
    carbsG: item.nutrition.carbs_g,
    sugarG: item.nutrition.sugar_g,
    sodiumMg: item.nutrition.sodium_mg,
    fibreG: item.nutrition.fibre_g,
    ...attributeColumns(item.contains),
    dishTypeId: item.dish_type,
    occasions: item.occasions,
  });

  await insertMissing(
    db,
    products,
    productRecords.map((product) => ({
      ...common(product),
      ingredients: product.ingredients,
      keywords: keywords(product, product.ingredients),
    })),
  );
  await insertMissing(
    db,
    pairings,
    pairingRecords.map((pairing) => ({
      ...common(pairing),
      prepMinutes: pairing.prep_minutes,
      steps: pairing.steps,
      keywords: keywords(
        pairing,
        pairing.products.map((id) => productName.get(id) ?? ''),
      ),
    })),
  );
  await insertMissing(
    db,
    productTags,
    productRecords.flatMap((product) => product.tags.map((tagId) => ({ productId: product.id, tagId }))),
  );
  await insertMissing(
    db,
    pairingTags,
    pairingRecords.flatMap((pairing) => pairing.tags.map((tagId) => ({ pairingId: pairing.id, tagId }))),
  );
  await insertMissing(
    db,
    pairingProducts,
    pairingRecords.flatMap((pairing) =>
      pairing.products.map((productId, position) => ({ pairingId: pairing.id, productId, position })),
    ),
  );

  const known = {
    product: new Set(productRecords.map((p) => p.id)),
    pairing: new Set(pairingRecords.map((p) => p.id)),
  };
  const optionRows = Object.entries(options).flatMap(([occasion, list]) =>
    list.map((option, position) => {
      if (!known[option.type].has(option.object_id)) {
        throw new Error(`occasion option ${occasion}: no ${option.type} ${option.object_id} in the catalogue data`);
      }
      return { occasion, contentType: option.type, objectId: option.object_id, position };
    }),
  );
  await insertMissing(db, occasionOptions, optionRows);

  // Ids came from the data files: move the identity sequences past them, so rows added later get fresh ids.
  for (const table of ['products', 'pairings']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
    );
  }
}
