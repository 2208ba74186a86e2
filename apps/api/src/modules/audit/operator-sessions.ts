// Operators' sessions (docs/decisions/200-operators.md), stored like customers' (decision 004): the cookie holds 32
// random bytes, the table their SHA-256. Shorter-lived than a customer's: OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS
// (30 minutes) without a request, 12 hours after sign-in whatever the activity. Read from the database on every
// request (operators are few): signing out, disabling or a role change take effect at once in every process. Each
// session records whether it gave an authenticator code (`second_factor_at`): an operator with an authenticator
// keeps no password-only session (one left from before the set-up is ended when it is next used), and confirming a
// set-up ends the operator's other sessions (docs/decisions/200-operators.md, issue 44).
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  deleteOtherSessionsOf,
  deleteSessionsOf,
  findOperatorSession,
  insertOperatorSession,
  type OperatorRow,
  touchOperatorSession,
  updateOperatorSession,
} from './operator-session-repository';

export type OperatorSessionRow = NonNullable<Awaited<ReturnType<typeof findOperatorSession>>>['session'];

/** A session ends this long after sign-in, whatever the activity. */
export const OPERATOR_SESSION_MAX_SECONDS = 12 * 3600;
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class OperatorSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idleSeconds: number,
  ) {}

  get maxAgeSeconds(): number {
    return OPERATOR_SESSION_MAX_SECONDS;
  }

  /** A new session; `secondFactor` when the sign-in gave an authenticator code. */
  async create(operatorId: number, tx: DbOrTx = this.db, secondFactor = false): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await insertOperatorSession(tx, {
      idHash: hash(token),
      operatorId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_SECONDS * 1000),
      secondFactorAt: secondFactor ? now : null,
    });
    return token;
  }

  /** The operator of a live session, or undefined; an expired session, or a disabled operator's, is deleted. */
  async resolve(token: string | undefined): Promise<OperatorRow | undefined> {
    return (await this.resolveSession(token))?.operator;
  }

  /**
   * The live session and its operator, or undefined. An expired session, a disabled operator's, or a password-only
   * one of an operator who has an authenticator (signed in before it was set up) is deleted.
   */
  async resolveSession(
    token: string | undefined,
  ): Promise<{ session: OperatorSessionRow; operator: OperatorRow } | undefined> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
    const idHash = hash(token);
    const found = await findOperatorSession(this.db, idHash);
    if (!found) return undefined;
    const now = this.clock.now().getTime();
    const { session, operator } = found;
    const idle = session.lastSeenAt.getTime() + this.idleSeconds * 1000 <= now;
    const passwordOnly = operator.totpEnabledAt !== null && session.secondFactorAt === null;
    if (idle || session.expiresAt.getTime() <= now || operator.disabled || passwordOnly) {
      await deleteOperatorSession(this.db, idHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchOperatorSession(this.db, idHash, new Date(now));
    }
    return found;
  }

  /** Keeps (or clears, with null) the sealed secret of an authenticator set-up this session started. */
  async setPendingSecret(token: string, sealed: string | null, tx: DbOrTx = this.db): Promise<void> {
    await updateOperatorSession(tx, hash(token), { totpPendingSecret: sealed });
  }

  /**
   * The session gave an authenticator code by confirming a set-up: it keeps going, its pending secret cleared, and
   * every other session of the operator ends (none of them gave a code), in the caller's transaction.
   */
  async confirmSecondFactor(token: string, operatorId: number, tx: DbOrTx): Promise<void> {
    const idHash = hash(token);
    await updateOperatorSession(tx, idHash, { secondFactorAt: this.clock.now(), totpPendingSecret: null });
    await deleteOtherSessionsOf(tx, operatorId, idHash);
  }

  /** A short, stable tag of a session for the audit log (never enough to use it): 8 hex digits of its hash. */
  tagOf(token: string): string {
    return hash(token).slice(0, 8);
  }

  async end(token: string | undefined, tx: DbOrTx = this.db): Promise<void> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return;
    await deleteOperatorSession(tx, hash(token));
  }

  endAllOf(operatorId: number, tx: DbOrTx = this.db): Promise<void> {
    return deleteSessionsOf(tx, operatorId);
  }

  purgeExpired(): Promise<void> {
    return deleteExpiredOperatorSessions(this.db, this.clock.now(), this.idleSeconds);
  }
}
