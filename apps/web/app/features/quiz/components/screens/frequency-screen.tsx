// How many of the visitor's meals of one occasion to cover: all, some or none; for lunch and dinner, as a count a
// week ("5 dinners a week"), the number the plan plans.
import { mealCountLabel } from '@larder/contracts/values/plan';
import { FREQUENCY_BY_ANSWER, type FrequencyAnswer } from '@larder/contracts/values/quiz-local';
import { FREQUENCY_CHOICES } from '../../model/quiz-content';
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import type { OccasionField } from './occasion-screen';
import type { ScreenProps } from './screen-props';

/**
 * Lunch and dinner are asked as a count (issue 39): "5 dinners a week", "3 dinners a week", "None", the numbers the
 * plan plans for each answer, so the plan's "3 meals for 2 people" is what the visitor chose.
 */
export function mealCountChoices(occasion: 'lunch' | 'dinner'): { value: FrequencyAnswer; label: string }[] {
  return FREQUENCY_CHOICES.map(({ value }) => ({
    value,
    label: mealCountLabel(occasion, FREQUENCY_BY_ANSWER[value]),
  }));
}

export function FrequencyScreen({ quiz, field }: ScreenProps & { field: `${OccasionField}Frequency` }) {
  const choices =
    field === 'lunchFrequency'
      ? mealCountChoices('lunch')
      : field === 'dinnerFrequency'
        ? mealCountChoices('dinner')
        : FREQUENCY_CHOICES;
  return (
    <RadioList
      legend="How many"
      hideLegend
      choices={choices}
      selected={quiz[field]}
      onChange={(value) => saveAnswers({ [field]: value })}
    />
  );
}
