// From a verified identity to a signed-in customer (docs/decisions/040-sso-account-linking.md):
// 1. a known (provider, subject) signs its customer in;
// 2. else, when the provider vouches for the email and the account with that address has verified it (a link we
//    sent was opened, or Google or Apple vouched for it), the identity joins it and the account's other sessions
//    end; a password account that never verified its address is not joined (409 sso_link_required: log in with
//    the password, then link the provider from account settings);
// 3. else a new account is made; an address another account holds is refused (409), never joined.
// `linkTo` adds an identity to the signed-in account (settings); an identity of another account is refused.
// Everything is written in one transaction with the session: on any failure nothing is written. Concurrent first
// logins of one identity are settled by the unique indexes: the loser finds the winner's identity and signs in.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { SsoErrorCode, SsoMessage } from '@larder/contracts/schemas/sso';
import { AccountSettingsErrorCode, RecoveryMessage, SettingsMessage } from '@larder/contracts/values/account-security';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { type CustomerRow, findCustomerByEmail, insertCustomer, recordLogin } from '../accounts/customer-repository';
import { type SessionStarter, type SignUpHook, toCustomer } from '../accounts/customer-service';
import type { SessionsEnder } from '../accounts/recovery-service';
import { findIdentityCustomer, insertIdentity, touchIdentity } from './repository';
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
const linkRequired = () => new HttpError(409, SsoErrorCode.LinkRequired, RecoveryMessage.LinkRequired);
const identityTaken = () => new HttpError(409, AccountSettingsErrorCode.IdentityTaken, SettingsMessage.IdentityTaken);

export class SsoAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly endAllSessions: SessionsEnder,
  ) {}

  /** Adds a verified identity to the signed-in account; 409 when it belongs to another account. */
  async linkTo(customerId: number, identity: VerifiedIdentity): Promise<void> {
    await this.db.transaction(async (tx) => {
      const holder = await findIdentityCustomer(tx, identity.provider, identity.subject);
      if (holder) {
        if (holder.id !== customerId) throw identityTaken();
        return;
      }
      if (!(await this.link(tx, identity, customerId, this.clock.now()))) throw identityTaken();
    });
  }

  /** `created`: written in the transaction that creates a new account (the referral cookie's referral). */
  async signIn(
    identity: VerifiedIdentity,
    startSession: SessionStarter,
    created?: SignUpHook,
  ): Promise<SsoSignInResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.db.transaction((tx) => this.attempt(tx, identity, startSession, created));
      } catch (error) {
        if (!(error instanceof StartAgain) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  private async attempt(
    tx: DbOrTx,
    identity: VerifiedIdentity,
    startSession: SessionStarter,
    created?: SignUpHook,
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
      // Google and Apple vouch for the address they share; Facebook does not (verified-identity.ts).
      emailVerifiedAt: identity.emailVerified ? now : null,
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
    await created?.(tx, row);
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
    if (owner.emailVerifiedAt === null) {
      // Whoever made this account may not own the address: joining would let them into the provider's account.
      if (owner.passwordHash !== null) throw linkRequired();
      return undefined;
    }
    if (!(await this.link(tx, identity, owner.id, now))) {
      // A concurrent first login of this identity linked it first: sign in through it.
      const known = await this.signInKnown(tx, identity, startSession, now);
      if (!known) throw new StartAgain();
      return known;
    }
    // A new way into the account: sessions opened before it (by anyone) end.
    await this.endAllSessions(owner.id, tx);
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
