// The subscriber's view (issue 16; docs/decisions/160-weekly-cycle.md): the subscription, its next four weeks (made
// by the store, never by this read), the latest past ones and the next charge — when and how much, after the credits
// that will pay first. A GET never writes.
import { TZDate } from '@date-fns/tz';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import { format } from 'date-fns';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { creditBalance } from '../credits/ledger';
import type { DeliveryService } from '../deliveries/service';
import { listWeekIds } from '../orders/order-reads';
import type { OrderReader } from '../orders/order-view';
import { findSubscription, lockSubscriptionOf, type SubscriptionRow } from '../orders/subscription-rows';
import { weeksRebuilding } from '../orders/week-rebuild-rows';
import { UPCOMING_WEEKS } from '../orders/weeks';
import { findPaymentMethod } from '../payments/repository';
import { previewRedeem } from '../rewards/points';

/** Past orders shown with the upcoming ones. */
const RECENT_ORDERS = 4;

export const noSubscription = () =>
  new HttpError(404, SubscriptionErrorCode.NoSubscription, SubscriptionMessage.NoSubscription);

export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly deliveries: DeliveryService,
    private readonly providerName: 'test' | 'stripe',
    private readonly orders: OrderReader,
  ) {}

  async find(customerId: number, db: DbOrTx = this.db): Promise<SubscriptionRow | undefined> {
    return findSubscription(db, customerId);
  }

  /** The customer's subscription row, locked for a change (404 no_subscription without one). */
  async lock(tx: DbOrTx, customerId: number): Promise<SubscriptionRow> {
    const subscription = await lockSubscriptionOf(tx, customerId);
    if (!subscription) throw noSubscription();
    return subscription;
  }

  /** The subscription and its weeks: recent orders, the next four deliveries and the next charge. */
  async view(customerId: number): Promise<SubscriptionView> {
    const subscription = await this.find(customerId);
    if (!subscription) {
      return {
        status: 'none',
        delivery_weekday: null,
        delivery_weekdays: [],
        paused_until: null,
        shipping: null,
        card: null,
        payment_provider: this.providerName,
        upcoming: [],
        recent: [],
        weeks_rebuilding: false,
        next_charge: null,
      };
    }
    const now = this.clock.now();
    const [upcoming, recent, zone, card, balance, rebuilding] = await Promise.all([
      listWeekIds(this.db, subscription.id, now, 'upcoming', UPCOMING_WEEKS),
      listWeekIds(this.db, subscription.id, now, 'past', RECENT_ORDERS),
      this.deliveries.zoneByCode(subscription.zoneCode),
      findPaymentMethod(this.db, subscription.paymentMethodId),
      creditBalance(this.db, customerId),
      weeksRebuilding(this.db, customerId),
    ]);
    // A canceled subscription's open weeks are not coming: only what already locked is shown.
    const shown = subscription.status === 'canceled' ? upcoming.filter((row) => row.status !== 'skipped') : upcoming;
    const [weeks, past] = await Promise.all([
      this.orders.many(
        customerId,
        shown.map((row) => row.id),
      ),
      this.orders.many(
        customerId,
        recent.map((row) => row.id),
      ),
    ]);
    // The next week that will be charged, at its cutoff: its total less the credits that pay first.
    const next = subscription.status === 'canceled' ? undefined : weeks.find((week) => week.status === 'scheduled');
    // The rewards points the box redeems at its cutoff pay before the credits (docs/decisions/230-rewards-points.md).
    const points = next ? await previewRedeem(this.db, customerId, next.totals.total_cents) : { cents: 0 };
    const payable = next ? next.totals.total_cents - points.cents : 0;
    return {
      status: subscription.status as SubscriptionView['status'],
      delivery_weekday: subscription.deliveryWeekday,
      delivery_weekdays: zone ? [...zone.deliveryWeekdays].sort((a, b) => a - b) : [subscription.deliveryWeekday],
      paused_until: subscription.status === 'paused' ? subscription.pausedUntil : null,
      shipping: subscription.address,
      card: card ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear } : null,
      payment_provider: this.providerName,
      upcoming: weeks,
      recent: past,
      weeks_rebuilding: rebuilding,
      next_charge: next
        ? {
            order_id: next.id,
            charge_at: next.delivery.cutoff_at,
            charge_label: zone
              ? format(new TZDate(Date.parse(next.delivery.cutoff_at), zone.timeZone), 'EEE, MMM d')
              : next.delivery.cutoff_at.slice(0, 10),
            delivery_label: next.delivery.label,
            amount_cents: Math.max(0, payable - Math.min(balance, payable)),
            credits_cents: Math.min(balance, payable),
          }
        : null,
    };
  }
}
