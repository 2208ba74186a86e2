import type { OccasionEntityPreference } from '@larder/contracts/schemas/preferences';
import { DietaryId } from '@larder/contracts/values/preferences';
import { emptyQuizLocal, type QuizLocal } from '@larder/contracts/values/quiz-local';
import { describe, expect, it } from 'vitest';
import { editedOnScreen, surveyWrites } from './survey-changes';

const opening: QuizLocal = {
  ...emptyQuizLocal(),
  adultsCount: 2,
  householdSize: 2,
  habits: 'omnivore',
  budget: 100,
  meats: { 201: 'absolutely' },
  breakfastFrequency: 'some',
  dinnerFrequency: 'all',
  breakfast: [{ object_id: 12, type: 'pairing' }],
};
const server = {
  hasRecord: true,
  picks: [{ id: 90, object_id: 12, content_type: 'pairing' }] as OccasionEntityPreference[],
};

describe('surveyWrites (only what changed on the screen)', () => {
  it('sends nothing when the screen was left as it opened', () => {
    expect(surveyWrites(7, opening, editedOnScreen(opening, opening, ['budget']), server)).toEqual({});
  });

  it('sends only the changed record field when one answer changed', () => {
    const current = { ...opening, breakfastFrequency: 'all' as const };
    const writes = surveyWrites(7, opening, editedOnScreen(opening, current, ['breakfastFrequency']), server);
    expect(writes).toEqual({ record: { method: 'PATCH', body: { breakfast_frequency: 3 } } });
  });

  it('never writes an answer the screen does not ask, even if it differs in the browser', () => {
    const current = { ...opening, budget: 250, dinnerFrequency: 'none' as const };
    expect(surveyWrites(7, opening, editedOnScreen(opening, current, ['breakfastFrequency']), server)).toEqual({});
  });

  it('rates one protein: one tag entry, nothing else', () => {
    const current: QuizLocal = { ...opening, meats: { 201: 'absolutely', 202: 'no-thanks' } };
    const writes = surveyWrites(7, opening, editedOnScreen(opening, current, ['meats']), server);
    expect(writes).toEqual({ tags: [{ customer_id: 7, tag: 202, is_explicit: true, preference: -1 }] });
  });

  it('changes the eating habit: the dietary restrictions swap, and ratings the habit rules out are withdrawn', () => {
    const current: QuizLocal = { ...opening, habits: 'vegetarian' };
    const writes = surveyWrites(7, opening, editedOnScreen(opening, current, ['habits', 'dietary']), server);
    expect(writes.dietary).toEqual([
      { id: DietaryId.Vegetarian, selected: true },
      { id: DietaryId.Omnivore, selected: false },
    ]);
    expect(writes.tags).toEqual([{ customer_id: 7, tag: 201, is_explicit: true, preference: 0 }]);
    expect(writes.record).toBeUndefined();
  });

  it('adds a picked option and deletes an unpicked one by its stored id', () => {
    const added: QuizLocal = {
      ...opening,
      breakfast: [...opening.breakfast, { object_id: 13, type: 'product' }],
    };
    expect(surveyWrites(7, opening, editedOnScreen(opening, added, ['breakfast']), server)).toEqual({
      addPicks: [{ object_id: 13, content_type: 'product' }],
    });
    const removed: QuizLocal = { ...opening, breakfast: [] };
    expect(surveyWrites(7, opening, editedOnScreen(opening, removed, ['breakfast']), server)).toEqual({
      deletePickIds: [90],
    });
  });

  it('creates the whole record when the customer has none yet', () => {
    const current = { ...opening, budget: 150 };
    const writes = surveyWrites(7, opening, editedOnScreen(opening, current, ['budget']), {
      ...server,
      hasRecord: false,
    });
    expect(writes.record).toMatchObject({ method: 'POST', body: { weekly_grocery_spend: 150, household_size: 2 } });
  });
});
