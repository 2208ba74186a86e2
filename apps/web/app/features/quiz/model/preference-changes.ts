// Compares what the quiz wants with what the server has and answers only the differences
// (docs/decisions/030-quiz-and-preference-save.md). Each function returns nothing to send when nothing differs.
import type {
  DietaryRestrictionEntry,
  DishTypeRatingEntry,
  OccasionEntityPreference,
  OccasionEntityPreferenceInput,
  TagPreferenceEntry,
} from '@larder/contracts/schemas/preferences';
import type { QuizRecord, QuizRecordPatch } from '@larder/contracts/schemas/quiz-record';
import type { QuizRecordAnswers } from './quiz-to-preferences';

/**
 * Tag preferences to send: desired tags the server lacks or holds differently, and the removal (0) of explicit
 * preferences the quiz no longer gives. Implicit preferences (learned elsewhere) the quiz does not mention stay.
 */
export function tagChanges(
  customerId: number,
  current: readonly TagPreferenceEntry[],
  desired: ReadonlyMap<number, 1 | -1>,
): TagPreferenceEntry[] {
  const stored = new Map(current.map((entry) => [entry.tag, entry]));
  const changes: TagPreferenceEntry[] = [];
  for (const [tag, preference] of desired) {
    const was = stored.get(tag);
    if (!was || was.preference !== preference || !was.is_explicit) {
      changes.push({ customer_id: customerId, tag, is_explicit: true, preference });
    }
  }
  for (const entry of current) {
    if (entry.is_explicit && entry.preference !== 0 && !desired.has(entry.tag)) {
      changes.push({ customer_id: customerId, tag: entry.tag, is_explicit: true, preference: 0 });
    }
  }
  return changes;
}

/** Dietary restrictions to select or unselect. */
export function dietaryChanges(
  current: readonly DietaryRestrictionEntry[],
  desired: ReadonlySet<number>,
): DietaryRestrictionEntry[] {
  const selected = new Set(current.filter((entry) => entry.selected).map((entry) => entry.id));
  return [
    ...[...desired].filter((id) => !selected.has(id)).map((id) => ({ id, selected: true })),
    ...[...selected].filter((id) => !desired.has(id)).map((id) => ({ id, selected: false })),
  ];
}

/** Dish types now wanted (1) and dish types no longer wanted (0), never the excluded one. */
export function dishTypeChanges(
  customerId: number,
  current: readonly DishTypeRatingEntry[],
  desired: ReadonlySet<number>,
  excluded: number,
): DishTypeRatingEntry[] {
  const ratings = new Map(current.map((entry) => [entry.dish_type, entry.rating]));
  const changes: DishTypeRatingEntry[] = [];
  for (const dishType of desired) {
    if (dishType !== excluded && ratings.get(dishType) !== 1) {
      changes.push({ customer_id: customerId, dish_type: dishType, rating: 1 });
    }
  }
  for (const [dishType, rating] of ratings) {
    if (dishType !== excluded && rating === 1 && !desired.has(dishType)) {
      changes.push({ customer_id: customerId, dish_type: dishType, rating: 0 });
    }
  }
  return changes;
}

/** The goals to PUT, or undefined when the server already has exactly these. */
export function goalsChange(current: readonly { id: number }[], desired: ReadonlySet<number>): number[] | undefined {
  const stored = new Set(current.map((goal) => goal.id));
  const same = stored.size === desired.size && [...desired].every((id) => stored.has(id));
  return same ? undefined : [...desired].sort((a, b) => a - b);
}

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && [...a].sort().join() === [...b].sort().join()
    : a === b;

export type QuizRecordChange =
  | { method: 'POST'; body: QuizRecordAnswers }
  | { method: 'PATCH'; body: QuizRecordPatch }
  | undefined;

/** POST the whole record when none exists; otherwise PATCH the fields that differ, or nothing. */
export function quizRecordChange(current: QuizRecord | undefined, desired: QuizRecordAnswers): QuizRecordChange {
  if (!current) return { method: 'POST', body: desired };
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(desired)) {
    if (!sameValue(current[field as keyof QuizRecord], value)) body[field] = value;
  }
  return Object.keys(body).length === 0 ? undefined : { method: 'PATCH', body: body as QuizRecordPatch };
}

const key = (entry: { object_id: number; content_type: string }) => `${entry.content_type}:${entry.object_id}`;

export interface EntityPreferenceChanges {
  add: OccasionEntityPreferenceInput[];
  deleteIds: number[];
}

/**
 * Occasion options to add and stored preferences to delete. Only options offered to this customer can be unpicked
 * (preferences for anything else were not made by the quiz and stay); without the stored list (it could not be
 * read) every pick is added, and without the offered list nothing is deleted.
 */
export function entityPreferenceChanges(
  current: readonly OccasionEntityPreference[] | undefined,
  picks: readonly OccasionEntityPreferenceInput[],
  offered: ReadonlySet<string> | undefined,
): EntityPreferenceChanges {
  const stored = new Set((current ?? []).map(key));
  const picked = new Set(picks.map(key));
  return {
    add: picks.filter((pick) => !stored.has(key(pick))),
    deleteIds: offered
      ? (current ?? []).filter((entry) => offered.has(key(entry)) && !picked.has(key(entry))).map((entry) => entry.id)
      : [],
  };
}

export const entityKey = key;
