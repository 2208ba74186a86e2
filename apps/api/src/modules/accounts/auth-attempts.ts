// How sign-up and login attempts are limited (README "Accounts, sessions, cross-site protection, rate limits,
// captcha"; docs/decisions/011-session-details.md, issues 18 and 29). routes.ts translates HTTP.
import { AccountMessage } from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { CAPTCHA_LOGIN_ACTION } from '@larder/contracts/values/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { CaptchaService } from '../captcha/service';
import { emailBucket, RateLimiter } from '../rate-limits/service';
import type { CustomerService } from './customer-service';
import { startSession } from './session-plugin';

type AttemptSettings = Pick<
  Config,
  | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
  | 'AUTH_RATE_LIMIT_PER_EMAIL'
  | 'LOGIN_BACKOFF_AFTER_FAILURES'
  | 'LOGIN_BACKOFF_MAX_SECONDS'
>;

/** What the captcha check needs of a request. */
export const captchaContext = (request: FastifyRequest, token: string) => ({
  token,
  remoteIp: request.ip,
  log: request.log,
});

export class AuthAttempts {
  private readonly limiter: RateLimiter;

  constructor(
    db: Db,
    clock: Clock,
    private readonly config: AttemptSettings,
    private readonly captcha: CaptchaService,
    private readonly customers: CustomerService,
  ) {
    this.limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  }

  /**
   * Counts the attempt per client address (before validation: bad attempts count too); a sign-up also per address
   * typed. A login's per-email limits count failures only (logIn).
   */
  perAddress(scope: 'signup' | 'login', perIp: number) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const rules = [{ key: `${scope}:ip:${request.ip}`, limit: perIp }];
      if (scope === 'signup' && typeof email === 'string' && email.trim() !== '') {
        rules.push({ key: emailBucket(scope, email), limit: this.config.AUTH_RATE_LIMIT_PER_EMAIL });
      }
      await this.limiter.enforce(reply, rules);
    };
  }

  /**
   * A login against an account's lock-out (issue 18, finding 2): failed attempts are counted per client address and
   * email together — past AUTH_RATE_LIMIT_PER_EMAIL that pair gets 429 — and per email from anywhere, which does not
   * refuse: past the limit every attempt must bring a captcha token (400 captcha_required without one), so rotating
   * addresses cannot lock the owner out. Successes count nothing. A server without reCAPTCHA settings cannot ask:
   * there (issue 29) an account past LOGIN_BACKOFF_AFTER_FAILURES failures from anywhere waits before each next try,
   * 1 s doubling up to LOGIN_BACKOFF_MAX_SECONDS (429 with Retry-After), so guesses from rotating addresses slow to
   * one a wait while the owner is never kept out longer than one wait.
   */
  async logIn(
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; password: string; captcha_token: string },
  ) {
    const { limiter, captcha, config } = this;
    const pair = emailBucket(`login:ip:${request.ip}`, body.email);
    const anywhere = emailBucket('login', body.email);
    const wait = emailBucket('login:wait', body.email);
    const limit = config.AUTH_RATE_LIMIT_PER_EMAIL;
    const counts = await limiter.failures([pair, anywhere, wait]);
    limiter.refuseAtLimit(reply, counts, { key: pair, limit });
    if (!captcha.canChallenge) limiter.refuseAtLimit(reply, counts, { key: wait, limit: 1 });
    const context = captchaContext(request, body.captcha_token);
    if (captcha.canChallenge && (counts.get(anywhere)?.hits ?? 0) >= limit) {
      if (body.captcha_token === '') {
        throw new HttpError(400, AccountErrorCode.CaptchaRequired, AccountMessage.CaptchaRequired);
      }
      await captcha.verify(CAPTCHA_LOGIN_ACTION, context);
    } else {
      await captcha.check(CAPTCHA_LOGIN_ACTION, context);
    }
    try {
      return await this.customers.logIn(body.email, body.password, (id, tx) => startSession(request, reply, id, tx));
    } catch (error) {
      if (error instanceof HttpError && error.code === AccountErrorCode.InvalidCredentials) {
        await limiter.fail([pair, anywhere]);
        const failures = (counts.get(anywhere)?.hits ?? 0) + 1;
        const past = failures - config.LOGIN_BACKOFF_AFTER_FAILURES;
        if (!captcha.canChallenge && past >= 0) {
          await limiter.failFor([wait], Math.min(2 ** Math.min(past, 30), config.LOGIN_BACKOFF_MAX_SECONDS));
        }
      }
      throw error;
    }
  }
}
