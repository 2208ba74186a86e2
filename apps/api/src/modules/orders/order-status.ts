// The one state machine of a week's order (docs/decisions/160-weekly-cycle.md; the spec's decisions: `scheduled` →
// `skipped` | `finalized` → `paid` | `payment_failed` → `delivered` | `canceled`). `allowedMove` is the only function
// that decides whether an order may go from one status to another; the repository's writers ask it before every
// status write, so no caller can invent a move. The status names are the contracts' `OrderStatus`.
import type { OrderStatus } from '@larder/contracts/schemas/checkout';

export type { OrderStatus };

const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Locked at its cutoff, or skipped: by the customer, a pause, a cancellation, an empty or too small box.
  scheduled: ['skipped', 'finalized'],
  // Put back before the cutoff (unskip, resume, reactivate).
  skipped: ['scheduled'],
  // Charged: paid, or the first failure.
  finalized: ['paid', 'payment_failed'],
  // A retry pays, fails again, or the last failure cancels the delivery.
  payment_failed: ['paid', 'payment_failed', 'canceled'],
  // The end of its delivery day in its zone.
  paid: ['delivered'],
  delivered: [],
  canceled: [],
};

/** Whether an order may move from `from` to `to`. */
export function allowedMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The statuses an order may come to `to` from. */
export function sourcesOf(to: OrderStatus): OrderStatus[] {
  return (Object.keys(MOVES) as OrderStatus[]).filter((from) => allowedMove(from, to));
}

/** Orders whose charge is due or in flight. */
export const CHARGEABLE: readonly OrderStatus[] = ['finalized', 'payment_failed'];
/** Orders that were charged and not given back by a cancellation (refundable). */
export const CHARGED: readonly OrderStatus[] = ['paid', 'delivered'];
/** A week whose cutoff is ahead and that a change may still touch. */
export const OPEN: readonly OrderStatus[] = ['scheduled', 'skipped'];
