// GET /api/v2/quiz_options/: everything the quiz screens offer, built from the taxonomy tables and the contracts'
// goal, eating habit and dietary need enumerations. The answer carries a strong ETag (a hash of its content), so a
// client revalidating after Cache-Control's max-age gets a 304 until the taxonomy changes.
import { type Occasion, picturePath } from '@larder/contracts/schemas/catalogue';
import {
  dietaryNeedChoices,
  eatingHabitChoices,
  goalChoices,
  type QuizOptions,
  type QuizTag,
  TAG_GROUP_NAMES,
  TAG_GROUPS,
  type TagGroup,
} from '@larder/contracts/schemas/quiz-options';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { EXCLUDED_LUNCH_DINNER_DISH_TYPE } from '@larder/contracts/values/limits';
import type { DbOrTx } from '../../db/database';
import { contentEtag } from '../../lib/etag';
import { type DishTypeRow, listDishTypes, listTags, type TagRow } from './repository';

export interface TaggedQuizOptions {
  body: QuizOptions;
  etag: string;
}

/** The answer and its ETag, from the taxonomy's rows. */
function quizOptionsOf(tagRows: TagRow[], dishTypeRows: DishTypeRow[]): TaggedQuizOptions {
  const tags = Object.fromEntries(TAG_GROUPS.map((group) => [group, [] as QuizTag[]])) as Record<TagGroup, QuizTag[]>;
  for (const row of tagRows) {
    tags[row.group as TagGroup]?.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      picture: row.picture === null ? null : picturePath(row.picture),
      parent_id: row.parentId,
    });
  }
  const body: QuizOptions = {
    tag_groups: TAG_GROUPS.map((group) => ({ group, name: TAG_GROUP_NAMES[group] })),
    tags,
    dish_types: dishTypeRows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      picture: row.picture === null ? null : picturePath(row.picture),
      occasions: OCCASIONS.filter((occasion: Occasion) => row.occasions.includes(occasion)),
    })),
    excluded_lunch_dinner_dish_types: [EXCLUDED_LUNCH_DINNER_DISH_TYPE],
    goals: goalChoices(),
    eating_habits: eatingHabitChoices(),
    dietary_needs: dietaryNeedChoices(),
    occasions: [...OCCASIONS],
  };
  return { body, etag: contentEtag(JSON.stringify(body)) };
}

export class TaxonomyService {
  constructor(private readonly db: DbOrTx) {}

  async buildQuizOptions(): Promise<TaggedQuizOptions> {
    const [tagRows, dishTypeRows] = await Promise.all([listTags(this.db), listDishTypes(this.db)]);
    return quizOptionsOf(tagRows, dishTypeRows);
  }
}
