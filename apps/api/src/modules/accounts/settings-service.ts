// Account settings (issue 14): the name; the email address, changed only when the new address confirms it (a link
// to the new address, a notice to the old one); the password, with the current one required and every other
// session ended. Each change is one transaction with its emails.
import type { Customer } from '@larder/contracts/schemas/accounts';
import {
  AccountSettingsErrorCode,
  EMAIL_CHANGE_TTL_SECONDS,
  SettingsMessage,
} from '@larder/contracts/values/account-security';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { SignupMessage } from '@larder/contracts/values/messages';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { Outbox } from '../email/outbox';
import type { AccountTokens } from './account-tokens';
import {
  changeCustomerEmail,
  findCustomerByEmail,
  findCustomerById,
  findCustomerWithPassword,
  setCustomerPassword,
  updateCustomer,
} from './customer-repository';
import { type SessionStarter, toCustomer } from './customer-service';
import type { PasswordHasher } from './password-hashing';
import type { SessionsEnder } from './recovery-service';

const wrongCurrentPassword = () =>
  new HttpError(400, AccountSettingsErrorCode.WrongCurrentPassword, SettingsMessage.WrongCurrentPassword, {
    current_password: [SettingsMessage.WrongCurrentPassword],
  });
const emailTaken = () =>
  new HttpError(409, AccountErrorCode.EmailTaken, SignupMessage.EmailTaken, { email: [SignupMessage.EmailTaken] });
const notAuthenticated = () => new HttpError(403, AccountErrorCode.NotAuthenticated, 'The account no longer exists.');

export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: AccountTokens,
    private readonly outbox: Outbox,
    private readonly passwords: PasswordHasher,
  ) {}

  async updateName(customerId: number, name: { first_name: string; last_name: string }): Promise<Customer> {
    const row = await updateCustomer(
      this.db,
      customerId,
      { firstName: name.first_name, lastName: name.last_name },
      this.clock.now(),
    );
    if (!row) throw notAuthenticated();
    return toCustomer(row);
  }

  async requestEmailChange(customerId: number, newEmail: string, currentPassword: string | undefined): Promise<void> {
    const row = await this.withCurrentPassword(customerId, currentPassword);
    if (newEmail.toLowerCase() === row.email.toLowerCase()) {
      throw new HttpError(400, AccountSettingsErrorCode.SameEmail, SettingsMessage.SameEmail, {
        email: [SettingsMessage.SameEmail],
      });
    }
    if (await findCustomerByEmail(this.db, newEmail)) throw emailTaken();
    await this.db.transaction(async (tx) => {
      const token = await this.tokens.issue(tx, 'email_change', row.id, newEmail, EMAIL_CHANGE_TTL_SECONDS);
      await this.outbox.enqueue(tx, 'email_change_confirm', newEmail, { firstName: row.firstName, token, newEmail });
      await this.outbox.enqueue(tx, 'email_change_notice', row.email, { firstName: row.firstName, newEmail });
    });
  }

  /** The link of the new address: the change happens now, and the address counts as verified. */
  async confirmEmailChange(token: string): Promise<Customer> {
    return this.db.transaction(async (tx) => {
      const used = await this.tokens.redeem(tx, 'email_change', token);
      const row = await findCustomerById(tx, used.customerId);
      if (!row) throw notAuthenticated();
      if (row.email.toLowerCase() === used.email.toLowerCase()) return toCustomer(row);
      const changed = await changeCustomerEmail(tx, row.id, used.email, this.clock.now());
      if (!changed) throw emailTaken();
      // The old address hears of it too: if the change was not theirs, they know at once (and reset the password).
      await this.outbox.enqueue(tx, 'email_changed', row.email, { firstName: row.firstName, newEmail: changed.email });
      return toCustomer(changed);
    });
  }

  /** Sets a new password (the current one required when there is one); every other session ends. */
  async changePassword(
    customerId: number,
    currentPassword: string | undefined,
    newPassword: string,
    endAllSessions: SessionsEnder,
    startSession: SessionStarter,
  ): Promise<Customer> {
    const current = await this.withCurrentPassword(customerId, currentPassword);
    const passwordHash = await this.passwords.hash(newPassword);
    return this.db.transaction(async (tx) => {
      const now = this.clock.now();
      const row = await setCustomerPassword(tx, current.id, { passwordHash }, now);
      if (!row) throw notAuthenticated();
      await endAllSessions(row.id, tx);
      await startSession(row.id, tx);
      await this.outbox.enqueue(tx, 'password_changed', row.email, { firstName: row.firstName });
      return toCustomer(row);
    });
  }

  /** The account, once the current password (when it has one) is proved. */
  private async withCurrentPassword(customerId: number, currentPassword: string | undefined) {
    const row = await findCustomerWithPassword(this.db, customerId);
    if (!row) throw notAuthenticated();
    if (row.passwordHash !== null) {
      const ok = currentPassword !== undefined && (await this.passwords.verify(row.passwordHash, currentPassword));
      if (!ok) throw wrongCurrentPassword();
    }
    return row;
  }
}
