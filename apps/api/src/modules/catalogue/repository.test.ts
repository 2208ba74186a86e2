import { Catalogue } from '@larder/contracts/schemas/catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { readCatalogueData } from '../../seed/read-catalogue-data';
import { seedDatabase } from '../../seed/seed';
import { findUnknownCatalogueEntities } from './repository';
import { CatalogueService } from './service';

describe('the catalogue in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads whole for plan building, in the shape of the contracts, matching the data files', async () => {
    const catalogue = Catalogue.parse(await new CatalogueService(database.db).loadCatalogue());
    const data = readCatalogueData();
    expect(catalogue.products).toHaveLength(data.products.length);
    expect(catalogue.pairings).toHaveLength(data.pairings.length);
    const pairing = data.pairings[0];
    const loaded = catalogue.pairings.find((item) => item.id === pairing?.id);
    expect(loaded).toMatchObject({
      type: 'pairing',
      name: pairing?.name,
      price_cents: pairing?.price_cents,
      prep_minutes: pairing?.prep_minutes,
      product_ids: pairing?.products,
      tags: pairing?.tags,
      dish_type: pairing?.dish_type,
      occasions: pairing?.occasions,
      nutrition: pairing?.nutrition,
    });
    for (const attribute of pairing?.contains ?? []) expect(loaded?.contains[attribute]).toBe(true);
    const product = catalogue.products.find((item) => item.id === data.products[0]?.id);
    expect(product).toMatchObject({ type: 'product', prep_minutes: null, product_ids: [] });
    expect(product?.picture).toBe(`/api/v2/pictures/${data.products[0]?.picture}.svg`);
  });

  it('names the occasion entities that are not in the catalogue', async () => {
    const unknown = await findUnknownCatalogueEntities(database.db, [
      { object_id: 1, content_type: 'product' },
      { object_id: 1, content_type: 'pairing' },
      { object_id: 999_999, content_type: 'pairing' },
      { object_id: 1, content_type: 'recipe' },
    ]);
    expect(unknown).toEqual([
      { object_id: 999_999, content_type: 'pairing' },
      { object_id: 1, content_type: 'recipe' },
    ]);
    expect(await findUnknownCatalogueEntities(database.db, [])).toEqual([]);
  });

  it('is seeded idempotently: seeding again adds nothing and keeps what an operator changed', async () => {
    const counts = async () =>
      (
        await database.db.execute(
          sql`select (select count(*) from products)::int as products, (select count(*) from pairings)::int as pairings,
            (select count(*) from product_tags)::int as product_tags, (select count(*) from pairing_products)::int as links,
            (select count(*) from occasion_options)::int as options, (select count(*) from tags)::int as tags`,
        )
      ).rows[0];
    const before = await counts();
    await database.db.update(products).set({ priceCents: 123 }).where(eq(products.id, 1));
    await seedDatabase(database.db);
    expect(await counts()).toEqual(before);
    const [row] = await database.db.select({ price: products.priceCents }).from(products).where(eq(products.id, 1));
    expect(row?.price).toBe(123);
    // Rows added later get ids after the seeded ones.
    const result = await database.db.execute(
      sql`select nextval(pg_get_serial_sequence('products', 'id'))::int as next`,
    );
    expect((result.rows[0] as { next: number }).next).toBeGreaterThan(readCatalogueData().products.length);
  });
});
