// The macro-nutrient goals; unticking a goal also drops its follow-up answer.
import { saveAnswers } from '../../model/quiz-storage';
import { ChoiceList } from '../choice-list';
import type { ScreenProps } from './screen-props';
import { tagChoice, topTags } from './tag-choice';
import { WithOptions } from './with-options';

export function MacroNutrientScreen({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend="Nutrition goals"
          hideLegend
          choices={topTags(options, 'macro-nutrient').map(tagChoice)}
          selected={quiz.macroNutrient}
          onChange={(ids) => {
            const chosen = new Set(ids);
            const followUps = options.tags['macro-nutrient'].filter(
              (tag) => tag.parent_id !== null && !chosen.has(tag.parent_id),
            );
            const dropped = new Set(followUps.map((tag) => tag.id));
            saveAnswers({ macroNutrient: ids.filter((id) => !dropped.has(id)) });
          }}
        />
      )}
    </WithOptions>
  );
}
