// Client-side checks of email and password fields, shared by the account pages (sign-up, login, recovery) and
// account settings; and the texts shown for the server's password-policy complaints. The server checks again.
import { PASSWORD_MIN_LENGTH } from '@larder/contracts/values/limits';
import { FieldMessage, PasswordError, SignupMessage } from '@larder/contracts/values/messages';
import { passwordLength } from '@larder/contracts/values/password-length';

// What browsers accept in an email-type field (WHATWG), so the message matches what the field itself would say.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function emailError(value: string): string | undefined {
  return EMAIL.test(value.trim()) ? undefined : FieldMessage.EmailInvalid;
}

/** A new password: required, and at least the policy's length (the common-password list is the server's). */
export function passwordError(value: string): string | undefined {
  if (value === '') return FieldMessage.PasswordRequired;
  return passwordLength(value) < PASSWORD_MIN_LENGTH ? SignupMessage.PasswordTooShort : undefined;
}

/** The policy's complaints under `field` of a 400 body, as the page shows them; undefined when there are none. */
export function passwordPolicyMessage(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value: unknown = Reflect.get(body, field);
  const complaints = Array.isArray(value) ? value : [value];
  const shown: string[] = [];
  if (complaints.includes(PasswordError.TooShort)) shown.push(SignupMessage.PasswordTooShort);
  if (complaints.includes(PasswordError.TooCommon)) shown.push(SignupMessage.PasswordTooCommon);
  return shown.length > 0 ? shown.join(' ') : undefined;
}
