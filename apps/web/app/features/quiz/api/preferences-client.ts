// The customer's preference records as the quiz saves them (docs/decisions/030-quiz-and-preference-save.md), one client
// for every call: tags, dietary restrictions, dish type ratings, occasion goals, the quiz record and the liked occasion
// options. Each call answers the contract's body or throws an ApiError (the save logs or reports it).

import type {
  BulkDeleteRequest,
  DietaryRestrictionEntry,
  DietaryRestrictions,
  DishTypeRatingEntry,
  DishTypeRatingList,
  OccasionEntityPreference,
  OccasionEntityPreferenceInput,
  OccasionEntityPreferencePage,
  OccasionGoals,
  TagPreferenceEntry,
  TagPreferenceList,
} from '@larder/contracts/schemas/preferences';
import type {
  QuizRecord,
  QuizRecordCreate,
  QuizRecordList,
  QuizRecordPatch,
} from '@larder/contracts/schemas/quiz-record';
import { OCCASION_PREFERENCES_PAGE_SIZE } from '@larder/contracts/values/limits';
import { type RequestOptions, requestJson } from '../../../lib/request';

const TAGS_PATH = '/api/v2/customers/self/tags/';
const OCCASION_ENTITY_PREFERENCES_PATH = '/api/v2/customers/self/occasion_entity_preferences/';
/** A customer never has this many pages of liked options; the loop stops here whatever the server says. */
const MAX_PAGES = 20;

const read = <T>(path: string, query?: RequestOptions['query']) => requestJson<T>({ path, query });
const write = <T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, expect: number[] = [200]) =>
  requestJson<T>({ method, path, body }, { expect });

/** The calls for one customer (some paths name the customer's id, others `self`). */
export function preferencesClient(customerId: number) {
  const customerPath = (resource: string) => `/api/v2/customers/${customerId}/${resource}/`;
  return {
    /** GET / PATCH /api/v2/customers/self/tags/: like (1), dislike (-1) or remove (0) tags. */
    tags: {
      get: () => read<TagPreferenceList>(TAGS_PATH),
      patch: (entries: TagPreferenceEntry[]) => write<TagPreferenceList>('PATCH', TAGS_PATH, entries),
    },
    /** GET / PATCH /api/v2/customers/{id}/dietary_restrictions/: select or unselect dietary restrictions. */
    dietaryRestrictions: {
      get: () => read<DietaryRestrictions>(customerPath('dietary_restrictions')),
      patch: (entries: DietaryRestrictionEntry[]) => {
        const body: DietaryRestrictions = { dietary_restrictions: entries };
        return write<DietaryRestrictions>('PATCH', customerPath('dietary_restrictions'), body);
      },
    },
    /** GET / PATCH /api/v2/customers/{id}/dish_types/: rate dish types 1 (wanted) or 0 (not wanted). */
    dishTypeRatings: {
      get: () => read<DishTypeRatingList>(customerPath('dish_types')),
      patch: (entries: DishTypeRatingEntry[]) =>
        write<DishTypeRatingList>('PATCH', customerPath('dish_types'), entries),
    },
    /** GET / PUT /api/v2/customers/{id}/occasion_goals/: the customer's goals, replaced as a whole. */
    occasionGoals: {
      get: () => read<OccasionGoals>(customerPath('occasion_goals')),
      put: (goalIds: number[]) => {
        const body: OccasionGoals = { occasion_goals: goalIds.map((id) => ({ id })) };
        return write<OccasionGoals>('PUT', customerPath('occasion_goals'), body);
      },
    },
    /** GET / POST / PATCH /api/v2/customers/{id}/quizzes/: the quiz record (POST the first, 409 when one exists). */
    quizRecord: {
      /** The record, or undefined before the first POST. */
      get: async (): Promise<QuizRecord | undefined> => (await read<QuizRecordList>(customerPath('quizzes')))[0],
      create: (record: QuizRecordCreate) => write<QuizRecord>('POST', customerPath('quizzes'), record, [201]),
      /** Changes only the fields given. */
      patch: (fields: QuizRecordPatch) => write<QuizRecord>('PATCH', customerPath('quizzes'), fields),
    },
    /** /api/v2/customers/self/occasion_entity_preferences/: the liked occasion options. */
    occasionEntityPreferences: {
      /** Every liked option, page by page (?limit=500&offset=...). */
      getAll: async (): Promise<OccasionEntityPreference[]> => {
        const all: OccasionEntityPreference[] = [];
        for (let page = 0; page < MAX_PAGES; page += 1) {
          const query = { limit: OCCASION_PREFERENCES_PAGE_SIZE, offset: page * OCCASION_PREFERENCES_PAGE_SIZE };
          const body = await read<OccasionEntityPreferencePage>(OCCASION_ENTITY_PREFERENCES_PATH, query);
          all.push(...body.results);
          if (!body.next || body.results.length === 0) break;
        }
        return all;
      },
      /** PATCH: adds liked options. */
      add: (entries: OccasionEntityPreferenceInput[]) =>
        write<OccasionEntityPreference[]>('PATCH', OCCASION_ENTITY_PREFERENCES_PATH, entries),
      /** POST .../bulk_delete/: removes liked options by id. */
      delete: (ids: number[]) => {
        const body: BulkDeleteRequest = { ids };
        return write<{ deleted: number }>('POST', `${OCCASION_ENTITY_PREFERENCES_PATH}bulk_delete/`, body);
      },
    },
  };
}
