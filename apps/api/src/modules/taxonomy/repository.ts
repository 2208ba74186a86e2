// Tags and dish types of the food taxonomy.
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { dishTypes, tags } from '../../db/schema/taxonomy';

export type TagRow = typeof tags.$inferSelect;
export type DishTypeRow = typeof dishTypes.$inferSelect;

export function listTags(db: DbOrTx): Promise<TagRow[]> {
  return db.select().from(tags).orderBy(asc(tags.position), asc(tags.id));
}

export function listDishTypes(db: DbOrTx): Promise<DishTypeRow[]> {
  return db.select().from(dishTypes).orderBy(asc(dishTypes.position), asc(dishTypes.id));
}

/** The ids of the list that name no tag, in the order given, each once. */
export async function findUnknownTagIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, wanted));
  const known = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}

/** The ids of the list that name no dish type, in the order given, each once. */
export async function findUnknownDishTypeIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db.select({ id: dishTypes.id }).from(dishTypes).where(inArray(dishTypes.id, wanted));
  const known = new Set(rows.map((row) => row.id));
  return wanted.filter((id) => !known.has(id));
}
