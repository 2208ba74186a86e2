// POST /api/facebook_login/ (form user_id, token): the server checks the token with the Graph API.
import type { FacebookLoginRequest, SsoLoginResponse } from '@larder/contracts/sso';
import { type ApiResponse, request } from '../../../lib/request';

export function facebookLogin(payload: FacebookLoginRequest): Promise<ApiResponse<SsoLoginResponse | unknown>> {
  return request({
    method: 'POST',
    path: '/api/facebook_login/',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: payload,
  });
}
