// How many of the visitor's meals of one occasion to cover: all, some or none.
import { FREQUENCY_CHOICES } from '../../model/quiz-content';
import { saveAnswers } from '../../model/quiz-storage';
import { RadioList } from '../radio-list';
import type { OccasionField } from './occasion-screen';
import type { ScreenProps } from './screen-props';

export function FrequencyScreen({ quiz, field }: ScreenProps & { field: `${OccasionField}Frequency` }) {
  return (
    <RadioList
      legend="How many"
      hideLegend
      choices={FREQUENCY_CHOICES}
      selected={quiz[field]}
      onChange={(value) => saveAnswers({ [field]: value })}
    />
  );
}
