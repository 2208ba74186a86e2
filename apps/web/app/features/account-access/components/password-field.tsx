// The password field of the sign-up and login forms: required, with the reveal button of the kit's TextInput.
import { TextInput } from '../../../ui/text-input';
import { AccountText } from '../model/texts';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  onErrorClear: () => void;
  /** 'new-password' on sign-up, 'current-password' on login. */
  autoComplete: 'new-password' | 'current-password';
  description?: string;
}

export function PasswordField({
  value,
  onChange,
  errorMessage,
  onErrorClear,
  autoComplete,
  description,
}: PasswordFieldProps) {
  return (
    <TextInput
      label={AccountText.Password}
      type="password"
      name="password"
      autoComplete={autoComplete}
      description={description}
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      onErrorClear={onErrorClear}
      isRequired
    />
  );
}
