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
import type { AuditAction } from '@larder/contracts/values/audit-actions';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyReused } from '../../lib/idempotency';
import { pageLinks } from '../../lib/pagination';
import { findCustomerById } from '../accounts/customer-repository';
import type { VerificationService } from '../accounts/verification-service';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { addCreditEntry, creditEntryByReference, grantedSince, lockedCreditBalance } from '../credits/ledger';
import type { SubscriptionRow } from '../orders/subscription-rows';
import type { OrderWeeks } from '../orders/weeks';
import type { SubscriptionLifecycle } from '../subscriptions/lifecycle';
import type { SubscriptionService } from '../subscriptions/service';
import { customerDetail, customerExists, searchCustomers } from './customer-reads';
import { lockOperatorByEmail } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Every operator's grant of credits has a reference `operator-grant:<operator id>:<Idempotency-Key>`. */
const GRANT_PREFIX = 'operator-grant:';

/** Support's limits on credits (config.ts): per grant, and per operator and per customer over the period. */
export interface SupportCreditLimits {
  /** ADMIN_SUPPORT_CREDIT_LIMIT_CENTS: the most support may give at once. */
  grantCents: number;
  /** ADMIN_SUPPORT_CREDIT_OPERATOR_LIMIT_CENTS: one support operator, all customers, over the period. */
  operatorCents: number;
  /** ADMIN_SUPPORT_CREDIT_CUSTOMER_LIMIT_CENTS: one customer, every operator's grants, over the period. */
  customerCents: number;
  /** ADMIN_SUPPORT_CREDIT_PERIOD_DAYS: the rolling period of the two limits above. */
  periodDays: number;
}

const subscriptionState = (row: SubscriptionRow) => ({
  status: row.status,
  paused_until: row.pausedUntil,
  canceled_at: row.canceledAt?.toISOString() ?? null,
  cancel_reason: row.cancelReason,
});

export interface CustomerConsoleDeps {
  db: Db;
  clock: Clock;
  supportCredits: SupportCreditLimits;
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

  /** The customer's page as `operator` sees it (with what support may still give them). */
  async detail(id: number, operator: OperatorRow): Promise<AdminCustomerDetail> {
    const detail = await customerDetail(this.deps.db, id, this.deps.clock.now());
    if (!detail) throw notFound(id);
    const limits = this.deps.supportCredits;
    const support_credits = isSupport(operator)
      ? {
          grant_limit_cents: limits.grantCents,
          left_cents: await this.supportCreditsLeft(this.deps.db, operator, id),
          period_days: limits.periodDays,
        }
      : null;
    return { ...detail, support_credits };
  }

  /**
   * What a support operator may still give the customer over the period: the less of what is left of their own limit
   * (all customers) and of the customer's (every operator's grants, operations' and admins' too).
   */
  private async supportCreditsLeft(db: DbOrTx, operator: OperatorRow, customerId: number): Promise<number> {
    const limits = this.deps.supportCredits;
    const since = new Date(this.deps.clock.now().getTime() - limits.periodDays * DAY_MS);
    const [byOperator, toCustomer] = await Promise.all([
      grantedSince(db, { prefix: `${GRANT_PREFIX}${operator.id}:`, since }),
      grantedSince(db, { prefix: GRANT_PREFIX, customerId, since }),
    ]);
    return Math.max(0, Math.min(limits.operatorCents - byOperator, limits.customerCents - toCustomer));
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
    return this.detail(customerId, operator);
  }

  /** Puts back a week the customer (or an operator for them) skipped, by the orders module's rule (undo of skip). */
  async unskip(operator: OperatorRow, customerId: number, orderId: number, reason: string) {
    await this.mustExist(customerId);
    await this.deps.weeks.setSkipped(customerId, orderId, false, (tx, before) =>
      recordAudit(tx, {
        operatorId: operator.id,
        action: 'order.unskip',
        recordType: AuditRecordType.Order,
        recordId: orderId,
        before: { status: before.status, skip_reason: before.skipReason },
        after: { status: 'scheduled', skip_reason: null, customer_id: customerId, reason },
        at: this.deps.clock.now(),
      }),
    );
    return this.detail(customerId, operator);
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
    return this.detail(customerId, operator);
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
    return this.detail(customerId, operator);
  }

  /** Ends a pause now (undo of pause): the paused open weeks are scheduled again. */
  async resume(operator: OperatorRow, customerId: number, reason: string) {
    await this.mustExist(customerId);
    await this.deps.lifecycle.resume(customerId, (tx, before) =>
      this.recordSubscriptionChange(tx, operator, 'subscription.resume', before, { customer_id: customerId, reason }),
    );
    return this.detail(customerId, operator);
  }

  /** Starts a canceled subscription again from its next open week (undo of cancel). */
  async reactivate(operator: OperatorRow, customerId: number, reason: string) {
    await this.mustExist(customerId);
    await this.deps.lifecycle.reactivate(customerId, (tx, before) =>
      this.recordSubscriptionChange(tx, operator, 'subscription.reactivate', before, {
        customer_id: customerId,
        reason,
      }),
    );
    return this.detail(customerId, operator);
  }

  /**
   * Gives credits once per Idempotency-Key (`keyOf` reads it, after the role's limit). Support gives up to the limit
   * per grant, and over the period up to the per-operator and per-customer limits (issue 44: fresh keys gave one
   * customer six grants); operations and admin up to the grant maximum.
   */
  async giveCredits(
    operator: OperatorRow,
    customerId: number,
    amountCents: number,
    reason: string,
    keyOf: () => string,
  ) {
    const limits = this.deps.supportCredits;
    if (isSupport(operator) && amountCents > limits.grantCents) {
      throw new HttpError(403, AdminErrorCode.RoleTooLow, ConsoleMessage.creditLimit(limits.grantCents), {
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
      // waits on the customer's lock) and gives nothing more; the key with another request is refused.
      const reference = `${GRANT_PREFIX}${operator.id}:${key}`;
      const first = await creditEntryByReference(tx, reference);
      if (first) {
        if (first.customerId !== customerId || first.amountCents !== amountCents || first.note !== reason) {
          throw idempotencyKeyReused();
        }
        return;
      }
      if (isSupport(operator)) {
        // The operator's own grants to other customers queue here too (their row's lock), so the sums hold.
        await lockOperatorByEmail(tx, operator.email);
        const left = await this.supportCreditsLeft(tx, operator, customerId);
        if (amountCents > left) {
          throw new HttpError(
            403,
            AdminErrorCode.RoleTooLow,
            ConsoleMessage.creditPeriodLimit(left, limits.periodDays),
            {
              needed_role: 'operations',
            },
          );
        }
      }
      const written = await addCreditEntry(tx, {
        customerId,
        amountCents,
        kind: 'adjustment',
        reference,
        note: reason,
        at,
      });
      if (!written) throw idempotencyKeyReused();
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
    return this.detail(customerId, operator);
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
    return this.detail(customerId, operator);
  }

  private async mustExist(id: number): Promise<void> {
    if (!(await customerExists(this.deps.db, id))) throw notFound(id);
  }

  /** The subscription's state before and after, read in the change's transaction. */
  private async recordSubscriptionChange(
    tx: DbOrTx,
    operator: OperatorRow,
    action: AuditAction,
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

const isSupport = (operator: OperatorRow) => !roleAtLeast(operator.role as OperatorRole, 'operations');

const notFound = (id: number) => new HttpError(404, AdminErrorCode.NotFound, `No customer ${id}.`);
