// Who the visitor shops for: a stepper per age band; the household size is their sum.
import { Paragraph } from '../../../../ui/paragraph';
import { HOUSEHOLD_COUNT_MAX, HOUSEHOLD_COUNTS } from '../../model/quiz-content';
import { saveAnswers } from '../../model/quiz-storage';
import { CountStepper } from '../count-stepper';
import type { ScreenProps } from './screen-props';

export function HouseholdScreen({ quiz }: ScreenProps) {
  const set = (field: keyof typeof HOUSEHOLD_COUNTS, value: number) => {
    const counts = {
      adultsCount: quiz.adultsCount,
      childrenCount: quiz.childrenCount,
      youngChildrenCount: quiz.youngChildrenCount,
      [field]: value,
    };
    saveAnswers({ ...counts, householdSize: counts.adultsCount + counts.childrenCount + counts.youngChildrenCount });
  };
  const people = quiz.adultsCount + quiz.childrenCount + quiz.youngChildrenCount;
  return (
    <div className="quiz-household">
      {(Object.keys(HOUSEHOLD_COUNTS) as (keyof typeof HOUSEHOLD_COUNTS)[]).map((field) => (
        <CountStepper
          key={field}
          label={HOUSEHOLD_COUNTS[field].label}
          hint={HOUSEHOLD_COUNTS[field].hint}
          min={HOUSEHOLD_COUNTS[field].min}
          max={HOUSEHOLD_COUNT_MAX}
          value={quiz[field]}
          onChange={(value) => set(field, value)}
        />
      ))}
      <Paragraph variant="caption">
        We will plan for {people} {people === 1 ? 'person' : 'people'}.
      </Paragraph>
    </div>
  );
}
