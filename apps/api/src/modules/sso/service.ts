// From a verified identity to a signed-in customer (docs/decisions/040-sso-account-linking.md):
// 1. a known (provider, subject) signs its customer in;
// 2. else, when the provider vouches for the email and an account with that address may be joined (it has a
//    password, or a provider vouched for its address before), the identity joins it;
// 3. else a new account is made; an address another account holds is refused (409), never joined.
// Everything is written in one transaction with the session: on any failure nothing is written. Concurrent first
// logins of one identity are settled by the unique indexes: the loser finds the winner's identity and signs in.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { SsoErrorCode, SsoMessage } from '@larder/contracts/schemas/sso';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { type CustomerRow, findCustomerByEmail, insertCustomer, recordLogin } from '../accounts/customer-repository';
import { type SessionStarter, toCustomer } from '../accounts/customer-service';
import { findIdentityCustomer, hasVouchedIdentity, insertIdentity, touchIdentity } from './repository';
import type { VerifiedIdentity } from './verified-identity';

export interface SsoSignInResult {
  customer: Customer;
  created: boolean;
}

/** Thrown inside the transaction to roll it back and start again (a concurrent first login won a race). */
class StartAgain extends Error {}
const ATTEMPTS = 3;

const emailTaken = () => new HttpError(409, SsoErrorCode.EmailTaken, SsoMessage.EmailTaken);
const emailRequired = () => new HttpError(400, SsoErrorCode.EmailRequired, SsoMessage.EmailRequired);

export class SsoAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async signIn(identity: VerifiedIdentity, startSession: SessionStarter): Promise<SsoSignInResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction((tx) => this.attempt(tx, identity, startSession));
      } catch (error) {
        if (!(error instanceof StartAgain) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private async attempt(
    tx: DbOrTx,
    identity: VerifiedIdentity,
    startSession: SessionStarter,
  ): Promise<SsoSignInResult> {
    const now = this.clock.now();
    const known = await this.signInKnown(tx, identity, startSession, now);
    if (known) return known;

    const joined = await this.join(tx, identity, startSession, now);
    if (joined) return joined;

    if (identity.email === undefined) throw emailRequired();
    const row = await insertCustomer(tx, {
      email: identity.email,
      firstName: identity.firstName ?? '',
      lastName: identity.lastName ?? '',
      passwordHash: null,
    });
    if (!row) {
      // The address is taken: by a concurrent first login of this identity (committed while we waited on the
      // unique index), by an account created concurrently that we may join, or by someone else.
      const settled =
        (await this.signInKnown(tx, identity, startSession, now)) ?? (await this.join(tx, identity, startSession, now));
      if (settled) return settled;
      throw emailTaken();
    }
    if (!(await this.link(tx, identity, row.id, now))) throw new StartAgain();
    await recordLogin(tx, row.id, now);
    await startSession(row.id, tx);
    return { customer: toCustomer(row), created: true };
  }

  private async signInKnown(
    tx: DbOrTx,
    identity: VerifiedIdentity,
    startSession: SessionStarter,
    now: Date,
  ): Promise<SsoSignInResult | undefined> {
    const row = await findIdentityCustomer(tx, identity.provider, identity.subject);
    if (!row) return undefined;
    await touchIdentity(tx, row.identityId, now);
    return this.signedIn(tx, row, startSession, now);
  }

  /** Joins the account that holds a vouched-for address, when that account may be joined. */
  private async join(
    tx: DbOrTx,
    identity: VerifiedIdentity,
    startSession: SessionStarter,
    now: Date,
  ): Promise<SsoSignInResult | undefined> {
    if (!identity.emailVerified || identity.email === undefined) return undefined;
    const owner = await findCustomerByEmail(tx, identity.email);
    if (!owner) return undefined;
    const joinable = owner.passwordHash !== null || (await hasVouchedIdentity(tx, owner.id, owner.email));
    if (!joinable) return undefined;
    if (!(await this.link(tx, identity, owner.id, now))) {
      // A concurrent first login of this identity linked it first: sign in through it.
      const known = await this.signInKnown(tx, identity, startSession, now);
      if (!known) throw new StartAgain();
      return known;
    }
    return this.signedIn(tx, owner, startSession, now);
  }

  private link(tx: DbOrTx, identity: VerifiedIdentity, customerId: number, now: Date): Promise<boolean> {
    return insertIdentity(tx, {
      provider: identity.provider,
      subject: identity.subject,
      customerId,
      email: identity.email ?? null,
      emailVerified: identity.emailVerified,
      at: now,
    });
  }

  private async signedIn(
    tx: DbOrTx,
    row: CustomerRow,
    startSession: SessionStarter,
    now: Date,
  ): Promise<SsoSignInResult> {
    await recordLogin(tx, row.id, now);
    await startSession(row.id, tx);
    return { customer: toCustomer(row), created: false };
  }
}
