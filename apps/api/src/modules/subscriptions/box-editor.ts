// Editing a week's box before its cutoff (issue 16): set a line's quantity (0 removes it), add an item from the shop
// (at today's catalogue price; one that goes against the customer's hard rules needs `confirm`), and swap a line for
// the plan engine's next best. Each change runs under the order's row lock and prices the box again with the one
// pricing function, so two changes at once both land and the totals count both.

import { picturePath } from '@larder/contracts/schemas/catalogue';
import type { Order } from '@larder/contracts/schemas/checkout';
import type { OrderLineSwap, OrderLineUpdate } from '@larder/contracts/schemas/subscription';
import { BOX_LINES_MAX } from '@larder/contracts/values/checkout';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { orderLines } from '../../db/schema/orders';
import { HttpError } from '../../lib/errors';
import { listOrderLines } from '../checkout/repository';
import { type CheckoutService, findCatalogueItem } from '../checkout/service';
import type { PlanService } from '../plan/service';
import { repriceOrder } from './reprice';
import type { OrderRow, SubscriptionService } from './service';

const wrongState = (row: OrderRow) =>
  new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(row.status));

export class BoxEditor {
  constructor(
    private readonly db: Db,
    private readonly subscriptions: SubscriptionService,
    private readonly checkout: CheckoutService,
    private readonly plans: PlanService,
  ) {}

  /** Sets a line's quantity; a new item joins the box at the catalogue's price. */
  async updateLine(customerId: number, orderId: number, update: OrderLineUpdate): Promise<Order> {
    // Read before the transaction (the plan's context is not read inside one): whether a new item breaks a rule.
    const breaks =
      update.quantity > 0 && update.confirm !== true && !(await this.hasLine(orderId, update.type, update.id))
        ? (await this.plans.breakingRules(customerId, [update])).length > 0
        : false;
    await this.db.transaction(async (tx) => {
      const row = await this.subscriptions.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const line = and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.itemType, update.type),
        eq(orderLines.itemId, update.id),
      );
      if (update.quantity === 0) {
        await tx.delete(orderLines).where(line);
      } else {
        const updated = await tx
          .update(orderLines)
          .set({ quantity: update.quantity })
          .where(line)
          .returning({ id: orderLines.itemId });
        if (updated.length === 0) {
          if (breaks) throw new HttpError(409, SubscriptionErrorCode.BreaksRules, SubscriptionMessage.BreaksRules);
          await this.addLine(tx, orderId, update.type, update.id, update.quantity);
        }
      }
      await repriceOrder(tx, this.checkout, row);
    });
    return this.subscriptions.order(customerId, orderId);
  }

  /** Replaces a line with the next best item that keeps the customer's hard rules and is not in the box yet. */
  async swapLine(customerId: number, orderId: number, swap: OrderLineSwap): Promise<Order> {
    const before = await listOrderLines(this.db, orderId);
    const old = before.find((line) => line.itemType === swap.type && line.itemId === swap.id);
    const replacement = old
      ? await this.plans.alternativeFor(
          customerId,
          swap,
          before.map((line) => ({ type: line.itemType as OrderLineSwap['type'], id: line.itemId })),
        )
      : undefined;
    await this.db.transaction(async (tx) => {
      const row = await this.subscriptions.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const lines = await listOrderLines(tx, orderId);
      const current = lines.find((line) => line.itemType === swap.type && line.itemId === swap.id);
      if (!current || !old) throw new HttpError(400, SubscriptionErrorCode.NotInBox, SubscriptionMessage.NotInBox);
      const source = replacement?.source;
      if (!source || lines.some((line) => line.itemType === source.type && line.itemId === source.id)) {
        throw new HttpError(409, SubscriptionErrorCode.NoAlternative, SubscriptionMessage.NoAlternative);
      }
      await tx
        .update(orderLines)
        .set({
          itemType: source.type,
          itemId: source.id,
          name: source.name,
          picture: source.picture,
          unitPriceCents: source.price_cents,
        })
        .where(
          and(eq(orderLines.orderId, orderId), eq(orderLines.itemType, swap.type), eq(orderLines.itemId, swap.id)),
        );
      await repriceOrder(tx, this.checkout, row);
    });
    return this.subscriptions.order(customerId, orderId);
  }

  private async hasLine(orderId: number, type: string, id: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: orderLines.itemId })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, orderId), eq(orderLines.itemType, type), eq(orderLines.itemId, id)))
      .limit(1);
    return row !== undefined;
  }

  private async addLine(tx: DbOrTx, orderId: number, type: OrderLineUpdate['type'], id: number, quantity: number) {
    const item = await findCatalogueItem(tx, type, id);
    if (!item) throw new HttpError(400, 'item_unavailable', SubscriptionMessage.ItemUnavailable);
    const [counted] = await tx
      .select({ count: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${orderLines.position}), -1)::int` })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    if ((counted?.count ?? 0) >= BOX_LINES_MAX) {
      throw new HttpError(400, 'box_full', SubscriptionMessage.BoxFull);
    }
    await tx.insert(orderLines).values({
      orderId,
      itemType: type,
      itemId: id,
      name: item.name,
      picture: picturePath(item.picture),
      quantity,
      unitPriceCents: item.priceCents,
      position: (counted?.last ?? -1) + 1,
    });
  }
}
