// Sign-up and login. Passwords are hashed outside any transaction; the account and its first session are written
// in one transaction, and the unique index on lower(email) settles concurrent sign-ups with one address.
import { AccountMessage, type Customer } from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { SignupMessage } from '@larder/contracts/values/messages';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { type CustomerRow, findCustomerByEmail, insertCustomer, recordLogin } from './customer-repository';
import type { PasswordHasher } from './password-hashing';

export interface NewCustomer {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** Called inside the transaction that creates or signs in the customer (session-plugin.ts startSession). */
export type SessionStarter = (customerId: number, tx: DbOrTx) => Promise<void>;

/** A customer row in the shape of the contract (sign-up, login, the session's customer). */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    did_checkout: row.didCheckout,
    email_verified: row.emailVerifiedAt !== null,
  };
}

const emailTaken = () =>
  new HttpError(409, AccountErrorCode.EmailTaken, SignupMessage.EmailTaken, { email: [SignupMessage.EmailTaken] });

/** Written in the sign-up's transaction after the account (the verification email). */
export type SignUpHook = (tx: DbOrTx, row: CustomerRow) => Promise<void>;

export class CustomerService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
    private readonly onSignUp: SignUpHook = async () => {},
  ) {}

  /** `joined`: written in the sign-up's transaction too, with what the request carries (the referral cookie). */
  async signUp(input: NewCustomer, startSession: SessionStarter, joined?: SignUpHook): Promise<Customer> {
    // A cheap early answer for an address we already know, before spending a hash on it.
    if (await findCustomerByEmail(this.db, input.email)) throw emailTaken();
    const passwordHash = await this.passwords.hash(input.password);
    return this.db.transaction(async (tx) => {
      const row = await insertCustomer(tx, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
      });
      if (!row) throw emailTaken();
      await this.onSignUp(tx, row);
      await joined?.(tx, row);
      await startSession(row.id, tx);
      return toCustomer(row);
    });
  }

  /** The customer for these credentials; one 400 for a wrong address or password alike. */
  async logIn(email: string, password: string, startSession: SessionStarter): Promise<Customer> {
    const row = await findCustomerByEmail(this.db, email);
    const ok = await this.passwords.verify(row?.passwordHash, password);
    if (!row || !ok) {
      throw new HttpError(400, AccountErrorCode.InvalidCredentials, AccountMessage.InvalidCredentials);
    }
    const rehashed =
      row.passwordHash && this.passwords.needsRehash(row.passwordHash)
        ? await this.passwords.hash(password)
        : undefined;
    return this.db.transaction(async (tx) => {
      await recordLogin(tx, row.id, this.clock.now(), rehashed);
      await startSession(row.id, tx);
      return toCustomer(row);
    });
  }
}
