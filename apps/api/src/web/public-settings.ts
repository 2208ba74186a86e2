// The storefront's public run-time settings (provider ids and scripts, telemetry keys and collectors, the reCAPTCHA
// key, the client key), read by config.ts at start and given to every page this process serves: a page it renders
// is rendered with them (render-pages.ts), and a prerendered page gets them in place of the build's defaults in its
// `<meta name="larder-settings">` as it is served (serve-web.ts). The pages read that meta
// (apps/web/app/lib/public-settings.ts); each page's policy allows exactly these settings' providers
// (security-headers.ts). So a build holds none of them, and a restart applies a change (docs/decisions/090-…).
import { providerSources, type Sources } from '@larder/contracts/values/provider-sources';
import {
  PUBLIC_SETTINGS_META,
  type PublicSettings,
  resolvePublicSettings,
  serializePublicSettings,
} from '@larder/contracts/values/public-settings';
import type { Config } from '../config';

type PublicSettingsConfig = Pick<
  Config,
  | 'PUBLIC_CLIENT_KEY'
  | 'PUBLIC_RECAPTCHA_SITE_KEY'
  | 'PUBLIC_RECAPTCHA_SCRIPT_URL'
  | 'PUBLIC_GOOGLE_CLIENT_ID'
  | 'PUBLIC_APPLE_SERVICES_ID'
  | 'PUBLIC_APPLE_REDIRECT_URI'
  | 'PUBLIC_FACEBOOK_APP_ID'
  | 'PUBLIC_GOOGLE_SCRIPT_URL'
  | 'PUBLIC_APPLE_SCRIPT_URL'
  | 'PUBLIC_FACEBOOK_SCRIPT_URL'
  | 'PUBLIC_ANALYTICS_WRITE_KEY'
  | 'PUBLIC_ANALYTICS_CDN_URL'
  | 'PUBLIC_ANALYTICS_API_HOST'
  | 'PUBLIC_LOG_CLIENT_TOKEN'
  | 'PUBLIC_LOG_ENV'
  | 'PUBLIC_LOG_PROXY_URL'
  | 'PUBLIC_LOG_SITE'
  | 'PUBLIC_NATIVE_APP_IDENTIFIERS'
>;

/** The settings of this process, as the pages get them (unset collectors: '', the page's own). */
export function publicSettingsOf(config: PublicSettingsConfig): PublicSettings {
  return {
    clientKey: config.PUBLIC_CLIENT_KEY,
    recaptchaSiteKey: config.PUBLIC_RECAPTCHA_SITE_KEY,
    recaptchaScriptUrl: config.PUBLIC_RECAPTCHA_SCRIPT_URL,
    googleClientId: config.PUBLIC_GOOGLE_CLIENT_ID,
    appleServicesId: config.PUBLIC_APPLE_SERVICES_ID,
    appleRedirectUri: config.PUBLIC_APPLE_REDIRECT_URI ?? '',
    facebookAppId: config.PUBLIC_FACEBOOK_APP_ID,
    googleScriptUrl: config.PUBLIC_GOOGLE_SCRIPT_URL,
    appleScriptUrl: config.PUBLIC_APPLE_SCRIPT_URL,
    facebookScriptUrl: config.PUBLIC_FACEBOOK_SCRIPT_URL,
    analyticsWriteKey: config.PUBLIC_ANALYTICS_WRITE_KEY,
    analyticsCdnUrl: config.PUBLIC_ANALYTICS_CDN_URL ?? '',
    analyticsApiHost: config.PUBLIC_ANALYTICS_API_HOST ?? '',
    logClientToken: config.PUBLIC_LOG_CLIENT_TOKEN,
    logEnv: config.PUBLIC_LOG_ENV,
    logProxyUrl: config.PUBLIC_LOG_PROXY_URL ?? '',
    logSite: config.PUBLIC_LOG_SITE,
    nativeAppIdentifiers: config.PUBLIC_NATIVE_APP_IDENTIFIERS,
  };
}

/**
 * The policy sources of these settings' providers. Collectors left unset are on the origin the pages call (their
 * own, which 'self' allows, or the build's PUBLIC_API_ORIGIN, which the build's policy file lists).
 */
export function settingsSources(settings: PublicSettings): Sources {
  return providerSources(resolvePublicSettings(settings, ''));
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#x27;',
};

/** The settings meta as the page's head holds it (root.tsx renders it so). */
const SETTINGS_META = new RegExp(`<meta name="${PUBLIC_SETTINGS_META}" content="[^"]*"/?>`);

/**
 * `html` with `settings` in its settings meta: the first one, in the head (a page's text cannot hold a literal `"`
 * inside an attribute, so the pattern cannot match elsewhere first). A page without one is returned as it is.
 */
export function withPublicSettings(html: string, settings: PublicSettings): string {
  const content = serializePublicSettings(settings).replace(/[&"<>']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
  return html.replace(SETTINGS_META, () => `<meta name="${PUBLIC_SETTINGS_META}" content="${content}"/>`);
}
