// Database-backed sessions (docs/decisions/011-sessions.md). The cookie carries 32 random bytes; the database keeps
// only their SHA-256, so a leaked table or backup cannot be replayed as a cookie.
// A live session read from the database is remembered for SESSION_CACHE_MS (1 s by default), so a page's burst of
// calls costs one query; expiry is still checked on every call, and this process forgets a session the moment it
// ends it. Another API process may honour an ended session until its own memory of it lapses (<= SESSION_CACHE_MS).
// The memory is keyed by the cookie's token itself, so a remembered session costs no hash (issue 29: SHA-256 on every
// call was a twentieth of GET /api/v2/customers/self/); and concurrent calls that find it lapsed share one read
// instead of all querying at once. The token never leaves this process's memory; the database keeps the hash only.
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
  /** By token (not its hash: see the file's header). */
  private readonly remembered = new Map<string, Remembered>();
  /** Reads in flight, by token: the calls that find a session lapsed at once wait for the same read. */
  private readonly reading = new Map<string, Promise<Remembered | undefined>>();

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
    const now = this.clock.now().getTime();
    let session = this.remembered.get(token);
    if (!session || now - session.readAt >= this.settings.cacheMs || now < session.readAt) {
      session = await this.read(token, now);
      if (!session) return undefined;
    }
    const idleMs = Math.min(this.settings.idleSeconds, this.settings.absoluteSeconds) * 1000;
    if (session.expiresAt <= now || session.lastSeenAt + idleMs <= now) {
      this.remembered.delete(token);
      await deleteSession(this.db, hashSessionToken(token));
      return undefined;
    }
    if (now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS) {
      session.lastSeenAt = now;
      await touchSession(this.db, hashSessionToken(token), new Date(now));
    }
    return session.customer;
  }

  /** Reads a session from the database once for every call that asks while the read is in flight. */
  private read(token: string, now: number): Promise<Remembered | undefined> {
    const inFlight = this.reading.get(token);
    if (inFlight) return inFlight;
    const read = (async () => {
      try {
        const row = await findSession(this.db, hashSessionToken(token));
        if (!row) {
          this.remembered.delete(token);
          return undefined;
        }
        const session = {
          customer: row.customer,
          lastSeenAt: row.lastSeenAt.getTime(),
          expiresAt: row.expiresAt.getTime(),
          readAt: now,
        };
        this.remember(token, session);
        return session;
      } finally {
        this.reading.delete(token);
      }
    })();
    this.reading.set(token, read);
    return read;
  }

  async end(token: string | undefined, tx: DbOrTx = this.db): Promise<void> {
    if (token === undefined || !TOKEN_PATTERN.test(token)) return;
    this.remembered.delete(token);
    await deleteSession(tx, hashSessionToken(token));
  }

  /** Ends every session of the customer; with `tx`, when it commits. */
  async endAllOf(customerId: number, tx: DbOrTx = this.db): Promise<void> {
    this.forgetCustomer(customerId);
    await deleteCustomerSessions(tx, customerId);
  }

  /** Forgets what this process remembers about a customer's sessions (call after changing the customer's row). */
  forgetCustomer(customerId: number): void {
    for (const [token, session] of this.remembered) {
      if (session.customer.id === customerId) this.remembered.delete(token);
    }
  }

  private remember(token: string, session: Remembered): void {
    if (this.settings.cacheMs <= 0) return;
    this.remembered.delete(token);
    this.remembered.set(token, session);
    if (this.remembered.size > SESSION_CACHE_MAX_ENTRIES) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
  }

  async purgeExpired(): Promise<number> {
    return deleteExpiredSessions(this.db, this.clock.now(), this.settings.idleSeconds);
  }
}
