// The weekly grocery spend: one of the fixed budget ranges.
import { BUDGET_CHOICES } from '../../model/quiz-content';
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import type { ScreenProps } from './screen-props';

export function BudgetScreen({ quiz }: ScreenProps) {
  return (
    <RadioList
      legend="Weekly grocery spend"
      hideLegend
      choices={BUDGET_CHOICES}
      selected={quiz.budget}
      onChange={(budget) => saveAnswers({ budget })}
    />
  );
}
