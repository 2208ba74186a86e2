// What a survey screen sends (docs/decisions/110-front-door-offers-survey.md): only what the customer changed on it.
// The writes come from the difference between the answers the screen opened with and the edited ones, limited to
// the fields that screen asks, using the quiz save's own diff rules (preference-changes.ts): nothing differs, nothing
// is sent; an answer not touched is never written.
import type {
  DietaryRestrictionEntry,
  OccasionEntityPreference,
  OccasionEntityPreferenceInput,
  TagPreferenceEntry,
} from '@larder/contracts/schemas/preferences';
import type { QuizRecordPatch } from '@larder/contracts/schemas/quiz-record';
import type { QuizLocal, QuizLocalField } from '@larder/contracts/values/quiz-local';
import { dietaryChanges, entityKey, quizRecordChange, tagChanges } from './preference-changes';
import { type QuizRecordAnswers, quizToPreferences } from './quiz-to-preferences';

export interface SurveyWrites {
  tags?: TagPreferenceEntry[];
  dietary?: DietaryRestrictionEntry[];
  /** PATCH the fields that changed, or POST the whole record when the customer has none yet. */
  record?: { method: 'POST'; body: QuizRecordAnswers } | { method: 'PATCH'; body: QuizRecordPatch };
  addPicks?: OccasionEntityPreferenceInput[];
  deletePickIds?: number[];
}

/** The answers as the screen leaves them: the opening answers with only the screen's own fields edited. */
export function editedOnScreen(opening: QuizLocal, current: QuizLocal, fields: readonly QuizLocalField[]): QuizLocal {
  const edited: QuizLocal = { ...opening };
  for (const field of fields) (edited as unknown as Record<string, unknown>)[field] = current[field];
  return edited;
}

export function surveyWrites(
  customerId: number,
  opening: QuizLocal,
  edited: QuizLocal,
  server: { hasRecord: boolean; picks: readonly OccasionEntityPreference[] },
): SurveyWrites {
  const before = quizToPreferences(opening);
  const after = quizToPreferences(edited);
  const writes: SurveyWrites = {};

  const beforeTags = [...before.tags].map(([tag, preference]) => ({
    customer_id: customerId,
    tag,
    is_explicit: true,
    preference,
  }));
  const tags = tagChanges(customerId, beforeTags, after.tags);
  if (tags.length > 0) writes.tags = tags;

  const beforeDietary = [...before.dietaryIds].map((id) => ({ id, selected: true }));
  const dietary = dietaryChanges(beforeDietary, after.dietaryIds);
  if (dietary.length > 0) writes.dietary = dietary;

  const record = quizRecordChange({ ...before.quiz, fruit_frequency: null, customer_id: customerId }, after.quiz);
  if (record) writes.record = server.hasRecord ? record : { method: 'POST', body: after.quiz };

  const beforePicks = new Set(before.picks.map(entityKey));
  const afterPicks = new Set(after.picks.map(entityKey));
  const addPicks = after.picks.filter((pick) => !beforePicks.has(entityKey(pick)));
  const deletePickIds = server.picks
    .filter((entry) => beforePicks.has(entityKey(entry)) && !afterPicks.has(entityKey(entry)))
    .map((entry) => entry.id);
  if (addPicks.length > 0) writes.addPicks = addPicks;
  if (deletePickIds.length > 0) writes.deletePickIds = deletePickIds;
  return writes;
}
