// The public build-time settings (PUBLIC_API_ORIGIN, PUBLIC_API_LOOPBACK_ALIASES, the brand) read from an
// environment: the browser's import.meta.env (env.ts) or a build step's process.env. Pure: nothing runs on import.

import { ApiOriginMessage } from '@larder/contracts/values/messages';

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

/**
 * The public settings baked into a build (the README's "Web build" table): the API origin its markup and calls use,
 * and the brand its route paths and texts name. `page` is the window's location in a browser, undefined at build time.
 * Every other public setting (provider ids, keys, collectors) is the API process's, read at run time: public-settings.ts.
 */
export function readPublicEnv(env: Record<string, unknown>, page: Parameters<typeof apiOriginFor>[1]) {
  const apiOrigin = readApiOrigin(env);
  /** Where calls go (apiOriginFor); markup (pictures) keeps `apiOrigin` (empty: relative), so pages hydrate unchanged. */
  const callOrigin = apiOriginFor(apiOrigin, page, env.PUBLIC_API_LOOPBACK_ALIASES === 'true');
  return {
    apiOrigin,
    callOrigin,
    brandSlug: String(env.PUBLIC_BRAND_SLUG ?? 'larder'),
    brandName: String(env.PUBLIC_BRAND_NAME ?? 'Larder'),
  } as const;
}

export type PublicEnv = ReturnType<typeof readPublicEnv>;
