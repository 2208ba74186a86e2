// Every /api/ call names its client app: `Authorization: Client <key>` with a key listed in CLIENT_KEYS (the README;
// docs/decisions/013-cross-site-client-keys-rate-limits.md): a public identifier, not a secret. Missing or unknown
// keys get 401 before any route runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors';

/**
 * Paths that answer without a client key: health checks, the API description, and the telemetry collectors,
 * which have keys of their own. A later module adds its collector prefix here (e.g. '/api/telemetry/').
 * Each entry ends with '/'; the path without that slash is exempt too (the router ignores trailing slashes).
 */
export const CLIENT_KEY_EXEMPT_PREFIXES: readonly string[] = [
  '/api/health/',
  '/api/docs/',
  '/api/collect/',
  // Catalogue pictures (PICTURE_PATH_PREFIX of the contracts): loaded by <img>, which cannot send the header.
  '/api/v2/pictures/',
  // Provider webhooks: Stripe signs each request (Stripe-Signature), and sends no client key.
  '/api/webhooks/',
  // Content-Security-Policy violation reports: browsers send them on their own, with no headers of ours.
  '/api/csp-reports/',
];

export const ClientKeyMessage = {
  Missing: 'Authentication credentials were not provided.',
  Unknown: 'Invalid client key.',
} as const;

const SCHEME = /^Client[ \t]+(\S+)[ \t]*$/i;

function pathOf(request: FastifyRequest): string {
  // The matched route's pattern when there is one, so an encoded or odd-looking URL cannot reach a protected
  // route while its raw path looks exempt.
  const raw = request.routeOptions.url ?? request.url;
  const query = raw.indexOf('?');
  return query === -1 ? raw : raw.slice(0, query);
}

export function isClientKeyExempt(path: string): boolean {
  return CLIENT_KEY_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

export function needsClientKey(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return false; // CORS preflights never carry credentials.
  const path = pathOf(request);
  return (path === '/api' || path.startsWith('/api/')) && !isClientKeyExempt(path);
}

async function clientKeys(app: FastifyInstance): Promise<void> {
  const known = new Set(app.config.CLIENT_KEYS);
  app.addHook('onRequest', async (request, reply) => {
    if (!needsClientKey(request)) return;
    const header = request.headers.authorization;
    const key = typeof header === 'string' ? SCHEME.exec(header)?.[1] : undefined;
    if (key !== undefined && known.has(key)) return;
    reply.header('www-authenticate', 'Client');
    throw key === undefined
      ? new HttpError(401, 'not_authenticated', ClientKeyMessage.Missing)
      : new HttpError(401, 'invalid_client_key', ClientKeyMessage.Unknown);
  });
}

export const clientKeysPlugin = fp(clientKeys, { name: 'larder-client-keys' });
