// The one state machine of a subscription: `active` ⇄ `paused` (pause, resume, or the pause running out),
// `active | paused` → `canceled`, `canceled` → `active` (reactivate). `allowedSubscriptionMove` is the only function
// that decides; the repository's `moveSubscription` asks it before every status write.
import type { SubscriptionStatus as WireStatus } from '@larder/contracts/schemas/subscription';

export type SubscriptionStatus = Exclude<WireStatus, 'none'>;

const MOVES: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  active: ['paused', 'canceled'],
  paused: ['active', 'canceled'],
  canceled: ['active'],
};

export function allowedSubscriptionMove(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return MOVES[from].includes(to);
}

/** The statuses a subscription may come to `to` from. */
export function subscriptionSourcesOf(to: SubscriptionStatus): SubscriptionStatus[] {
  return (Object.keys(MOVES) as SubscriptionStatus[]).filter((from) => allowedSubscriptionMove(from, to));
}
