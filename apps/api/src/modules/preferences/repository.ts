// Reads and writes of a customer's preference rows. Every function takes the customer's id and touches only that
// customer's rows; writes take the transaction they belong to.
import type {
  DishTypeRatingEntry,
  OccasionEntityPreference,
  OccasionEntityPreferenceInput,
  TagPreferenceEntry,
} from '@larder/contracts/preferences-api';
import type { QuizRecord, QuizRecordFields } from '@larder/contracts/quiz-record';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import {
  customerDietaryRestrictions,
  customerDishTypeRatings,
  customerOccasionEntityPreferences,
  customerOccasionGoals,
  customerQuizzes,
  customerTagPreferences,
} from '../../db/schema/index';

type Preference = TagPreferenceEntry['preference'];
type Rating = DishTypeRatingEntry['rating'];

export async function listTagPreferences(db: DbOrTx, customerId: number): Promise<TagPreferenceEntry[]> {
  const rows = await db
    .select({
      tag: customerTagPreferences.tagId,
      is_explicit: customerTagPreferences.isExplicit,
      preference: customerTagPreferences.preference,
    })
    .from(customerTagPreferences)
    .where(eq(customerTagPreferences.customerId, customerId))
    .orderBy(asc(customerTagPreferences.tagId));
  return rows.map((row) => ({ customer_id: customerId, ...row, preference: row.preference as Preference }));
}

/** Stores liked/disliked tags and deletes removed ones (preference 0). Entries hold one row per tag. */
export async function writeTagPreferences(
  tx: DbOrTx,
  customerId: number,
  entries: readonly { tag: number; is_explicit: boolean; preference: Preference }[],
  at: Date,
): Promise<void> {
  const removed = entries.filter((entry) => entry.preference === 0).map((entry) => entry.tag);
  const kept = entries.filter((entry) => entry.preference !== 0);
  if (removed.length > 0) {
    await tx
      .delete(customerTagPreferences)
      .where(and(eq(customerTagPreferences.customerId, customerId), inArray(customerTagPreferences.tagId, removed)));
  }
  if (kept.length > 0) {
    await tx
      .insert(customerTagPreferences)
      .values(
        kept.map((entry) => ({
          customerId,
          tagId: entry.tag,
          isExplicit: entry.is_explicit,
          preference: entry.preference,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: [customerTagPreferences.customerId, customerTagPreferences.tagId],
        set: {
          isExplicit: sql`excluded.is_explicit`,
          preference: sql`excluded.preference`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

export async function listDietaryRestrictionIds(db: DbOrTx, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerDietaryRestrictions.dietaryId })
    .from(customerDietaryRestrictions)
    .where(eq(customerDietaryRestrictions.customerId, customerId))
    .orderBy(asc(customerDietaryRestrictions.dietaryId));
  return rows.map((row) => row.id);
}

export async function writeDietaryRestrictions(
  tx: DbOrTx,
  customerId: number,
  entries: readonly { id: number; selected: boolean }[],
): Promise<void> {
  const unselected = entries.filter((entry) => !entry.selected).map((entry) => entry.id);
  const selected = entries.filter((entry) => entry.selected).map((entry) => entry.id);
  if (unselected.length > 0) {
    await tx
      .delete(customerDietaryRestrictions)
      .where(
        and(
          eq(customerDietaryRestrictions.customerId, customerId),
          inArray(customerDietaryRestrictions.dietaryId, unselected),
        ),
      );
  }
  if (selected.length > 0) {
    await tx
      .insert(customerDietaryRestrictions)
      .values(selected.map((dietaryId) => ({ customerId, dietaryId })))
      .onConflictDoNothing();
  }
}

export async function listDishTypeRatings(db: DbOrTx, customerId: number): Promise<DishTypeRatingEntry[]> {
  const rows = await db
    .select({ dish_type: customerDishTypeRatings.dishTypeId, rating: customerDishTypeRatings.rating })
    .from(customerDishTypeRatings)
    .where(eq(customerDishTypeRatings.customerId, customerId))
    .orderBy(asc(customerDishTypeRatings.dishTypeId));
  return rows.map((row) => ({ customer_id: customerId, dish_type: row.dish_type, rating: row.rating as Rating }));
}

export async function writeDishTypeRatings(
  tx: DbOrTx,
  customerId: number,
  entries: readonly { dish_type: number; rating: Rating }[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(customerDishTypeRatings)
    .values(entries.map((entry) => ({ customerId, dishTypeId: entry.dish_type, rating: entry.rating, updatedAt: at })))
    .onConflictDoUpdate({
      target: [customerDishTypeRatings.customerId, customerDishTypeRatings.dishTypeId],
      set: { rating: sql`excluded.rating`, updatedAt: sql`excluded.updated_at` },
    });
}

export async function listOccasionGoalIds(db: DbOrTx, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: customerOccasionGoals.goalId })
    .from(customerOccasionGoals)
    .where(eq(customerOccasionGoals.customerId, customerId))
    .orderBy(asc(customerOccasionGoals.goalId));
  return rows.map((row) => row.id);
}

export async function replaceOccasionGoals(tx: DbOrTx, customerId: number, goalIds: readonly number[]): Promise<void> {
  await tx.delete(customerOccasionGoals).where(eq(customerOccasionGoals.customerId, customerId));
  if (goalIds.length > 0) {
    await tx.insert(customerOccasionGoals).values(goalIds.map((goalId) => ({ customerId, goalId })));
  }
}

const quizColumns = {
  customer_id: customerQuizzes.customerId,
  household_size: customerQuizzes.householdSize,
  num_adults: customerQuizzes.numAdults,
  num_young_children: customerQuizzes.numYoungChildren,
  num_older_children: customerQuizzes.numOlderChildren,
  weekly_grocery_spend: customerQuizzes.weeklyGrocerySpend,
  meals: customerQuizzes.meals,
  snacks: customerQuizzes.snacks,
  breakfast_frequency: customerQuizzes.breakfastFrequency,
  lunch_frequency: customerQuizzes.lunchFrequency,
  dinner_frequency: customerQuizzes.dinnerFrequency,
  snack_frequency: customerQuizzes.snackFrequency,
  sweets_frequency: customerQuizzes.sweetsFrequency,
  fruit_frequency: customerQuizzes.fruitFrequency,
};

/** Record fields (API names) → column values. */
function quizValues(fields: Partial<QuizRecordFields>) {
  const values: Partial<typeof customerQuizzes.$inferInsert> = {};
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K] | undefined) => {
    if (value !== undefined) values[key] = value;
  };
  set('householdSize', fields.household_size);
  set('numAdults', fields.num_adults);
  set('numYoungChildren', fields.num_young_children);
  set('numOlderChildren', fields.num_older_children);
  set('weeklyGrocerySpend', fields.weekly_grocery_spend);
  set('meals', fields.meals);
  set('snacks', fields.snacks);
  set('breakfastFrequency', fields.breakfast_frequency);
  set('lunchFrequency', fields.lunch_frequency);
  set('dinnerFrequency', fields.dinner_frequency);
  set('snackFrequency', fields.snack_frequency);
  set('sweetsFrequency', fields.sweets_frequency);
  set('fruitFrequency', fields.fruit_frequency);
  return values;
}

export async function findQuiz(db: DbOrTx, customerId: number): Promise<QuizRecord | undefined> {
  const [row] = await db.select(quizColumns).from(customerQuizzes).where(eq(customerQuizzes.customerId, customerId));
  return row as QuizRecord | undefined;
}

/** Undefined when the customer already has a quiz (the primary key decides, even under concurrency). */
export async function insertQuiz(
  tx: DbOrTx,
  customerId: number,
  fields: Partial<QuizRecordFields> & { household_size: number },
  at: Date,
): Promise<QuizRecord | undefined> {
  const [row] = await tx
    .insert(customerQuizzes)
    .values({ ...quizValues(fields), householdSize: fields.household_size, customerId, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning(quizColumns);
  return row as QuizRecord | undefined;
}

/** Undefined when the customer has no quiz. */
export async function updateQuiz(
  tx: DbOrTx,
  customerId: number,
  fields: Partial<QuizRecordFields>,
  at: Date,
): Promise<QuizRecord | undefined> {
  const [row] = await tx
    .update(customerQuizzes)
    .set({ ...quizValues(fields), updatedAt: at })
    .where(eq(customerQuizzes.customerId, customerId))
    .returning(quizColumns);
  return row as QuizRecord | undefined;
}

const entityColumns = {
  id: customerOccasionEntityPreferences.id,
  object_id: customerOccasionEntityPreferences.objectId,
  content_type: customerOccasionEntityPreferences.contentType,
};

export async function listOccasionEntityPreferences(
  db: DbOrTx,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: OccasionEntityPreference[] }> {
  const mine = eq(customerOccasionEntityPreferences.customerId, customerId);
  const [total] = await db.select({ count: count() }).from(customerOccasionEntityPreferences).where(mine);
  const results = await db
    .select(entityColumns)
    .from(customerOccasionEntityPreferences)
    .where(mine)
    .orderBy(asc(customerOccasionEntityPreferences.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.count ?? 0, results };
}

/** Adds the entries not stored yet and answers every entry of the request with its id. */
export async function addOccasionEntityPreferences(
  tx: DbOrTx,
  customerId: number,
  entries: readonly OccasionEntityPreferenceInput[],
  at: Date,
): Promise<OccasionEntityPreference[]> {
  if (entries.length === 0) return [];
  await tx
    .insert(customerOccasionEntityPreferences)
    .values(
      entries.map((entry) => ({
        customerId,
        objectId: entry.object_id,
        contentType: entry.content_type,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select(entityColumns)
    .from(customerOccasionEntityPreferences)
    .where(
      and(
        eq(customerOccasionEntityPreferences.customerId, customerId),
        sql`(${customerOccasionEntityPreferences.contentType}, ${customerOccasionEntityPreferences.objectId}) in (${sql.join(
          entries.map((entry) => sql`(${entry.content_type}::text, ${entry.object_id}::integer)`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(customerOccasionEntityPreferences.id));
  return rows;
}

/** Deletes those of the ids that are this customer's rows; answers how many were deleted. */
export async function deleteOccasionEntityPreferences(
  tx: DbOrTx,
  customerId: number,
  ids: readonly number[],
): Promise<number> {
  const deleted = await tx
    .delete(customerOccasionEntityPreferences)
    .where(
      and(
        eq(customerOccasionEntityPreferences.customerId, customerId),
        inArray(customerOccasionEntityPreferences.id, [...ids]),
      ),
    )
    .returning({ id: customerOccasionEntityPreferences.id });
  return deleted.length;
}
