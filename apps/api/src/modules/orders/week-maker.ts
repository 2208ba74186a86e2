// The store makes the weeks (docs/decisions/160-weekly-cycle.md): every active or paused subscription keeps its next
// four deliveries made as orders, whether or not the customer ever signs in — by a pass on the job queue
// (`orders.make-weeks`), and at once after placing the first order and after a change that moves or brings back
// weeks (resume, reactivate, a day or address change). A week is made from the customer's plan at today's prices; its
// promo is spread over the open weeks after. The plan is built outside any transaction; the weeks are inserted
// under the subscription's row lock, reading the subscription again there, so a cancel, pause or day change that
// commits first is always seen (a paused week is made skipped; a canceled subscription gets none). A paused
// subscription whose pause is over is active again (the subscription's state machine decides).

import type { Plan } from '@larder/contracts/schemas/plan';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { DeliveryDate } from '../deliveries/delivery-dates';
import type { DeliveryService } from '../deliveries/service';
import type { DeliveryZone } from '../deliveries/zones';
import type { PlanService } from '../plan/service';
import { boxLinesFromPlan } from '../pricing/box-lines';
import { type PricingRules, priceBox } from '../pricing/pricing';
import { readPricingRules } from '../pricing/pricing-rules';
import { unavailableOn } from '../stock/repository';
import { listRedeemingCustomers } from './promo-redemptions';
import { type OrderInsert, type OrderLineInsert, totalsColumns } from './repository';
import {
  claimSubscriptionsForWeeks,
  findSubscriptionById,
  listPausedSubscriptions,
  listSubscriptionsShortOfWeeks,
  lockSubscriptionById,
  lockSubscriptionsByIds,
  moveSubscription,
  type SubscriptionRow,
} from './subscription-rows';
import type { WeekRebuild } from './week-rebuild';
import { insertWeeksOf, listOrderDates, listOrderDatesOf } from './week-rows';
import { type OrderWeeks, UPCOMING_WEEKS } from './weeks';

const BATCH = 200;
/**
 * Subscriptions a pass takes at once: their plans' answers are read together (a query per table), then their weeks
 * made in one transaction.
 */
const CLAIM_BATCH = 25;
/** How long a pass holds the subscriptions it is making weeks for (another pass takes the others meanwhile). */
const CLAIM_MS = 2 * 60 * 1000;

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

/** Each customer's boxes by delivery date. */
type WeekPlans = ReadonlyMap<number, ReadonlyMap<string, Plan>>;

/** A subscription whose customer has no quiz answers: no box to make (placing an order needs a quiz). */
class NoQuiz extends Error {
  constructor(customerId: number) {
    super(`customer ${customerId} has no quiz answers to build a box from`);
  }
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
    readonly _deliveries: DeliveryService,
    private readonly weeks: OrderWeeks,
    private readonly onError: (error: unknown, subscriptionId: number, message?: string) => void,
    /** Told of weeks made while their customer's answers changed (they are built again). */
    private readonly rebuilds?: WeekRebuild,
  ) {}

  /** One pass over every subscription: pauses that ran out end, then missing weeks are made. */
  async run(): Promise<WeeksPass> {
    const result: WeeksPass = { made: 0, resumed: 0 };
    const rules = await readPricingRules(this.db);
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
      for (let at = 0; at < ids.length; at += CLAIM_BATCH) {
        const now = this.clock.now();
        const chunk = ids.slice(at, at + CLAIM_BATCH);
        const claimed = await claimSubscriptionsForWeeks(this.db, chunk, now, new Date(now.getTime() + CLAIM_MS));
        if (claimed.length === 0) continue;
        let plans: WeekPlans;
        let asked: ReadonlyMap<number, string> | undefined;
        try {
          asked = await this.rebuilds?.counts(claimed.map((subscription) => subscription.customerId));
          plans = await this.plansFor(claimed, await listOrderDatesOf(this.db, chunk));
        } catch (error) {
          // Tried again by the next pass, once the claim runs out.
          for (const subscription of claimed) this.onError(error, subscription.id);
          continue;
        }
        result.made += await this.makeBatch(claimed, plans, rules, asked);
      }
    }
    return result;
  }

  /**
   * A pass's batch: the claimed subscriptions' missing weeks made in one transaction, under their row locks (read
   * again there), from the plans built for them. Should the batch fail, each subscription is made on its own, so one
   * subscription's trouble is logged for it alone and never holds back the others. How many weeks were made.
   */
  private async makeBatch(
    claimed: readonly SubscriptionRow[],
    plans: WeekPlans,
    rules: PricingRules,
    asked: ReadonlyMap<number, string> | undefined,
  ): Promise<number> {
    const ids = claimed.map((subscription) => subscription.id);
    const unplanned: SubscriptionRow[] = [];
    try {
      const made = await this.db.transaction(async (tx) => {
        unplanned.length = 0;
        const locked = await lockSubscriptionsByIds(tx, ids);
        const [existing, redeeming] = await Promise.all([
          listOrderDatesOf(tx, ids),
          listRedeemingCustomers(
            tx,
            locked.map((subscription) => subscription.customerId),
          ),
        ]);
        const weeks: { order: OrderInsert; lines: OrderLineInsert[] }[] = [];
        for (const subscription of locked) {
          if (subscription.status === 'canceled') continue;
          const { zone, dates } = await this.weeks.openDates(subscription, UPCOMING_WEEKS, tx);
          const missing = dates.filter((date) => !existing.get(subscription.id)?.has(date.date));
          if (!zone || missing.length === 0) continue;
          const boxes = plans.get(subscription.customerId);
          if (boxes) weeks.push(...this.weekOrders(subscription, zone, missing, boxes, rules));
          else unplanned.push(subscription);
        }
        const made = await insertWeeksOf(tx, weeks);
        for (const subscription of locked) {
          if (redeeming.has(subscription.customerId)) await this.weeks.spreadPromo(tx, subscription);
        }
        const customerIds = [...new Set(made.map((order) => order.customerId))];
        if (asked) await this.rebuilds?.afterMaking(tx, customerIds, asked);
        return made.length;
      });
      // Its customer has no quiz answers: logged for it alone, the rest of the batch made.
      for (const subscription of unplanned) this.onError(new NoQuiz(subscription.customerId), subscription.id);
      return made;
    } catch (error) {
      // Logged even when each subscription alone then succeeds: a batch that fails is worth knowing about.
      for (const id of ids) this.onError(error, id, 'a batch of weeks failed; made one subscription at a time');
      let made = 0;
      for (const subscription of claimed) {
        try {
          made += await this.makeFor(subscription.id);
        } catch (error) {
          this.onError(error, subscription.id);
        }
      }
      return made;
    }
  }

  /** Makes the subscription's missing weeks now (after a change that moves or brings back weeks); how many. */
  async makeFor(subscriptionId: number): Promise<number> {
    const subscription = await findSubscriptionById(this.db, subscriptionId);
    if (!subscription || subscription.status === 'canceled') return 0;
    // The plan engine reads outside any transaction.
    const asked = await this.rebuilds?.counts([subscription.customerId]);
    const plans = await this.plansFor([subscription], await listOrderDatesOf(this.db, [subscription.id]));
    const rules = await readPricingRules(this.db);
    return this.db.transaction(async (tx) => {
      const locked = await lockSubscriptionById(tx, subscriptionId);
      if (!locked || locked.status === 'canceled') return 0;
      const missing = await this.missingDates(locked, tx);
      const { zone } = await this.weeks.openDates(locked, 0, tx);
      if (!zone || missing.length === 0) return 0;
      const made = (
        await insertWeeksOf(tx, this.weekOrders(locked, zone, missing, plans.get(locked.customerId), rules))
      ).length;
      await this.weeks.spreadPromo(tx, locked);
      if (asked && made > 0) await this.rebuilds?.afterMaking(tx, [locked.customerId], asked);
      return made;
    });
  }

  /**
   * The boxes of the subscriptions' missing weeks (their open dates without an order in `existing`), each built for
   * its week against the weeks before it; a subscription missing none is left out, and so is one whose customer has
   * no quiz answers (`weekOrders` says so). Read outside any transaction.
   */
  private async plansFor(
    subscriptions: readonly SubscriptionRow[],
    dates: ReadonlyMap<number, ReadonlySet<string>>,
  ): Promise<WeekPlans> {
    const requests = [];
    for (const subscription of subscriptions) {
      if (subscription.status === 'canceled') continue;
      const open = (await this.weeks.openDates(subscription, UPCOMING_WEEKS)).dates;
      const weeks = open.filter((date) => !dates.get(subscription.id)?.has(date.date)).map((date) => date.date);
      if (weeks.length > 0) requests.push({ customerId: subscription.customerId, weeks });
    }
    // What is out of stock on each date is left out of that week's box (docs/decisions/210-stock.md).
    const out = await unavailableOn(
      this.db,
      requests.flatMap((request) => request.weeks),
    );
    return this.plans.weeklyPlans(requests, out);
  }

  /**
   * The orders of a subscription's missing dates, each with its week's box: a paused week is made skipped; the
   * promo is spread after. A date whose box was not built (the subscription changed since) is left to the next pass.
   */
  private weekOrders(
    locked: SubscriptionRow,
    zone: DeliveryZone,
    missing: readonly DeliveryDate[],
    plans: ReadonlyMap<string, Plan> | undefined,
    rules: PricingRules,
  ): { order: OrderInsert; lines: OrderLineInsert[] }[] {
    // Placing an order needs a quiz, so this is a broken record: logged for this subscription, tried again next pass.
    if (!plans && missing.length > 0) throw new NoQuiz(locked.customerId);
    return missing.flatMap((date) => {
      const plan = plans?.get(date.date);
      if (!plan) return [];
      const lines = boxLinesFromPlan(plan);
      const totals = priceBox(lines, null, { ...rules, deliveryFeeCents: zone.deliveryFeeCents });
      const paused = locked.status === 'paused' && locked.pausedUntil !== null && date.date < locked.pausedUntil;
      const order: OrderInsert = {
        customerId: locked.customerId,
        subscriptionId: locked.id,
        status: paused ? 'skipped' : 'scheduled',
        skipReason: paused ? 'paused' : null,
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
      return [{ order, lines }];
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
      const ended = await moveSubscription(tx, subscription.id, 'active', { pausedUntil: null });
      if (ended) await this.weeks.pauseRanOut(tx, subscription, subscription.pausedUntil);
      return ended !== undefined;
    });
  }
}
