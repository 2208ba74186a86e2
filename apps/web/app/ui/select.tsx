// The storefront's dropdown, on React Aria's Select.
// Behaviour React Aria already gives and we rely on, pinned by select.test.tsx:
// single selection with no empty selection, an empty list cannot open, choosing an item closes the popover and
// commits validation, the hidden native <select> only up to HIDDEN_SELECT_MAX_ITEMS items, and type-ahead that
// resets after TYPE_AHEAD_RESET_MS.
import type { ReactNode } from 'react';
import {
  Select as AriaSelect,
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
  type ValidationResult,
} from 'react-aria-components/Select';
import { OVERLAY_CONTAINER_PADDING_PX } from './interface-values';
import './field.css';
import './select.css';

/** An option: its key, what it renders and the plain text used for type-ahead and the native select. */
export interface SelectItem {
  key: string;
  textValue: string;
  content?: ReactNode;
}

export interface SelectProps {
  label: ReactNode;
  items: readonly SelectItem[];
  /** Shown while nothing is chosen. Without it an open select reads "Select". */
  placeholder?: string;
  /** Help text; an error replaces it. */
  description?: ReactNode;
  /** One or several errors (only the first is shown); without it, the message of `validate` or the browser. */
  errorMessage?: string | readonly string[] | null;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (key: string | null) => void;
  validate?: (key: string | null) => string | string[] | true | null | undefined;
  isRequired?: boolean;
  isDisabled?: boolean;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  name?: string;
  autoComplete?: string;
  id?: string;
  className?: string;
}

const firstError = (errors: SelectProps['errorMessage']) =>
  errors == null ? undefined : typeof errors === 'string' ? errors : errors[0];

export function Select({
  label,
  items,
  placeholder,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  validate,
  className,
  ...rest
}: SelectProps) {
  const forcedError = firstError(errorMessage);
  return (
    <AriaSelect
      {...rest}
      className={['ui-field', 'ui-select', className].filter(Boolean).join(' ')}
      selectionMode="single"
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => onChange?.(key == null ? null : String(key))}
      validate={validate ? (key) => validate(key == null ? null : String(key)) : undefined}
      isInvalid={forcedError !== undefined || undefined}
    >
      {({ isOpen, isInvalid }) => (
        <>
          <Label className="ui-field__label">{label}</Label>
          <Button className="ui-field__trigger ui-select__trigger">
            <SelectValue className="ui-select__value">
              {({ isPlaceholder, defaultChildren }) =>
                isPlaceholder ? (placeholder ?? (isOpen ? 'Select' : '')) : defaultChildren
              }
            </SelectValue>
            <ChevronIcon />
          </Button>
          {!isInvalid && description != null && (
            <Text slot="description" className="ui-field__description ui-select__message">
              {description}
            </Text>
          )}
          <FieldError className="ui-field__error ui-select__message">
            {(validation: ValidationResult) => forcedError ?? validation.validationErrors[0]}
          </FieldError>
          <Popover
            className="ui-select__popover"
            placement="bottom start"
            shouldFlip={false}
            offset={4}
            containerPadding={OVERLAY_CONTAINER_PADDING_PX}
          >
            <ListBox className="ui-select__listbox" items={items}>
              {(item) => (
                <ListBoxItem className="ui-select__option" id={item.key} textValue={item.textValue}>
                  {item.content ?? item.textValue}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaSelect>
  );
}

function ChevronIcon() {
  return (
    <svg className="ui-select__chevron" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
