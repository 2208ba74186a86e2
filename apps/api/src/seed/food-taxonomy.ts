// Seeds the food taxonomy (tags and dish types) from data/tags.json and data/dish-types.json.
import type { Db } from '../db/database';
import { dishTypes, tags } from '../db/schema/taxonomy';
import { readTaxonomyData } from './read-taxonomy-data';

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
