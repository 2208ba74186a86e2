// The links we email carry a token: 32 random bytes (base64url), stored only as its SHA-256, valid for its
// purpose's time, used once. Redeeming checks everything and marks the token used in the caller's transaction,
// so the change it allows and its use commit together, and of two concurrent uses one wins. A new token voids the
// customer's unused ones of its purpose (only the latest link of a kind works); a password or address change voids
// them all (customer-repository.ts setCustomerPassword, changeCustomerEmail).
import crypto from 'node:crypto';
import { EMAIL_TOKEN_PATTERN, RecoveryMessage, TokenErrorCode } from '@larder/contracts/values/account-security';
import { millisecondsInDay } from 'date-fns/constants';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import {
  type AccountTokenRow,
  deleteTokensExpiredBefore,
  findToken,
  insertToken,
  markTokenUsed,
  type TokenPurpose,
  voidTokens,
} from './token-repository';

/**
 * An expired or used link keeps its row this long past its expiry, so opening it says "expired" or "used" rather
 * than "not valid"; the nightly sweep deletes it then.
 */
export const TOKEN_KEEP_AFTER_EXPIRY_DAYS = 30;

export const tokenInvalid = () => new HttpError(400, TokenErrorCode.Invalid, RecoveryMessage.TokenInvalid);
const tokenExpired = () => new HttpError(400, TokenErrorCode.Expired, RecoveryMessage.TokenExpired);
const tokenUsed = () => new HttpError(400, TokenErrorCode.Used, RecoveryMessage.TokenUsed);

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export class AccountTokens {
  constructor(private readonly clock: Clock) {}

  /** Issues a token in `tx` and returns it (to be put in a link, never stored); older unused ones of its purpose die. */
  async issue(
    tx: DbOrTx,
    purpose: TokenPurpose,
    customerId: number,
    email: string,
    ttlSeconds: number,
  ): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await voidTokens(tx, customerId, purpose, now);
    await insertToken(tx, {
      tokenHash: hashToken(token),
      purpose,
      customerId,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    });
    return token;
  }

  /** The token's row if it may be used now; throws 400 token_invalid, token_expired or token_used. */
  async check(db: DbOrTx, purpose: TokenPurpose, token: string): Promise<AccountTokenRow> {
    if (!EMAIL_TOKEN_PATTERN.test(token)) throw tokenInvalid();
    const row = await findToken(db, hashToken(token));
    if (!row || row.purpose !== purpose) throw tokenInvalid();
    if (row.usedAt) throw tokenUsed();
    if (row.expiresAt.getTime() <= this.clock.now().getTime()) throw tokenExpired();
    return row;
  }

  /** Deletes the tokens that expired over TOKEN_KEEP_AFTER_EXPIRY_DAYS ago; returns how many. */
  sweep(db: DbOrTx): Promise<number> {
    const keptFrom = this.clock.now().getTime() - TOKEN_KEEP_AFTER_EXPIRY_DAYS * millisecondsInDay;
    return deleteTokensExpiredBefore(db, new Date(keptFrom));
  }

  /** check(), then marks the token used in `tx`. */
  async redeem(tx: DbOrTx, purpose: TokenPurpose, token: string): Promise<AccountTokenRow> {
    const row = await this.check(tx, purpose, token);
    if (!(await markTokenUsed(tx, row.tokenHash, this.clock.now()))) throw tokenUsed();
    return row;
  }
}
