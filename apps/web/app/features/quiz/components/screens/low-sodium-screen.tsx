// The follow-up of each chosen macro-nutrient goal that has one: the goal itself or one of its stricter tags.
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import { NothingToAsk } from './nothing-to-ask';
import type { ScreenProps } from './screen-props';
import { tagChoice } from './tag-choice';
import { WithOptions } from './with-options';

export function LowSodiumScreen({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => {
        const tags = options.tags['macro-nutrient'];
        const parents = tags.filter(
          (tag) => quiz.macroNutrient.includes(tag.id) && tags.some((child) => child.parent_id === tag.id),
        );
        if (parents.length === 0) {
          return <NothingToAsk reason="You did not pick a sodium goal, so there is nothing to ask here." />;
        }
        return parents.map((parent) => {
          const children = tags.filter((tag) => tag.parent_id === parent.id);
          const childIds = new Set(children.map((tag) => tag.id));
          const chosen = quiz.macroNutrient.find((id) => childIds.has(id)) ?? parent.id;
          return (
            <RadioList
              key={parent.id}
              legend={parent.name}
              hideLegend={parents.length === 1}
              choices={[parent, ...children].map(tagChoice)}
              selected={chosen}
              onChange={(value) =>
                saveAnswers({
                  macroNutrient: [
                    ...quiz.macroNutrient.filter((id) => !childIds.has(id)),
                    ...(value === parent.id ? [] : [value]),
                  ],
                })
              }
            />
          );
        });
      }}
    </WithOptions>
  );
}
