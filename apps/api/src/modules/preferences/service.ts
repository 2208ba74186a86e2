// The customer's preferences: each write checks every id it names first (400 naming the unknown ones), then
// writes in one transaction, so a write applies entirely or not at all. The repository answers rows; this maps
// them to and from the contracts' shapes. The occasion entity preferences page like every list (lib/pagination.ts).

import {
  type DietaryRestrictionEntry,
  type DishTypeRatingEntry,
  type OccasionEntityPreference,
  type OccasionEntityPreferenceInput,
  type OccasionEntityPreferencePage,
  PreferenceErrorCode,
  PreferenceMessage,
  type TagPreferenceEntry,
} from '@larder/contracts/schemas/preferences';
import type {
  QuizRecord,
  QuizRecordCreate,
  QuizRecordFields,
  QuizRecordPatch,
} from '@larder/contracts/schemas/quiz-record';
import { DietaryId, GoalId } from '@larder/contracts/values/preferences';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import type { KnownIds } from './known-ids';
import * as repository from './repository';

const DIETARY_IDS = new Set<number>(Object.values(DietaryId));
const GOAL_IDS = new Set<number>(Object.values(GoalId));

function unknownIds(code: string, what: string, ids: readonly (number | string)[]): HttpError {
  return new HttpError(400, code, PreferenceMessage.unknownIds(what, ids), { ids });
}

function notYours(): HttpError {
  return new HttpError(403, PreferenceErrorCode.NotYourRecord, PreferenceMessage.NotYourRecord);
}

/** The last entry per key wins (one write cannot touch a row twice). */
function lastPerKey<T>(entries: readonly T[], key: (entry: T) => string | number): T[] {
  const byKey = new Map<string | number, T>();
  for (const entry of entries) {
    const k = key(entry);
    byKey.delete(k);
    byKey.set(k, entry);
  }
  return [...byKey.values()];
}

const unique = (values: readonly number[]) => [...new Set(values)];

/**
 * Runs `write`, a change of the customer's answers, inside its transaction `tx`, and reacts there when what plans are
 * built from changed (orders/week-rebuild.ts builds a subscriber's upcoming weeks again). By default it only writes.
 */
export type AnswersWatch = <T>(tx: DbOrTx, customerId: number, write: () => Promise<T>) => Promise<T>;

const unwatched: AnswersWatch = (_tx, _customerId, write) => write();

function toTagPreference(customerId: number, row: repository.TagPreferenceRow): TagPreferenceEntry {
  return {
    customer_id: customerId,
    tag: row.tagId,
    is_explicit: row.isExplicit,
    preference: row.preference as TagPreferenceEntry['preference'],
  };
}

function toDishTypeRating(customerId: number, row: repository.DishTypeRatingRow): DishTypeRatingEntry {
  return { customer_id: customerId, dish_type: row.dishTypeId, rating: row.rating as DishTypeRatingEntry['rating'] };
}

function toQuizRecord(row: repository.QuizRow): QuizRecord {
  return {
    customer_id: row.customerId,
    household_size: row.householdSize,
    num_adults: row.numAdults,
    num_young_children: row.numYoungChildren,
    num_older_children: row.numOlderChildren,
    weekly_grocery_spend: row.weeklyGrocerySpend,
    meals: row.meals as QuizRecord['meals'],
    snacks: row.snacks as QuizRecord['snacks'],
    breakfast_frequency: row.breakfastFrequency as QuizRecord['breakfast_frequency'],
    lunch_frequency: row.lunchFrequency as QuizRecord['lunch_frequency'],
    dinner_frequency: row.dinnerFrequency as QuizRecord['dinner_frequency'],
    snack_frequency: row.snackFrequency as QuizRecord['snack_frequency'],
    sweets_frequency: row.sweetsFrequency as QuizRecord['sweets_frequency'],
    fruit_frequency: row.fruitFrequency as QuizRecord['fruit_frequency'],
  };
}

/** Record fields (API names) → column values; fields left out are left out. */
function quizValues(fields: Partial<QuizRecordFields>): repository.QuizValues {
  const values: repository.QuizValues = {};
  const set = <K extends keyof repository.QuizValues>(key: K, value: repository.QuizValues[K] | undefined) => {
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

function toOccasionEntityPreference(row: repository.OccasionEntityPreferenceRow): OccasionEntityPreference {
  return { id: row.id, object_id: row.objectId, content_type: row.contentType };
}

export class PreferencesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly known: KnownIds,
    private readonly watch: AnswersWatch = unwatched,
  ) {}

  /** A write of the customer's answers, in one transaction, watched. */
  private write<T>(customerId: number, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => this.watch(tx, customerId, () => write(tx)));
  }

  /** Entries naming another customer are refused as a whole. */
  private checkOwnEntries(customerId: number, entries: readonly { customer_id: number }[]): void {
    if (entries.some((entry) => entry.customer_id !== customerId)) throw notYours();
  }

  async tags(customerId: number): Promise<TagPreferenceEntry[]> {
    const rows = await repository.listTagPreferences(this.db, customerId);
    return rows.map((row) => toTagPreference(customerId, row));
  }

  async patchTags(customerId: number, entries: readonly TagPreferenceEntry[]): Promise<TagPreferenceEntry[]> {
    this.checkOwnEntries(customerId, entries);
    const rows = lastPerKey(entries, (entry) => entry.tag);
    const missing = await this.known.unknownTags(
      this.db,
      rows.map((row) => row.tag),
    );
    if (missing.length > 0) throw unknownIds(PreferenceErrorCode.UnknownTags, 'tag ids', missing);
    const stored = await this.write(customerId, async (tx) => {
      await repository.writeTagPreferences(
        tx,
        customerId,
        rows.map((row) => ({ tagId: row.tag, isExplicit: row.is_explicit, preference: row.preference })),
        this.clock.now(),
      );
      return repository.listTagPreferences(tx, customerId);
    });
    return stored.map((row) => toTagPreference(customerId, row));
  }

  async dietaryRestrictions(customerId: number): Promise<{ dietary_restrictions: DietaryRestrictionEntry[] }> {
    const ids = await repository.listDietaryRestrictionIds(this.db, customerId);
    return { dietary_restrictions: ids.map((id) => ({ id, selected: true })) };
  }

  async patchDietaryRestrictions(
    customerId: number,
    entries: readonly DietaryRestrictionEntry[],
  ): Promise<{ dietary_restrictions: DietaryRestrictionEntry[] }> {
    const rows = lastPerKey(entries, (entry) => entry.id);
    const missing = unique(rows.map((row) => row.id).filter((id) => !DIETARY_IDS.has(id)));
    if (missing.length > 0) {
      throw unknownIds(PreferenceErrorCode.UnknownDietaryRestrictions, 'dietary restriction ids', missing);
    }
    await this.write(customerId, (tx) =>
      repository.writeDietaryRestrictions(tx, customerId, {
        selected: rows.filter((row) => row.selected).map((row) => row.id),
        unselected: rows.filter((row) => !row.selected).map((row) => row.id),
      }),
    );
    return this.dietaryRestrictions(customerId);
  }

  async dishTypes(customerId: number): Promise<DishTypeRatingEntry[]> {
    const rows = await repository.listDishTypeRatings(this.db, customerId);
    return rows.map((row) => toDishTypeRating(customerId, row));
  }

  async patchDishTypes(customerId: number, entries: readonly DishTypeRatingEntry[]): Promise<DishTypeRatingEntry[]> {
    this.checkOwnEntries(customerId, entries);
    const rows = lastPerKey(entries, (entry) => entry.dish_type);
    const missing = await this.known.unknownDishTypes(
      this.db,
      rows.map((row) => row.dish_type),
    );
    if (missing.length > 0) throw unknownIds(PreferenceErrorCode.UnknownDishTypes, 'dish type ids', missing);
    const stored = await this.write(customerId, async (tx) => {
      await repository.writeDishTypeRatings(
        tx,
        customerId,
        rows.map((row) => ({ dishTypeId: row.dish_type, rating: row.rating })),
        this.clock.now(),
      );
      return repository.listDishTypeRatings(tx, customerId);
    });
    return stored.map((row) => toDishTypeRating(customerId, row));
  }

  async occasionGoals(customerId: number): Promise<{ occasion_goals: { id: number }[] }> {
    const ids = await repository.listOccasionGoalIds(this.db, customerId);
    return { occasion_goals: ids.map((id) => ({ id })) };
  }

  async putOccasionGoals(
    customerId: number,
    goals: readonly { id: number }[],
  ): Promise<{ occasion_goals: { id: number }[] }> {
    const ids = unique(goals.map((goal) => goal.id));
    const missing = ids.filter((id) => !GOAL_IDS.has(id));
    if (missing.length > 0) throw unknownIds(PreferenceErrorCode.UnknownOccasionGoals, 'occasion goal ids', missing);
    await this.write(customerId, (tx) => repository.replaceOccasionGoals(tx, customerId, ids));
    return this.occasionGoals(customerId);
  }

  async quizzes(customerId: number): Promise<QuizRecord[]> {
    const quiz = await repository.findQuiz(this.db, customerId);
    return quiz ? [toQuizRecord(quiz)] : [];
  }

  async createQuiz(customerId: number, body: QuizRecordCreate): Promise<QuizRecord> {
    const { customer_id, ...fields } = body;
    if (customer_id !== undefined && customer_id !== customerId) throw notYours();
    const values = { ...quizValues(fields), householdSize: fields.household_size };
    const quiz = await this.write(customerId, (tx) => repository.insertQuiz(tx, customerId, values, this.clock.now()));
    if (!quiz) throw new HttpError(409, PreferenceErrorCode.QuizExists, PreferenceMessage.QuizExists);
    return toQuizRecord(quiz);
  }

  async patchQuiz(customerId: number, body: QuizRecordPatch): Promise<QuizRecord> {
    const { customer_id, ...fields } = body;
    if (customer_id !== undefined && customer_id !== customerId) throw notYours();
    const quiz = await this.write(customerId, (tx) =>
      repository.updateQuiz(tx, customerId, quizValues(fields), this.clock.now()),
    );
    if (!quiz) throw new HttpError(404, PreferenceErrorCode.QuizMissing, PreferenceMessage.QuizMissing);
    return toQuizRecord(quiz);
  }

  async occasionEntityPreferences(
    customerId: number,
    page: { limit: number; offset: number; url: URL },
  ): Promise<OccasionEntityPreferencePage> {
    const { limit, offset, url } = page;
    const { count, results } = await repository.listOccasionEntityPreferences(this.db, customerId, { limit, offset });
    return { count, ...pageLinks(url, limit, offset, count), results: results.map(toOccasionEntityPreference) };
  }

  async addOccasionEntityPreferences(
    customerId: number,
    entries: readonly OccasionEntityPreferenceInput[],
  ): Promise<OccasionEntityPreference[]> {
    const rows = lastPerKey(entries, (entry) => `${entry.content_type}:${entry.object_id}`);
    const missing = await this.known.unknownOccasionEntities(this.db, rows);
    if (missing.length > 0) {
      throw unknownIds(
        PreferenceErrorCode.UnknownOccasionEntities,
        'occasion objects',
        missing.map((entry) => `${entry.content_type} ${entry.object_id}`),
      );
    }
    const keys = rows.map((row) => ({ objectId: row.object_id, contentType: row.content_type }));
    const stored = await this.write(customerId, (tx) =>
      repository.addOccasionEntityPreferences(tx, customerId, keys, this.clock.now()),
    );
    return stored.map(toOccasionEntityPreference);
  }

  async bulkDeleteOccasionEntityPreferences(customerId: number, ids: readonly number[]): Promise<{ deleted: number }> {
    const deleted = await this.write(customerId, (tx) =>
      repository.deleteOccasionEntityPreferences(tx, customerId, unique(ids)),
    );
    return { deleted };
  }
}
