// The console's Customers screen's rules (docs/decisions/200-operators.md): the search and a customer's page, and the
// changes made on a customer's behalf, each through the owning module with the operator's reason and an audit row in
// the change's own transaction. customer-routes.ts and customer-change-routes.ts translate HTTP.
import type {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomerQuery,
} from '@larder/contracts/schemas/admin-console';
import { AdminErrorCode, AuditRecordType, type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { ConsoleMessage, CustomerAuditRecordType } from '@larder/contracts/values/admin-console';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyReused } from '../../lib/idempotency';
import { pageLinks } from '../../lib/pagination';
import { findCustomerById } from '../accounts/customer-repository';
import type { VerificationService } from '../accounts/verification-service';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { addCreditEntry, creditEntryByReference, lockedCreditBalance } from '../credits/ledger';
import type { SubscriptionRow } from '../orders/subscription-rows';
import type { OrderWeeks } from '../orders/weeks';
import type { SubscriptionLifecycle } from '../subscriptions/lifecycle';
import type { SubscriptionService } from '../subscriptions/service';
import { customerDetail, customerExists, searchCustomers } from './customer-reads';

const subscriptionState = (row: SubscriptionRow) => ({
  status: row.status,
  paused_until: row.pausedUntil,
  canceled_at: row.canceledAt?.toISOString() ?? null,
  cancel_reason: row.cancelReason,
});

export interface CustomerConsoleDeps {
  db: Db;
  clock: Clock;
  /** ADMIN_SUPPORT_CREDIT_LIMIT_CENTS: the most credits support may give at once. */
  supportCreditLimitCents: number;
  weeks: OrderWeeks;
  lifecycle: SubscriptionLifecycle;
  subscriptions: SubscriptionService;
  verification: VerificationService;
}

export class CustomerConsole {
  constructor(private readonly deps: CustomerConsoleDeps) {}

  async search(query: AdminCustomerQuery, url: URL): Promise<AdminCustomerPage> {
    const sort = query.sort ?? '-id';
    const descending = sort.startsWith('-');
    const { count, results } = await searchCustomers(this.deps.db, {
      q: query.q,
      sort: { column: (descending ? sort.slice(1) : sort) as 'id', descending },
      limit: query.limit,
      offset: query.offset,
    });
    return { count, ...pageLinks(url, query.limit, query.offset, count), results };
  }

  async detail(id: number): Promise<AdminCustomerDetail> {
    const detail = await customerDetail(this.deps.db, id);
    if (!detail) throw notFound(id);
    return detail;
  }

  async skip(operator: OperatorRow, customerId: number, orderId: number, reason: string) {
    await this.mustExist(customerId);
    await this.deps.weeks.setSkipped(customerId, orderId, true, (tx, before) =>
      recordAudit(tx, {
        operatorId: operator.id,
        action: 'order.skip',
        recordType: AuditRecordType.Order,
        recordId: orderId,
        before: { status: before.status, skip_reason: before.skipReason },
        after: { status: 'skipped', skip_reason: 'customer', customer_id: customerId, reason },
        at: this.deps.clock.now(),
      }),
    );
    return this.detail(customerId);
  }

  async pause(operator: OperatorRow, customerId: number, weeks: number, reason: string) {
    await this.mustExist(customerId);
    await this.deps.lifecycle.pause(customerId, weeks, (tx, before) =>
      this.recordSubscriptionChange(tx, operator, 'subscription.pause', before, {
        weeks,
        customer_id: customerId,
        reason,
      }),
    );
    return this.detail(customerId);
  }

  async cancel(
    operator: OperatorRow,
    customerId: number,
    cancelReason: Parameters<SubscriptionLifecycle['cancel']>[1]['reason'],
    reason: string,
  ) {
    await this.mustExist(customerId);
    await this.deps.lifecycle.cancel(customerId, { reason: cancelReason, note: reason }, (tx, before) =>
      this.recordSubscriptionChange(tx, operator, 'subscription.cancel', before, { customer_id: customerId, reason }),
    );
    return this.detail(customerId);
  }

  /** Gives credits once per Idempotency-Key (`keyOf` reads it, after the role's limit); support up to the limit. */
  async giveCredits(
    operator: OperatorRow,
    customerId: number,
    amountCents: number,
    reason: string,
    keyOf: () => string,
  ) {
    const limit = this.deps.supportCreditLimitCents;
    if (!roleAtLeast(operator.role as OperatorRole, 'operations') && amountCents > limit) {
      throw new HttpError(403, AdminErrorCode.RoleTooLow, ConsoleMessage.creditLimit(limit), {
        needed_role: 'operations',
      });
    }
    const key = keyOf();
    await this.mustExist(customerId);
    await this.deps.db.transaction(async (tx: DbOrTx) => {
      // Locks the customer's row: grants and spends of one customer's credits queue.
      const before = await lockedCreditBalance(tx, customerId);
      const at = this.deps.clock.now();
      // The grant's reference is the operator's key: a retry finds its grant (the same request at the same moment
      // waits on the reference's unique index) and gives nothing more; the key with another request is refused.
      const reference = `operator-grant:${operator.id}:${key}`;
      const written = await addCreditEntry(tx, {
        customerId,
        amountCents,
        kind: 'adjustment',
        reference,
        note: reason,
        at,
      });
      if (!written) {
        const first = await creditEntryByReference(tx, reference);
        if (first?.customerId !== customerId || first.amountCents !== amountCents || first.note !== reason) {
          throw idempotencyKeyReused();
        }
        return;
      }
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'customer.credits_give',
        recordType: CustomerAuditRecordType.Customer,
        recordId: customerId,
        before: { balance_cents: before },
        after: { balance_cents: before + amountCents, amount_cents: amountCents, reason },
        at,
      });
    });
    return this.detail(customerId);
  }

  async resendVerification(operator: OperatorRow, customerId: number, reason: string) {
    await this.deps.db.transaction(async (tx) => {
      const customer = await findCustomerById(tx, customerId);
      if (!customer) throw notFound(customerId);
      if (customer.emailVerifiedAt) throw new HttpError(409, AdminErrorCode.Refused, ConsoleMessage.AlreadyVerified);
      await this.deps.verification.send(tx, customer);
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'customer.verification_resend',
        recordType: CustomerAuditRecordType.Customer,
        recordId: customerId,
        before: { email_verified: false },
        after: { email_verified: false, sent_to: customer.email, reason },
        at: this.deps.clock.now(),
      });
    });
    return this.detail(customerId);
  }

  private async mustExist(id: number): Promise<void> {
    if (!(await customerExists(this.deps.db, id))) throw notFound(id);
  }

  /** The subscription's state before and after, read in the change's transaction. */
  private async recordSubscriptionChange(
    tx: DbOrTx,
    operator: OperatorRow,
    action: string,
    before: SubscriptionRow,
    note: Record<string, unknown>,
  ): Promise<void> {
    const after = await this.deps.subscriptions.find(before.customerId, tx);
    await recordAudit(tx, {
      operatorId: operator.id,
      action,
      recordType: CustomerAuditRecordType.Subscription,
      recordId: before.id,
      before: subscriptionState(before),
      after: { ...(after ? subscriptionState(after) : {}), ...note },
      at: this.deps.clock.now(),
    });
  }
}

const notFound = (id: number) => new HttpError(404, AdminErrorCode.NotFound, `No customer ${id}.`);
