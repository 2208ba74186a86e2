// One rate limit for every way of asking about a promo code (issue 29): the sign-up page's lookup
// (GET /api/get_promo_data/), a public offer's (GET /api/v2/offers/<code>/ and the /limited-time/<code>/ page) and
// applying one at checkout (PUT /api/v2/checkout/promo/) share the per-address bucket; a signed-in customer's tries
// are also counted per customer, from any address. Over either: 429 with Retry-After.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { RateLimiter, type RateLimitRule } from '../rate-limits/service';

export type PromoQuestions = (request: FastifyRequest, reply: FastifyReply, customerId?: number) => Promise<void>;

export function promoQuestionLimit(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'AUTH_RATE_LIMIT_WINDOW_SECONDS' | 'PROMO_RATE_LIMIT_PER_IP' | 'PROMO_RATE_LIMIT_PER_CUSTOMER'>,
): PromoQuestions {
  const limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  return async (request, reply, customerId) => {
    const rules: RateLimitRule[] = [{ key: `promo:ip:${request.ip}`, limit: config.PROMO_RATE_LIMIT_PER_IP }];
    if (customerId !== undefined) {
      rules.push({ key: `promo:customer:${customerId}`, limit: config.PROMO_RATE_LIMIT_PER_CUSTOMER });
    }
    await limiter.enforce(reply, rules);
  };
}
