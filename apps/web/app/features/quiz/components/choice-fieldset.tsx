// The markup ChoiceList (checkboxes) and RadioList (radio buttons) share: a fieldset with its legend and one
// labelled input per choice, with the choice's picture, label and description.
import type { ReactNode } from 'react';
import type { Choice } from './choice';
import { Picture } from './picture';

export interface ChoiceFieldsetProps<T extends string | number> {
  legend: ReactNode;
  /** Reads the legend out without showing it (the page heading already asks the question). */
  hideLegend: boolean;
  choices: readonly Choice<T>[];
  type: 'checkbox' | 'radio';
  /** The radio group's name; none for checkboxes. */
  name?: string;
  isChecked: (value: T) => boolean;
  onChange: (value: T, checked: boolean) => void;
}

export function ChoiceFieldset<T extends string | number>({
  legend,
  hideLegend,
  choices,
  type,
  name,
  isChecked,
  onChange,
}: ChoiceFieldsetProps<T>) {
  return (
    <fieldset className="quiz-fieldset">
      <legend className={hideLegend ? 'visually-hidden' : 'quiz-fieldset__legend'}>{legend}</legend>
      <ul className="quiz-choices">
        {choices.map((choice) => (
          <li key={String(choice.value)}>
            <label className="quiz-choice">
              <input
                className="quiz-choice__input"
                type={type}
                name={name}
                checked={isChecked(choice.value)}
                onChange={(event) => onChange(choice.value, event.currentTarget.checked)}
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
