// How many of the visitor's meals of one occasion to cover: all, some or none; for lunch and dinner, as a count a
// week ("5 dinners a week"), the number the plan plans.
import { FREQUENCY_CHOICES, mealCountChoices } from '../../model/quiz-content';
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import type { OccasionField } from './occasion-screen';
import type { ScreenProps } from './screen-props';

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
