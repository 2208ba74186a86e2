// Rate limits of sign-up and login (issue 4): per client address and per normalised email, answered with
// 429 and Retry-After. The client address is request.ip, which believes X-Forwarded-For only under TRUST_PROXY.
import crypto from 'node:crypto';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { countHits, deleteEndedWindows, readHits } from './repository';

export interface RateLimitRule {
  /** A readable bucket name such as `signup:ip:203.0.113.7`. */
  key: string;
  limit: number;
}

export const throttledMessage = (seconds: number) =>
  `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`;

function throttled(reply: FastifyReply, resetAt: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, AccountErrorCode.Throttled, throttledMessage(seconds));
}

/** Email addresses are not kept in the counters' table in clear. */
export function emailBucket(scope: string, email: string): string {
  const normalised = email.trim().toLowerCase();
  return `${scope}:email:${crypto.createHash('sha256').update(normalised).digest('hex')}`;
}

export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one hit on every rule; throws 429 (with Retry-After on the reply) for the first one over its limit. */
  async enforce(reply: FastifyReply, rules: readonly RateLimitRule[]): Promise<void> {
    const now = this.clock.now();
    await this.sweep(now);
    const counts = await countHits(
      this.db,
      rules.map((rule) => rule.key),
      now,
      this.windowSeconds,
    );
    for (const rule of rules) {
      const { hits, resetAt } = counts.get(rule.key) ?? { hits: 0, resetAt: now };
      if (hits > rule.limit) {
        throw throttled(reply, resetAt, now);
      }
    }
  }

  /** Counts that only failures raise (a login's), read in one query without counting one; `fail` raises them. */
  failures(keys: readonly string[]): Promise<Map<string, { hits: number; resetAt: Date }>> {
    return readHits(this.db, keys, this.clock.now());
  }

  /** 429 with Retry-After when the rule's key has reached its limit in `counts` (from `failures`). */
  refuseAtLimit(reply: FastifyReply, counts: Map<string, { hits: number; resetAt: Date }>, rule: RateLimitRule): void {
    const found = counts.get(rule.key);
    if (found && found.hits >= rule.limit) throw throttled(reply, found.resetAt, this.clock.now());
  }

  async fail(keys: readonly string[]): Promise<void> {
    const now = this.clock.now();
    await this.sweep(now);
    await countHits(this.db, keys, now, this.windowSeconds);
  }

  /** Counts one hit on each key in a window of its own length (a wait that starts now: the login backoff). */
  async failFor(keys: readonly string[], seconds: number): Promise<void> {
    await countHits(this.db, keys, this.clock.now(), seconds);
  }

  /** Ended windows are deleted now and then so the table stays small. */
  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < this.windowSeconds * 1000) return;
    this.lastSweep = now.getTime();
    await deleteEndedWindows(this.db, now);
  }
}
