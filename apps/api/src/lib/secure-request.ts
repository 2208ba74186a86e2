// Whether a request came over HTTPS (request.protocol, which honours X-Forwarded-Proto only under TRUST_PROXY): the
// customer's and the operator's cookies take the `__Host-` name and Secure then.
import type { FastifyRequest } from 'fastify';

export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}
