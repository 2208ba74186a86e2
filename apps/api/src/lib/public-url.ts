// The API's public address, for links in answers (pagination's next and previous, the analytics SDK's settings).
// Built from PUBLIC_API_ORIGIN, never from the Host header: a client chooses its Host, and these answers are
// cacheable (issue 18, finding 5).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** PUBLIC_API_ORIGIN, else the one-process default `http://localhost:<PORT>`. */
export function publicApiOrigin(config: Pick<Config, 'PUBLIC_API_ORIGIN' | 'PORT'>): string {
  return config.PUBLIC_API_ORIGIN ?? `http://localhost:${config.PORT}`;
}

/** The request's path and query on the public origin. */
export function publicRequestUrl(request: FastifyRequest): URL {
  return new URL(request.url, publicApiOrigin(request.server.config));
}
