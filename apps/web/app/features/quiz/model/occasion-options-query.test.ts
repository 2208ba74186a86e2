import { dietaryNeedChoices, eatingHabitChoices } from '@larder/contracts/schemas/quiz-options';
import { DIETARY_NEEDS, EATING_HABITS } from '@larder/contracts/values/preferences';
import { describe, expect, it } from 'vitest';
import { occasionOptionsQuery } from '../api/save-quiz-to-server';
import { occasionOptionsQueryOf } from './occasion-options-query';

const choices = { eating_habits: eatingHabitChoices(), dietary_needs: dietaryNeedChoices() };

describe('occasion options query flags', () => {
  it('turn the habit and needs into flags (omnivore rules nothing out)', () => {
    const quiz = { habits: 'vegan' as const, dietary: ['peanut-free' as const] };
    expect(occasionOptionsQueryOf(quiz, choices)).toEqual({ is_vegan: 'true', is_peanut_free: 'true' });
    expect(occasionOptionsQueryOf({ habits: 'omnivore', dietary: [] }, choices)).toEqual({});
  });

  it('are the same on the screens (from the quiz options) and in the save (from the catalogue rules)', () => {
    for (const habits of [...EATING_HABITS, null]) {
      const quiz = { habits, dietary: [...DIETARY_NEEDS] };
      expect(occasionOptionsQueryOf(quiz, choices)).toEqual(occasionOptionsQuery(quiz));
      expect(occasionOptionsQueryOf({ habits, dietary: [] }, choices)).toEqual(
        occasionOptionsQuery({ habits, dietary: [] }),
      );
    }
  });
});
