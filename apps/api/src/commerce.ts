// The commerce services, built once per app with plain constructor wiring, each module one job: the payment
// provider PAYMENT_PROVIDER names; delivery zones; the checkout and its cards; the orders module (placing, reading,
// the weeks, box edits, finalization and payments, deliveries, the weekly cycle's jobs); the subscription's view and
// changes; gift cards.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';
import { CardService } from './modules/checkout/payment-service';
import { OrderPlacement } from './modules/checkout/placement';
import { CheckoutService } from './modules/checkout/service';
import { DeliveryService } from './modules/deliveries/service';
import type { Outbox } from './modules/email/outbox';
import { GiftCardSales } from './modules/gift-cards/purchase';
import { GiftCardService } from './modules/gift-cards/service';
import { BoxEditor } from './modules/orders/box-editor';
import { DeliveryMarks } from './modules/orders/delivery-marks';
import { DislikeSweep } from './modules/orders/dislike-sweep';
import { OrderFinalization } from './modules/orders/finalization';
import { OrderPayments } from './modules/orders/order-payments';
import { nextBoxPayable } from './modules/orders/order-reads';
import { OrderReader } from './modules/orders/order-view';
import { StockSubstitutions } from './modules/orders/substitution';
import { WeekReminders } from './modules/orders/week-emails';
import { WeekMaker } from './modules/orders/week-maker';
import { WeekRebuild } from './modules/orders/week-rebuild';
import { WeeklyCycle } from './modules/orders/weekly-cycle';
import { OrderWeeks } from './modules/orders/weeks';
import { configuredPaymentProvider } from './modules/payments/configured';
import type { PaymentProvider } from './modules/payments/provider';
import { StripePaymentProvider } from './modules/payments/stripe-provider';
import type { PlanService } from './modules/plan/service';
import { readDefaultDeliveryFee } from './modules/pricing/pricing-rules';
import { PointsExpiry } from './modules/rewards/jobs';
import { RewardsService } from './modules/rewards/service';
import { SubscriptionLifecycle } from './modules/subscriptions/lifecycle';
import { SubscriptionService } from './modules/subscriptions/service';

type CommerceConfig = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS' | 'WEEK_REBUILD_DELAY_SECONDS'
>;

export class CommerceServices {
  readonly provider: PaymentProvider;
  /** Set when PAYMENT_PROVIDER is stripe. */
  readonly stripe: StripePaymentProvider | undefined;
  readonly deliveries: DeliveryService;
  readonly checkout: CheckoutService;
  readonly cards: CardService;
  /** Orders as the customer sees them. */
  readonly reader: OrderReader;
  /** Placing the first order. */
  readonly placement: OrderPlacement;
  /** A subscriber's weeks: skip and unskip, and what subscription changes do to them. */
  readonly weeks: OrderWeeks;
  /** The store makes every subscription's next weeks. */
  readonly weekMaker: WeekMaker;
  /** A subscriber's unedited weeks built again after their answers or ratings change. */
  readonly weekRebuild: WeekRebuild;
  /** A week's box before its cutoff: quantities, additions from the shop, swaps. */
  readonly boxes: BoxEditor;
  /** A disliked item swapped out of the open weeks. */
  readonly dislikeSweep: DislikeSweep;
  /** A charge's outcome, from the weekly pass or the Stripe webhook. */
  readonly payments: OrderPayments;
  /** Orders past their cutoff: finalized and charged. */
  readonly finalization: OrderFinalization;
  /** Paid boxes delivered at the end of their day; an operator's not-delivered mark. */
  readonly deliveryMarks: DeliveryMarks;
  /** The cycle's scheduled jobs, and all of them at once for the test clock. */
  readonly cycle: WeeklyCycle;
  /** The subscription and its weeks as the customer sees them. */
  readonly subscriptions: SubscriptionService;
  /** Pause and resume, cancel and reactivate, the delivery day and address. */
  readonly lifecycle: SubscriptionLifecycle;
  /** Gift cards: issued, emailed on their day, redeemed into credits. */
  readonly giftCards: GiftCardService;
  /** Gift cards bought by anyone, paid at once. */
  readonly giftCardSales: GiftCardSales;
  /** The rewards points as the customer and the console read them. */
  readonly rewards: RewardsService;
  /** Points expire 12 months after the last paid box (a scheduled job). */
  readonly pointsExpiry: PointsExpiry;

  constructor(deps: {
    config: CommerceConfig;
    db: Db;
    clock: Clock;
    outbox: Outbox;
    plans: PlanService;
    jobs: JobQueue;
    log: FastifyBaseLogger;
  }) {
    const { config, db, clock, outbox, plans, log } = deps;
    this.provider = configuredPaymentProvider(config);
    this.stripe = this.provider instanceof StripePaymentProvider ? this.provider : undefined;
    this.deliveries = new DeliveryService(db, clock, readDefaultDeliveryFee);
    this.checkout = new CheckoutService(db, clock, plans, this.deliveries, this.provider.name);
    this.reader = new OrderReader(db, this.deliveries, clock);
    this.weeks = new OrderWeeks(db, clock, this.deliveries, outbox);
    this.weekRebuild = new WeekRebuild(db, clock, plans, this.deliveries, deps.jobs, config.WEEK_REBUILD_DELAY_SECONDS);
    this.weekRebuild.define(deps.jobs);
    this.weekMaker = new WeekMaker(
      db,
      clock,
      plans,
      this.deliveries,
      this.weeks,
      (error, subscriptionId, message = 'weeks not made for a subscription') =>
        log.error({ err: error, subscriptionId }, message),
      this.weekRebuild,
    );
    this.placement = new OrderPlacement(db, clock, this.checkout, this.deliveries, outbox, this.reader, this.weekMaker);
    this.boxes = new BoxEditor(db, clock, this.weeks, this.reader, this.deliveries, plans);
    this.dislikeSweep = new DislikeSweep(db, clock, this.boxes);
    this.payments = new OrderPayments(clock, outbox, this.weeks);
    this.finalization = new OrderFinalization(
      db,
      clock,
      this.provider,
      outbox,
      this.deliveries,
      this.payments,
      (error, orderId, message) => log.error({ err: error, orderId }, message),
      new StockSubstitutions(db, clock, outbox, this.deliveries),
    );
    this.deliveryMarks = new DeliveryMarks(db, clock, outbox);
    this.cycle = new WeeklyCycle(
      this.weekMaker,
      this.finalization,
      this.deliveryMarks,
      new WeekReminders(db, clock, outbox),
    );
    this.cycle.define(deps.jobs);
    this.cards = new CardService(db, clock, this.provider, this.checkout, this.weeks, this.finalization);
    this.subscriptions = new SubscriptionService(db, clock, this.deliveries, this.provider.name, this.reader);
    this.lifecycle = new SubscriptionLifecycle(
      db,
      clock,
      this.subscriptions,
      this.deliveries,
      this.weeks,
      this.weekMaker,
      outbox,
    );
    this.giftCards = new GiftCardService(db, clock, outbox);
    this.giftCardSales = new GiftCardSales(db, clock, this.provider, outbox, this.giftCards, (error, giftCardId) =>
      log.error({ err: error, giftCardId }, 'gift card purchase not completed'),
    );
    this.giftCardSales.define(deps.jobs);
    this.rewards = new RewardsService(db, clock, nextBoxPayable);
    this.pointsExpiry = new PointsExpiry(db, clock);
    this.pointsExpiry.define(deps.jobs);
  }
}
