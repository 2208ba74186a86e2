// Out-of-stock lines at the cutoff (docs/decisions/210-stock.md). Inside the transaction that finalizes an order, with
// the stock rows of its date locked (stock/repository.ts `lockStockOn`): each line of an item still in stock takes
// one from its count; a line that is out (off, or its count used up) is replaced by the plan engine's best alternative
// that keeps the customer's hard rules, costs no more per package, takes no more room (nor cold room) and is in stock
// — taking one from its count too — or removed when there is none. Each change is recorded (`order_substitutions`,
// shown on the order's timeline), the order priced again before its charge, and the customer emailed what changed
// through the outbox in the same transaction. The subscription's free gift rides in the box like a line: it takes one
// from its count too, and when it is out the box goes without it this week (recorded and told as a removed line).
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { orderSubstitutions } from '../../db/schema/stock';
import type { Clock } from '../../lib/clock';
import { findCustomerById } from '../accounts/customer-repository';
import type { DeliveryService } from '../deliveries/service';
import type { Outbox } from '../email/outbox';
import { PlanCatalogue } from '../plan/catalogue-cache';
import type { CatalogueIndex, IndexedItem } from '../plan/catalogue-index';
import { PlanService } from '../plan/service';
import { isOut, lockStockOn, type StockRow, stockKey, takeOne } from '../stock/repository';
import { orderHistory } from './order-reads';
import {
  deleteOrderLine,
  findOrderById,
  listOrderLines,
  type OrderRow,
  replaceOrderLine,
  updateOrder,
} from './repository';
import { repriceOrder } from './reprice';

export type OrderSubstitutionRow = typeof orderSubstitutions.$inferSelect;

/** The stock rows of the dates a finalizing transaction works on, locked by it (`date|type:id`). */
export interface StockHold {
  index: CatalogueIndex;
  rows: Map<string, StockRow>;
}

/** The plan engine over one index read before the transaction (its reads then all go through the transaction). */
class FixedCatalogue extends PlanCatalogue {
  constructor(
    db: DbOrTx,
    clock: Clock,
    private readonly fixed: CatalogueIndex,
  ) {
    super(db, clock);
  }

  override async index(): Promise<CatalogueIndex> {
    return this.fixed;
  }
}

export async function listOrderSubstitutions(db: DbOrTx, orderId: number): Promise<OrderSubstitutionRow[]> {
  return db
    .select()
    .from(orderSubstitutions)
    .where(eq(orderSubstitutions.orderId, orderId))
    .orderBy(asc(orderSubstitutions.id));
}

export class StockSubstitutions {
  private readonly catalogue: PlanCatalogue;

  constructor(
    db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
    private readonly deliveries: DeliveryService,
  ) {
    this.catalogue = new PlanCatalogue(db, clock);
  }

  /** Read before the finalizing transaction: the catalogue index alternatives are picked from. */
  prepare(): Promise<CatalogueIndex> {
    return this.catalogue.index();
  }

  /** Locks the stock rows of these dates (once per transaction, after its orders, before any is substituted). */
  async hold(tx: DbOrTx, index: CatalogueIndex, dates: readonly string[]): Promise<StockHold> {
    return { index, rows: await lockStockOn(tx, dates) };
  }

  /**
   * Takes the order's lines from the stock of its date, substituting or removing what is out, and prices the order
   * again when anything changed. Whether the box changed.
   */
  async apply(tx: DbOrTx, row: OrderRow, hold: StockHold, now: Date): Promise<boolean> {
    if (hold.rows.size === 0) return false;
    const stockOf = (type: string, id: number) => hold.rows.get(`${row.deliveryDate}|${stockKey(type, id)}`);
    const take = async (stock: StockRow | undefined) => {
      if (stock?.kind !== 'count') return;
      await takeOne(tx, stock);
      stock.count = (stock.count ?? 0) - 1;
    };
    const lines = await listOrderLines(tx, row.id);
    const out = lines.filter((line) => isOut(stockOf(line.itemType, line.itemId)));
    for (const line of lines) if (!out.includes(line)) await take(stockOf(line.itemType, line.itemId));
    const giftGone = await this.takeGift(tx, row, lines, stockOf, take, now);
    if (out.length === 0 && !giftGone) return false;

    const plans = new PlanService(tx, this.clock, new FixedCatalogue(tx, this.clock, hold.index), orderHistory);
    const inBox = lines.map((line) => ({ type: line.itemType as 'product' | 'pairing', id: line.itemId }));
    const changes: { from: string; to: string | null }[] = giftGone ? [{ from: giftGone, to: null }] : [];
    for (const line of out) {
      const original = hold.index.items[hold.index.byKey.get(stockKey(line.itemType, line.itemId)) ?? -1];
      const fits = (candidate: IndexedItem) =>
        original !== undefined &&
        candidate.source.price_cents <= line.unitPriceCents &&
        candidate.source.volume <= original.source.volume &&
        (!candidate.source.cold || original.source.cold) &&
        !isOut(stockOf(candidate.source.type, candidate.source.id));
      const item = { type: line.itemType as 'product' | 'pairing', id: line.itemId };
      const replacement = original ? await plans.alternativeFor(row.customerId, item, inBox, fits) : undefined;
      const source = replacement?.source;
      if (source) {
        await replaceOrderLine(
          tx,
          row.id,
          { itemType: line.itemType, itemId: line.itemId },
          {
            itemType: source.type,
            itemId: source.id,
            name: source.name,
            picture: source.picture,
            unitPriceCents: source.price_cents,
          },
        );
        await take(stockOf(source.type, source.id));
        inBox.push({ type: source.type, id: source.id });
      } else {
        await deleteOrderLine(tx, row.id, line.itemType, line.itemId);
      }
      await tx.insert(orderSubstitutions).values({
        orderId: row.id,
        fromType: line.itemType,
        fromId: line.itemId,
        fromName: line.name,
        fromUnitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        toType: source?.type ?? null,
        toId: source?.id ?? null,
        toName: source?.name ?? null,
        toUnitPriceCents: source?.price_cents ?? null,
        at: now,
      });
      changes.push({ from: line.name, to: source?.name ?? null });
    }
    if (out.length > 0) await repriceOrder(tx, this.deliveries, row);
    const priced = await findOrderById(tx, row.id);
    const customer = await findCustomerById(tx, row.customerId);
    if (customer) {
      await this.outbox.enqueue(tx, 'order_substitution', customer.email, {
        firstName: customer.firstName,
        orderId: row.id,
        deliveryDate: row.deliveryDate,
        changes,
        totalCents: priced?.totalCents ?? row.totalCents,
      });
    }
    return true;
  }
  /**
   * The free gift takes one from its count like a line (a box that also has it as a line takes one in all). Out, it
   * is left out of this box: the order no longer carries it, and a removal is recorded. The removed gift's name, or
   * null when nothing changed.
   */
  private async takeGift(
    tx: DbOrTx,
    row: OrderRow,
    lines: readonly { itemType: string; itemId: number }[],
    stockOf: (type: string, id: number) => StockRow | undefined,
    take: (stock: StockRow | undefined) => Promise<void>,
    now: Date,
  ): Promise<string | null> {
    const giftId = row.freeGiftProductId;
    if (giftId === null) return null;
    if (lines.some((line) => line.itemType === 'product' && line.itemId === giftId)) return null;
    const stock = stockOf('product', giftId);
    if (!isOut(stock)) {
      await take(stock);
      return null;
    }
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, giftId)).limit(1);
    const name = `${product?.name ?? `Product ${giftId}`} (free gift)`;
    await updateOrder(tx, row.id, { freeGiftProductId: null });
    await tx.insert(orderSubstitutions).values({
      orderId: row.id,
      fromType: 'product',
      fromId: giftId,
      fromName: name,
      fromUnitPriceCents: 0,
      quantity: 1,
      toType: null,
      toId: null,
      toName: null,
      toUnitPriceCents: null,
      at: now,
    });
    return name;
  }
}
