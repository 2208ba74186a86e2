// The ways into an account, for its settings page: whether it has a password, and its linked Google, Apple and
// Facebook identities. Unlinking never removes the last way in; the customer's row is locked while deciding, so
// two concurrent unlinks cannot each leave only the other.
import type { SignInMethods } from '@larder/contracts/schemas/account-security';
import type { SsoProvider } from '@larder/contracts/schemas/sso';
import { AccountSettingsErrorCode, SettingsMessage } from '@larder/contracts/values/account-security';
import type { Db, DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { customerHasPassword, deleteIdentities, listIdentities } from './repository';

export class SignInMethodsService {
  constructor(private readonly db: Db) {}

  list(customerId: number): Promise<SignInMethods> {
    return this.read(this.db, customerId);
  }

  async unlink(customerId: number, provider: SsoProvider): Promise<SignInMethods> {
    return this.db.transaction(async (tx) => {
      const hasPassword = await customerHasPassword(tx, customerId, true);
      const identities = await listIdentities(tx, customerId);
      const others = identities.filter((identity) => identity.provider !== provider);
      if (others.length < identities.length) {
        if (!hasPassword && others.length === 0) {
          throw new HttpError(409, AccountSettingsErrorCode.LastSignInMethod, SettingsMessage.LastSignInMethod);
        }
        await deleteIdentities(tx, customerId, provider);
      }
      return this.read(tx, customerId);
    });
  }

  private async read(db: DbOrTx, customerId: number): Promise<SignInMethods> {
    const identities = await listIdentities(db, customerId);
    return {
      has_password: await customerHasPassword(db, customerId),
      identities: identities.map((identity) => ({
        provider: identity.provider as SsoProvider,
        email: identity.email,
        linked_at: identity.linkedAt.toISOString(),
      })),
    };
  }
}
