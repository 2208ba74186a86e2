// Several choices at once: a fieldset of checkboxes (Tab to each, Space to tick).
import type { ReactNode } from 'react';
import { Picture } from './picture';

export interface Choice<T> {
  value: T;
  label: string;
  description?: string | null;
  picture?: string | null;
}

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
    <fieldset className="quiz-fieldset">
      <legend className={hideLegend ? 'visually-hidden' : 'quiz-fieldset__legend'}>{legend}</legend>
      <ul className="quiz-choices">
        {choices.map((choice) => (
          <li key={String(choice.value)}>
            <label className="quiz-choice">
              <input
                className="quiz-choice__input"
                type="checkbox"
                checked={selected.includes(choice.value)}
                onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
              />
              <Picture path={choice.picture} />
              <span className="quiz-choice__text">
                <span className="quiz-choice__label">{choice.label}</span>
                {choice.description && <span className="quiz-choice__description">{choice.description}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
