// The email field the sign-up and login forms share.

import { emailError } from '../../../lib/field-checks';
import { TextInput } from '../../../ui/text-input';
import { AccountText } from '../model/texts';

export interface EmailInputProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  onErrorClear: () => void;
}

/** The email field of the sign-up and login forms: an email-type field checked when it loses focus. */
export function EmailInput({ value, onChange, errorMessage, onErrorClear }: EmailInputProps) {
  return (
    <TextInput
      label={AccountText.Email}
      type="email"
      name="email"
      autoComplete="email"
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      onErrorClear={onErrorClear}
      validateOnBlur={emailError}
      isRequired
    />
  );
}
