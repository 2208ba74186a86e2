import type { QuizRecord } from '@larder/contracts/schemas/quiz-record';
import { DietaryId } from '@larder/contracts/values/preferences';
import { describe, expect, it } from 'vitest';
import { quizToPreferences } from './quiz-to-preferences';
import { type SavedPreferences, savedToQuiz } from './survey-prefill';

const groups = {
  cuisine: [{ id: 101 }, { id: 102 }],
  meat: [{ id: 201 }, { id: 202 }, { id: 203 }],
  seafood: [{ id: 301 }],
  plant: [{ id: 401 }],
  polarizing: [{ id: 501 }],
  'food-format': [{ id: 801 }, { id: 802 }],
  'ready-made': [{ id: 901 }],
};

const record: QuizRecord = {
  customer_id: 7,
  household_size: 3,
  num_adults: 2,
  num_young_children: 0,
  num_older_children: 1,
  weekly_grocery_spend: 150,
  meals: ['breakfast', 'dinner'],
  snacks: ['snack'],
  breakfast_frequency: 2,
  lunch_frequency: 1,
  dinner_frequency: 3,
  snack_frequency: 2,
  sweets_frequency: null,
  fruit_frequency: null,
};

const saved: SavedPreferences = {
  tags: [
    { customer_id: 7, tag: 101, is_explicit: true, preference: 1 },
    { customer_id: 7, tag: 201, is_explicit: true, preference: 1 },
    { customer_id: 7, tag: 202, is_explicit: true, preference: -1 },
    { customer_id: 7, tag: 501, is_explicit: true, preference: -1 },
    { customer_id: 7, tag: 802, is_explicit: true, preference: 1 },
  ],
  dietary: [
    { id: DietaryId.Flexitarian, selected: true },
    { id: DietaryId.GlutenFree, selected: true },
  ],
  goals: [{ id: 2 }],
  dishTypes: [{ dish_type: 3, rating: 1 }],
  record,
  picks: [{ id: 90, object_id: 12, content_type: 'pairing' }],
};

describe('savedToQuiz (the survey pre-fill)', () => {
  it('turns the saved household, budget and frequencies back into the quiz answers', () => {
    const quiz = savedToQuiz(saved, groups);
    expect(quiz).toMatchObject({
      adultsCount: 2,
      childrenCount: 1,
      youngChildrenCount: 0,
      budget: 150,
      breakfastFrequency: 'some',
      lunchFrequency: 'none',
      dinnerFrequency: 'all',
      snacksFrequency: 'some',
      sweetsFrequency: null,
    });
  });

  it('turns dietary ids into the eating habit and needs, and tags into the answers of their group', () => {
    const quiz = savedToQuiz(saved, groups);
    expect(quiz.habits).toBe('flexitarian');
    expect(quiz.dietary).toEqual(['gluten-free']);
    expect(quiz.meats).toEqual({ 201: 'absolutely', 202: 'no-thanks' });
    expect(quiz.cuisines).toEqual({ 101: 1 });
    expect(quiz.dislike).toEqual([501]);
    expect(quiz.foodFormats).toEqual([802]);
    expect(quiz.readyMade).toEqual([]);
    expect(quiz.breakfast).toEqual([{ object_id: 12, type: 'pairing' }]);
  });

  it('round-trips: the pre-filled answers ask the server for what it already has', () => {
    const desired = quizToPreferences(savedToQuiz(saved, groups));
    expect(desired.tags).toEqual(
      new Map<number, 1 | -1>([
        [101, 1],
        [201, 1],
        [202, -1],
        [802, 1],
        [501, -1],
      ]),
    );
    expect(desired.dietaryIds).toEqual(new Set([DietaryId.Flexitarian, DietaryId.GlutenFree]));
    expect(desired.quiz).toMatchObject({
      household_size: 3,
      weekly_grocery_spend: 150,
      breakfast_frequency: 2,
      dinner_frequency: 3,
    });
  });

  it('gives an empty quiz to a customer with nothing saved', () => {
    const quiz = savedToQuiz({ tags: [], dietary: [], goals: [], dishTypes: [], record: undefined, picks: [] }, groups);
    expect(quiz.habits).toBeNull();
    expect(quiz.budget).toBeNull();
    expect(quiz.meats).toEqual({});
  });
});
