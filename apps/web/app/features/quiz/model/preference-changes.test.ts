import type { OccasionEntityPreference, OccasionEntityPreferenceInput } from '@larder/contracts/schemas/preferences';
import { describe, expect, it } from 'vitest';
import {
  dietaryChanges,
  dishTypeChanges,
  entityPreferenceChanges,
  goalsChange,
  quizRecordChange,
  tagChanges,
} from './preference-changes';
import type { QuizRecordAnswers } from './quiz-to-preferences';

const ME = 7;

describe('tag changes', () => {
  const stored = [
    { customer_id: ME, tag: 101, is_explicit: true, preference: 1 as const },
    { customer_id: ME, tag: 102, is_explicit: true, preference: -1 as const },
    { customer_id: ME, tag: 900, is_explicit: false, preference: 1 as const },
  ];

  it('nothing changed: nothing to send', () => {
    expect(
      tagChanges(
        ME,
        stored,
        new Map([
          [101, 1],
          [102, -1],
        ]),
      ),
    ).toEqual([]);
  });

  it('one tag changed: one entry', () => {
    expect(
      tagChanges(
        ME,
        stored,
        new Map([
          [101, -1],
          [102, -1],
        ]),
      ),
    ).toEqual([{ customer_id: ME, tag: 101, is_explicit: true, preference: -1 }]);
  });

  it('adds new tags and removes (0) explicit ones no longer given; implicit ones stay', () => {
    expect(tagChanges(ME, stored, new Map([[103, 1]]))).toEqual([
      { customer_id: ME, tag: 103, is_explicit: true, preference: 1 },
      { customer_id: ME, tag: 101, is_explicit: true, preference: 0 },
      { customer_id: ME, tag: 102, is_explicit: true, preference: 0 },
    ]);
  });

  it('makes an implicit preference explicit when the quiz gives it', () => {
    expect(
      tagChanges(
        ME,
        stored,
        new Map([
          [101, 1],
          [102, -1],
          [900, 1],
        ]),
      ),
    ).toEqual([{ customer_id: ME, tag: 900, is_explicit: true, preference: 1 }]);
  });
});

describe('dietary changes', () => {
  it('selects the new ids and unselects the dropped ones', () => {
    const stored = [
      { id: 1, selected: true },
      { id: 4, selected: true },
    ];
    expect(dietaryChanges(stored, new Set([1, 4]))).toEqual([]);
    expect(dietaryChanges(stored, new Set([2, 4]))).toEqual([
      { id: 2, selected: true },
      { id: 1, selected: false },
    ]);
  });
});

describe('dish type changes', () => {
  const stored = [
    { customer_id: ME, dish_type: 1, rating: 1 as const },
    { customer_id: ME, dish_type: 2, rating: 0 as const },
    { customer_id: ME, dish_type: 18, rating: 1 as const },
  ];

  it('sends wanted dish types as 1 and no-longer-wanted as 0, never dish type 18', () => {
    expect(dishTypeChanges(ME, stored, new Set([1]), 18)).toEqual([]);
    expect(dishTypeChanges(ME, stored, new Set([2, 18]), 18)).toEqual([
      { customer_id: ME, dish_type: 2, rating: 1 },
      { customer_id: ME, dish_type: 1, rating: 0 },
    ]);
  });
});

describe('goals', () => {
  it('PUTs the whole set only when it differs', () => {
    expect(goalsChange([{ id: 5 }, { id: 7 }], new Set([7, 5]))).toBeUndefined();
    expect(goalsChange([{ id: 5 }], new Set([7, 5]))).toEqual([5, 7]);
    expect(goalsChange([{ id: 5 }], new Set())).toEqual([]);
  });
});

describe('quiz record', () => {
  const answers: QuizRecordAnswers = {
    household_size: 2,
    num_adults: 2,
    num_young_children: 0,
    num_older_children: 0,
    weekly_grocery_spend: 150,
    meals: ['breakfast', 'dinner'],
    snacks: [],
    breakfast_frequency: 3,
    lunch_frequency: 1,
    dinner_frequency: 2,
    snack_frequency: 1,
    sweets_frequency: null,
  };
  const stored = { ...answers, customer_id: ME, fruit_frequency: 2 as const };

  it('POSTs the whole record when none exists', () => {
    expect(quizRecordChange(undefined, answers)).toEqual({ method: 'POST', body: answers });
  });

  it('sends nothing when nothing changed (occasion order does not matter, fruit frequency is not the quiz’s)', () => {
    expect(quizRecordChange({ ...stored, meals: ['dinner', 'breakfast'] }, answers)).toBeUndefined();
  });

  it('PATCHes only the changed fields', () => {
    expect(quizRecordChange(stored, { ...answers, household_size: 3, sweets_frequency: 2 })).toEqual({
      method: 'PATCH',
      body: { household_size: 3, sweets_frequency: 2 },
    });
  });
});

describe('occasion entity preferences', () => {
  const stored: OccasionEntityPreference[] = [
    { id: 11, object_id: 1, content_type: 'product' },
    { id: 12, object_id: 2, content_type: 'pairing' },
    { id: 13, object_id: 3, content_type: 'product' },
  ];
  const offered = new Set(['product:1', 'pairing:2', 'product:4']);

  it('adds new picks and deletes unpicked offered options; preferences for things not offered stay', () => {
    expect(
      entityPreferenceChanges(
        stored,
        [
          { object_id: 1, content_type: 'product' },
          { object_id: 4, content_type: 'product' },
        ],
        offered,
      ),
    ).toEqual({ add: [{ object_id: 4, content_type: 'product' }], deleteIds: [12] });
  });

  it('nothing changed: nothing to send', () => {
    const picks: OccasionEntityPreferenceInput[] = [
      { object_id: 1, content_type: 'product' },
      { object_id: 2, content_type: 'pairing' },
    ];
    expect(entityPreferenceChanges(stored, picks, offered)).toEqual({ add: [], deleteIds: [] });
  });

  it('without the offered options nothing is deleted; without the stored list every pick is added', () => {
    expect(entityPreferenceChanges(stored, [], undefined)).toEqual({ add: [], deleteIds: [] });
    const picks: OccasionEntityPreferenceInput[] = [{ object_id: 1, content_type: 'product' }];
    expect(entityPreferenceChanges(undefined, picks, offered)).toEqual({ add: picks, deleteIds: [] });
  });
});
