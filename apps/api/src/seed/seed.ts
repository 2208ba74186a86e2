// Idempotent seeding, run by the server at its first start, `npm run db:seed` and the tests' template database:
// every seeder inserts what is missing and never overwrites what an operator changed.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appMeta } from '../db/schema/app-meta';
import { seedCatalogue } from './catalogue';
import { seedDeliveryZones } from './delivery-zones';
import { seedDynamicConfigs } from './dynamic-configs';
import { seedFoodTaxonomy } from './food-taxonomy';
import { seedPromoCodes } from './promo-codes';
import { seedSsoHiddenUserAgents } from './sso-hidden-user-agents';

export type Seeder = (db: Db) => Promise<void>;

const seeders: Seeder[] = [
  seedDynamicConfigs,
  seedSsoHiddenUserAgents,
  seedPromoCodes,
  seedFoodTaxonomy,
  seedCatalogue,
  seedDeliveryZones,
];

const SEEDED_KEY = 'seeded_at';

export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of seeders) await seeder(tx as unknown as Db);
    await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  });
}

/** Seeds a database that has never been seeded; returns whether it did. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  if (rows.length > 0) return false;
  await seedDatabase(db);
  return true;
}
