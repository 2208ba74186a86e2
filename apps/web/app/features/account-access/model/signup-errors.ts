// The error catalogue for a sign-up answer: which message shows under which field, and what is logged.
import { SignupMessage } from '@larder/contracts/values/messages';
import { passwordPolicyMessage } from '../../../lib/field-checks';

export type SignupOutcome =
  | { kind: 'created' }
  | { kind: 'field-errors'; fields: { email?: string; password?: string } }
  /** A 400 that shows no message. */
  | { kind: 'bad-request' }
  /** Any other status: nothing shown, logged as an unknown error response. */
  | { kind: 'unknown-error'; status: number };

export function signupOutcome(status: number, body: unknown): SignupOutcome {
  if (status === 201 || status === 200) return { kind: 'created' };
  if (status === 409) return { kind: 'field-errors', fields: { email: SignupMessage.EmailTaken } };
  if (status === 400) {
    const password = passwordPolicyMessage(body, 'password');
    if (password) return { kind: 'field-errors', fields: { password } };
    return { kind: 'bad-request' };
  }
  return { kind: 'unknown-error', status };
}
