// POST /api/signup/: form-encoded first_name, last_name, email, password, captcha_token. 201 (or 200)
// answers the customer; any other status throws an ApiError, which signupOutcome maps to what the form shows.
import type { Customer, SignupRequest } from '@larder/contracts/schemas/accounts';
import { requestJson } from '../../../lib/request';

export function signUp(payload: SignupRequest): Promise<Customer> {
  return requestJson<Customer>(
    {
      method: 'POST',
      path: '/api/signup/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: payload,
    },
    { expect: [201, 200] },
  );
}
