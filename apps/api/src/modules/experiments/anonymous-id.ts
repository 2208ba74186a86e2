// The visitor's anonymous id (issue 40; decision 220): a random UUID in the first-party cookie `larder_anon`, one
// year, SameSite=Lax, Secure over HTTPS, HttpOnly (the browser's SDK gets the id it hashes from
// GET /api/v2/experiments/'s answer, so no script needs to read the cookie). Set by that GET when absent: a cookie,
// not a database write.
import crypto from 'node:crypto';
import { ANONYMOUS_ID_COOKIE, ANONYMOUS_ID_MAX_AGE_SECONDS } from '@larder/contracts/values/experiments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../../lib/secure-request';

const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The request's anonymous id, when its cookie holds a well-formed one. */
export function anonymousId(request: FastifyRequest): string | undefined {
  const value = request.cookies[ANONYMOUS_ID_COOKIE];
  return value && ID_PATTERN.test(value) ? value : undefined;
}

/** The request's anonymous id, or a new one set in the answer's cookie. */
export function ensureAnonymousId(request: FastifyRequest, reply: FastifyReply): string {
  const known = anonymousId(request);
  if (known) return known;
  const id = crypto.randomUUID();
  reply.setCookie(ANONYMOUS_ID_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    maxAge: ANONYMOUS_ID_MAX_AGE_SECONDS,
  });
  return id;
}
