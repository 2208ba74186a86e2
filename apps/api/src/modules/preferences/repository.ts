// Reads and writes of a customer's preference rows. Every function takes the customer's id and touches only that
// customer's rows; writes take the transaction they belong to. Rows in, rows out: the service maps them to and
// from the contracts' shapes.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/database';
import {
  customerDietaryRestrictions,
  customerDishTypeRatings,
  customerOccasionEntityPreferences,
  customerOccasionGoals,
  customerQuizzes,
  customerTagPreferences,
} from '../../db/schema/preferences';
import { lockCustomerRow } from '../accounts/customer-repository';

/** A liked (1) or disliked (-1) tag; written with preference 0, the tag's row is deleted. */
export interface TagPreferenceRow {
  tagId: number;
  isExplicit: boolean;
  preference: number;
}

/** 1 wanted, 0 not wanted. */
export interface DishTypeRatingRow {
  dishTypeId: number;
  rating: number;
}

export type QuizRow = typeof customerQuizzes.$inferSelect;
/** Columns of a quiz write; those left out keep their value (or default). */
export type QuizValues = Partial<Omit<typeof customerQuizzes.$inferInsert, 'customerId' | 'createdAt' | 'updatedAt'>>;

export interface OccasionEntityKey {
  objectId: number;
  contentType: ContentType;
}

export interface OccasionEntityPreferenceRow extends OccasionEntityKey {
  id: number;
}

export async function listTagPreferences(db: DbOrTx, customerId: number): Promise<TagPreferenceRow[]> {
  return db
    .select({
      tagId: customerTagPreferences.tagId,
      isExplicit: customerTagPreferences.isExplicit,
      preference: customerTagPreferences.preference,
    })
    .from(customerTagPreferences)
    .where(eq(customerTagPreferences.customerId, customerId))
    .orderBy(asc(customerTagPreferences.tagId));
}

/** Stores liked/disliked tags and deletes removed ones (preference 0). Entries hold one row per tag. */
export async function writeTagPreferences(
  tx: DbOrTx,
  customerId: number,
  entries: readonly TagPreferenceRow[],
  at: Date,
): Promise<void> {
  const removed = entries.filter((entry) => entry.preference === 0).map((entry) => entry.tagId);
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
          tagId: entry.tagId,
          isExplicit: entry.isExplicit,
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

/** Adds the selected dietary ids and deletes the unselected ones. */
export async function writeDietaryRestrictions(
  tx: DbOrTx,
  customerId: number,
  { selected, unselected }: { selected: readonly number[]; unselected: readonly number[] },
): Promise<void> {
  if (unselected.length > 0) {
    await tx
      .delete(customerDietaryRestrictions)
      .where(
        and(
          eq(customerDietaryRestrictions.customerId, customerId),
          inArray(customerDietaryRestrictions.dietaryId, [...unselected]),
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

export async function listDishTypeRatings(db: DbOrTx, customerId: number): Promise<DishTypeRatingRow[]> {
  return db
    .select({ dishTypeId: customerDishTypeRatings.dishTypeId, rating: customerDishTypeRatings.rating })
    .from(customerDishTypeRatings)
    .where(eq(customerDishTypeRatings.customerId, customerId))
    .orderBy(asc(customerDishTypeRatings.dishTypeId));
}

export async function writeDishTypeRatings(
  tx: DbOrTx,
  customerId: number,
  entries: readonly DishTypeRatingRow[],
  at: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await tx
    .insert(customerDishTypeRatings)
    .values(entries.map((entry) => ({ customerId, dishTypeId: entry.dishTypeId, rating: entry.rating, updatedAt: at })))
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
  // Concurrent replacements of one customer's goals queue here (else both delete, then one insert hits the unique
  // key: a 500 on PostgreSQL; issue 18, finding 9).
  await lockCustomerRow(tx, customerId);
  await tx.delete(customerOccasionGoals).where(eq(customerOccasionGoals.customerId, customerId));
  if (goalIds.length > 0) {
    await tx.insert(customerOccasionGoals).values(goalIds.map((goalId) => ({ customerId, goalId })));
  }
}

export async function findQuiz(db: DbOrTx, customerId: number): Promise<QuizRow | undefined> {
  const [row] = await db.select().from(customerQuizzes).where(eq(customerQuizzes.customerId, customerId));
  return row;
}

/** Undefined when the customer already has a quiz (the primary key decides, even under concurrency). */
export async function insertQuiz(
  tx: DbOrTx,
  customerId: number,
  values: QuizValues & { householdSize: number },
  at: Date,
): Promise<QuizRow | undefined> {
  const [row] = await tx
    .insert(customerQuizzes)
    .values({ ...values, customerId, createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Undefined when the customer has no quiz. */
export async function updateQuiz(
  tx: DbOrTx,
  customerId: number,
  values: QuizValues,
  at: Date,
): Promise<QuizRow | undefined> {
  const [row] = await tx
    .update(customerQuizzes)
    .set({ ...values, updatedAt: at })
    .where(eq(customerQuizzes.customerId, customerId))
    .returning();
  return row;
}

const entityColumns = {
  id: customerOccasionEntityPreferences.id,
  objectId: customerOccasionEntityPreferences.objectId,
  contentType: customerOccasionEntityPreferences.contentType,
};

export async function listOccasionEntityPreferences(
  db: DbOrTx,
  customerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: OccasionEntityPreferenceRow[] }> {
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
  entries: readonly OccasionEntityKey[],
  at: Date,
): Promise<OccasionEntityPreferenceRow[]> {
  if (entries.length === 0) return [];
  await tx
    .insert(customerOccasionEntityPreferences)
    .values(
      entries.map((entry) => ({
        customerId,
        objectId: entry.objectId,
        contentType: entry.contentType,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
  return tx
    .select(entityColumns)
    .from(customerOccasionEntityPreferences)
    .where(
      and(
        eq(customerOccasionEntityPreferences.customerId, customerId),
        sql`(${customerOccasionEntityPreferences.contentType}, ${customerOccasionEntityPreferences.objectId}) in (${sql.join(
          entries.map((entry) => sql`(${entry.contentType}::text, ${entry.objectId}::integer)`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(asc(customerOccasionEntityPreferences.id));
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

/** Groups rows by their customer id, each customer's rows in the order read. */
function byCustomer<T extends { customerId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.customerId);
    if (list) list.push(row);
    else grouped.set(row.customerId, [row]);
  }
  return grouped;
}

/**
 * The rows of several customers in one of their tables (the columns `fields`), by customer, then by `then`: the
 * shape of each of listAnswersOf's reads.
 */
function rowsOfCustomers<Fields extends Record<string, AnyPgColumn>>(
  db: DbOrTx,
  table: PgTable & { customerId: AnyPgColumn },
  customerIds: number[],
  fields: Fields,
  then: AnyPgColumn,
) {
  return db
    .select({ customerId: sql<number>`${table.customerId}`, ...fields })
    .from(table)
    .where(inArray(table.customerId, customerIds))
    .orderBy(asc(table.customerId), asc(then));
}

/** Everything plan building reads of several customers' answers, one query per table (the weekly cycle's batches). */
export async function listAnswersOf(db: DbOrTx, customerIds: readonly number[], picksMax: number) {
  const ids = [...customerIds];
  const [quizzes, tags, dietary, dishTypes, goals, picks] = await Promise.all([
    db.select().from(customerQuizzes).where(inArray(customerQuizzes.customerId, ids)),
    rowsOfCustomers(
      db,
      customerTagPreferences,
      ids,
      {
        tagId: customerTagPreferences.tagId,
        isExplicit: customerTagPreferences.isExplicit,
        preference: customerTagPreferences.preference,
      },
      customerTagPreferences.tagId,
    ),
    rowsOfCustomers(
      db,
      customerDietaryRestrictions,
      ids,
      { id: customerDietaryRestrictions.dietaryId },
      customerDietaryRestrictions.dietaryId,
    ),
    rowsOfCustomers(
      db,
      customerDishTypeRatings,
      ids,
      { dishTypeId: customerDishTypeRatings.dishTypeId, rating: customerDishTypeRatings.rating },
      customerDishTypeRatings.dishTypeId,
    ),
    rowsOfCustomers(db, customerOccasionGoals, ids, { id: customerOccasionGoals.goalId }, customerOccasionGoals.goalId),
    rowsOfCustomers(db, customerOccasionEntityPreferences, ids, entityColumns, customerOccasionEntityPreferences.id),
  ]);
  const tagsOf = byCustomer(tags);
  const dietaryOf = byCustomer(dietary);
  const dishTypesOf = byCustomer(dishTypes);
  const goalsOf = byCustomer(goals);
  const picksOf = byCustomer(picks);
  return new Map(
    quizzes.map((quiz) => [
      quiz.customerId,
      {
        quiz,
        tags: tagsOf.get(quiz.customerId) ?? [],
        dietaryIds: (dietaryOf.get(quiz.customerId) ?? []).map((row) => row.id),
        dishTypes: dishTypesOf.get(quiz.customerId) ?? [],
        goalIds: (goalsOf.get(quiz.customerId) ?? []).map((row) => row.id),
        picks: (picksOf.get(quiz.customerId) ?? []).slice(0, picksMax),
      },
    ]),
  );
}
