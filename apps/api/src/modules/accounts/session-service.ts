// Database-backed sessions (docs/decisions/011-sessions.md). The cookie carries 32 random bytes; the database keeps
// only their SHA-256, so a leaked table or backup cannot be replayed as a cookie.
// A live session read from the database is remembered for SESSION_CACHE_MS (1 s by default), so a page's burst of
// calls costs one query; expiry is still checked on every call, and this process forgets a session the moment it
// ends it. Another API process may honour an ended session until its own memory of it lapses (<= SESSION_CACHE_MS).
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { CustomerRow } from './customer-repository';
import {
  deleteCustomerSessions,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from './session-repository';

export interface SessionSettings {
  idleSeconds: number;
  absoluteSeconds: number;
  /** How long a session read from the database is trusted without reading it again; 0 reads every time. */
  cacheMs: number;
}

/** Sessions remembered at most (the oldest are forgotten first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Remembered {
  customer: CustomerRow;
  lastSeenAt: number;
  expiresAt: number;
  readAt: number;
}

/** last_seen_at is written at most this often per session, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export class SessionService {
  private readonly remembered = new Map<string, Remembered>();

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
    const now = this.clock.now().getTime();
    let session = this.remembered.get(idHash);
    if (!session || now - session.readAt >= this.settings.cacheMs || now < session.readAt) {
      const row = await findSession(this.db, idHash);
      if (!row) {
        this.remembered.delete(idHash);
        return undefined;
      }
      session = {
        customer: row.customer,
        lastSeenAt: row.lastSeenAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        readAt: now,
      };
      this.remember(idHash, session);
    }
    const idleMs = Math.min(this.settings.idleSeconds, this.settings.absoluteSeconds) * 1000;
    if (session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
      this.remembered.delete(idHash);
      await deleteSession(this.db, idHash);
      return undefined;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await touchSession(this.db, idHash, new Date(now));
    }
    return session.customer;
  }

  async end(token: string | undefined, tx: DbOrTx = this.db): Promise<void> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return;
    const idHash = hashSessionToken(token);
    this.remembered.delete(idHash);
    await deleteSession(tx, idHash);
  }

  /** Ends every session of the customer; with `tx`, when it commits. */
  async endAllOf(customerId: number, tx: DbOrTx = this.db): Promise<void> {
    this.forgetCustomer(customerId);
    await deleteCustomerSessions(tx, customerId);
  }

  /** Forgets what this process remembers about a customer's sessions (call after changing the customer's row). */
  forgetCustomer(customerId: number): void {
    for (const [idHash, session] of this.remembered) {
      if (session.customer.id === customerId) this.remembered.delete(idHash);
    }
  }

  private remember(idHash: string, session: Remembered): void {
    if (this.settings.cacheMs <= 0) return;
    this.remembered.delete(idHash);
    this.remembered.set(idHash, session);
    if (this.remembered.size > SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
  }

  async purgeExpired(): Promise<number> {
    return deleteExpiredSessions(this.db, this.clock.now(), this.settings.idleSeconds);
  }
}
