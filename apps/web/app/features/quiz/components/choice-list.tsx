// Several choices at once: a fieldset of checkboxes (Tab to each, Space to tick).
import type { ReactNode } from 'react';
import type { Choice } from './choice';
import { ChoiceFieldset } from './choice-fieldset';

export interface ChoiceListProps<T extends string | number> {
  legend: ReactNode;
  /** Reads the legend out without showing it (the page heading already asks the question). */
  hideLegend?: boolean;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onChange: (selected: T[]) => void;
}

export function ChoiceList<T extends string | number>({
  legend,
  hideLegend = false,
  choices,
  selected,
  onChange,
}: ChoiceListProps<T>) {
  const toggle = (value: T, checked: boolean) =>
    onChange(
      checked ? [...selected.filter((item) => item !== value), value] : selected.filter((item) => item !== value),
    );
  return (
    <ChoiceFieldset
      legend={legend}
      hideLegend={hideLegend}
      choices={choices}
      type="checkbox"
      isChecked={(value) => selected.includes(value)}
      onChange={toggle}
    />
  );
}
