// saveQuizToServer(customer): writes the quiz kept in this browser to the customer's record
// (docs/decisions/030-quiz-and-preference-save.md). For each kind of record it reads what the server has and sends only
// what differs, so an unchanged quiz costs reads and no write. The kinds are independent and run in parallel; one
// failing does not stop the others. Failing to read the occasion options or the stored occasion preferences is logged
// and the rest of the save goes on; any other failure is reported by the returned promise once everything else has been
// saved.

import { dietaryFlagOf } from '@larder/contracts/schemas/catalogue';
import type { OccasionOptions, OccasionOptionsQuery } from '@larder/contracts/schemas/quiz-options';
import { EXCLUDED_LUNCH_DINNER_DISH_TYPE } from '@larder/contracts/values/limits';
import type { DietaryId } from '@larder/contracts/values/preferences';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import {
  dietaryChanges,
  dishTypeChanges,
  entityKey,
  entityPreferenceChanges,
  goalsChange,
  quizRecordChange,
  tagChanges,
} from '../model/preference-changes';
import { logQuizProblem } from '../model/quiz-log';
import { readPendingQuiz } from '../model/quiz-storage';
import { dietaryIds, quizToPreferences } from '../model/quiz-to-preferences';
import { getOccasionPreferenceOptions } from './get-occasion-preference-options';
import { preferencesClient } from './preferences-client';

export interface SaveQuizResult {
  /** Writes sent (0 when the server already had every answer). */
  writes: number;
}

export class QuizSaveError extends Error {
  constructor(readonly failures: unknown[]) {
    super(`The quiz could not be saved completely (${failures.length} part(s) failed)`);
    this.name = 'QuizSaveError';
  }
}

/** The occasion options query for these answers: a flag for every dietary id that rules something out. */
export function occasionOptionsQuery(quiz: Pick<QuizLocal, 'habits' | 'dietary'>): OccasionOptionsQuery {
  const query: Record<string, 'true'> = {};
  for (const id of [...dietaryIds(quiz)].sort((a, b) => a - b)) {
    const flag = dietaryFlagOf(id as DietaryId);
    if (flag) query[flag] = 'true';
  }
  return query as OccasionOptionsQuery;
}

/** Reads, logging a failure instead of throwing it: undefined when it failed. */
async function readOrLog<T>(what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    logQuizProblem(`Could not fetch ${what} while saving the quiz`, error);
    return undefined;
  }
}

export async function saveQuizToServer(customer: { id: number }, answers?: QuizLocal): Promise<SaveQuizResult> {
  const quiz = answers ?? (await readPendingQuiz());
  if (!quiz) return { writes: 0 };
  const customerId = customer.id;
  const client = preferencesClient(customerId);
  const desired = quizToPreferences(quiz);
  let writes = 0;
  const write = <T>(send: () => Promise<T>): Promise<T> => {
    writes += 1;
    return send();
  };

  const parts: Promise<unknown>[] = [
    (async () => {
      const changes = tagChanges(customerId, await client.tags.get(), desired.tags);
      if (changes.length > 0) await write(() => client.tags.patch(changes));
    })(),
    (async () => {
      const current = await client.dietaryRestrictions.get();
      const changes = dietaryChanges(current.dietary_restrictions, desired.dietaryIds);
      if (changes.length > 0) await write(() => client.dietaryRestrictions.patch(changes));
    })(),
    (async () => {
      const current = await client.dishTypeRatings.get();
      const changes = dishTypeChanges(customerId, current, desired.dishTypes, EXCLUDED_LUNCH_DINNER_DISH_TYPE);
      if (changes.length > 0) await write(() => client.dishTypeRatings.patch(changes));
    })(),
    (async () => {
      const goals = goalsChange((await client.occasionGoals.get()).occasion_goals, desired.goalIds);
      if (goals) await write(() => client.occasionGoals.put(goals));
    })(),
    (async () => {
      const change = quizRecordChange(await client.quizRecord.get(), desired.quiz);
      if (change?.method === 'POST') await write(() => client.quizRecord.create(change.body));
      if (change?.method === 'PATCH') await write(() => client.quizRecord.patch(change.body));
    })(),
    (async () => {
      const [options, current] = await Promise.all([
        readOrLog('occasion options', () => getOccasionPreferenceOptions(occasionOptionsQuery(quiz))),
        readOrLog('occasion preferences', client.occasionEntityPreferences.getAll),
      ]);
      const offered = options ? offeredKeys(options) : undefined;
      // Picks made before a later answer ruled them out are no longer offered, and not saved.
      const picks = offered ? desired.picks.filter((pick) => offered.has(entityKey(pick))) : desired.picks;
      const { add, deleteIds } = entityPreferenceChanges(current, picks, offered);
      await Promise.all([
        add.length > 0 ? write(() => client.occasionEntityPreferences.add(add)) : undefined,
        deleteIds.length > 0 ? write(() => client.occasionEntityPreferences.delete(deleteIds)) : undefined,
      ]);
    })(),
  ];

  const failures = (await Promise.allSettled(parts))
    .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
    .map((result) => result.reason);
  if (failures.length > 0) throw new QuizSaveError(failures);
  return { writes };
}

function offeredKeys(options: OccasionOptions): Set<string> {
  const keys = new Set<string>();
  for (const list of Object.values(options)) {
    for (const option of list) keys.add(entityKey({ object_id: option.object_id, content_type: option.type }));
  }
  return keys;
}
