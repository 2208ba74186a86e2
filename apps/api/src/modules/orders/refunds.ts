// Refunds of an order by an operator (`npm run orders -- refund ORDER [--amount-cents N] [--as credits]`, cli.ts):
// to the card through the payment provider, or as credits. The part of an order paid with credits never goes to a
// card: when the card has less left than the amount, the rest goes back as credits.
//
// Retry-safe in three steps, each under the order's row lock: (1) the `refunds` rows are written first, pending (a card
// row without its provider refund id; a credit row without its ledger entry `refund-<row id>`), with the idempotency
// key `refund-<order>-<n>`; (2) the provider refunds with that key; (3) the rows are completed and `refunded_cents`
// grows by what this step completed. A run that finds pending rows (a crash, a timeout) finishes them with the same
// key, so the provider refunds once; credits-only refunds need no provider and happen in one transaction. A refund
// the provider refuses keeps its rows, marked refused (`refused_at`, the reason): never pending again, never counted
// as refunded, and keys are numbered over every row ever written, so the next refund asks with a new key rather
// than getting the provider's saved refusal replayed.
//
// What is left to refund is what the order took (card and credits) less what was refunded and less the credits its
// problem reports gave (feedback.ts): a box reported and then refunded in full is paid back once (issue 44; the
// other way round, a refunded box takes no report: `with_support`). The console's refunds carry the operator's
// Idempotency-Key and their request's digest on their rows (`request_key`, `request_digest`): the same key again is
// the same refund (finished if it was left pending, else answered as it was, never a second one), and the key with
// another request is refused (422 idempotency_key_reused).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { creditEntries, refunds } from '../../db/schema/credits';
import type { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { idempotencyKeyReused } from '../../lib/idempotency';
import { addCreditEntry } from '../credits/ledger';
import type { PaymentProvider } from '../payments/provider';
import { takeBackOnRefund } from '../referrals/rewards';
import { takeBackForRefund } from '../rewards/points';
import { creditedOnOrder } from './feedback-repository';
import { addRefunded, lockOrder } from './repository';

/** Only these orders were charged (and not given back by a cancellation). */
export const REFUNDABLE_STATUSES = ['paid', 'delivered'];

export interface RefundInput {
  orderId: number;
  /** Everything left when absent. */
  amountCents?: number;
  /** All of it to the customer's credits instead of the card. */
  asCredits?: boolean;
  /** The console's Idempotency-Key (scoped to its operator) and the digest of the request it came with. */
  request?: { key: string; digest: string };
}

export interface RefundOutcome {
  orderId: number;
  cardCents: number;
  creditCents: number;
  /** The provider's refund id when part went to the card. */
  providerRefundId: string | null;
  /** True when this run finished a refund an earlier run left pending (and did not start a new one). */
  resumed: boolean;
}

/** A refund the operator asked for that cannot be made: the words say why (the CLI prints them as one line). */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
  /** The same refusal in the console's words, where the command line's flags would mean nothing (issue 42). */
  readonly operatorWords: string;
  constructor(message: string, operatorWords?: string) {
    super(message);
    this.operatorWords = operatorWords ?? `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
  }
}

/** What is left to refund on `order` now: what it took less what was refunded and what problem reports credited. */
async function leftOf(tx: DbOrTx, order: OrderRow) {
  const given = await creditedOnOrder(tx, order.id);
  return { given, left: order.totalCents + order.creditsCents - order.refundedCents - given };
}

/** What a refund of `order` may give back now; 0 when it cannot be refunded (not charged, payment failed). */
export async function refundableCents(db: DbOrTx, order: OrderRow): Promise<number> {
  if (!REFUNDABLE_STATUSES.includes(order.status)) return 0;
  return Math.max(0, (await leftOf(db, order)).left);
}

/**
 * Called in the transaction that writes a refund's rows (or finds the pending ones a run left), so an operator's
 * audit row commits with them (modules/operators).
 */
export type RefundRecorder = (
  tx: DbOrTx,
  written: { order: typeof orders.$inferSelect; rows: (typeof refunds.$inferSelect)[]; resumed: boolean },
) => Promise<void>;

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const creditReference = (refundId: number) => `refund-${refundId}`;

async function lockRefundedOrder(tx: DbOrTx, orderId: number): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new RefundRefused(`no order ${orderId}`);
  return order;
}

/** The order's refund rows not finished yet: card rows without a provider refund, credit rows without their entry. */
async function pendingRows(tx: DbOrTx, rows: RefundRow[]): Promise<RefundRow[]> {
  const credit = rows.filter((row) => row.method === 'credit');
  const written =
    credit.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ reference: creditEntries.reference })
              .from(creditEntries)
              .where(
                inArray(
                  creditEntries.reference,
                  credit.map((row) => creditReference(row.id)),
                ),
              )
          ).map((entry) => entry.reference),
        );
  return rows.filter((row) =>
    row.method === 'card' ? row.providerRefundId === null : !written.has(creditReference(row.id)),
  );
}

export class OrderRefunds {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
  ) {}

  async refund(input: RefundInput, recorder?: RefundRecorder): Promise<RefundOutcome> {
    const { orderId } = input;
    const started = await this.db.transaction(async (tx) => {
      const order = await lockRefundedOrder(tx, orderId);
      if (!REFUNDABLE_STATUSES.includes(order.status)) {
        throw new RefundRefused(
          `order ${orderId} is ${order.status}: only a paid or delivered order can be refunded`,
          `Order ${orderId} is ${order.status.replace('_', ' ')}: only a paid or delivered order can be refunded.`,
        );
      }
      const rows = await tx.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
      const live = rows.filter((row) => row.refusedAt === null);
      const request = input.request;
      const asked = request ? rows.filter((row) => row.requestKey === request.key) : [];
      if (request && asked.length > 0) {
        // The same key again: the same refund, whatever happened since. Another request under it is refused.
        if (asked.some((row) => row.requestDigest !== request.digest)) throw idempotencyKeyReused();
        const refused = asked.find((row) => row.refusedAt !== null);
        if (refused) {
          throw new RefundRefused(`the card refund of order ${orderId} was refused: ${refused.refusedReason ?? ''}`);
        }
        const unfinished = await pendingRows(tx, asked);
        if (unfinished.length > 0) await recorder?.(tx, { order, rows: unfinished, resumed: true });
        return { order, refund: asked, pending: unfinished, resumed: false };
      }
      const pending = await pendingRows(tx, live);
      if (pending.length > 0) {
        await recorder?.(tx, { order, rows: pending, resumed: true });
        return { order, refund: pending, pending, resumed: true };
      }

      if (input.amountCents !== undefined && !(Number.isSafeInteger(input.amountCents) && input.amountCents > 0)) {
        throw new RefundRefused('--amount-cents must be a positive whole number of cents');
      }
      // Credits its problem reports gave were money back already.
      const { given, left } = await leftOf(tx, order);
      const givenWords = given > 0 ? `, ${dollars(given)} given as credits for reported problems` : '';
      if (left <= 0) {
        throw new RefundRefused(
          `order ${orderId} is refunded in full (${dollars(order.refundedCents)} refunded${givenWords})`,
        );
      }
      const amount = input.amountCents ?? left;
      if (amount > left) {
        const refunded = `${dollars(order.refundedCents)} of ${dollars(order.totalCents + order.creditsCents)} refunded${givenWords}`;
        throw new RefundRefused(
          `order ${orderId} has ${dollars(left)} left to refund: --amount-cents ${left} at most (${refunded})`,
          `Order ${orderId} has ${dollars(left)} left to refund (${refunded}): refund ${dollars(left)} or less.`,
        );
      }
      const toCard = live.filter((row) => row.method === 'card').reduce((sum, row) => sum + row.amountCents, 0);
      const cardCents = input.asCredits ? 0 : Math.min(amount, Math.max(0, order.totalCents - toCard));
      const creditCents = amount - cardCents;
      if (cardCents > 0 && !order.chargeId) {
        throw new RefundRefused(
          `order ${orderId} has no charge to refund to the card: use --as credits`,
          `Order ${orderId} has no card charge to refund: refund it as credits.`,
        );
      }
      // Over every row ever written, refused ones included: a key is never asked twice for two refunds.
      const key = `refund-${orderId}-${rows.length + 1}`;
      const now = this.clock.now();
      const asking = { requestKey: request?.key ?? null, requestDigest: request?.digest ?? null };
      const written: RefundRow[] = [];
      if (cardCents > 0) {
        const [row] = await tx
          .insert(refunds)
          .values({ orderId, amountCents: cardCents, method: 'card', idempotencyKey: key, ...asking, createdAt: now })
          .returning();
        if (row) written.push(row);
      }
      if (creditCents > 0) {
        const [row] = await tx
          .insert(refunds)
          .values({
            orderId,
            amountCents: creditCents,
            method: 'credit',
            idempotencyKey: cardCents > 0 ? `${key}-credits` : key,
            ...asking,
            createdAt: now,
          })
          .returning();
        if (row) written.push(row);
      }
      // Credits only: nothing to wait for, the whole refund is this transaction.
      if (cardCents === 0) await this.complete(tx, order, written, null);
      await recorder?.(tx, { order, rows: written, resumed: false });
      return { order, refund: written, pending: cardCents === 0 ? [] : written, resumed: false };
    });

    const { order, refund, pending, resumed } = started;
    let providerRefundId: string | null = null;
    const card = pending.find((row) => row.method === 'card');
    if (card) providerRefundId = await this.refundCard(order, card, pending);
    if (pending.length > 0) {
      await this.db.transaction(async (tx) => {
        const locked = await lockRefundedOrder(tx, orderId);
        await this.complete(tx, locked, pending, providerRefundId);
      });
    }
    const sum = (method: string) =>
      refund.filter((row) => row.method === method).reduce((total, row) => total + row.amountCents, 0);
    // A refund answered again (its key) names the provider's refund its first run got.
    providerRefundId ??= refund.find((row) => row.method === 'card')?.providerRefundId ?? null;
    return { orderId, cardCents: sum('card'), creditCents: sum('credit'), providerRefundId, resumed };
  }

  /** The provider's refund of a pending card row; a refusal marks the pending rows of this refund refused. */
  private async refundCard(order: OrderRow, card: RefundRow, rows: RefundRow[]): Promise<string> {
    let result: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      result = await this.provider.refund({
        chargeId: order.chargeId ?? '',
        amountCents: card.amountCents,
        idempotencyKey: card.idempotencyKey,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new RefundRefused(
        `the refund of order ${order.id} is not finished (${reason}): run the command again to finish it`,
      );
    }
    if (result.status === 'succeeded') return result.refundId;
    await this.db.transaction(async (tx) => {
      await lockRefundedOrder(tx, order.id);
      await tx
        .update(refunds)
        .set({ refusedAt: this.clock.now(), refusedReason: result.message })
        .where(
          and(
            inArray(
              refunds.id,
              rows.map((row) => row.id),
            ),
            isNull(refunds.providerRefundId),
          ),
        );
    });
    throw new RefundRefused(`the card refund of order ${order.id} was refused: ${result.message}`);
  }

  /**
   * Under the order's lock: finishes the rows still pending (the card row gets the provider's refund id, a credit row
   * its ledger entry) and adds what this call finished to `refunded_cents`; rows another run finished add nothing.
   */
  private async complete(tx: DbOrTx, order: OrderRow, rows: RefundRow[], providerRefundId: string | null) {
    const now = this.clock.now();
    let added = 0;
    for (const row of rows) {
      if (row.method === 'card') {
        if (!providerRefundId) continue;
        const done = await tx
          .update(refunds)
          .set({ providerRefundId })
          .where(and(eq(refunds.id, row.id), isNull(refunds.providerRefundId)))
          .returning({ id: refunds.id });
        if (done.length > 0) added += row.amountCents;
      } else {
        const written = await addCreditEntry(tx, {
          customerId: order.customerId,
          amountCents: row.amountCents,
          kind: 'refund',
          reference: creditReference(row.id),
          orderId: order.id,
          note: `Refund of order ${order.id}`,
          at: now,
        });
        if (written) added += row.amountCents;
      }
    }
    if (added > 0) {
      await addRefunded(tx, order.id, added);
      // What the box has given back so far: its refunds and its problem reports' credits (feedback.ts).
      const before = order.refundedCents + (await creditedOnOrder(tx, order.id));
      await givenBack(tx, order, before, before + added, now);
    }
  }
}

/**
 * A box gave back more (a refund, a problem report's credit) in `tx`: from `beforeCents` to `nowCents` of what it took.
 * The rewards points it earned go back in proportion (docs/decisions/230-rewards-points.md), and a friend's first box
 * given back for the most part takes their referrer's unspent reward back (docs/decisions/231-referrals.md).
 */
export async function givenBack(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'customerId' | 'totalCents' | 'creditsCents' | 'notDeliveredAt'>,
  beforeCents: number,
  nowCents: number,
  at: Date,
): Promise<void> {
  await takeBackForRefund(tx, order, nowCents, at);
  const paidCents = order.totalCents + order.creditsCents;
  await takeBackOnRefund(tx, { id: order.id, customerId: order.customerId, paidCents, beforeCents, nowCents }, at);
}
