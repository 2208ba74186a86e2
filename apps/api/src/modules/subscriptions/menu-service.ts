// A week's menu (issue 39; docs/decisions/164-site-navigation-and-menu.md): for one of the customer's open weeks,
// every recipe and product with the customer's hard rules applied and named, the box's picks marked, recipes first and
// within each kind the picks, then what the customer likes most. Another customer's or an unknown week is 404 before
// anything else is read; a week past its cutoff is 409 past_cutoff, one not scheduled (skipped) 409 wrong_state: the
// menu is offered only where a pick can land. Reads only: picks go through the box editor (orders/box-editor.ts).
import type { Order } from '@larder/contracts/schemas/checkout';
import type { MenuItem, WeekMenu } from '@larder/contracts/schemas/menu';
import { menuDietsOf } from '@larder/contracts/values/menu';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { type OrderReader, orderNotFound } from '../orders/order-view';
import type { PlanService } from '../plan/service';

/**
 * One of the customer's weeks a pick can land in: 404 another customer's or an unknown week, 409 past_cutoff (locked),
 * 409 wrong_state (not scheduled). The menu's check, and the salad shooter's (salad-shooter-service.ts).
 */
export async function openWeek(clock: Clock, orders: OrderReader, customerId: number, orderId: number): Promise<Order> {
  const order = await orders.find(customerId, orderId);
  if (!order) throw orderNotFound();
  if (Date.parse(order.delivery.cutoff_at) <= clock.now().getTime()) {
    throw new HttpError(
      409,
      SubscriptionErrorCode.PastCutoff,
      SubscriptionMessage.pastCutoff(order.delivery.cutoff_label),
    );
  }
  if (order.status !== 'scheduled') {
    throw new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(order.status));
  }
  return order;
}

const KIND_ORDER = { pairing: 0, product: 1 } as const;

export class WeekMenuService {
  constructor(
    private readonly clock: Clock,
    private readonly orders: OrderReader,
    private readonly plans: PlanService,
  ) {}

  async menu(customerId: number, orderId: number): Promise<WeekMenu> {
    const order = await openWeek(this.clock, this.orders, customerId, orderId);
    const { entries, budgetCents } = await this.plans.menu(customerId);
    const inBox = new Map(order.lines.map((line) => [`${line.type}:${line.id}`, line.quantity]));
    const items: (MenuItem & { score: number })[] = entries.map(({ item, cuisines, hiddenBecause, score }) => ({
      type: item.type,
      id: item.id,
      slug: item.slug,
      name: item.name,
      description: item.description,
      picture: item.picture,
      price_cents: item.price_cents,
      servings: item.servings,
      prep_minutes: item.prep_minutes,
      volume: item.volume,
      cold: item.cold,
      occasions: item.occasions,
      cuisines,
      diets: menuDietsOf(item.contains),
      in_box: inBox.get(`${item.type}:${item.id}`) ?? 0,
      hidden_because: hiddenBecause,
      score,
    }));
    items.sort(
      (a, b) =>
        KIND_ORDER[a.type] - KIND_ORDER[b.type] ||
        Number(b.in_box > 0) - Number(a.in_box > 0) ||
        b.score - a.score ||
        a.name.localeCompare(b.name),
    );
    return {
      order,
      budget_cents: budgetCents,
      cuisines: [...new Set(items.flatMap((item) => item.cuisines))].sort((a, b) => a.localeCompare(b)),
      items: items.map(({ score: _score, ...item }) => item),
    };
  }
}
