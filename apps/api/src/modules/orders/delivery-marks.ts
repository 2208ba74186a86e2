// Deliveries (docs/decisions/160-weekly-cycle.md): a paid order is `delivered` at the end of its delivery day in its
// zone's time zone — carrier confirmation is out of reach here, so the store's word is the day ending. An operator
// marks a box that did not arrive (`npm run orders -- not-delivered ORDER --reason TEXT`): the order keeps its
// charge (a refund is its own command) and is never marked delivered after; the operator who heard of it follows up
// with the customer (no automatic email: the command is often run while talking to them).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { terminalSafe } from '../../lib/terminal-text';
import { listZoneClocks } from '../deliveries/repository';
import type { Outbox } from '../email/outbox';
import { takeBackNotDelivered } from '../rewards/points';
import { CHARGED } from './order-status';
import { lockOrder, moveOrders, updateOrder } from './repository';
import { tellDelivered } from './week-emails';

/** An operator's mark that cannot be made: the words say why. */
export class DeliveryMarkRefused extends Error {
  override name = 'DeliveryMarkRefused';
}

export const NOT_DELIVERED_REASON_MAX_LENGTH = 500;

export class DeliveryMarks {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Tells each customer their box was delivered (issue 39); left out by the operators' command, which only marks. */
    private readonly outbox?: Outbox,
  ) {}

  /** Marks delivered every paid order whose delivery day has ended in its zone (disabled or not); how many. */
  async markDue(): Promise<number> {
    const now = this.clock.now();
    let delivered = 0;
    for (const zone of await listZoneClocks(this.db)) {
      const today = format(new TZDate(now.getTime(), zone.timeZone), 'yyyy-MM-dd');
      const moved = await this.db.transaction(async (tx) => {
        const rows = await moveOrders(
          tx,
          and(eq(orders.zoneCode, zone.code), lt(orders.deliveryDate, today), isNull(orders.notDeliveredAt)),
          ['paid'],
          'delivered',
          { deliveredAt: now },
        );
        if (this.outbox) for (const row of rows) await tellDelivered(tx, this.outbox, row);
        return rows;
      });
      delivered += moved.length;
    }
    return delivered;
  }

  /** An operator's word that a charged box did not arrive. */
  /** `recorder` runs in the mark's transaction with the order before it (an operator's audit row). */
  async notDelivered(
    orderId: number,
    reason: string,
    recorder?: (tx: DbOrTx, before: typeof orders.$inferSelect, marked: { at: Date; reason: string }) => Promise<void>,
  ): Promise<void> {
    const words = reason.trim();
    if (!words || words.length > NOT_DELIVERED_REASON_MAX_LENGTH || terminalSafe(words) !== words) {
      throw new DeliveryMarkRefused(
        `--reason must be 1 to ${NOT_DELIVERED_REASON_MAX_LENGTH} characters on one line, saying what happened`,
      );
    }
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (!row) throw new DeliveryMarkRefused(`no order ${orderId}`);
      if (!CHARGED.some((status) => status === row.status)) {
        throw new DeliveryMarkRefused(`order ${orderId} is ${row.status}: only a paid or delivered box can be marked`);
      }
      if (row.notDeliveredAt) throw new DeliveryMarkRefused(`order ${orderId} is already marked not delivered`);
      const at = this.clock.now();
      await updateOrder(tx, orderId, { notDeliveredAt: at, notDeliveredReason: words, deliveredAt: null });
      // A box that did not arrive earns no points: what it earned goes back (docs/decisions/230-rewards-points.md).
      await takeBackNotDelivered(tx, row, at);
      await recorder?.(tx, row, { at, reason: words });
    });
  }
}
