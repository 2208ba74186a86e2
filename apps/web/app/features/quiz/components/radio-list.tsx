// One choice of several: a fieldset of radio buttons (Tab into the group, arrow keys to choose).
import { type ReactNode, useId } from 'react';
import type { Choice } from './choice-list';
import { Picture } from './picture';

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
    <fieldset className="quiz-fieldset">
      <legend className={hideLegend ? 'visually-hidden' : 'quiz-fieldset__legend'}>{legend}</legend>
      <ul className="quiz-choices">
        {choices.map((choice) => (
          <li key={String(choice.value)}>
            <label className="quiz-choice">
              <input
                className="quiz-choice__input"
                type="radio"
                name={name}
                checked={selected === choice.value}
                onChange={() => onChange(choice.value)}
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
