// An operator's sign-in and authenticator enrolment as the console's routes answer them (docs/decisions/200-operators.md):
// failed attempts counted per address and email together (429 past AUTH_RATE_LIMIT_PER_EMAIL), each refusal with
// its code and words, and the sign-in time written with the new session. session-routes.ts translates HTTP.
import { AdminErrorCode, AdminMessage } from '@larder/contracts/values/admin';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
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
  'OPERATOR_TOTP_KEY' | 'AUTH_RATE_LIMIT_WINDOW_SECONDS' | 'LOGIN_RATE_LIMIT_PER_IP' | 'AUTH_RATE_LIMIT_PER_EMAIL'
>;

export class OperatorSignIn {
  private readonly accounts: OperatorAccounts;
  private readonly limiter: RateLimiter;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    sessions: OperatorSessions,
    private readonly config: SignInSettings,
  ) {
    this.accounts = new OperatorAccounts(db, clock, sessions, new SecretBox(config.OPERATOR_TOTP_KEY));
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
    startSession: (operatorId: number, tx: DbOrTx) => Promise<void>,
  ): Promise<OperatorRow> {
    const { limiter } = this;
    const pair = emailBucket(`operator-signin:ip:${attempt.ip}`, attempt.email);
    limiter.refuseAtLimit(reply, await limiter.failures([pair]), {
      key: pair,
      limit: this.config.AUTH_RATE_LIMIT_PER_EMAIL,
    });
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
      await limiter.fail([pair]);
      if (result.outcome === 'invalid-totp' || result.outcome === 'unreadable-secret') {
        throw new HttpError(401, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
      }
      throw new HttpError(401, AdminErrorCode.InvalidCredentials, AdminMessage.InvalidCredentials);
    }
    return this.db.transaction(async (tx) => {
      const row = await updateOperator(tx, result.operator.id, { lastSignInAt: this.clock.now() });
      await startSession(row.id, tx);
      return row;
    });
  }

  async beginTotp(operatorId: number, issuer: string): Promise<{ secret: string; otpauth_uri: string }> {
    const started = await this.accounts.beginTotp(operatorId, issuer);
    if (started === 'enrolled') throw alreadyEnrolled();
    return { secret: started.secret, otpauth_uri: started.uri };
  }

  async confirmTotp(operatorId: number, code: string): Promise<OperatorRow> {
    const outcome = await this.accounts.confirmTotp(operatorId, code);
    if (outcome === 'enrolled') throw alreadyEnrolled();
    if (outcome === 'not-started') {
      throw new HttpError(409, AdminErrorCode.TotpNotStarted, AdminMessage.TotpNotStarted);
    }
    if (outcome === 'invalid') throw new HttpError(400, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
    return outcome;
  }
}
