// reCAPTCHA v3 on sign-up and login (docs/decisions/015-captcha-verdicts.md). The challenge is on when the dynamic
// config web.signup_challenge (web.login_challenge) is 'recaptcha'; any other value means off and is logged.
// When on, the token is checked with siteverify: success, the expected action, an allowed hostname and a score at
// or above RECAPTCHA_MIN_SCORE. It fails closed: no verdict (siteverify unreachable, slow, answering nonsense,
// or our secret missing or refused) means 503 and nothing is created.
import { AccountMessage } from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { CHALLENGE_PROVIDERS, type ChallengeFlag } from '@larder/contracts/values/dynamic-configs';
import type { CAPTCHA_LOGIN_ACTION, CAPTCHA_SIGNUP_ACTION } from '@larder/contracts/values/limits';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { DynamicConfigService } from '../configs/service';
import { CHALLENGE_OFF } from '../configs/validation';

export type CaptchaAction = typeof CAPTCHA_SIGNUP_ACTION | typeof CAPTCHA_LOGIN_ACTION;

const FLAG_OF: Record<CaptchaAction, ChallengeFlag> = {
  signup: 'web.signup_challenge',
  login: 'web.login_challenge',
};

/** The answer of https://developers.google.com/recaptcha/docs/v3 siteverify. */
const SiteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  challenge_ts: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

/** Error codes that mean our request was wrong, not the visitor's token. */
const OUR_FAULT = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

export interface CaptchaContext {
  token: string;
  remoteIp: string;
  log: FastifyBaseLogger;
}

export type CaptchaSettings = Pick<
  Config,
  'RECAPTCHA_SECRET' | 'RECAPTCHA_VERIFY_URL' | 'RECAPTCHA_MIN_SCORE' | 'RECAPTCHA_HOSTNAMES' | 'RECAPTCHA_TIMEOUT_MS'
>;

const failed = () => new HttpError(400, AccountErrorCode.CaptchaFailed, AccountMessage.CaptchaFailed);
const unavailable = () => new HttpError(503, AccountErrorCode.CaptchaUnavailable, AccountMessage.CaptchaUnavailable);

export class CaptchaService {
  private readonly configs: DynamicConfigService;

  constructor(
    db: Db,
    private readonly settings: CaptchaSettings,
  ) {
    this.configs = new DynamicConfigService(db);
  }

  /** Whether the challenge of this action is on (reads the flag on every call: operators flip it live). */
  async isRequired(action: CaptchaAction, log: FastifyBaseLogger): Promise<boolean> {
    const flag = FLAG_OF[action];
    const value = await this.configs.value(flag);
    if (value !== undefined && (CHALLENGE_PROVIDERS as readonly string[]).includes(value)) return true;
    if (value === CHALLENGE_OFF) log.debug({ flag, value }, 'challenge off');
    else log.warn({ flag, value: value ?? null }, 'challenge flag is neither recaptcha nor off; treated as off');
    return false;
  }

  /** Resolves when the visitor passed (or no challenge is on); throws 400 on a failed check, 503 without a verdict. */
  async check(action: CaptchaAction, context: CaptchaContext): Promise<void> {
    if (!(await this.isRequired(action, context.log))) return;
    await this.verify(action, context);
  }

  /** Whether this server can challenge at all (reCAPTCHA's secret and host names are set). */
  get canChallenge(): boolean {
    return Boolean(this.settings.RECAPTCHA_SECRET) && this.settings.RECAPTCHA_HOSTNAMES.length > 0;
  }

  /** Checks a token whatever the flag says (the login's per-address bucket asks for one): 400, or 503. */
  async verify(action: CaptchaAction, context: CaptchaContext): Promise<void> {
    const { log } = context;
    const secret = this.settings.RECAPTCHA_SECRET;
    if (!secret) {
      log.error({ action }, 'captcha is on but RECAPTCHA_SECRET is not set');
      throw unavailable();
    }
    // The request's own Host is the caller's to choose: without the configured names no verdict can be trusted.
    const hostnames = this.settings.RECAPTCHA_HOSTNAMES;
    if (hostnames.length === 0) {
      log.error({ action }, 'captcha is on but RECAPTCHA_HOSTNAMES is not set');
      throw unavailable();
    }
    if (context.token === '') throw failed();

    let answer: z.infer<typeof SiteverifyAnswer>;
    try {
      const response = await fetch(this.settings.RECAPTCHA_VERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: context.token, remoteip: context.remoteIp }),
        signal: AbortSignal.timeout(this.settings.RECAPTCHA_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
      answer = SiteverifyAnswer.parse(await response.json());
    } catch (error) {
      log.warn({ err: error, action }, 'captcha verification unavailable');
      throw unavailable();
    }

    const errorCodes = answer['error-codes'] ?? [];
    if (!answer.success) {
      if (errorCodes.some((code) => OUR_FAULT.has(code))) {
        log.error({ errorCodes, action }, 'siteverify refused our request (check RECAPTCHA_SECRET)');
        throw unavailable();
      }
      log.info({ errorCodes, action }, 'captcha failed');
      throw failed();
    }
    const hostnameAllowed = hostnames.some((name) => name.toLowerCase() === answer.hostname?.toLowerCase());
    const score = answer.score ?? 0;
    if (answer.action !== action || !hostnameAllowed || score < this.settings.RECAPTCHA_MIN_SCORE) {
      log.info({ action, got: { action: answer.action, hostname: answer.hostname, score } }, 'captcha refused');
      throw failed();
    }
  }
}
