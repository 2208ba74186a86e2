// POST /api/google_login/ (JSON {idToken}): the server verifies Google's ID token and signs the customer in. The
// answer is checked against the contract; any other answer throws an ApiError.
import { SsoLoginResponse } from '@larder/contracts/schemas/sso';
import { requestJson } from '../../../lib/request';
import type { SsoIntent } from '../model/sso-sign-in';

export function googleLogin(idToken: string, intent: SsoIntent = 'login'): Promise<SsoLoginResponse> {
  return requestJson(
    { method: 'POST', path: '/api/google_login/', body: { idToken, intent } },
    { schema: SsoLoginResponse },
  );
}
