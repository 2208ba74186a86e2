// Database-backed sessions (docs/decisions/011-sessions.md). The cookie carries 32 random bytes; the database keeps
// only their SHA-256, so a leaked table or backup cannot be replayed as a cookie.
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CustomerRow } from '../customers/repository';
import { deleteExpiredSessions, deleteSession, findSession, insertSession, touchSession } from './repository';

export interface SessionSettings {
  idleSeconds: number;
  absoluteSeconds: number;
}

/** last_seen_at is written at most this often per session, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
    private readonly clock: Clock,
  ) {}

  /** Seconds a new session lives at most (the cookie's Max-Age). */
  get maxAgeSeconds(): number {
    return this.settings.absoluteSeconds;
  }

  /** Creates a session for the customer and returns the token for the cookie. */
  async create(customerId: number, tx: DbOrTx = this.db): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await insertSession(tx, {
      idHash: hashSessionToken(token),
      customerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.settings.absoluteSeconds * 1000),
    });
    return token;
  }

  /** The customer of a live session, or undefined. An expired session is deleted: expiry is final. */
  async resolve(token: string | undefined): Promise<CustomerRow | undefined> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return undefined;
    const idHash = hashSessionToken(token);
    const session = await findSession(this.db, idHash);
    if (!session) return undefined;
    const now = this.clock.now().getTime();
    const idleSeconds = Math.min(this.settings.idleSeconds, this.settings.absoluteSeconds);
    const expired = session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleSeconds * 1000 <= now;
    if (expired) {
      await deleteSession(this.db, idHash);
      return undefined;
    }
    if (now - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await touchSession(this.db, idHash, new Date(now));
    }
    return session.customer;
  }

  async end(token: string | undefined, tx: DbOrTx = this.db): Promise<void> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return;
    await deleteSession(tx, hashSessionToken(token));
  }

  async purgeExpired(): Promise<number> {
    return deleteExpiredSessions(this.db, this.clock.now(), this.settings.idleSeconds);
  }
}
