import { DietaryId, GoalId } from '@larder/contracts/values/preferences';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import { describe, expect, it } from 'vitest';
import { dietaryIds, quizRecordAnswers, quizToPreferences } from './quiz-to-preferences';

const quiz = (answers: Partial<QuizLocal>): QuizLocal => ({ ...emptyQuizLocal(), ...answers });

describe('household size', () => {
  it.each([
    [{ householdSize: 5 }, 3],
    [{ householdSize: 3 }, 3],
    [{ householdSize: 2 }, 2],
    [{ householdSize: 1 }, 1],
    [{ householdSize: null, adultsCount: 2, childrenCount: 2, youngChildrenCount: 1 }, 3],
    [{ householdSize: null, adultsCount: 0, childrenCount: 0, youngChildrenCount: 0 }, 1],
  ])('%o is sent as %i', (answers, expected) => {
    expect(quizRecordAnswers(quiz(answers)).household_size).toBe(expected);
  });

  it('keeps the counts as given: children are the older ones, young children the under-sixes', () => {
    const record = quizRecordAnswers(
      quiz({ householdSize: 6, adultsCount: 2, childrenCount: 3, youngChildrenCount: 1 }),
    );
    expect(record).toMatchObject({ household_size: 3, num_adults: 2, num_older_children: 3, num_young_children: 1 });
  });
});

describe('dietary ids', () => {
  it('come from the eating habit and the dietary needs', () => {
    expect(dietaryIds(quiz({ habits: 'vegan', dietary: ['dairy-free', 'tree-nut-free', 'caffeine-free'] }))).toEqual(
      new Set([DietaryId.Vegan, DietaryId.DairyFree, DietaryId.TreeNutFree, DietaryId.CaffeineFree]),
    );
    expect(dietaryIds(quiz({ habits: 'omnivore' }))).toEqual(new Set([DietaryId.Omnivore]));
    expect(dietaryIds(quiz({ habits: 'flexitarian', dietary: ['grain-free'] }))).toEqual(
      new Set([DietaryId.Flexitarian, DietaryId.GrainFree]),
    );
    expect(dietaryIds(quiz({}))).toEqual(new Set());
  });

  it('every habit and need has its id', () => {
    const all = dietaryIds(
      quiz({
        habits: 'pescatarian',
        dietary: [
          'dairy-free',
          'gluten-free',
          'soy-free',
          'tree-nut-free',
          'peanut-free',
          'egg-free',
          'shellfish-free',
          'sesame-free',
          'grain-free',
          'garlic-free',
          'onion-free',
          'caffeine-free',
        ],
      }),
    );
    expect([...all].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 13, 14, 15, 16, 17]);
  });
});

describe('the quiz record', () => {
  it('maps all / some / none to OFTEN 3, SOMETIMES 2, NEVER 1 and lists the wanted occasions', () => {
    const record = quizRecordAnswers(
      quiz({
        breakfastFrequency: 'all',
        lunchFrequency: 'some',
        dinnerFrequency: 'none',
        snacksFrequency: 'some',
        sweetsFrequency: null,
        budget: 150,
      }),
    );
    expect(record).toMatchObject({
      breakfast_frequency: 3,
      lunch_frequency: 2,
      dinner_frequency: 1,
      snack_frequency: 2,
      sweets_frequency: null,
      meals: ['breakfast', 'lunch'],
      snacks: ['snack'],
      weekly_grocery_spend: 150,
    });
    expect(record).not.toHaveProperty('fruit_frequency');
  });
});

describe('preferences', () => {
  it('leaves dish type 18 out of the lunch and dinner dish types', () => {
    const desired = quizToPreferences(quiz({ lunchDinner: { lunch: [1, 18, 3], dinner: [3, 18, 7] } }));
    expect(desired.dishTypes).toEqual(new Set([1, 3, 7]));
  });

  it('rates tags: thumbs as 1/-1, absolutely 1, so-so nothing, no thanks -1, dislikes -1, the rest liked', () => {
    const desired = quizToPreferences(
      quiz({
        habits: 'omnivore',
        cuisines: { '101': 1, '102': -1 },
        flavors: { '201': 1 },
        meats: { '301': 'absolutely', '302': 'so-so', '303': 'no-thanks' },
        seafood: { '401': 'absolutely' },
        plants: { '501': 'no-thanks' },
        dislike: [601, 101],
        macroNutrient: [701],
        foodQualities: [801],
        foodFormats: [901],
        readyMade: [1001],
      }),
    );
    expect(Object.fromEntries(desired.tags)).toEqual({
      101: -1,
      102: -1,
      201: 1,
      301: 1,
      303: -1,
      401: 1,
      501: -1,
      601: -1,
      701: 1,
      801: 1,
      901: 1,
      1001: 1,
    });
  });

  it('drops meat and seafood ratings a later habit rules out', () => {
    const ratings = { meats: { '301': 'absolutely' as const }, seafood: { '401': 'absolutely' as const } };
    expect([...quizToPreferences(quiz({ habits: 'vegan', ...ratings })).tags.keys()]).toEqual([]);
    expect([...quizToPreferences(quiz({ habits: 'pescatarian', ...ratings })).tags.keys()]).toEqual([401]);
  });

  it('keeps goals and each picked occasion option once', () => {
    const desired = quizToPreferences(
      quiz({
        goals: [GoalId.SaveTime, GoalId.SaveMoney],
        breakfast: [{ object_id: 1, type: 'product' }],
        snacks: [
          { object_id: 1, type: 'product' },
          { object_id: 1, type: 'pairing' },
        ],
      }),
    );
    expect(desired.goalIds).toEqual(new Set([5, 7]));
    expect(desired.picks).toEqual([
      { object_id: 1, content_type: 'product' },
      { object_id: 1, content_type: 'pairing' },
    ]);
  });
});
