// The end of both account forms: email, password and the submit button (busy while the request is in flight).
import { Button } from '../../../ui/button';
import type { FieldErrors } from '../model/validation';
import { EmailInput } from './email-input';
import { PasswordField, type PasswordFieldProps } from './password-field';

type CredentialField = 'email' | 'password';

export interface CredentialsFieldsProps {
  values: Record<CredentialField, string>;
  errors: FieldErrors;
  update: (field: CredentialField) => (value: string) => void;
  clear: (field: CredentialField) => () => void;
  password: Pick<PasswordFieldProps, 'autoComplete' | 'description'>;
  submitLabel: string;
  isSubmitting: boolean;
}

export function CredentialsFields({
  values,
  errors,
  update,
  clear,
  password,
  submitLabel,
  isSubmitting,
}: CredentialsFieldsProps) {
  return (
    <>
      <EmailInput
        value={values.email}
        onChange={update('email')}
        errorMessage={errors.email}
        onErrorClear={clear('email')}
      />
      <PasswordField
        {...password}
        value={values.password}
        onChange={update('password')}
        errorMessage={errors.password}
        onErrorClear={clear('password')}
      />
      <Button type="submit" size="large" isFullWidth isLoading={isSubmitting} isDisabled={isSubmitting}>
        {submitLabel}
      </Button>
    </>
  );
}
