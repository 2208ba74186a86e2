// Which of the ids a preference write names exist in the taxonomy (tags, dish types) and the catalogue (products
// and pairings, the objects occasion options and occasion entity preferences point at). The preferences service
// refuses a write naming any unknown id.
import type { OccasionEntityPreferenceInput } from '@larder/contracts/preferences-api';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { dishTypes, pairings, products, tags } from '../../db/schema/index';

export interface KnownIds {
  unknownTags(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  unknownDishTypes(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  unknownOccasionEntities(
    db: DbOrTx,
    entries: readonly OccasionEntityPreferenceInput[],
  ): Promise<OccasionEntityPreferenceInput[]>;
}

type IdTable = typeof tags | typeof dishTypes | typeof products | typeof pairings;

/** The ids (unique, in the order given) that the table does not hold. */
async function missingIds(db: DbOrTx, table: IdTable, ids: readonly number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  const present = new Set(found.map((row) => row.id));
  return wanted.filter((id) => !present.has(id));
}

const CONTENT_TABLES = { product: products, pairing: pairings } as const;

export const taxonomyKnownIds: KnownIds = {
  unknownTags: (db, ids) => missingIds(db, tags, ids),
  unknownDishTypes: (db, ids) => missingIds(db, dishTypes, ids),
  async unknownOccasionEntities(db, entries) {
    const missing: OccasionEntityPreferenceInput[] = [];
    for (const [contentType, table] of Object.entries(CONTENT_TABLES)) {
      const ofType = entries.filter((entry) => entry.content_type === contentType);
      const gone = new Set(
        await missingIds(
          db,
          table,
          ofType.map((entry) => entry.object_id),
        ),
      );
      missing.push(...ofType.filter((entry) => gone.has(entry.object_id)));
    }
    missing.push(...entries.filter((entry) => !(entry.content_type in CONTENT_TABLES)));
    return missing;
  },
};
