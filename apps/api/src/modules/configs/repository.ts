// Dynamic configs: name and text value (docs/decisions/014-dynamic-configs-and-promos.md).
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { dynamicConfigs } from '../../db/schema/dynamic-configs';

export interface ConfigFilter {
  name?: string;
  names?: readonly string[];
}

function where(filter: ConfigFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.name !== undefined) conditions.push(eq(dynamicConfigs.name, filter.name));
  if (filter.names !== undefined) conditions.push(inArray(dynamicConfigs.name, [...filter.names]));
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `);
}

export async function listConfigs(
  db: DbOrTx,
  filter: ConfigFilter,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: { name: string; value: string }[] }> {
  const condition = where(filter);
  const [total] = await db.select({ count: count() }).from(dynamicConfigs).where(condition);
  const results = await db
    .select({ name: dynamicConfigs.name, value: dynamicConfigs.value })
    .from(dynamicConfigs)
    .where(condition)
    .orderBy(asc(dynamicConfigs.name))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.count ?? 0, results };
}

export async function getConfigValue(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: dynamicConfigs.value })
    .from(dynamicConfigs)
    .where(eq(dynamicConfigs.name, name))
    .limit(1);
  return row?.value;
}

/** Creates or replaces a config; returns whether it existed before. */
export async function setConfigValue(db: DbOrTx, name: string, value: string): Promise<boolean> {
  const [row] = await db
    .insert(dynamicConfigs)
    .values({ name, value })
    .onConflictDoUpdate({ target: dynamicConfigs.name, set: { value, updatedAt: sql`now()` } })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === false;
}
