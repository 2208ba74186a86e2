// The storefront's public run-time settings (the README's "Web pages" table): provider ids and script URLs, the
// analytics and log keys and collectors, the reCAPTCHA key, the client key. The API process reads them at start
// (apps/api/src/config.ts) and gives them to every page it serves in the document, in a
// `<meta name="larder-settings" content="{json}">` of its head (docs/decisions/090-…): no build depends on them.
// Zod-free: the pages' first load reads them.
import { LOG_ENV } from './limits';
import { LOG_COLLECTOR_PATH, SEGMENT_COLLECTOR_PATH } from './telemetry';

export const PUBLIC_SETTINGS_META = 'larder-settings';

/** The settings as the API process holds them; an empty URL means "the page's own collector". */
export interface PublicSettings {
  clientKey: string;
  recaptchaSiteKey: string;
  recaptchaScriptUrl: string;
  googleClientId: string;
  appleServicesId: string;
  /** Sign in with Apple's redirectURI; empty means this site's /login/. */
  appleRedirectUri: string;
  facebookAppId: string;
  googleScriptUrl: string;
  appleScriptUrl: string;
  facebookScriptUrl: string;
  /** Segment write key; empty switches analytics off. */
  analyticsWriteKey: string;
  analyticsCdnUrl: string;
  analyticsApiHost: string;
  /** Datadog client token; empty switches browser logs off. */
  logClientToken: string;
  logEnv: string;
  /** 'none' sends logs straight to Datadog's intake for `logSite`. */
  logProxyUrl: string;
  logSite: string;
  nativeAppIdentifiers: string[];
}

/** Each setting's environment variable. */
export const PUBLIC_SETTING_VARIABLES = {
  clientKey: 'PUBLIC_CLIENT_KEY',
  recaptchaSiteKey: 'PUBLIC_RECAPTCHA_SITE_KEY',
  recaptchaScriptUrl: 'PUBLIC_RECAPTCHA_SCRIPT_URL',
  googleClientId: 'PUBLIC_GOOGLE_CLIENT_ID',
  appleServicesId: 'PUBLIC_APPLE_SERVICES_ID',
  appleRedirectUri: 'PUBLIC_APPLE_REDIRECT_URI',
  facebookAppId: 'PUBLIC_FACEBOOK_APP_ID',
  googleScriptUrl: 'PUBLIC_GOOGLE_SCRIPT_URL',
  appleScriptUrl: 'PUBLIC_APPLE_SCRIPT_URL',
  facebookScriptUrl: 'PUBLIC_FACEBOOK_SCRIPT_URL',
  analyticsWriteKey: 'PUBLIC_ANALYTICS_WRITE_KEY',
  analyticsCdnUrl: 'PUBLIC_ANALYTICS_CDN_URL',
  analyticsApiHost: 'PUBLIC_ANALYTICS_API_HOST',
  logClientToken: 'PUBLIC_LOG_CLIENT_TOKEN',
  logEnv: 'PUBLIC_LOG_ENV',
  logProxyUrl: 'PUBLIC_LOG_PROXY_URL',
  logSite: 'PUBLIC_LOG_SITE',
  nativeAppIdentifiers: 'PUBLIC_NATIVE_APP_IDENTIFIERS',
} as const satisfies Record<keyof PublicSettings, `PUBLIC_${string}`>;

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const APPLE_SCRIPT_URL = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js';
export const FACEBOOK_SCRIPT_URL = 'https://connect.facebook.net/en_US/sdk.js';
export const DEFAULT_CLIENT_KEY = 'larder-web';

/** The defaults (the README's), for a brand: its apps' user-agent markers are `<slug>-ios` and `<slug>-android`. */
export function defaultPublicSettings(brandSlug: string): PublicSettings {
  return {
    clientKey: DEFAULT_CLIENT_KEY,
    recaptchaSiteKey: '',
    recaptchaScriptUrl: RECAPTCHA_SCRIPT_URL,
    googleClientId: '',
    appleServicesId: '',
    appleRedirectUri: '',
    facebookAppId: '',
    googleScriptUrl: GOOGLE_SCRIPT_URL,
    appleScriptUrl: APPLE_SCRIPT_URL,
    facebookScriptUrl: FACEBOOK_SCRIPT_URL,
    analyticsWriteKey: DEFAULT_CLIENT_KEY,
    analyticsCdnUrl: '',
    analyticsApiHost: '',
    logClientToken: DEFAULT_CLIENT_KEY,
    logEnv: LOG_ENV,
    logProxyUrl: '',
    logSite: 'datadoghq.com',
    nativeAppIdentifiers: [`${brandSlug}-ios`, `${brandSlug}-android`],
  };
}

/** The meta's content: the settings as JSON, their keys always in one order (the page's hydration compares it). */
export function serializePublicSettings(settings: PublicSettings): string {
  // The keys of the defaults, not of PUBLIC_SETTING_VARIABLES: the variables' names are the API's, and a page that
  // serializes (root.tsx) would otherwise carry them in its first load.
  return JSON.stringify(settings, Object.keys(defaultPublicSettings('')));
}

/**
 * The settings a document carries (the meta's content), each of the right type, else its default: a document
 * without the meta (a static host's copy of the build) gets the defaults, never an error.
 */
export function parsePublicSettings(json: string | null | undefined, defaults: PublicSettings): PublicSettings {
  let value: unknown;
  try {
    value = json ? JSON.parse(json) : undefined;
  } catch {
    value = undefined;
  }
  const given = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const settings = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof PublicSettings)[]) {
    const item = given[key];
    if (key === 'nativeAppIdentifiers') {
      if (Array.isArray(item) && item.every((entry) => typeof entry === 'string')) settings.nativeAppIdentifiers = item;
    } else if (typeof item === 'string') settings[key] = item;
  }
  return settings;
}

const url = (value: string, fallback: string) => (value === '' ? fallback : value.replace(/\/+$/, ''));

/** The settings as a page uses them: collectors' defaults on `callOrigin` (the origin its calls go to). */
export function resolvePublicSettings(settings: PublicSettings, callOrigin: string) {
  return {
    ...settings,
    /** Where the analytics SDK fetches `<cdn>/v1/projects/<writeKey>/settings`. */
    analyticsCdnUrl: url(settings.analyticsCdnUrl, `${callOrigin}${SEGMENT_COLLECTOR_PATH}`),
    /** Where it sends events (`<host>/b`), as a URL. */
    analyticsApiHost: url(settings.analyticsApiHost, `${callOrigin}${SEGMENT_COLLECTOR_PATH}/v1`),
    /** The log SDK's proxy; undefined sends straight to Datadog's intake for `logSite`. */
    logProxyUrl:
      settings.logProxyUrl === 'none' ? undefined : url(settings.logProxyUrl, `${callOrigin}${LOG_COLLECTOR_PATH}`),
  };
}

export type ResolvedPublicSettings = ReturnType<typeof resolvePublicSettings>;
