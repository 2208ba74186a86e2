// POST /api/login/: email, password and the captcha token when the login challenge is on. 200 answers the
// customer; any other status throws an ApiError (400 with AccountErrorCode.InvalidCredentials for wrong ones).
import type { Customer, LoginRequest } from '@larder/contracts/schemas/accounts';
import { requestJson } from '../../../lib/request';

export function logIn(payload: LoginRequest): Promise<Customer> {
  return requestJson<Customer>({
    method: 'POST',
    path: '/api/login/',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payload,
  });
}
