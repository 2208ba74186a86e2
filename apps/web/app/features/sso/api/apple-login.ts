// GET /api/apple_login/state/ (a single-use state and nonce bound to this browser) and POST /api/apple_login/
// (form code, id_token, state, is_web; plus Apple's `user` JSON on the first authorisation).
import type { AppleLoginRequest, AppleLoginState, SsoLoginResponse } from '@larder/contracts/sso';
import { type ApiResponse, request } from '../../../lib/request';

export function getAppleLoginState(): Promise<ApiResponse<AppleLoginState | unknown>> {
  return request({ path: '/api/apple_login/state/' });
}

export function appleLogin(payload: AppleLoginRequest): Promise<ApiResponse<SsoLoginResponse | unknown>> {
  return request({
    method: 'POST',
    path: '/api/apple_login/',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payload,
  });
}
