// Seeds the food taxonomy (tags and dish types) from apps/api/src/modules/taxonomy/data/*.json.
import { readTaxonomyData } from '../../modules/taxonomy/data';
import type { Db } from '../database';
import { dishTypes, tags } from '../schema/index';

export async function seedFoodTaxonomy(db: Db): Promise<void> {
  const data = readTaxonomyData();
  await db
    .insert(tags)
    .values(
      data.tags.map((tag, position) => ({
        id: tag.id,
        group: tag.group,
        slug: tag.slug,
        name: tag.name,
        description: tag.description,
        picture: tag.picture,
        parentId: tag.parent_id,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(dishTypes)
    .values(data.dishTypes.map((dishType, position) => ({ ...dishType, position })))
    .onConflictDoNothing();
}
