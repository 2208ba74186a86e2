// The state and nonce of Sign in with Apple: issued to one browser (identified by a random HttpOnly cookie whose
// SHA-256 the row keeps), valid for APPLE_LOGIN_STATE_TTL_SECONDS, usable once. Any number of API processes share
// them through the database.
import crypto from 'node:crypto';
import {
  APPLE_LOGIN_STATE_TTL_SECONDS,
  APPLE_STATE_PATTERN,
  type AppleLoginState,
} from '@larder/contracts/schemas/sso';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { consumeAppleState, deleteExpiredAppleStates, insertAppleState } from './repository';

/** Expired states are deleted at most this often (they are refused on sight anyway). */
const SWEEP_INTERVAL_MS = 60_000;

const randomToken = () => crypto.randomBytes(32).toString('base64url');
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** A browser's binding cookie value as we issue it (the same shape as a state). */
export function isBindingToken(value: string | undefined): value is string {
  return value !== undefined && APPLE_STATE_PATTERN.test(value);
}

export class AppleStates {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A new state and nonce for the browser holding `binding` (a new binding when it has none). */
  async issue(binding: string | undefined): Promise<{ issued: AppleLoginState; binding: string }> {
    const now = this.clock.now();
    await this.sweep(now);
    const browser = isBindingToken(binding) ? binding : randomToken();
    const issued = { state: randomToken(), nonce: randomToken() };
    await insertAppleState(this.db, {
      stateHash: sha256(issued.state),
      bindingHash: sha256(browser),
      nonce: issued.nonce,
      expiresAt: new Date(now.getTime() + APPLE_LOGIN_STATE_TTL_SECONDS * 1000),
    });
    return { issued, binding: browser };
  }

  /** The nonce issued with `state` to this browser, once; undefined for an unknown, foreign, used or old state. */
  async consume(state: string, binding: string | undefined): Promise<string | undefined> {
    if (!isBindingToken(binding)) return undefined;
    const row = await consumeAppleState(this.db, sha256(state), sha256(binding));
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) return undefined;
    return row.nonce;
  }

  private async sweep(now: Date): Promise<void> {
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    await deleteExpiredAppleStates(this.db, now);
  }
}
