// Sign in with Apple JS, with scope `name email` and a popup. The state and nonce come from our API (bound to this
// browser, single use: docs/decisions/041-sso-verification.md); the popup answers the authorisation code, the ID token
// and, on the first authorisation only, the person's name.
// https://developer.apple.com/documentation/signinwithapplejs
import { APPLE_SCOPE, APPLE_USE_POPUP } from '@larder/contracts/values/limits';
import { loadGlobal } from './load-script';

export interface AppleSignInResponse {
  authorization?: { code?: string; id_token?: string; state?: string };
  user?: { name?: { firstName?: string; lastName?: string }; email?: string };
}

export interface AppleIdAuth {
  init(config: {
    clientId: string;
    scope: string;
    redirectURI: string;
    state: string;
    nonce: string;
    usePopup: boolean;
  }): void;
  signIn(): Promise<AppleSignInResponse>;
}

declare global {
  interface Window {
    AppleID?: { auth?: AppleIdAuth };
  }
}

/** What Apple's popup rejects with when the person closes it or declines: not a failure to report. */
const CANCELLED = new Set(['popup_closed_by_user', 'user_cancelled_authorize']);

export function isAppleCancel(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return typeof code === 'string' && CANCELLED.has(code);
}

export function loadAppleId(scriptUrl: string): Promise<AppleIdAuth> {
  return loadGlobal(scriptUrl, () => window.AppleID?.auth);
}

export function appleRedirectUri(configured: string, origin: string): string {
  return configured || `${origin}/login/`;
}

/** Opens Apple's popup for one state and nonce. Call it straight from the click (popup blockers). */
export function signInWithApple(
  auth: AppleIdAuth,
  { clientId, redirectURI, state, nonce }: { clientId: string; redirectURI: string; state: string; nonce: string },
): Promise<AppleSignInResponse> {
  auth.init({ clientId, scope: APPLE_SCOPE, redirectURI, state, nonce, usePopup: APPLE_USE_POPUP });
  return auth.signIn();
}
