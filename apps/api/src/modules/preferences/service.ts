// The customer's preferences: each write checks every id it names first (400 naming the unknown ones), then
// writes in one transaction, so a write applies entirely or not at all.

import { DietaryId, GoalId } from '@larder/contracts/preferences';
import {
  type DietaryRestrictionEntry,
  type DishTypeRatingEntry,
  type OccasionEntityPreference,
  type OccasionEntityPreferenceInput,
  type OccasionEntityPreferencePage,
  PreferenceErrorCode,
  PreferenceMessage,
  type TagPreferenceEntry,
} from '@larder/contracts/preferences-api';
import type { QuizRecord, QuizRecordCreate, QuizRecordPatch } from '@larder/contracts/quiz-record';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
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

export class PreferencesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly known: KnownIds,
  ) {}

  /** Entries naming another customer are refused as a whole. */
  private checkOwnEntries(customerId: number, entries: readonly { customer_id: number }[]): void {
    if (entries.some((entry) => entry.customer_id !== customerId)) throw notYours();
  }

  tags(customerId: number): Promise<TagPreferenceEntry[]> {
    return repository.listTagPreferences(this.db, customerId);
  }

  async patchTags(customerId: number, entries: readonly TagPreferenceEntry[]): Promise<TagPreferenceEntry[]> {
    this.checkOwnEntries(customerId, entries);
    const rows = lastPerKey(entries, (entry) => entry.tag);
    const missing = await this.known.unknownTags(
      this.db,
      rows.map((row) => row.tag),
    );
    if (missing.length > 0) throw unknownIds(PreferenceErrorCode.UnknownTags, 'tag ids', missing);
    return this.db.transaction(async (tx) => {
      await repository.writeTagPreferences(tx, customerId, rows, this.clock.now());
      return repository.listTagPreferences(tx, customerId);
    });
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
    await this.db.transaction((tx) => repository.writeDietaryRestrictions(tx, customerId, rows));
    return this.dietaryRestrictions(customerId);
  }

  dishTypes(customerId: number): Promise<DishTypeRatingEntry[]> {
    return repository.listDishTypeRatings(this.db, customerId);
  }

  async patchDishTypes(customerId: number, entries: readonly DishTypeRatingEntry[]): Promise<DishTypeRatingEntry[]> {
    this.checkOwnEntries(customerId, entries);
    const rows = lastPerKey(entries, (entry) => entry.dish_type);
    const missing = await this.known.unknownDishTypes(
      this.db,
      rows.map((row) => row.dish_type),
    );
    if (missing.length > 0) throw unknownIds(PreferenceErrorCode.UnknownDishTypes, 'dish type ids', missing);
    return this.db.transaction(async (tx) => {
      await repository.writeDishTypeRatings(tx, customerId, rows, this.clock.now());
      return repository.listDishTypeRatings(tx, customerId);
    });
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
    await this.db.transaction((tx) => repository.replaceOccasionGoals(tx, customerId, ids));
    return this.occasionGoals(customerId);
  }

  async quizzes(customerId: number): Promise<QuizRecord[]> {
    const quiz = await repository.findQuiz(this.db, customerId);
    return quiz ? [quiz] : [];
  }

  async createQuiz(customerId: number, body: QuizRecordCreate): Promise<QuizRecord> {
    const { customer_id, ...fields } = body;
    if (customer_id !== undefined && customer_id !== customerId) throw notYours();
    const quiz = await repository.insertQuiz(this.db, customerId, fields, this.clock.now());
    if (!quiz) throw new HttpError(409, PreferenceErrorCode.QuizExists, PreferenceMessage.QuizExists);
    return quiz;
  }

  async patchQuiz(customerId: number, body: QuizRecordPatch): Promise<QuizRecord> {
    const { customer_id, ...fields } = body;
    if (customer_id !== undefined && customer_id !== customerId) throw notYours();
    const quiz = await repository.updateQuiz(this.db, customerId, fields, this.clock.now());
    if (!quiz) throw new HttpError(404, PreferenceErrorCode.QuizMissing, PreferenceMessage.QuizMissing);
    return quiz;
  }

  async occasionEntityPreferences(
    customerId: number,
    page: { limit: number; offset: number; url: URL },
  ): Promise<OccasionEntityPreferencePage> {
    const { count, results } = await repository.listOccasionEntityPreferences(this.db, customerId, page);
    const link = (offset: number) => {
      const url = new URL(page.url);
      url.searchParams.set('limit', String(page.limit));
      url.searchParams.set('offset', String(offset));
      return url.toString();
    };
    return {
      count,
      next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
      previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
      results,
    };
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
    return this.db.transaction((tx) => repository.addOccasionEntityPreferences(tx, customerId, rows, this.clock.now()));
  }

  async bulkDeleteOccasionEntityPreferences(customerId: number, ids: readonly number[]): Promise<{ deleted: number }> {
    const deleted = await this.db.transaction((tx) =>
      repository.deleteOccasionEntityPreferences(tx, customerId, unique(ids)),
    );
    return { deleted };
  }
}
