// The weekly cycle's lock and charge (docs/decisions/160-weekly-cycle.md): every minute, on the job queue's
// schedule, orders past their cutoff are finalized — locked with `FOR UPDATE SKIP LOCKED`, so of several API
// processes one takes each order — and charged off-session with an idempotency key per attempt
// (`order-<id>-attempt-<n>`): a crash between the charge and its write replays the same charge. A failed payment is
// tried again after 24 and 48 hours (or at once after a card update), then the delivery is canceled and the credits it
// took come back; each outcome writes its email. Credits pay before the card. An empty box or one below the minimum is
// skipped, not charged.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { orderLines, orders } from '../../db/schema/orders';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { lockCustomerRow } from '../accounts/customer-repository';
import { findPaymentMethod } from '../checkout/repository';
import { addCreditEntry, creditBalance } from '../credits/ledger';
import type { Outbox } from '../email/outbox';
import type { PaymentProvider } from '../payments/provider';

export const FINALIZE_DUE_QUEUE = 'orders.finalize-due';
/** Hours after a failed payment before the next attempt; after the last, the delivery is canceled. */
export const PAYMENT_RETRY_HOURS = [24, 48] as const;
/** A claimed charge not written within this time is tried again (with the same key) by the next pass. */
export const CHARGE_LEASE_MS = 10 * 60 * 1000;
const BATCH = 500;
/** Orders one pass finalizes and charges at once. */
const CONCURRENCY = 8;

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

type OrderRow = typeof orders.$inferSelect;

export interface PassResult {
  finalized: number;
  skipped: number;
  paid: number;
  failed: number;
  canceled: number;
}

const HOUR_MS = 60 * 60 * 1000;

export class OrderFinalization {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly outbox: Outbox,
  ) {}

  /** Runs a pass every minute (pg-boss cron: one process sends the job, one worker runs it). */
  define(jobs: JobQueue): void {
    jobs.schedule(FINALIZE_DUE_QUEUE, '* * * * *', () => this.runDue());
  }

  /** One pass: finalizes what passed its cutoff, then charges what is due (new, retried or interrupted). */
  async runDue(): Promise<PassResult> {
    const result: PassResult = { finalized: 0, skipped: 0, paid: 0, failed: 0, canceled: 0 };
    for (;;) {
      const due = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'scheduled'), lte(orders.cutoffAt, this.clock.now())))
        .orderBy(asc(orders.cutoffAt), asc(orders.id))
        .limit(BATCH);
      if (due.length === 0) break;
      let progressed = false;
      // A few orders at a time: each waits mostly on its commits and on the provider, not on this process.
      await eachConcurrently(due, CONCURRENCY, async ({ id }) => {
        const outcome = await this.finalize(id);
        if (!outcome) return;
        progressed = true;
        if (outcome === 'skipped') {
          result.skipped += 1;
          return;
        }
        result.finalized += 1;
        const charged = await this.charge(outcome);
        if (charged) result[charged] += 1;
      });
      if (!progressed) break;
    }
    for (;;) {
      const due = await this.db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            inArray(orders.status, ['finalized', 'payment_failed']),
            lte(orders.nextPaymentAttemptAt, this.clock.now()),
          ),
        )
        .orderBy(asc(orders.nextPaymentAttemptAt), asc(orders.id))
        .limit(BATCH);
      if (due.length === 0) break;
      let progressed = false;
      await eachConcurrently(due, CONCURRENCY, async ({ id }) => {
        const claimed = await this.claimCharge(id);
        if (!claimed) return;
        progressed = true;
        const outcome = await this.charge(claimed);
        if (outcome) result[outcome] += 1;
      });
      if (!progressed) break;
    }
    return result;
  }

  /** Charges the customer's failed payments now (after a card update), each with the pass's claim and key. */
  async retryFailed(customerId: number): Promise<void> {
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, customerId),
          eq(orders.status, 'payment_failed'),
          lte(orders.nextPaymentAttemptAt, this.clock.now()),
        ),
      );
    for (const { id } of due) {
      const claimed = await this.claimCharge(id);
      if (claimed) await this.charge(claimed);
    }
  }

  /**
   * Locks a scheduled order past its cutoff: finalized with its charge claimed by this process (the row to charge),
   * or skipped.
   */
  private async finalize(id: number): Promise<OrderRow | 'skipped' | undefined> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.status, 'scheduled'), lte(orders.cutoffAt, now)))
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const [lines] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(orderLines)
        .where(eq(orderLines.orderId, id));
      const empty = (lines?.count ?? 0) === 0;
      if (empty || row.subtotalCents < row.minOrderCents) {
        await tx
          .update(orders)
          .set({ status: 'skipped', skipReason: empty ? 'empty' : 'below_minimum', finalizedAt: now })
          .where(eq(orders.id, id));
        await this.tell(tx, row, 'skipped');
        return 'skipped';
      }
      // Credits pay first (under the customer's lock, so two orders never spend the same credits); the entry's
      // reference makes spending once per order.
      await lockCustomerRow(tx, row.customerId);
      const credits = Math.min(await creditBalance(tx, row.customerId), row.totalCents);
      if (credits > 0) {
        await addCreditEntry(tx, {
          customerId: row.customerId,
          amountCents: -credits,
          kind: 'spent',
          reference: `order-${id}-spent`,
          orderId: id,
          at: now,
        });
      }
      // Claimed: this process charges now; if it dies, the lease runs out and the next pass charges with the same key.
      const [finalized] = await tx
        .update(orders)
        .set({
          status: 'finalized',
          finalizedAt: now,
          nextPaymentAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS),
          creditsCents: row.creditsCents + credits,
          totalCents: row.totalCents - credits,
        })
        .where(eq(orders.id, id))
        .returning();
      return finalized;
    });
  }

  /** Takes the lease on a due charge; undefined when another process holds it or it is no longer due. */
  private async claimCharge(id: number): Promise<OrderRow | undefined> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.id, id),
            inArray(orders.status, ['finalized', 'payment_failed']),
            lte(orders.nextPaymentAttemptAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      await tx
        .update(orders)
        .set({ nextPaymentAttemptAt: new Date(now.getTime() + CHARGE_LEASE_MS) })
        .where(eq(orders.id, id));
      return row;
    });
  }

  /** Charges a claimed order once (attempt n) and writes the outcome, unless a webhook or another pass did. */
  private async charge(row: OrderRow): Promise<'paid' | 'failed' | 'canceled' | undefined> {
    const attempt = row.paymentAttempts + 1;
    const card = await findPaymentMethod(this.db, row.paymentMethodId);
    if (!card) throw new Error(`order ${row.id} has no card`);
    const result =
      row.totalCents === 0
        ? { status: 'succeeded' as const, chargeId: null }
        : await this.provider.charge({
            card: {
              brand: card.brand,
              last4: card.last4,
              expMonth: card.expMonth,
              expYear: card.expYear,
              token: card.token,
              providerCustomerId: card.providerCustomerId,
            },
            amountCents: row.totalCents,
            currency: 'usd',
            idempotencyKey: `order-${row.id}-attempt-${attempt}`,
            description: `Larder order ${row.id}, delivery ${row.deliveryDate}`,
            metadata: { order_id: String(row.id), attempt: String(attempt) },
          });
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const unchanged = and(
        eq(orders.id, row.id),
        inArray(orders.status, ['finalized', 'payment_failed']),
        eq(orders.paymentAttempts, row.paymentAttempts),
      );
      if (result.status === 'succeeded') {
        const written = await tx
          .update(orders)
          .set({
            status: 'paid',
            chargeId: result.chargeId,
            paymentAttempts: attempt,
            nextPaymentAttemptAt: null,
            paymentFailure: null,
          })
          .where(unchanged)
          .returning({ id: orders.id });
        return written.length > 0 ? 'paid' : undefined;
      }
      const retryHours = PAYMENT_RETRY_HOURS[attempt - 1];
      const canceled = retryHours === undefined;
      const written = await tx
        .update(orders)
        .set({
          status: canceled ? 'canceled' : 'payment_failed',
          chargeId: result.chargeId,
          paymentAttempts: attempt,
          paymentFailure: result.failure.code,
          nextPaymentAttemptAt: canceled ? null : new Date(now.getTime() + retryHours * HOUR_MS),
        })
        .where(unchanged)
        .returning({ id: orders.id });
      if (written.length === 0) return undefined;
      if (canceled && row.creditsCents > 0) {
        // The credits this box took come back with it.
        await addCreditEntry(tx, {
          customerId: row.customerId,
          amountCents: row.creditsCents,
          kind: 'returned',
          reference: `order-${row.id}-returned`,
          orderId: row.id,
          at: now,
        });
      }
      await this.tell(tx, row, canceled ? 'canceled' : 'payment_failed', result.failure.message);
      return canceled ? 'canceled' : 'failed';
    });
  }

  private async tell(
    tx: DbOrTx,
    row: OrderRow,
    kind: 'skipped' | 'payment_failed' | 'canceled',
    reason = '',
  ): Promise<void> {
    const [customer] = await tx
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, row.customerId));
    if (!customer) return;
    await this.outbox.enqueue(tx, 'order_update', customer.email, {
      firstName: customer.firstName,
      orderId: row.id,
      deliveryDate: row.deliveryDate,
      kind,
      reason,
    });
  }
}
