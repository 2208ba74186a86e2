// The store makes the weeks (docs/decisions/160-weekly-cycle.md): every active or paused subscription keeps its next
// four deliveries made as orders, whether or not the customer ever signs in — by a pass on the job queue
// (`orders.make-weeks`), and at once after placing the first order and after a change that moves or brings back
// weeks (resume, reactivate, a day or address change). A week is made from the customer's plan at today's prices; its
// promo is spread over the open weeks after. The plan is built outside any transaction; the weeks are inserted
// under the subscription's row lock, reading the subscription again there, so a cancel, pause or day change that
// commits first is always seen (a paused week is made skipped; a canceled subscription gets none). A paused
// subscription whose pause is over is active again (the subscription's state machine decides).
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { boxLinesFromPlan } from '../checkout/box-lines';
import { type PricingRules, priceBox } from '../checkout/pricing';
import type { CheckoutService } from '../checkout/service';
import type { PlanService } from '../plan/service';
import {
  claimSubscriptionForWeeks,
  findSubscriptionById,
  listPausedSubscriptions,
  listSubscriptionsShortOfWeeks,
  lockSubscriptionById,
  moveSubscription,
  type SubscriptionRow,
} from '../subscriptions/repository';
import { insertWeeks, listOrderDates, totalsColumns } from './repository';
import { type OrderWeeks, UPCOMING_WEEKS } from './weeks';

const BATCH = 200;
/** How long a pass holds a subscription it is making weeks for (another pass takes the others meanwhile). */
const CLAIM_MS = 60 * 1000;
/** Subscriptions one pass makes weeks for at once (each waits on the plan engine's reads and its commits). */
const CONCURRENCY = 4;

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
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

export interface WeeksPass {
  /** Orders made. */
  made: number;
  /** Pauses that ran out. */
  resumed: number;
}

export class WeekMaker {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly plans: PlanService,
    private readonly checkout: CheckoutService,
    private readonly weeks: OrderWeeks,
    private readonly onError: (error: unknown, subscriptionId: number) => void,
  ) {}

  /** One pass over every subscription: pauses that ran out end, then missing weeks are made. */
  async run(): Promise<WeeksPass> {
    const result: WeeksPass = { made: 0, resumed: 0 };
    const rules = await this.checkout.pricingRules();
    for (let after = 0; ; ) {
      const ids = await listPausedSubscriptions(this.db, after, BATCH);
      if (ids.length === 0) break;
      after = ids.at(-1) ?? after;
      for (const id of ids) if (await this.endPauseIfOver(id)) result.resumed += 1;
    }
    for (let after = 0; ; ) {
      const ids = await listSubscriptionsShortOfWeeks(this.db, this.clock.now(), UPCOMING_WEEKS, after, BATCH);
      if (ids.length === 0) break;
      after = ids.at(-1) ?? after;
      await eachConcurrently(ids, CONCURRENCY, async (id) => {
        try {
          const now = this.clock.now();
          const claimed = await claimSubscriptionForWeeks(this.db, id, now, new Date(now.getTime() + CLAIM_MS));
          if (!claimed) return;
          const made = await this.makeFor(id, claimed, rules);
          result.made += made;
        } catch (error) {
          // One subscription's trouble never stops the others: it is logged and tried again next pass.
          this.onError(error, id);
        }
      });
    }
    return result;
  }

  /**
   * Makes the subscription's missing weeks now; how many were made. A pass hands over the row it read and the
   * pricing rules it read once.
   */
  async makeFor(subscriptionId: number, read?: SubscriptionRow, pricing?: PricingRules): Promise<number> {
    const subscription = read ?? (await findSubscriptionById(this.db, subscriptionId));
    if (!subscription || subscription.status === 'canceled') return 0;
    // A pass only hands over subscriptions short of weeks; a change's call checks first (no plan for nothing).
    if (!read && !(await this.missingDates(subscription)).length) return 0;
    // The plan engine reads outside any transaction.
    const lines = boxLinesFromPlan(await this.plans.plan(subscription.customerId));
    const rules = pricing ?? (await this.checkout.pricingRules());
    return this.db.transaction(async (tx) => {
      const locked = await lockSubscriptionById(tx, subscriptionId);
      if (!locked || locked.status === 'canceled') return 0;
      const missing = await this.missingDates(locked, tx);
      const { zone } = await this.weeks.openDates(locked, 0, tx);
      if (!zone || missing.length === 0) return 0;
      const totals = priceBox(lines, null, { ...rules, deliveryFeeCents: zone.deliveryFeeCents });
      const weeks = missing.map((date) => {
        const paused = locked.status === 'paused' && locked.pausedUntil !== null && date.date < locked.pausedUntil;
        return {
          customerId: locked.customerId,
          subscriptionId: locked.id,
          status: paused ? ('skipped' as const) : ('scheduled' as const),
          skipReason: paused ? ('paused' as const) : null,
          deliveryDate: date.date,
          cutoffAt: date.cutoffAt,
          zoneCode: zone.code,
          address: locked.address,
          ...totalsColumns(totals),
          minOrderCents: totals.min_order_cents,
          freeDeliveryMinCents: totals.free_delivery_min_cents,
          promoCodeId: null,
          paymentMethodId: locked.paymentMethodId,
          freeGiftProductId: locked.freeGiftProductId,
          createdAt: this.clock.now(),
        };
      });
      const made = (await insertWeeks(tx, weeks, lines)).length;
      await this.weeks.spreadPromo(tx, locked);
      return made;
    });
  }

  private async missingDates(subscription: SubscriptionRow, db: DbOrTx = this.db) {
    const { dates } = await this.weeks.openDates(subscription, UPCOMING_WEEKS, db);
    if (dates.length === 0) return [];
    const existing = new Set(await listOrderDates(db, subscription.id));
    return dates.filter((date) => !existing.has(date.date));
  }

  /** A paused subscription whose next open delivery is on or after `paused_until` is active again. */
  private async endPauseIfOver(subscriptionId: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const subscription = await lockSubscriptionById(tx, subscriptionId);
      if (subscription?.status !== 'paused' || !subscription.pausedUntil) return false;
      const { dates } = await this.weeks.openDates(subscription, 1, tx);
      const next = dates[0];
      if (!next || next.date < subscription.pausedUntil) return false;
      return (await moveSubscription(tx, subscription.id, 'active', { pausedUntil: null })) !== undefined;
    });
  }
}
