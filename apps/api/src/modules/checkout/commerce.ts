// The commerce services, built once per app: the payment provider PAYMENT_PROVIDER names, delivery zones, the
// checkout, cards and orders.
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { DeliveryService } from '../deliveries/service';
import type { Outbox } from '../email/outbox';
import { GiftCardSales } from '../gift-cards/purchase';
import { GiftCardService } from '../gift-cards/service';
import { OrderFinalization } from '../orders/finalization';
import type { PaymentProvider } from '../payments/provider';
import { StripePaymentProvider, stripeClient } from '../payments/stripe-provider';
import { TestPaymentProvider } from '../payments/test-provider';
import type { PlanService } from '../plan/service';
import { BoxEditor } from '../subscriptions/box-editor';
import { SubscriptionLifecycle } from '../subscriptions/lifecycle';
import { SubscriptionService } from '../subscriptions/service';
import { OrderService } from './order-service';
import { CardService } from './payment-service';
import { CheckoutService } from './service';

type CommerceConfig = Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'STRIPE_TIMEOUT_MS'>;

export class CommerceServices {
  readonly provider: PaymentProvider;
  /** Set when PAYMENT_PROVIDER is stripe. */
  readonly stripe: StripePaymentProvider | undefined;
  readonly deliveries: DeliveryService;
  readonly checkout: CheckoutService;
  readonly cards: CardService;
  readonly orders: OrderService;
  /** Orders past their cutoff: finalized and charged every minute (a pg-boss schedule). */
  readonly finalization: OrderFinalization;
  /** The subscriber's weeks: upcoming deliveries, skip and unskip, the order history. */
  readonly subscriptions: SubscriptionService;
  /** A week's box before its cutoff: quantities, additions from the shop, swaps. */
  readonly boxes: BoxEditor;
  /** Pause and resume, cancel and reactivate, the delivery day. */
  readonly lifecycle: SubscriptionLifecycle;
  /** Gift cards: issued, emailed on their day, redeemed into credits. */
  readonly giftCards: GiftCardService;
  /** Gift cards bought by anyone, paid at once. */
  readonly giftCardSales: GiftCardSales;

  constructor(deps: {
    config: CommerceConfig;
    db: Db;
    clock: Clock;
    outbox: Outbox;
    plans: PlanService;
    jobs: JobQueue;
  }) {
    const { config, db, clock } = deps;
    if (config.PAYMENT_PROVIDER === 'stripe') {
      if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe');
      this.stripe = new StripePaymentProvider(
        stripeClient({
          secretKey: config.STRIPE_SECRET_KEY,
          apiUrl: config.STRIPE_API_URL,
          timeoutMs: config.STRIPE_TIMEOUT_MS,
        }),
      );
      this.provider = this.stripe;
    } else {
      this.stripe = undefined;
      this.provider = new TestPaymentProvider();
    }
    this.deliveries = new DeliveryService(db, clock, (tx) => this.checkout.defaultDeliveryFee(tx));
    this.checkout = new CheckoutService(db, clock, deps.plans, this.deliveries, this.provider.name);
    this.cards = new CardService(db, clock, this.provider, this.checkout);
    this.orders = new OrderService(db, clock, this.checkout, deps.outbox);
    this.finalization = new OrderFinalization(db, clock, this.provider, deps.outbox);
    this.finalization.define(deps.jobs);
    this.cards.retryFailedPayments = (customerId) => this.finalization.retryFailed(customerId);
    this.subscriptions = new SubscriptionService(db, clock, deps.plans, this.checkout, this.orders);
    this.boxes = new BoxEditor(db, this.subscriptions, this.checkout, deps.plans);
    this.lifecycle = new SubscriptionLifecycle(db, clock, this.subscriptions, this.checkout, deps.outbox);
    this.giftCards = new GiftCardService(db, clock, deps.outbox);
    this.giftCards.define(deps.jobs);
    this.giftCardSales = new GiftCardSales(db, clock, this.provider, deps.outbox, this.giftCards);
  }
}
