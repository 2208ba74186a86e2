// Client-side checks of the sign-up and login fields. The server checks again and adds the password policy
// (length in code points, common passwords: docs/decisions/012-password-policy.md).

import { PASSWORD_MIN_LENGTH } from '@larder/contracts/values/limits';
import { FieldMessage, SignupMessage } from '@larder/contracts/values/messages';
import { passwordLength } from '@larder/contracts/values/password-length';

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

export type SignupField = keyof SignupValues;
export type FieldErrors = Partial<Record<SignupField, string>>;

// What browsers accept in an email-type field (WHATWG), so the message matches what the field itself would say.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function emailError(value: string): string | undefined {
  return EMAIL.test(value.trim()) ? undefined : FieldMessage.EmailInvalid;
}

export function passwordError(value: string): string | undefined {
  if (value === '') return FieldMessage.PasswordRequired;
  return passwordLength(value) < PASSWORD_MIN_LENGTH ? SignupMessage.PasswordTooShort : undefined;
}

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
