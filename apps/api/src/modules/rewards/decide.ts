// The one function deciding every movement of the rewards points (issue 41; docs/decisions/230-rewards-points.md):
// given what happened (a box paid, refunded, marked not delivered, locked at its cutoff, not charged after all; a
// customer's points reaching their expiry) and where the customer and the order stand, the entry to write, or none.
// Pure: the ledger's writer (points.ts) reads the state under the customer's lock and writes what this returns.
import { CENTS_PER_POINT_EARNED, POINTS_EXPIRE_AFTER_MONTHS, type PointReason } from '@larder/contracts/values/rewards';
import { addMonths } from 'date-fns';

export interface PointRules {
  /** A box redeems only from this balance (below it, points roll over to the next box). */
  minPointsPerOrder: number;
  pointsPerStep: number;
  stepValueCents: number;
}

export type PointEvent =
  /** The box was paid: `chargedCents` is what it cost after discounts, points and credits. */
  | { kind: 'paid'; orderId: number; chargedCents: number; notDelivered: boolean }
  /** Refunds of the box now add up to `refundedCents` of the `paidCents` it took (card and credits). */
  | { kind: 'refunded'; orderId: number; refundedCents: number; paidCents: number }
  | { kind: 'not_delivered'; orderId: number }
  /** The box locks at its cutoff with `payableCents` left to pay after its promotion. */
  | { kind: 'cutoff'; orderId: number; payableCents: number }
  /** The box was never charged after all (its last payment attempt failed): what it redeemed comes back. */
  | { kind: 'not_charged'; orderId: number }
  | { kind: 'expiry'; now: Date };

/** The customer's and the order's standing, read under the customer's lock. */
export interface PointState {
  customerId: number;
  balance: number;
  autoRedeem: boolean;
  lastPaidAt: Date | null;
  rules: PointRules;
  /** The order's entries, summed by reason (0 when none; takings are negative). */
  order: Partial<Record<PointReason, number>>;
}

export interface PointMovement {
  points: number;
  reason: PointReason;
  reference: string;
  /** For a redemption: the cents it takes off the box. */
  cents?: number;
}

/** What a box may redeem: whole steps, from the minimum balance, never past what is left to pay. */
export function redeemable(
  balance: number,
  payableCents: number,
  rules: PointRules,
): { points: number; cents: number } {
  if (balance < rules.minPointsPerOrder || payableCents <= 0) return { points: 0, cents: 0 };
  const steps = Math.min(Math.floor(balance / rules.pointsPerStep), Math.floor(payableCents / rules.stepValueCents));
  return { points: steps * rules.pointsPerStep, cents: steps * rules.stepValueCents };
}

/** The entry `event` writes given `state`, or undefined when it writes nothing. */
export function decidePoints(state: PointState, event: PointEvent): PointMovement | undefined {
  const sum = (reason: PointReason) => state.order[reason] ?? 0;
  // What the order earned and still holds: earned less what refunds and a not-delivered mark took back.
  const held = sum('earned') + sum('refunded') + sum('not_delivered');
  // Takings never make the balance negative: points already spent on boxes stay spent.
  const take = (points: number) => Math.min(points, held, Math.max(0, state.balance));
  switch (event.kind) {
    case 'paid': {
      if (event.notDelivered || sum('earned') > 0) return undefined;
      const points = Math.floor(Math.max(0, event.chargedCents) / CENTS_PER_POINT_EARNED);
      return points > 0 ? { points, reason: 'earned', reference: `order-${event.orderId}-earned` } : undefined;
    }
    case 'refunded': {
      if (event.paidCents <= 0) return undefined;
      const share = Math.min(1, event.refundedCents / event.paidCents);
      // In proportion, rounded down, counted on the whole refunded so far: a full refund takes back every point.
      const due = Math.floor(sum('earned') * share) + sum('refunded');
      const points = take(due);
      return points > 0
        ? { points: -points, reason: 'refunded', reference: `order-${event.orderId}-refunded-${event.refundedCents}` }
        : undefined;
    }
    case 'not_delivered': {
      const points = take(held);
      return points > 0
        ? { points: -points, reason: 'not_delivered', reference: `order-${event.orderId}-not-delivered` }
        : undefined;
    }
    case 'cutoff': {
      if (!state.autoRedeem || sum('redeemed') < 0) return undefined;
      const { points, cents } = redeemable(state.balance, event.payableCents, state.rules);
      return points > 0
        ? { points: -points, reason: 'redeemed', reference: `order-${event.orderId}-redeemed`, cents }
        : undefined;
    }
    case 'not_charged': {
      const points = -sum('redeemed') - sum('redeem_returned');
      return points > 0
        ? { points, reason: 'redeem_returned', reference: `order-${event.orderId}-redeem-returned` }
        : undefined;
    }
    case 'expiry': {
      if (state.balance <= 0 || !state.lastPaidAt) return undefined;
      if (event.now < addMonths(state.lastPaidAt, POINTS_EXPIRE_AFTER_MONTHS)) return undefined;
      return {
        points: -state.balance,
        reason: 'expired',
        reference: `customer-${state.customerId}-expired-${state.lastPaidAt.toISOString()}`,
      };
    }
  }
}
