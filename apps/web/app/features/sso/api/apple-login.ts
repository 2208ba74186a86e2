// GET /api/apple_login/state/ (a single-use state and nonce bound to this browser) and POST /api/apple_login/
// (form code, id_token, state, is_web; plus Apple's `user` JSON on the first authorisation). Both answers are
// checked against the contract; any other answer throws an ApiError.
import { type AppleLoginRequest, AppleLoginState, SsoLoginResponse } from '@larder/contracts/schemas/sso';
import { requestJson } from '../../../lib/request';

export function getAppleLoginState(): Promise<AppleLoginState> {
  return requestJson({ path: '/api/apple_login/state/' }, { schema: AppleLoginState });
}

export function appleLogin(payload: AppleLoginRequest): Promise<SsoLoginResponse> {
  return requestJson(
    {
      method: 'POST',
      path: '/api/apple_login/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: payload,
    },
    { schema: SsoLoginResponse },
  );
}
