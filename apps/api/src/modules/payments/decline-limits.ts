// Card testing (issue 29): beside the per-customer and per-address limits on card attempts, declines are counted per
// card (its fingerprint: the test provider's hash of the number) and across the store, whoever and wherever the
// attempt comes from. A card past CARD_DECLINE_LIMIT_PER_CARD declines, or the store past CARD_DECLINE_LIMIT_STORE,
// waits for the window to end (429 with Retry-After) before any provider is asked again. Checkout's card saving and
// anonymous gift card purchases both go through here.
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { RateLimiter } from '../rate-limits/service';

const STORE_KEY = 'decline:store';
const cardKey = (fingerprint: string) => `decline:card:${fingerprint}`;

export class DeclineLimits {
  private readonly limiter: RateLimiter;

  constructor(
    db: Db,
    clock: Clock,
    private readonly config: Pick<
      Config,
      'AUTH_RATE_LIMIT_WINDOW_SECONDS' | 'CARD_DECLINE_LIMIT_PER_CARD' | 'CARD_DECLINE_LIMIT_STORE'
    >,
  ) {
    this.limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  }

  /** Throws 429 when the store, or this card, has had its declines in the window. */
  async check(reply: FastifyReply, fingerprint: string | null): Promise<void> {
    const keys = fingerprint ? [STORE_KEY, cardKey(fingerprint)] : [STORE_KEY];
    const counts = await this.limiter.failures(keys);
    this.limiter.refuseAtLimit(reply, counts, { key: STORE_KEY, limit: this.config.CARD_DECLINE_LIMIT_STORE });
    if (fingerprint) {
      this.limiter.refuseAtLimit(reply, counts, {
        key: cardKey(fingerprint),
        limit: this.config.CARD_DECLINE_LIMIT_PER_CARD,
      });
    }
  }

  /** Runs a card attempt; a decline (402) is counted for the store and the card before it is answered. */
  async attempt<T>(reply: FastifyReply, fingerprint: string | null, work: () => Promise<T>): Promise<T> {
    await this.check(reply, fingerprint);
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 402) {
        await this.limiter.fail(fingerprint ? [STORE_KEY, cardKey(fingerprint)] : [STORE_KEY]);
      }
      throw error;
    }
  }
}
