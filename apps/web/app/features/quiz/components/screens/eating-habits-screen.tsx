// How the visitor eats: one eating habit of the taxonomy's.
import { EATING_HABITS, type EatingHabit } from '@larder/contracts/values/preferences';
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import { dietaryChoices } from './dietary-choices';
import type { ScreenProps } from './screen-props';
import { WithOptions } from './with-options';

const isHabit = (key: string): key is EatingHabit => (EATING_HABITS as readonly string[]).includes(key);

export function EatingHabitsScreen({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => (
        <RadioList
          legend="Eating habit"
          hideLegend
          choices={dietaryChoices(options.eating_habits, isHabit)}
          selected={quiz.habits}
          onChange={(habits) => saveAnswers({ habits })}
        />
      )}
    </WithOptions>
  );
}
