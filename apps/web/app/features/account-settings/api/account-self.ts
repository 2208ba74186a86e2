// The signed-in customer's own account (issue 14): name, email change, password, verification link, sign out
// everywhere. Each call returns what the page needs; any other answer throws an ApiError with the contract's code.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { requestJson } from '../../../lib/request';

const SELF = '/api/v2/customers/self/';

export function updateName(name: { first_name: string; last_name: string }): Promise<Customer> {
  return requestJson<Customer>({ method: 'PATCH', path: SELF, body: name });
}

export async function requestEmailChange(email: string, currentPassword: string | undefined): Promise<void> {
  const body = currentPassword === undefined ? { email } : { email, current_password: currentPassword };
  await requestJson({ method: 'POST', path: `${SELF}email/`, body }, { expect: [202] });
}

export function changePassword(currentPassword: string | undefined, newPassword: string): Promise<Customer> {
  const body =
    currentPassword === undefined
      ? { new_password: newPassword }
      : { current_password: currentPassword, new_password: newPassword };
  return requestJson<Customer>({ method: 'POST', path: `${SELF}password/`, body });
}

export async function resendVerification(): Promise<void> {
  await requestJson({ method: 'POST', path: `${SELF}email/verification/` }, { expect: [202] });
}

export async function signOutEverywhere(): Promise<void> {
  await requestJson({ method: 'POST', path: `${SELF}sessions/end-all/` }, { expect: [204] });
}
