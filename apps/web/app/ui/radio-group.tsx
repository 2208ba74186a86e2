// One choice out of a few, on React Aria's RadioGroup (arrow keys move the choice, one tab stop for the group):
// as pills with their words, or as a row of stars (1 to n) whose words are read by screen readers only.
import type { ReactNode } from 'react';
import { RadioGroup as AriaRadioGroup, Label, Radio, Text } from 'react-aria-components/RadioGroup';
import './field.css';
import './radio-group.css';

export interface RadioOption {
  value: string;
  /** What a screen reader reads (and, as pills, what shows). */
  label: string;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  /** `stars`: options are 1…n in order, shown as stars filled up to the chosen one. */
  appearance?: 'pills' | 'stars';
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9L12 2.8z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function RadioGroup({
  label,
  options,
  value,
  onChange,
  appearance = 'pills',
  description,
  className,
  ...rest
}: RadioGroupProps) {
  const chosen = value === null ? -1 : options.findIndex((option) => option.value === value);
  return (
    <AriaRadioGroup
      {...rest}
      className={['ui-field', 'ui-radio-group', `ui-radio-group--${appearance}`, className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
      orientation="horizontal"
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-radio-group__options">
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            className={appearance === 'stars' && index <= chosen ? 'ui-radio ui-radio--filled' : 'ui-radio'}
            aria-label={appearance === 'stars' ? option.label : undefined}
          >
            {appearance === 'stars' ? <Star /> : option.label}
          </Radio>
        ))}
      </div>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
    </AriaRadioGroup>
  );
}
