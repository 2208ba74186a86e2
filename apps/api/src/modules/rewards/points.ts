// The rewards points' ledger, written here only (issue 41; docs/decisions/230-rewards-points.md). Each hook runs in
// the caller's transaction — the one that marks the box paid, writes the refund, the not-delivered mark, locks the
// box at its cutoff or cancels it — so the points move exactly when the box does. Every movement takes the customer's
// row lock, reads where things stand, asks `decidePoints` and writes its entry under a unique reference: a retried or
// concurrent movement writes once.
import { POINTS_EXPIRE_AFTER_MONTHS } from '@larder/contracts/values/rewards';
import { subMonths } from 'date-fns';
import type { Db, DbOrTx } from '../../db/database';
import { decidePoints, type PointEvent, type PointRules, redeemable } from './decide';
import {
  findRewardAccount,
  insertPointEntry,
  listExpiring,
  lockedPointBalance,
  notePaid,
  orderPointSums,
  pointBalance,
} from './repository';
import { readPointRules } from './rules';

/** The order fields the hooks read. */
export interface PointOrder {
  id: number;
  customerId: number;
  totalCents: number;
  creditsCents: number;
  notDeliveredAt: Date | null;
}

/** Applies one event to the customer's points; the movement written (undefined when none, or written before). */
export async function movePoints(tx: DbOrTx, customerId: number, event: PointEvent, at: Date, rules?: PointRules) {
  const balance = await lockedPointBalance(tx, customerId);
  if (balance === undefined) return undefined;
  const account = await findRewardAccount(tx, customerId);
  const orderId = 'orderId' in event ? event.orderId : null;
  const movement = decidePoints(
    {
      customerId,
      balance,
      autoRedeem: account?.autoRedeem ?? true,
      lastPaidAt: account?.lastPaidAt ?? null,
      rules: rules ?? (await readPointRules(tx)),
      order: orderId === null ? {} : await orderPointSums(tx, orderId),
    },
    event,
  );
  if (!movement) return undefined;
  const written = await insertPointEntry(tx, { customerId, orderId, at, ...movement });
  return written ? movement : undefined;
}

/** The box was paid (in the transaction that marks it so): it earns, and the customer's points last 12 months more. */
export async function earnPoints(tx: DbOrTx, order: PointOrder, at: Date): Promise<void> {
  await movePoints(
    tx,
    order.customerId,
    { kind: 'paid', orderId: order.id, chargedCents: order.totalCents, notDelivered: order.notDeliveredAt !== null },
    at,
  );
  await notePaid(tx, order.customerId, at);
}

/** Refunds of the box now add up to `refundedCents` (in the refund's transaction): points go back in proportion. */
export async function takeBackForRefund(tx: DbOrTx, order: PointOrder, refundedCents: number, at: Date) {
  await movePoints(
    tx,
    order.customerId,
    { kind: 'refunded', orderId: order.id, refundedCents, paidCents: order.totalCents + order.creditsCents },
    at,
  );
}

/** The box did not arrive: what it earned goes back. */
export async function takeBackNotDelivered(tx: DbOrTx, order: PointOrder, at: Date) {
  await movePoints(tx, order.customerId, { kind: 'not_delivered', orderId: order.id }, at);
}

/**
 * The box locks at its cutoff with `payableCents` to pay after its promotion: the cents its points take off (0 when
 * the customer switched them off, the balance is under the minimum — it rolls over — or nothing is left to pay).
 */
export async function redeemAtCutoff(
  tx: DbOrTx,
  order: { id: number; customerId: number },
  payableCents: number,
  at: Date,
): Promise<number> {
  const movement = await movePoints(tx, order.customerId, { kind: 'cutoff', orderId: order.id, payableCents }, at);
  return movement?.cents ?? 0;
}

/** The box was never charged (its last attempt failed): the points it redeemed come back. */
export async function returnRedeemed(tx: DbOrTx, order: { id: number; customerId: number }, at: Date) {
  await movePoints(tx, order.customerId, { kind: 'not_charged', orderId: order.id }, at);
}

const EXPIRY_BATCH = 200;

/**
 * Expires the points of every customer whose last paid box was 12 months ago or more; how many customers' points
 * expired. Each customer in their own transaction under their lock; run by two processes at once, one writes.
 */
export async function expirePoints(db: Db, now: Date): Promise<number> {
  const before = subMonths(now, POINTS_EXPIRE_AFTER_MONTHS);
  let expired = 0;
  for (const seen = new Set<number>(); ; ) {
    const due = (await listExpiring(db, before, EXPIRY_BATCH)).filter((id) => !seen.has(id));
    if (due.length === 0) return expired;
    for (const customerId of due) {
      seen.add(customerId);
      const moved = await db.transaction((tx) => movePoints(tx, customerId, { kind: 'expiry', now }, now));
      if (moved) expired += 1;
    }
  }
}

/** What a box used and earned (net of what came back or was taken back), as its order page shows it. */
export async function orderPoints(db: DbOrTx, orderId: number): Promise<{ used: number; earned: number }> {
  const sums = await orderPointSums(db, orderId);
  const of = (reason: string) => sums[reason] ?? 0;
  return {
    used: -(of('redeemed') + of('redeem_returned')),
    earned: of('earned') + of('refunded') + of('not_delivered'),
  };
}

/** What a box with `payableCents` to pay would redeem at its cutoff as things stand now (a preview: reads only). */
export async function previewRedeem(db: DbOrTx, customerId: number, payableCents: number) {
  const account = await findRewardAccount(db, customerId);
  if (account && !account.autoRedeem) return { points: 0, cents: 0 };
  return redeemable(await pointBalance(db, customerId), payableCents, await readPointRules(db));
}
