// POST /api/facebook_login/ (form user_id, token): the server checks the token with the Graph API. The answer is
// checked against the contract; any other answer throws an ApiError.
import { type FacebookLoginRequest, SsoLoginResponse } from '@larder/contracts/schemas/sso';
import { requestJson } from '../../../lib/request';

export function facebookLogin(payload: FacebookLoginRequest): Promise<SsoLoginResponse> {
  return requestJson(
    {
      method: 'POST',
      path: '/api/facebook_login/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: payload,
    },
    { schema: SsoLoginResponse },
  );
}
