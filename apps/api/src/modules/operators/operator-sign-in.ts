// An operator's sign-in and authenticator enrolment as the console's routes answer them (docs/decisions/200-operators.md):
// failed attempts counted per address and email together (429 past AUTH_RATE_LIMIT_PER_EMAIL) and per operator from
// any address (past LOGIN_BACKOFF_AFTER_FAILURES each next try waits, 1 s doubling to LOGIN_BACKOFF_MAX_SECONDS, as
// customers' logins), each refusal with its code and words, and the sign-in time written with the new session, which
// records whether a code was given. Confirming a set-up is limited per operator (429 past AUTH_RATE_LIMIT_PER_EMAIL
// wrong codes in the window). session-routes.ts translates HTTP.
import { AdminErrorCode, AdminMessage } from '@larder/contracts/values/admin';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { PasswordHasher } from '../accounts/password-hashing';
import { requireSession } from '../audit/operator-guard';
import type { OperatorRow } from '../audit/operator-session-repository';
import type { OperatorSessions } from '../audit/operator-sessions';
import { emailBucket, RateLimiter } from '../rate-limits/service';
import { OperatorAccounts } from './operator-accounts';
import { updateOperator } from './repository';
import { SecretBox } from './secret-box';

export interface SignInAttempt {
  ip: string;
  email: string;
  password: string;
  totp_code?: string;
}

const alreadyEnrolled = () => new HttpError(409, AdminErrorCode.TotpAlreadyEnrolled, AdminMessage.TotpAlreadyEnrolled);

type SignInSettings = Pick<
  Config,
  | 'OPERATOR_TOTP_KEY'
  | 'AUTH_RATE_LIMIT_WINDOW_SECONDS'
  | 'LOGIN_RATE_LIMIT_PER_IP'
  | 'AUTH_RATE_LIMIT_PER_EMAIL'
  | 'LOGIN_BACKOFF_AFTER_FAILURES'
  | 'LOGIN_BACKOFF_MAX_SECONDS'
>;

/** The signed-in operator, and the session a set-up belongs to: its token, its pending secret, the request's address. */
async function enrolmentOf(request: FastifyRequest) {
  const { operator, session, token } = await requireSession(request);
  return { operator, enrolment: { token, pendingSecret: session.totpPendingSecret, ip: request.ip } };
}

export class OperatorSignIn {
  private readonly accounts: OperatorAccounts;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    sessions: OperatorSessions,
    passwords: PasswordHasher,
    private readonly config: SignInSettings,
  ) {
    this.accounts = new OperatorAccounts(db, clock, sessions, passwords, new SecretBox(config.OPERATOR_TOTP_KEY));
    this.limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  }

  /** Every attempt counts per client address, before validation (as customers' logins, decision 013). */
  async countAttempt(reply: FastifyReply, ip: string): Promise<void> {
    await this.limiter.enforce(reply, [
      { key: `operator-signin:ip:${ip}`, limit: this.config.LOGIN_RATE_LIMIT_PER_IP },
    ]);
  }

  /** The operator once password (and code) are right; `startSession` runs in the transaction that records it. */
  async signIn(
    reply: FastifyReply,
    log: FastifyBaseLogger,
    attempt: SignInAttempt,
    startSession: (operatorId: number, tx: DbOrTx, secondFactor: boolean) => Promise<void>,
  ): Promise<OperatorRow> {
    const { limiter, config } = this;
    const pair = emailBucket(`operator-signin:ip:${attempt.ip}`, attempt.email);
    // The operator's failures from any address, and the wait they impose (issue 44: addresses rotated freely).
    const anywhere = emailBucket('operator-signin', attempt.email);
    const wait = emailBucket('operator-signin:wait', attempt.email);
    const counts = await limiter.failures([pair, anywhere, wait]);
    limiter.refuseAtLimit(reply, counts, { key: pair, limit: config.AUTH_RATE_LIMIT_PER_EMAIL });
    limiter.refuseAtLimit(reply, counts, { key: wait, limit: 1 });
    const result = await this.accounts.verifySignIn(attempt.email, attempt.password, attempt.totp_code);
    if (result.outcome === 'totp-required') {
      throw new HttpError(401, AdminErrorCode.TotpRequired, AdminMessage.TotpRequired);
    }
    if (result.outcome === 'unreadable-secret') {
      log.error(
        { operatorId: result.operator.id },
        'an operator’s authenticator secret cannot be opened: OPERATOR_TOTP_KEY is unset or not the key it was sealed with (npm run operators -- reset-authenticator EMAIL gives them a new one)',
      );
    }
    if (result.outcome !== 'signed-in') {
      await limiter.fail([pair, anywhere]);
      const past = (counts.get(anywhere)?.hits ?? 0) + 1 - config.LOGIN_BACKOFF_AFTER_FAILURES;
      if (past >= 0) await limiter.failFor([wait], Math.min(2 ** Math.min(past, 30), config.LOGIN_BACKOFF_MAX_SECONDS));
      if (result.outcome === 'invalid-totp' || result.outcome === 'unreadable-secret') {
        throw new HttpError(401, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
      }
      throw new HttpError(401, AdminErrorCode.InvalidCredentials, AdminMessage.InvalidCredentials);
    }
    return this.db.transaction(async (tx) => {
      const row = await updateOperator(tx, result.operator.id, { lastSignInAt: this.clock.now() });
      await startSession(row.id, tx, result.secondFactor);
      return row;
    });
  }

  /** Starts a set-up in the request's session (its own: decision 200, issue 44). */
  async beginTotp(request: FastifyRequest, issuer: string): Promise<{ secret: string; otpauth_uri: string }> {
    const { operator, enrolment } = await enrolmentOf(request);
    const started = await this.accounts.beginTotp(operator.id, issuer, enrolment);
    if (started === 'enrolled') throw alreadyEnrolled();
    return { secret: started.secret, otpauth_uri: started.uri };
  }

  /** Wrong codes count per operator, whichever session sends them: past the limit, 429 until the window ends. */
  async confirmTotp(request: FastifyRequest, reply: FastifyReply, code: string): Promise<OperatorRow> {
    const { limiter } = this;
    const { operator, enrolment } = await enrolmentOf(request);
    const operatorId = operator.id;
    const rule = { key: `operator-totp-confirm:operator:${operatorId}`, limit: this.config.AUTH_RATE_LIMIT_PER_EMAIL };
    limiter.refuseAtLimit(reply, await limiter.failures([rule.key]), rule);
    const outcome = await this.accounts.confirmTotp(operatorId, code, enrolment);
    if (outcome === 'enrolled') throw alreadyEnrolled();
    if (outcome === 'not-started') {
      throw new HttpError(409, AdminErrorCode.TotpNotStarted, AdminMessage.TotpNotStarted);
    }
    if (outcome === 'invalid') {
      await limiter.fail([rule.key]);
      throw new HttpError(400, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
    }
    return outcome;
  }
}
