// Cross-site protection for the API (issue 4, docs/decisions/013-cross-site-client-keys-rate-limits.md):
// - CORS for the origins in CORS_ORIGINS only, with credentials: the exact origin is echoed, never '*' or 'null';
//   every /api/ answer varies on Origin; preflights are answered here and cached (Access-Control-Max-Age).
// - Unsafe methods (POST, PUT, PATCH, DELETE) whose Origin is neither this site nor an allowed origin get 403,
//   on every path. A request without Origin (curl, native apps, old browsers on same-origin forms) passes: the
//   session cookie is SameSite=Lax, so a cross-site form cannot carry it anyway.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors';

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/**
 * Request headers a cross-origin storefront sends (authorization, page address, form or JSON body; the
 * analytics SDK adds X-Retry-Count when it sends a batch again; placing an order sends Idempotency-Key).
 */
export const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key, X-Page-Url, X-Retry-Count';
/** Response headers a cross-origin storefront may read. */
export const CORS_EXPOSED_HEADERS = 'Retry-After, X-Request-Id';

export const CrossOriginMessage = {
  Forbidden: 'Cross-site request refused.',
} as const;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The origin this request was addressed to (honours X-Forwarded-Proto/Host only under TRUST_PROXY). */
export function ownOrigin(request: FastifyRequest): string | undefined {
  return normalisedOrigin(`${request.protocol}://${request.host}`);
}

/** An origin with its default port dropped and its host lower-cased ('http://Shop:80' -> 'http://shop'). */
function normalisedOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

async function crossOrigin(app: FastifyInstance): Promise<void> {
  const allowed = new Set(app.config.CORS_ORIGINS);
  const maxAge = String(app.config.CORS_MAX_AGE_SECONDS);

  function allowCors(reply: FastifyReply, origin: string): void {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
  }

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const api = isApiPath(request.url);
    if (api) reply.header('vary', 'Origin');

    const isPreflight =
      request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string';
    if (api && isPreflight) {
      if (typeof origin !== 'string' || !allowed.has(origin)) {
        throw new HttpError(403, 'origin_not_allowed', CrossOriginMessage.Forbidden);
      }
      allowCors(reply, origin);
      reply.header('access-control-allow-methods', CORS_ALLOWED_METHODS);
      reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
      reply.header('access-control-max-age', maxAge);
      return reply.code(204).header('content-length', '0').send();
    }

    if (typeof origin === 'string' && allowed.has(origin) && api) {
      allowCors(reply, origin);
      reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    }

    if (UNSAFE_METHODS.has(request.method) && origin !== undefined) {
      const own = ownOrigin(request);
      const sameSite = typeof origin === 'string' && own !== undefined && normalisedOrigin(origin) === own;
      if (!sameSite && !(typeof origin === 'string' && allowed.has(origin))) {
        throw new HttpError(403, 'origin_not_allowed', CrossOriginMessage.Forbidden);
      }
    }
  });
}

export const crossOriginPlugin = fp(crossOrigin, { name: 'larder-cross-origin' });
