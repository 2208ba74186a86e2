// POST /api/signup/ (spec §7): form-encoded first_name, last_name, email, password, captcha_token.
import type { SignupRequest } from '@larder/contracts/accounts';
import { request } from '../../../lib/request';

export function signUp(payload: SignupRequest) {
  return request({
    method: 'POST',
    path: '/api/signup/',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payload,
  });
}
