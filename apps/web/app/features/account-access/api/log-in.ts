// POST /api/login/: email, password and the captcha token when the login challenge is on.
import type { LoginRequest } from '@larder/contracts/accounts';
import { request } from '../../../lib/request';

export function logIn(payload: LoginRequest) {
  return request({
    method: 'POST',
    path: '/api/login/',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payload,
  });
}
