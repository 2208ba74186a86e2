// A dislike reaches the weeks already made (issue 27; docs/decisions/190-learning.md): each of the customer's weeks
// still open (scheduled, before its cutoff) that holds the disliked item gets it swapped for the next best item
// that keeps every hard rule, through the box editor (its lock, checks and repricing, one transaction a week). A week
// where nothing fits, or that locked meanwhile, keeps it. Idempotent: sending the dislike again finishes the sweep.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderLines, orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import type { BoxEditor } from './box-editor';

export class DislikeSweep {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly boxes: BoxEditor,
  ) {}

  /** How many open weeks had the item swapped out. */
  async swapOut(customerId: number, item: { type: ContentType; id: number }): Promise<number> {
    const weeks = await this.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(
        and(
          eq(orders.customerId, customerId),
          eq(orders.status, 'scheduled'),
          gt(orders.cutoffAt, this.clock.now()),
          eq(orderLines.itemType, item.type),
          eq(orderLines.itemId, item.id),
        ),
      )
      .orderBy(orders.deliveryDate);
    let swapped = 0;
    for (const week of weeks) {
      try {
        await this.boxes.swapLine(customerId, week.id, item, false);
        swapped += 1;
      } catch (error) {
        // No alternative, past its cutoff or no longer scheduled: that week keeps the line.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      }
    }
    return swapped;
  }
}
