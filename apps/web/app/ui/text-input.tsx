// A labelled text field with help text, error, counter, phone formatting and a password reveal.
// Plain <input> and <label>: React Aria's TextField would add weight without adding behaviour we need.
import { type FocusEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { formatPhoneNumber } from './format-phone-number';
import './field.css';

export type TextInputType = 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';

export interface TextInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'size'> {
  label: ReactNode;
  type?: TextInputType;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Help text under the field; an error replaces it. */
  description?: ReactNode;
  /** One or several errors; only the first is shown. */
  errorMessage?: string | readonly string[] | null;
  /** Called when a blur on a non-empty value clears the shown error, so a form can drop it too. */
  onErrorClear?: () => void;
  /** Runs on blur, only when the value is not empty; a returned message is shown as the error. */
  validateOnBlur?: (value: string) => string | null | undefined;
  /** Shows "count/max" under the field; needs maxLength. */
  showCounter?: boolean;
  /** A telephone-type field that holds a zip code: its digits are kept as typed, not phone-formatted. */
  isZipCode?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const toList = (errors: TextInputProps['errorMessage']): readonly string[] =>
  errors == null ? [] : typeof errors === 'string' ? [errors] : errors;

export function TextInput({
  label,
  type = 'text',
  value: controlledValue,
  defaultValue = '',
  onChange,
  description,
  errorMessage,
  onErrorClear,
  validateOnBlur,
  showCounter = false,
  isZipCode = false,
  isRequired = false,
  isDisabled = false,
  maxLength,
  id: idProp,
  className,
  onBlur,
  inputMode,
  ref,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const formatsPhone = type === 'tel' && !isZipCode;
  const format = (raw: string) => (formatsPhone ? formatPhoneNumber(raw) : raw);

  const [uncontrolledValue, setUncontrolledValue] = useState(() => format(defaultValue));
  const value = controlledValue ?? uncontrolledValue;
  const [isRevealed, setIsRevealed] = useState(false);
  const [blurError, setBlurError] = useState<string | null>(null);

  // Errors from the form stay shown until a blur on a non-empty value clears them; new errors show again.
  const errors = toList(errorMessage);
  const errorsKey = errors.join('\n');
  const [clearedErrorsKey, setClearedErrorsKey] = useState<string | null>(null);
  if (clearedErrorsKey !== null && clearedErrorsKey !== errorsKey) setClearedErrorsKey(null);
  const formError = clearedErrorsKey === errorsKey ? undefined : errors[0];
  const shownError = formError ?? blurError ?? undefined;

  const handleChange = (raw: string) => {
    const next = format(raw);
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    if (value === '') return;
    if (formError !== undefined) {
      setClearedErrorsKey(errorsKey);
      onErrorClear?.();
    }
    setBlurError(validateOnBlur?.(value) || null);
  };

  const messageId = `${id}-message`;
  const counterId = `${id}-counter`;
  const hasMessage = shownError !== undefined || description != null;
  const hasCounter = showCounter && maxLength !== undefined;
  const describedBy = [hasMessage && messageId, hasCounter && counterId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';

  return (
    <div
      className={['ui-field', className].filter(Boolean).join(' ')}
      data-invalid={shownError !== undefined || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ui-field__control">
        <input
          {...inputProps}
          ref={ref}
          id={id}
          className="ui-field__input"
          type={isPassword && isRevealed ? 'text' : type}
          inputMode={inputMode ?? (type === 'tel' ? (isZipCode ? 'numeric' : 'tel') : undefined)}
          value={value}
          maxLength={maxLength}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={shownError !== undefined || undefined}
          aria-describedby={describedBy}
          onChange={(event) => handleChange(event.currentTarget.value)}
          onBlur={handleBlur}
        />
        {isPassword && (
          <button
            type="button"
            className="ui-field__reveal"
            aria-label={isRevealed ? 'Hide Password' : 'Show Password'}
            aria-controls={id}
            disabled={isDisabled}
            onClick={() => setIsRevealed((revealed) => !revealed)}
          >
            <EyeIcon crossed={isRevealed} />
          </button>
        )}
      </div>
      {(hasMessage || hasCounter) && (
        <div className="ui-field__footer">
          {hasMessage && (
            <p
              id={messageId}
              className={shownError !== undefined ? 'ui-field__error' : 'ui-field__description'}
              aria-live="polite"
            >
              {shownError ?? description}
            </p>
          )}
          {hasCounter && (
            <p id={counterId} className="ui-field__counter">
              {value.length}/{maxLength}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
