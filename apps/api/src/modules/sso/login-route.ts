// The options every provider's login route shares (docs/decisions/041-sso-verification.md): the auth body limit,
// the per-address rate limit before validation, form or JSON bodies, and the answers.
import { SsoLoginResponse } from '@larder/contracts/schemas/sso';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '../../lib/route-kit';
import { RateLimiter } from '../rate-limits/service';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = errorAnswers(400, 401, 403, 409, 413, 429, 503);

export class LoginRoutes {
  private readonly limiter: RateLimiter;

  constructor(private readonly app: FastifyInstance) {
    this.limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  }

  /** Counts every call per client address in `bucket`, before validation. */
  perIp(bucket: string) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = this.app.config.SSO_RATE_LIMIT_PER_IP;
      await this.limiter.enforce(reply, [{ key: `${bucket}:ip:${request.ip}`, limit }]);
    };
  }

  /** A login route's options; the caller adds its body schema. */
  options(summary: string) {
    return {
      bodyLimit: this.app.config.AUTH_BODY_LIMIT_BYTES,
      preValidation: this.perIp('sso'),
      schema: { tags: ['sso'], summary, consumes: FORMS, response: { 200: SsoLoginResponse, ...errors } },
    };
  }
}
