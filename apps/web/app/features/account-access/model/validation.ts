// Client-side checks of the sign-up and login fields. The server checks again and adds the password policy
// (length in code points, common passwords: docs/decisions/012-password-policy.md).

import { FieldMessage } from '@larder/contracts/values/messages';
import { emailError, passwordError } from '../../../lib/field-checks';

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export type SignupField = keyof SignupValues;
export type FieldErrors = Partial<Record<SignupField, string>>;

export function validateSignup(values: SignupValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.first_name.trim() === '') errors.first_name = FieldMessage.FirstNameRequired;
  if (values.last_name.trim() === '') errors.last_name = FieldMessage.LastNameRequired;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  return errors;
}

export function validateLogin(values: Pick<SignupValues, 'email' | 'password'>): FieldErrors {
  const errors: FieldErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.password === '') errors.password = FieldMessage.PasswordRequired;
  return errors;
}
