// Password recovery (docs/decisions/140-email-and-recovery.md). Asking for a link does the same work whatever the
// address: it queues a job and answers. The job (jobs.ts) looks the address up and, for an account, issues a
// reset token and writes the email in one transaction. Resetting redeems the token, sets the password, voids the
// account's other links (every kind), ends every session and signs this browser in, all in one transaction.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { PASSWORD_RESET_TTL_SECONDS } from '@larder/contracts/values/account-security';
import type { Db, DbOrTx } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../email/outbox';
import { type AccountTokens, tokenInvalid } from './account-tokens';
import { findCustomerByEmail, findCustomerWithPassword, setCustomerPassword } from './customer-repository';
import { type SessionStarter, toCustomer } from './customer-service';
import type { PasswordHasher } from './password-hashing';

export const PASSWORD_RESET_QUEUE = 'accounts.password-reset';

export interface PasswordResetJob {
  email: string;
}

/** Ends every session of a customer in `tx` (session-plugin.ts endAllSessions). */
export type SessionsEnder = (customerId: number, tx: DbOrTx) => Promise<void>;

export class RecoveryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: AccountTokens,
    private readonly outbox: Outbox,
    private readonly jobs: JobQueue,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The request's whole work, identical for any address: no lookup happens before the answer. */
  async requestReset(email: string): Promise<void> {
    await this.jobs.send(PASSWORD_RESET_QUEUE, { email } satisfies PasswordResetJob);
  }

  /** The job: a reset link for an account with this address; nothing for an unknown one. */
  async sendReset(email: string): Promise<void> {
    const row = await findCustomerByEmail(this.db, email);
    if (!row) return;
    await this.db.transaction(async (tx) => {
      const token = await this.tokens.issue(tx, 'password_reset', row.id, row.email, PASSWORD_RESET_TTL_SECONDS);
      await this.outbox.enqueue(tx, 'password_reset', row.email, { firstName: row.firstName, token });
    });
  }

  /** Throws 400 token_invalid | token_expired | token_used unless the token may reset a password now. */
  async checkReset(token: string): Promise<void> {
    await this.checkOwner(this.db, token);
  }

  async reset(
    token: string,
    password: string,
    endAllSessions: SessionsEnder,
    startSession: SessionStarter,
  ): Promise<Customer> {
    await this.checkOwner(this.db, token); // before spending a hash on a dead link
    const passwordHash = await this.passwords.hash(password);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const used = await this.tokens.redeem(tx, 'password_reset', token);
      const owner = await this.ownerOf(tx, used.customerId, used.email);
      // Opening the link proved the address is theirs.
      // Every other link of the account (reset, verification, email change) dies with the old password.
      const row = await setCustomerPassword(
        tx,
        owner.id,
        { passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? now },
        now,
      );
      if (!row) throw tokenInvalid();
      await endAllSessions(row.id, tx);
      await startSession(row.id, tx);
      await this.outbox.enqueue(tx, 'password_changed', row.email, { firstName: row.firstName });
      return toCustomer(row);
    });
  }

  private async checkOwner(db: DbOrTx, token: string): Promise<void> {
    const row = await this.tokens.check(db, 'password_reset', token);
    await this.ownerOf(db, row.customerId, row.email);
  }

  /** The token's account, as long as it still has the address the link was sent to. */
  private async ownerOf(db: DbOrTx, customerId: number, email: string) {
    const owner = await findCustomerWithPassword(db, customerId);
    if (!owner || owner.email.toLowerCase() !== email.toLowerCase()) throw tokenInvalid();
    return owner;
  }
}
