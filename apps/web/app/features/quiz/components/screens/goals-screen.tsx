// The visitor's goals: checkboxes of the taxonomy's goals that the contracts know (GoalId).
import { GoalId } from '@larder/contracts/values/preferences';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import { saveAnswers } from '../../model/quiz-storage';
import { ChoiceList } from '../choice-list';
import type { ScreenProps } from './screen-props';
import { WithOptions } from './with-options';

const GOAL_IDS = new Set<number>(Object.values(GoalId));
const isGoalId = (id: number): id is QuizLocal['goals'][number] => GOAL_IDS.has(id);

export function GoalsScreen({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend="Goals"
          hideLegend
          choices={options.goals.flatMap((goal) => (isGoalId(goal.id) ? [{ value: goal.id, label: goal.name }] : []))}
          selected={quiz.goals}
          onChange={(goals) => saveAnswers({ goals })}
        />
      )}
    </WithOptions>
  );
}
