// The Content-Security-Policy sources of the providers a storefront talks to (issue 18, finding 11;
// docs/decisions/180-…): the script, frames and endpoints that provider's own CSP guide lists when its script is the
// vendor's, or only the origin of a script URL set to something else (a stand-in). Pure, shared: the build step
// (apps/web/build-steps/security-policy.ts) gives its pages' sources for the API origin the build calls; the API
// process (apps/api/src/web/security-headers.ts) adds the providers of its run-time settings (public-settings.ts).
import type { ResolvedPublicSettings } from './public-settings';

export type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';
export type Sources = Partial<Record<Directive, string[]>>;

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

/** A provider's documented sources when its script is the vendor's own; only the script's origin otherwise. */
function provider(scriptUrl: string, vendorScript: string, vendor: Sources): Sources {
  const origin = originOf(scriptUrl);
  if (!origin) return {};
  if (origin === originOf(vendorScript)) return vendor;
  return { 'script-src': [origin], 'frame-src': [origin], 'connect-src': [origin], 'style-src': [origin] };
}

/** Every directive, each list without repeats, in the order first given. */
export function mergeSources(parts: readonly Sources[]): Record<Directive, string[]> {
  const merged: Record<Directive, string[]> = {
    'script-src': [],
    'style-src': [],
    'img-src': [],
    'connect-src': [],
    'frame-src': [],
  };
  for (const part of parts) {
    for (const [directive, values] of Object.entries(part) as [Directive, string[]][]) {
      for (const value of values) if (!merged[directive].includes(value)) merged[directive].push(value);
    }
  }
  return merged;
}

/** The API the pages call when it is on another origin (PUBLIC_API_ORIGIN); their own, which 'self' allows, is ''. */
export function apiSources(apiOrigins: readonly string[]): Record<Directive, string[]> {
  const api = apiOrigins.filter((origin) => origin !== '');
  return mergeSources([{ 'connect-src': api, 'img-src': [...api, 'data:'] }]);
}

/** What the providers of these settings need (Google's, Apple's and Meta's CSP guidance, Datadog's intake). */
export function providerSources(settings: ResolvedPublicSettings): Record<Directive, string[]> {
  const parts: Sources[] = [];
  if (settings.recaptchaSiteKey) {
    parts.push(
      provider(settings.recaptchaScriptUrl, 'https://www.google.com/recaptcha/api.js', {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      }),
    );
  }
  if (settings.googleClientId) {
    parts.push(
      provider(settings.googleScriptUrl, 'https://accounts.google.com/gsi/client', {
        'script-src': ['https://accounts.google.com/gsi/client'],
        'frame-src': ['https://accounts.google.com/gsi/'],
        'connect-src': ['https://accounts.google.com/gsi/'],
        'style-src': ['https://accounts.google.com/gsi/style'],
      }),
    );
  }
  if (settings.appleServicesId) {
    parts.push(
      provider(settings.appleScriptUrl, 'https://appleid.cdn-apple.com/', {
        'script-src': ['https://appleid.cdn-apple.com'],
        'frame-src': ['https://appleid.apple.com'],
        'connect-src': ['https://appleid.apple.com'],
      }),
    );
  }
  if (settings.facebookAppId) {
    parts.push(
      provider(settings.facebookScriptUrl, 'https://connect.facebook.net/', {
        'script-src': ['https://connect.facebook.net'],
        'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
        'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
        'img-src': ['https://www.facebook.com'],
      }),
    );
  }
  if (settings.analyticsWriteKey) {
    parts.push({
      'connect-src': [originOf(settings.analyticsCdnUrl), originOf(settings.analyticsApiHost)].filter(isText),
    });
  }
  if (settings.logClientToken) {
    const intake = settings.logProxyUrl ? originOf(settings.logProxyUrl) : `https://browser-intake-${settings.logSite}`;
    if (intake) parts.push({ 'connect-src': [intake] });
  }
  return mergeSources(parts);
}

function isText(value: string | undefined): value is string {
  return value !== undefined;
}
