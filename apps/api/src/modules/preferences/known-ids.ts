// Which of the ids a preference write names exist in the taxonomy (tags, dish types) and the catalogue (products
// and pairings, the objects occasion options and occasion entity preferences point at), asked of those modules'
// repositories. The preferences service refuses a write naming any unknown id.
import type { OccasionEntityPreferenceInput } from '@larder/contracts/schemas/preferences';
import type { DbOrTx } from '../../db/database';
import { findUnknownCatalogueEntities } from '../catalogue/repository';
import { findUnknownDishTypeIds, findUnknownTagIds } from '../taxonomy/repository';

export interface KnownIds {
  unknownTags(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  unknownDishTypes(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  unknownOccasionEntities(
    db: DbOrTx,
    entries: readonly OccasionEntityPreferenceInput[],
  ): Promise<OccasionEntityPreferenceInput[]>;
}

export const taxonomyKnownIds: KnownIds = {
  unknownTags: findUnknownTagIds,
  unknownDishTypes: findUnknownDishTypeIds,
  unknownOccasionEntities: findUnknownCatalogueEntities,
};
