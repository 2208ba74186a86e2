// The "current password" field a settings change asks for when the account has a password.
import { TextInput } from '../../../ui/text-input';
import { SettingsText } from '../model/texts';

export interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  onErrorClear: () => void;
}

export function CurrentPasswordField({ value, onChange, errorMessage, onErrorClear }: CurrentPasswordFieldProps) {
  return (
    <TextInput
      label={SettingsText.CurrentPassword}
      type="password"
      name="current_password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      onErrorClear={onErrorClear}
      isRequired
    />
  );
}
