// Build step: the Content-Security-Policy sources of this build (issue 18, finding 11; docs/decisions/180-…). A
// prerendered page runs a few inline scripts (React Router's context and bootstrap, React's streaming helpers), so
// each page's policy allows exactly those by their SHA-256 hashes; everything else must come from this site or from a
// provider this build was configured for (its public id set): the script, frames and endpoints that provider's own
// CSP guide lists, or only the origin of a script URL set to something else (a stand-in). The result is written to
// `.security-policy.json` beside the pages (a dotfile: never served); the API composes each page's header from it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type PublicEnv, readPublicEnv } from '../app/lib/public-env';

export const SECURITY_POLICY_FILE = '.security-policy.json';

export type Directive = 'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'frame-src';

export interface BuildSecurityPolicy {
  /** Sources each directive allows besides 'self'. */
  sources: Record<Directive, string[]>;
  /** Each page (its path under the build, `/` separated) and the hashes of its inline scripts. */
  pages: Record<string, string[]>;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `'sha256-…'` of every inline script of a page, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

const originOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
};

type Sources = Partial<Record<Directive, string[]>>;

/** A provider's documented sources when its script is the vendor's own; only the script's origin otherwise. */
function provider(scriptUrl: string, vendorScript: string, vendor: Sources): Sources {
  const origin = originOf(scriptUrl);
  if (!origin) return {};
  if (origin === originOf(vendorScript)) return vendor;
  return { 'script-src': [origin], 'frame-src': [origin], 'connect-src': [origin], 'style-src': [origin] };
}

/** What the providers this build talks to need (Google's, Apple's and Meta's CSP guidance, Datadog's intake). */
export function providerSources(env: PublicEnv): Record<Directive, string[]> {
  // An API on another origin (PUBLIC_API_ORIGIN); by default the pages call their own, which 'self' allows.
  const api = [env.apiOrigin, env.callOrigin].filter((origin) => origin !== '');
  const parts: Sources[] = [{ 'connect-src': api, 'img-src': [...api, 'data:'] }];
  if (env.recaptchaSiteKey) {
    parts.push(
      provider(env.recaptchaScriptUrl, 'https://www.google.com/recaptcha/api.js', {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      }),
    );
  }
  if (env.googleClientId) {
    parts.push(
      provider(env.googleScriptUrl, 'https://accounts.google.com/gsi/client', {
        'script-src': ['https://accounts.google.com/gsi/client'],
        'frame-src': ['https://accounts.google.com/gsi/'],
        'connect-src': ['https://accounts.google.com/gsi/'],
        'style-src': ['https://accounts.google.com/gsi/style'],
      }),
    );
  }
  if (env.appleServicesId) {
    parts.push(
      provider(env.appleScriptUrl, 'https://appleid.cdn-apple.com/', {
        'script-src': ['https://appleid.cdn-apple.com'],
        'frame-src': ['https://appleid.apple.com'],
        'connect-src': ['https://appleid.apple.com'],
      }),
    );
  }
  if (env.facebookAppId) {
    parts.push(
      provider(env.facebookScriptUrl, 'https://connect.facebook.net/', {
        'script-src': ['https://connect.facebook.net'],
        'frame-src': ['https://www.facebook.com', 'https://web.facebook.com'],
        'connect-src': ['https://graph.facebook.com', 'https://www.facebook.com'],
        'img-src': ['https://www.facebook.com'],
      }),
    );
  }
  if (env.analyticsWriteKey) {
    parts.push({ 'connect-src': [originOf(env.analyticsCdnUrl), originOf(env.analyticsApiHost)].filter(isText) });
  }
  if (env.logClientToken) {
    const intake = env.logProxyUrl ? originOf(env.logProxyUrl) : `https://browser-intake-${env.logSite}`;
    if (intake) parts.push({ 'connect-src': [intake] });
  }
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

function isText(value: string | undefined): value is string {
  return value !== undefined;
}

function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full, root);
    return entry.name.endsWith('.html') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

/** Writes the build's policy file from its pages and its environment; returns what it wrote. */
export function writeSecurityPolicy(clientDir: string, env: Record<string, unknown>): BuildSecurityPolicy {
  const policy: BuildSecurityPolicy = {
    sources: providerSources(readPublicEnv(env, undefined)),
    pages: Object.fromEntries(
      htmlFiles(clientDir).map((page) => [
        page,
        inlineScriptHashes(fs.readFileSync(path.join(clientDir, page), 'utf8')),
      ]),
    ),
  };
  fs.writeFileSync(path.join(clientDir, SECURITY_POLICY_FILE), JSON.stringify(policy));
  return policy;
}
