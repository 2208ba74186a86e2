// The storefront runs inside our iOS and Android apps too, and sends sign-ups there to /survey/plan/.
// The apps name themselves in the user agent (their identifiers are a run-time setting, PUBLIC_NATIVE_APP_IDENTIFIERS);
// an Android web view marks itself with "; wv)".
import { publicSettings } from './public-settings';

const ANDROID_WEB_VIEW = /; wv\)/;

/** Whether a user agent is one of our native apps: an app identifier (any case) or an Android web view. */
export function isNativeApp(userAgent: string, appIdentifiers: readonly string[]): boolean {
  if (ANDROID_WEB_VIEW.test(userAgent)) return true;
  const agent = userAgent.toLowerCase();
  return appIdentifiers.some((identifier) => identifier !== '' && agent.includes(identifier.toLowerCase()));
}

/** Whether this browser is one of our native apps (false while prerendering). */
export function isNativeAppBrowser(): boolean {
  return typeof navigator !== 'undefined' && isNativeApp(navigator.userAgent, publicSettings().nativeAppIdentifiers);
}
