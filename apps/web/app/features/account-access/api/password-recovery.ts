// The password-recovery calls: ask for a reset link (202, the same answer for any address), check a link's token
// (200, or 400 with a TokenErrorCode), and choose the new password (200 Customer: this browser is signed in).
import type { Customer } from '@larder/contracts/schemas/accounts';
import { requestJson } from '../../../lib/request';

export async function askForResetLink(email: string): Promise<void> {
  await requestJson({ method: 'POST', path: '/api/password/forgot/', body: { email } }, { expect: [202] });
}

export async function checkResetToken(token: string): Promise<void> {
  await requestJson({ method: 'POST', path: '/api/password/reset/check/', body: { token } });
}

export function resetPassword(token: string, password: string): Promise<Customer> {
  return requestJson<Customer>({ method: 'POST', path: '/api/password/reset/', body: { token, password } });
}
