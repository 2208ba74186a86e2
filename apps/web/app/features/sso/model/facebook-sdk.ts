// The Facebook JavaScript SDK v6.0 with scope public_profile,email. A login counts only when the status is
// `connected` and an access token is present; anything else is a failure.
// https://developers.facebook.com/docs/javascript/reference/FB.login/v6.0
import { FACEBOOK_SCOPE, FACEBOOK_SDK_VERSION } from '@larder/contracts/values/limits';
import { loadGlobal } from './load-script';

export interface FacebookLoginStatus {
  status?: string;
  authResponse?: { accessToken?: string; userID?: string } | null;
}

export interface FacebookSdk {
  init(options: {
    appId: string;
    version: string;
    cookie?: boolean;
    xfbml?: boolean;
    autoLogAppEvents?: boolean;
  }): void;
  login(callback: (response: FacebookLoginStatus) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
  }
}

let initialisedFor: string | undefined;

export async function loadFacebookSdk(scriptUrl: string, appId: string): Promise<FacebookSdk> {
  const sdk = await loadGlobal(scriptUrl, () => window.FB);
  if (initialisedFor !== appId) {
    sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false, autoLogAppEvents: false });
    initialisedFor = appId;
  }
  return sdk;
}

/** The user id and token of a login that counts, or undefined. */
export function connectedLogin(response: FacebookLoginStatus): { userId: string; token: string } | undefined {
  const token = response.authResponse?.accessToken;
  const userId = response.authResponse?.userID;
  if (response.status !== 'connected' || !token || !userId) return undefined;
  return { userId, token };
}

/** Opens Facebook's login popup. Call it straight from the click (popup blockers). */
export function facebookLogin(sdk: FacebookSdk): Promise<FacebookLoginStatus> {
  return new Promise((resolve) => sdk.login(resolve, { scope: FACEBOOK_SCOPE }));
}

export function resetFacebookForTests(): void {
  initialisedFor = undefined;
}
