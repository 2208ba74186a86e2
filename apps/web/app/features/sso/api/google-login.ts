// POST /api/google_login/ (JSON {idToken}): the server verifies Google's ID token and signs the customer in.
import type { SsoLoginResponse } from '@larder/contracts/sso';
import { type ApiResponse, request } from '../../../lib/request';

export function googleLogin(idToken: string): Promise<ApiResponse<SsoLoginResponse | unknown>> {
  return request({ method: 'POST', path: '/api/google_login/', body: { idToken } });
}
