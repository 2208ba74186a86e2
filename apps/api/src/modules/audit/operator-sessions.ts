// Operators' sessions (docs/decisions/200-operators.md), stored like customers' (decision 004): the cookie holds 32
// random bytes, the table their SHA-256. Shorter-lived than a customer's: OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS
// (30 minutes) without a request, 12 hours after sign-in whatever the activity. Read from the database on every
// request (operators are few): signing out, disabling or a role change take effect at once in every process.
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import {
  deleteExpiredOperatorSessions,
  deleteOperatorSession,
  deleteSessionsOf,
  findOperatorSession,
  insertOperatorSession,
  type OperatorRow,
  touchOperatorSession,
} from './operator-session-repository';

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

  async create(operatorId: number, tx: DbOrTx = this.db): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await insertOperatorSession(tx, {
      idHash: hash(token),
      operatorId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + OPERATOR_SESSION_MAX_SECONDS * 1000),
    });
    return token;
  }

  /** The operator of a live session, or undefined; an expired session, or a disabled operator's, is deleted. */
  async resolve(token: string | undefined): Promise<OperatorRow | undefined> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
    const idHash = hash(token);
    const found = await findOperatorSession(this.db, idHash);
    if (!found) return undefined;
    const now = this.clock.now().getTime();
    const { session, operator } = found;
    const idle = session.lastSeenAt.getTime() + this.idleSeconds * 1000 <= now;
    if (idle || session.expiresAt.getTime() <= now || operator.disabled) {
      await deleteOperatorSession(this.db, idHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchOperatorSession(this.db, idHash, new Date(now));
    }
    return operator;
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
