// Several choices out of a few, on React Aria's CheckboxGroup: a label for the group, one checkbox per option.
import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, Checkbox, Label, Text } from 'react-aria-components/CheckboxGroup';
import './field.css';
import './checkbox-group.css';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
}

export interface CheckboxGroupProps {
  label: ReactNode;
  options: readonly CheckboxOption[];
  value: string[];
  onChange: (value: string[]) => void;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

export function CheckboxGroup({
  label,
  options,
  value,
  onChange,
  description,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      className={['ui-field', 'ui-checkbox-group', className].filter(Boolean).join(' ')}
      value={value}
      onChange={onChange}
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-checkbox-group__options">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} className="ui-checkbox">
            <span className="ui-checkbox__box" aria-hidden="true">
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" />
              </svg>
            </span>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {description && (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      )}
    </AriaCheckboxGroup>
  );
}
