// Editing a week's box before its cutoff (issue 16): set a line's quantity (0 removes it), add an item from the shop
// (at today's catalogue price; one that goes against the customer's hard rules needs `confirm`), and swap a line for
// the plan engine's next best. Each change runs under the order's row lock and prices the box again with the one
// pricing function, so two changes at once both land and the totals count both.

import { picturePath } from '@larder/contracts/schemas/catalogue';
import type { Order } from '@larder/contracts/schemas/checkout';
import type { OrderLineSwap, OrderLineUpdate } from '@larder/contracts/schemas/subscription';
import {
  BoxCapacityErrorCode,
  type BoxSpaceValue,
  boxFullMessage,
  boxSpace,
} from '@larder/contracts/values/box-capacity';
import { BOX_LINES_MAX } from '@larder/contracts/values/checkout';
import {
  type OrderLineSource,
  SaladShooterErrorCode,
  SaladShooterMessage,
} from '@larder/contracts/values/salad-shooter';
import { SubscriptionErrorCode, SubscriptionMessage } from '@larder/contracts/values/subscription';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { DeliveryService } from '../deliveries/service';
import { recordBoxEdit } from '../learning/box-edit-events';
import { type CapacityLimits, capacityLimits } from '../plan/capacity';
import type { IndexedItem } from '../plan/catalogue-index';
import type { PlanService } from '../plan/service';
import { findCatalogueItem } from '../pricing/catalogue-price';
import { orderBoxSpace, orderSpaceLines, type SpaceLine } from './box-space';
import type { OrderReader } from './order-view';
import {
  countOrderLines,
  deleteOrderLine,
  hasOrderLine,
  insertOrderLine,
  listOrderLines,
  type OrderRow,
  orderOwner,
  replaceOrderLine,
  setOrderLineQuantity,
  updateOrder,
} from './repository';
import { repriceOrder } from './reprice';
import type { OrderWeeks } from './weeks';

/**
 * 409 `box_full` (the transaction rolls back) when a change took the box past a limit it was within, or further
 * past one it was already over (docs/decisions/191-box-capacity.md); the message names the room there was.
 */
async function refuseOverfilling(tx: DbOrTx, orderId: number, before: BoxSpaceValue): Promise<void> {
  const after = await orderBoxSpace(tx, orderId, { volume: before.volume_limit, cold: before.cold_volume_limit });
  const overVolume = after.volume > after.volume_limit && after.volume > before.volume;
  const overCold = after.cold > after.cold_volume_limit && after.cold > before.cold;
  if (overVolume || overCold) throw new HttpError(409, BoxCapacityErrorCode.BoxFull, boxFullMessage(before));
}

/**
 * Whether a catalogue item may take a line's place without taking the box past a limit (refuseOverfilling's rule,
 * for units and cold units each: within the limit after, or no more than the line it replaces), the line's quantity kept.
 */
function fitsInPlaceOf(
  lines: readonly SpaceLine[],
  limits: CapacityLimits,
  replaced: { type: string; id: number },
): (candidate: IndexedItem) => boolean {
  const space = boxSpace(lines, limits);
  const old = lines.find((line) => line.type === replaced.type && line.id === replaced.id);
  if (!old) return () => true;
  const out = boxSpace([old], limits);
  return (candidate) => {
    const into = boxSpace(
      [{ quantity: old.quantity, volume: candidate.source.volume, cold: candidate.source.cold }],
      limits,
    );
    const after = {
      ...space,
      volume: space.volume - out.volume + into.volume,
      cold: space.cold - out.cold + into.cold,
    };
    const volumeOk = after.volume <= after.volume_limit || into.volume <= out.volume;
    const coldOk = after.cold <= after.cold_volume_limit || into.cold <= out.cold;
    return volumeOk && coldOk;
  };
}

const notFound = () => new HttpError(404, 'not_found', 'Not found.');

const wrongState = (row: OrderRow) =>
  new HttpError(409, SubscriptionErrorCode.WrongState, SubscriptionMessage.wrongState(row.status));

export class BoxEditor {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly weeks: OrderWeeks,
    private readonly reader: OrderReader,
    private readonly deliveries: DeliveryService,
    private readonly plans: PlanService,
  ) {}

  /** 404 for another customer's or an unknown order, before anything else is read. */
  private async checkOwner(customerId: number, orderId: number): Promise<void> {
    if ((await orderOwner(this.db, orderId)) !== customerId) throw notFound();
  }

  /** Sets a line's quantity; a new item joins the box at the catalogue's price. */
  async updateLine(customerId: number, orderId: number, update: OrderLineUpdate): Promise<Order> {
    await this.checkOwner(customerId, orderId);
    // Read before the transaction (the plan's context is not read inside one): whether a new item breaks a rule.
    const breaks =
      update.quantity > 0 && update.confirm !== true && !(await hasOrderLine(this.db, orderId, update.type, update.id))
        ? (await this.plans.breakingRules(customerId, [update])).length > 0
        : false;
    const limits = await capacityLimits(this.db);
    await this.db.transaction(async (tx) => {
      const row = await this.weeks.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const before = await orderBoxSpace(tx, orderId, limits);
      const edit = { orderId, customerId, type: update.type, id: update.id };
      if (update.quantity === 0) {
        if (await hasOrderLine(tx, orderId, update.type, update.id))
          await recordBoxEdit(tx, { ...edit, action: 'removed' });
        await deleteOrderLine(tx, orderId, update.type, update.id);
      } else {
        const updated = await setOrderLineQuantity(tx, orderId, update.type, update.id, update.quantity);
        if (!updated) {
          if (breaks) throw new HttpError(409, SubscriptionErrorCode.BreaksRules, SubscriptionMessage.BreaksRules);
          await this.addLine(tx, orderId, update.type, update.id, update.quantity);
          await recordBoxEdit(tx, { ...edit, action: 'added' });
        }
      }
      await refuseOverfilling(tx, orderId, before);
      await repriceOrder(tx, this.deliveries, row);
      await updateOrder(tx, orderId, { editedAt: this.clock.now() }); // keeps its edits (orders/week-rebuild.ts)
    });
    return this.reader.get(customerId, orderId);
  }

  /**
   * Replaces a line with the next best item that keeps the customer's hard rules and is not in the box yet; `edit`
   * false for the store's own swap (the dislike sweep), which leaves the week as unedited as it was.
   */
  async swapLine(customerId: number, orderId: number, swap: OrderLineSwap, edit = true): Promise<Order> {
    await this.checkOwner(customerId, orderId);
    const [before, limits, spaceLines] = await Promise.all([
      listOrderLines(this.db, orderId),
      capacityLimits(this.db),
      orderSpaceLines(this.db, orderId),
    ]);
    const old = before.find((line) => line.itemType === swap.type && line.itemId === swap.id);
    const replacement = old
      ? await this.plans.alternativeFor(
          customerId,
          swap,
          before.map((line) => ({ type: line.itemType as OrderLineSwap['type'], id: line.itemId })),
          fitsInPlaceOf(spaceLines, limits, swap),
        )
      : undefined;
    await this.db.transaction(async (tx) => {
      const row = await this.weeks.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const before = await orderBoxSpace(tx, orderId, limits);
      const lines = await listOrderLines(tx, orderId);
      const current = lines.find((line) => line.itemType === swap.type && line.itemId === swap.id);
      if (!current || !old) throw new HttpError(400, SubscriptionErrorCode.NotInBox, SubscriptionMessage.NotInBox);
      const source = replacement?.source;
      if (!source || lines.some((line) => line.itemType === source.type && line.itemId === source.id)) {
        throw new HttpError(409, SubscriptionErrorCode.NoAlternative, SubscriptionMessage.NoAlternative);
      }
      await replaceOrderLine(
        tx,
        orderId,
        { itemType: swap.type, itemId: swap.id },
        {
          itemType: source.type,
          itemId: source.id,
          name: source.name,
          picture: source.picture,
          unitPriceCents: source.price_cents,
          source: null,
        },
      );
      await recordBoxEdit(tx, { orderId, customerId, type: swap.type, id: swap.id, action: 'removed' });
      await refuseOverfilling(tx, orderId, before);
      await repriceOrder(tx, this.deliveries, row);
      if (edit) await updateOrder(tx, orderId, { editedAt: this.clock.now() });
    });
    return this.reader.get(customerId, orderId);
  }

  /**
   * Adds one package of an item from a strip that records where its lines came from (the salad shooter, issue 40):
   * the item keeps the customer's hard rules (else 409 breaks_rules) and fits the box (else 409 box_full). A retry
   * finds the line this source added and changes nothing; an item already in the box another way is 409.
   */
  async addOne(customerId: number, orderId: number, item: OrderLineSwap, source: OrderLineSource): Promise<Order> {
    await this.checkOwner(customerId, orderId);
    const breaks = (await this.plans.breakingRules(customerId, [item])).length > 0;
    const limits = await capacityLimits(this.db);
    await this.db.transaction(async (tx) => {
      const row = await this.weeks.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const line = (await listOrderLines(tx, orderId)).find((at) => at.itemType === item.type && at.itemId === item.id);
      if (line?.source === source) return;
      if (line) throw new HttpError(409, SaladShooterErrorCode.AlreadyInBox, SaladShooterMessage.AlreadyInBox);
      if (breaks) throw new HttpError(409, SubscriptionErrorCode.BreaksRules, SubscriptionMessage.BreaksRules);
      const before = await orderBoxSpace(tx, orderId, limits);
      await this.addLine(tx, orderId, item.type, item.id, 1, source);
      await recordBoxEdit(tx, { orderId, customerId, type: item.type, id: item.id, action: 'added' });
      await refuseOverfilling(tx, orderId, before);
      await repriceOrder(tx, this.deliveries, row);
      await updateOrder(tx, orderId, { editedAt: this.clock.now() });
    });
    return this.reader.get(customerId, orderId);
  }

  /**
   * Takes back one package `addOne` added with this source (the strip's Undo): a line of another source, or none, is
   * left as it is (a retried undo changes nothing).
   */
  async removeOne(customerId: number, orderId: number, item: OrderLineSwap, source: OrderLineSource): Promise<Order> {
    await this.checkOwner(customerId, orderId);
    await this.db.transaction(async (tx) => {
      const row = await this.weeks.lockOpenOrder(tx, customerId, orderId);
      if (row.status !== 'scheduled') throw wrongState(row);
      const line = (await listOrderLines(tx, orderId)).find((at) => at.itemType === item.type && at.itemId === item.id);
      if (line?.source !== source) return;
      if (line.quantity > 1) await setOrderLineQuantity(tx, orderId, item.type, item.id, line.quantity - 1);
      else {
        await deleteOrderLine(tx, orderId, item.type, item.id);
        await recordBoxEdit(tx, { orderId, customerId, type: item.type, id: item.id, action: 'removed' });
      }
      await repriceOrder(tx, this.deliveries, row);
      await updateOrder(tx, orderId, { editedAt: this.clock.now() });
    });
    return this.reader.get(customerId, orderId);
  }

  private async addLine(
    tx: DbOrTx,
    orderId: number,
    type: OrderLineUpdate['type'],
    id: number,
    quantity: number,
    source: OrderLineSource | null = null,
  ) {
    const item = await findCatalogueItem(tx, type, id);
    if (!item) throw new HttpError(400, 'item_unavailable', SubscriptionMessage.ItemUnavailable);
    const counted = await countOrderLines(tx, orderId);
    if (counted.count >= BOX_LINES_MAX) {
      throw new HttpError(400, 'box_full', SubscriptionMessage.BoxFull);
    }
    await insertOrderLine(tx, orderId, {
      itemType: type,
      itemId: id,
      name: item.name,
      picture: picturePath(item.picture),
      quantity,
      unitPriceCents: item.priceCents,
      position: counted.last + 1,
      source,
    });
  }
}
