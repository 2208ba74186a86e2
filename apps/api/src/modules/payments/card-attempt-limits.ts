// Card attempts are limited per customer and per client address in the rate-limit window, so card testing stops at
// the checkout's card routes (issue 15; docs/decisions/150-checkout-and-payments.md). Over either: 429 with
// Retry-After. Declines per card are decline-limits.ts's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { RateLimiter } from '../rate-limits/service';

/** Card attempts per customer and per client address in the rate-limit window. */
const CARD_ATTEMPTS_PER_CUSTOMER = 10;
const CARD_ATTEMPTS_PER_IP = 30;

export type CardAttempts = (request: FastifyRequest, reply: FastifyReply, customerId: number) => Promise<void>;

export function cardAttemptLimit(db: Db, clock: Clock, config: Pick<Config, 'AUTH_RATE_LIMIT_WINDOW_SECONDS'>) {
  const limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const attempts: CardAttempts = async (request, reply, customerId) => {
    await limiter.enforce(reply, [
      { key: `card:customer:${customerId}`, limit: CARD_ATTEMPTS_PER_CUSTOMER },
      { key: `card:ip:${request.ip}`, limit: CARD_ATTEMPTS_PER_IP },
    ]);
  };
  return attempts;
}
