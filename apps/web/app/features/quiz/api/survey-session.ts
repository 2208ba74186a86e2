// The survey's conversation with the server (docs/decisions/110-front-door-offers-survey.md): read the customer's
// saved preferences once per visit to turn them into the opening answers, and send a screen's writes when the
// customer moves on. The opening answers are kept in this tab's session storage, so every screen diffs against
// what the customer last saw saved, and are replaced by the edited ones after each successful save.
import type { OccasionEntityPreference } from '@larder/contracts/schemas/preferences';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import type { SurveyWrites } from '../model/survey-changes';
import { type SavedPreferences, savedToQuiz } from '../model/survey-prefill';
import { getQuizOptions } from './get-quiz-options';
import { preferencesClient } from './preferences-client';

const SESSION_KEY = 'survey.opening';

export interface SurveySession {
  customerId: number;
  opening: QuizLocal;
  hasRecord: boolean;
  picks: OccasionEntityPreference[];
}

function readSession(customerId: number): SurveySession | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as SurveySession | null;
    return session?.customerId === customerId ? session : undefined;
  } catch {
    return undefined;
  }
}

function writeSession(session: SurveySession): void {
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
}

export function endSurveySession(): void {
  sessionStorage.removeItem(SESSION_KEY);
}

/** The session of this tab, or a new one built from what the server holds (`fresh`: it was just read). */
export async function openSurveySession(customerId: number): Promise<{ session: SurveySession; fresh: boolean }> {
  const kept = readSession(customerId);
  if (kept) return { session: kept, fresh: false };
  const client = preferencesClient(customerId);
  const [options, tags, dietary, goals, dishTypes, record, picks] = await Promise.all([
    getQuizOptions(),
    client.tags.get(),
    client.dietaryRestrictions.get(),
    client.occasionGoals.get(),
    client.dishTypeRatings.get(),
    client.quizRecord.get(),
    client.occasionEntityPreferences.getAll(),
  ]);
  const saved: SavedPreferences = {
    tags,
    dietary: dietary.dietary_restrictions,
    goals: goals.occasion_goals,
    dishTypes,
    record,
    picks,
  };
  const session = { customerId, opening: savedToQuiz(saved, options.tags), hasRecord: record !== undefined, picks };
  writeSession(session);
  return { session, fresh: true };
}

/** Sends a screen's writes (none when nothing changed) and makes the edited answers the new opening ones. */
export async function saveSurveyScreen(session: SurveySession, writes: SurveyWrites, edited: QuizLocal) {
  const client = preferencesClient(session.customerId);
  const calls: Promise<unknown>[] = [];
  if (writes.tags) calls.push(client.tags.patch(writes.tags));
  if (writes.dietary) calls.push(client.dietaryRestrictions.patch(writes.dietary));
  if (writes.record) {
    calls.push(
      writes.record.method === 'POST'
        ? client.quizRecord.create(writes.record.body)
        : client.quizRecord.patch(writes.record.body),
    );
  }
  let picks = session.picks;
  if (writes.deletePickIds) {
    const gone = new Set(writes.deletePickIds);
    calls.push(client.occasionEntityPreferences.delete(writes.deletePickIds));
    picks = picks.filter((entry) => !gone.has(entry.id));
  }
  const added = writes.addPicks ? client.occasionEntityPreferences.add(writes.addPicks) : undefined;
  await Promise.all(calls);
  // PATCH answers every liked option, with the ids a later removal needs.
  if (added) {
    const answered = await added;
    const key = (entry: OccasionEntityPreference) => `${entry.content_type}:${entry.object_id}`;
    const known = new Set(answered.map(key));
    picks = [...picks.filter((entry) => !known.has(key(entry))), ...answered];
  }
  const next: SurveySession = {
    ...session,
    opening: edited,
    hasRecord: session.hasRecord || writes.record !== undefined,
    picks,
  };
  writeSession(next);
  return next;
}
