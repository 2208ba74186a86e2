// Address verification: a link (7 days, used once) sent after sign-up and on request; opening it records when the
// address was verified. A link sent to an address the account no longer has is void.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { EMAIL_VERIFICATION_TTL_SECONDS } from '@larder/contracts/values/account-security';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../email/outbox';
import { type AccountTokens, tokenInvalid } from './account-tokens';
import { type CustomerRow, findCustomerById, updateCustomer } from './customer-repository';
import { toCustomer } from './customer-service';

export class VerificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tokens: AccountTokens,
    private readonly outbox: Outbox,
  ) {}

  /** Issues a link and writes its email in `tx` (the sign-up's transaction, or a resend's). */
  async send(tx: DbOrTx, customer: Pick<CustomerRow, 'id' | 'email' | 'firstName'>): Promise<void> {
    const token = await this.tokens.issue(
      tx,
      'email_verification',
      customer.id,
      customer.email,
      EMAIL_VERIFICATION_TTL_SECONDS,
    );
    await this.outbox.enqueue(tx, 'email_verification', customer.email, { firstName: customer.firstName, token });
  }

  /** A new link for a signed-in customer whose address is not verified yet (nothing to do once it is). */
  async resend(customerId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await findCustomerById(tx, customerId);
      if (!row || row.emailVerifiedAt) return;
      await this.send(tx, row);
    });
  }

  async verify(token: string): Promise<Customer> {
    return this.db.transaction(async (tx) => {
      const used = await this.tokens.redeem(tx, 'email_verification', token);
      const row = await findCustomerById(tx, used.customerId);
      if (!row || row.email.toLowerCase() !== used.email.toLowerCase()) throw tokenInvalid();
      if (row.emailVerifiedAt) return toCustomer(row);
      const updated = await updateCustomer(tx, row.id, { emailVerifiedAt: this.clock.now() }, this.clock.now());
      if (!updated) throw tokenInvalid();
      return toCustomer(updated);
    });
  }
}
