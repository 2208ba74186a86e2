// The error catalogue for a sign-up answer: which message shows under which field, and what is logged.
import { PasswordError, SignupMessage } from '@larder/contracts/values/messages';

export type SignupOutcome =
  | { kind: 'created' }
  | { kind: 'field-errors'; fields: { email?: string; password?: string } }
  /** A 400 that shows no message. */
  | { kind: 'bad-request' }
  /** Any other status: nothing shown, logged as an unknown error response. */
  | { kind: 'unknown-error'; status: number };

function messagesUnder(body: unknown, field: string): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const value: unknown = Reflect.get(body, field);
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return typeof value === 'string' ? [value] : [];
}

export function signupOutcome(status: number, body: unknown): SignupOutcome {
  if (status === 201 || status === 200) return { kind: 'created' };
  if (status === 409) return { kind: 'field-errors', fields: { email: SignupMessage.EmailTaken } };
  if (status === 400) {
    const password = messagesUnder(body, 'password');
    const shown: string[] = [];
    if (password.includes(PasswordError.TooShort)) shown.push(SignupMessage.PasswordTooShort);
    if (password.includes(PasswordError.TooCommon)) shown.push(SignupMessage.PasswordTooCommon);
    if (shown.length > 0) return { kind: 'field-errors', fields: { password: shown.join(' ') } };
    return { kind: 'bad-request' };
  }
  return { kind: 'unknown-error', status };
}
