// One choice of several: a fieldset of radio buttons (Tab into the group, arrow keys to choose).
import { type ReactNode, useId } from 'react';
import type { Choice } from './choice';
import { ChoiceFieldset } from './choice-fieldset';

export interface RadioListProps<T extends string | number> {
  legend: ReactNode;
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  selected: T | null;
  onChange: (value: T) => void;
}

export function RadioList<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  selected,
  onChange,
}: RadioListProps<T>) {
  const name = useId();
  return (
    <ChoiceFieldset
      legend={legend}
      hideLegend={hideLegend}
      choices={choices}
      type="radio"
      name={name}
      isChecked={(value) => selected === value}
      onChange={(value) => onChange(value)}
    />
  );
}
