// The public build-time settings (PUBLIC_ prefix) read from an environment: the browser's import.meta.env (env.ts)
// or a build step's process.env. Pure: nothing here runs on import.

import { LOG_ENV } from '@larder/contracts/values/limits';
import { ApiOriginMessage } from '@larder/contracts/values/messages';
import { LOG_COLLECTOR_PATH, SEGMENT_COLLECTOR_PATH } from '@larder/contracts/values/telemetry';
import { splitCommaList } from '@larder/contracts/values/text';

/**
 * Validates the API origin setting (PUBLIC_API_ORIGIN in the README); tests pin its messages. The build's default is
 * `/`, the page's own origin: the result is then empty and the pages call `/api/…` on whatever origin served them.
 */
export function readApiOrigin(env: Record<string, unknown>): string {
  const value = env.PUBLIC_API_ORIGIN;
  if (value === undefined || value === null || value === '') throw new Error(ApiOriginMessage.Missing);
  if (typeof value !== 'string') throw new Error(ApiOriginMessage.NotString);
  return value.replace(/\/+$/, '');
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin API calls go to. In the one-process default (no PUBLIC_API_ORIGIN: empty `configured`), the page's own
 * origin, whatever its port or loopback name; empty on the server, whose calls go to the API in the same process
 * (lib/page-data.server.ts). A build for another origin with PUBLIC_API_LOOPBACK_ALIASES=true: a page opened on
 * another loopback name of that origin's port (127.0.0.1 or [::1] where the build says localhost) calls its own
 * origin, so CORS has nothing to refuse. Otherwise the configured origin.
 */
export function apiOriginFor(
  configured: string,
  page: Pick<Location, 'origin' | 'hostname' | 'port' | 'protocol'> | undefined,
  loopbackAliases: boolean,
): string {
  if (configured === '') return page?.origin ?? '';
  if (!loopbackAliases || page === undefined) return configured;
  try {
    const api = new URL(configured);
    const samePort = api.port === page.port && api.protocol === page.protocol;
    return samePort && LOOPBACK_HOSTS.has(api.hostname) && LOOPBACK_HOSTS.has(page.hostname) ? page.origin : configured;
  } catch {
    return configured;
  }
}

/** A comma list setting as trimmed, non-empty items. */
export function readList(value: unknown): string[] {
  return splitCommaList(String(value ?? ''));
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value.replace(/\/+$/, '') : fallback;
}

/**
 * The public settings from a build's environment: the browser's (import.meta.env, below) and the build steps'
 * (process.env: the security policy allows exactly the providers a build talks to). `page` is the window's location
 * in a browser, undefined at build time.
 */
export function readPublicEnv(env: Record<string, unknown>, page: Parameters<typeof apiOriginFor>[1]) {
  const apiOrigin = readApiOrigin(env);
  /** Where calls go (apiOriginFor); markup (pictures) keeps `apiOrigin` (empty: relative), so pages hydrate unchanged. */
  const callOrigin = apiOriginFor(apiOrigin, page, env.PUBLIC_API_LOOPBACK_ALIASES === 'true');
  return {
    apiOrigin,
    callOrigin,
    clientKey: String(env.PUBLIC_CLIENT_KEY ?? ''),
    brandSlug: String(env.PUBLIC_BRAND_SLUG ?? 'larder'),
    brandName: String(env.PUBLIC_BRAND_NAME ?? 'Larder'),
    /** reCAPTCHA v3 site key; the challenge itself is switched on by the dynamic configs web.*_challenge. */
    recaptchaSiteKey: String(env.PUBLIC_RECAPTCHA_SITE_KEY ?? ''),
    recaptchaScriptUrl: String(env.PUBLIC_RECAPTCHA_SCRIPT_URL ?? 'https://www.google.com/recaptcha/api.js'),
    // Sign in with Google, Apple and Facebook (docs/settings-sso.md): a provider without its public id has no button.
    googleClientId: String(env.PUBLIC_GOOGLE_CLIENT_ID ?? ''),
    appleServicesId: String(env.PUBLIC_APPLE_SERVICES_ID ?? ''),
    /** Sign in with Apple's redirectURI; empty means this site's /login/. */
    appleRedirectUri: String(env.PUBLIC_APPLE_REDIRECT_URI ?? ''),
    facebookAppId: String(env.PUBLIC_FACEBOOK_APP_ID ?? ''),
    googleScriptUrl: String(env.PUBLIC_GOOGLE_SCRIPT_URL ?? 'https://accounts.google.com/gsi/client'),
    appleScriptUrl: String(
      env.PUBLIC_APPLE_SCRIPT_URL ??
        'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
    ),
    facebookScriptUrl: String(env.PUBLIC_FACEBOOK_SCRIPT_URL ?? 'https://connect.facebook.net/en_US/sdk.js'),
    // Telemetry (docs/settings-telemetry.md). By default the vendors' SDKs talk to our own collectors.
    /** Segment write key; empty switches analytics off. */
    analyticsWriteKey: String(env.PUBLIC_ANALYTICS_WRITE_KEY ?? ''),
    /** Where the analytics SDK fetches `<cdn>/v1/projects/<writeKey>/settings`. */
    analyticsCdnUrl: text(env.PUBLIC_ANALYTICS_CDN_URL, `${callOrigin}${SEGMENT_COLLECTOR_PATH}`),
    /** Where it sends events (`<host>/b`), as a URL. */
    analyticsApiHost: text(env.PUBLIC_ANALYTICS_API_HOST, `${callOrigin}${SEGMENT_COLLECTOR_PATH}/v1`),
    /** Datadog client token; empty switches browser logs off. */
    logClientToken: String(env.PUBLIC_LOG_CLIENT_TOKEN ?? ''),
    logEnv: text(env.PUBLIC_LOG_ENV, LOG_ENV),
    /** The log SDK's proxy; 'none' sends straight to Datadog's intake for PUBLIC_LOG_SITE. */
    logProxyUrl:
      env.PUBLIC_LOG_PROXY_URL === 'none'
        ? undefined
        : text(env.PUBLIC_LOG_PROXY_URL, `${callOrigin}${LOG_COLLECTOR_PATH}`),
    logSite: text(env.PUBLIC_LOG_SITE, 'datadoghq.com'),
    /** User-agent markers of our iOS and Android apps (PUBLIC_NATIVE_APP_IDENTIFIERS in the README). */
    nativeAppIdentifiers: readList(env.PUBLIC_NATIVE_APP_IDENTIFIERS),
  } as const;
}

export type PublicEnv = ReturnType<typeof readPublicEnv>;
