// The visitor's dietary needs: any of the taxonomy's.
import { DIETARY_NEEDS, type DietaryNeed } from '@larder/contracts/values/preferences';
import { saveAnswers } from '../../model/quiz-storage';
import { ChoiceList } from '../choice-list';
import { dietaryChoices } from './dietary-choices';
import type { ScreenProps } from './screen-props';
import { WithOptions } from './with-options';

const isNeed = (key: string): key is DietaryNeed => (DIETARY_NEEDS as readonly string[]).includes(key);

export function DietaryNeedsScreen({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend="Dietary needs"
          hideLegend
          choices={dietaryChoices(options.dietary_needs, isNeed)}
          selected={quiz.dietary}
          onChange={(dietary) => saveAnswers({ dietary })}
        />
      )}
    </WithOptions>
  );
}
