// The per-account limit of the settings that take the current password or send a link (issue 14): guesses at the
// current password are limited per account, as logins are per address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiter } from '../rate-limits/service';
import { requireCustomer } from './session-plugin';

/** A preValidation hook: the signed-in customer's calls count against AUTH_RATE_LIMIT_PER_EMAIL. */
export function perAccountLimit(app: FastifyInstance) {
  const { config, clock } = app;
  const limiter = new RateLimiter(app.database.db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const customer = await requireCustomer(request);
    await limiter.enforce(reply, [
      { key: `settings:customer:${customer.id}`, limit: config.AUTH_RATE_LIMIT_PER_EMAIL },
    ]);
  };
}
