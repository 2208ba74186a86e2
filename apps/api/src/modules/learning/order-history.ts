// What the learning and the plan read of the customers' orders, as an interface the orders module implements
// (orders/order-reads.ts, `orderHistory`) and the app passes in where it builds them (app.ts, commerce.ts): the
// orders module sits above both (it builds weeks from plans), so they never import it (docs/decisions/002-layout.md).
import type { DbOrTx } from '../../db/database';

export interface BoxItem {
  customerId: number;
  type: string;
  id: number;
}

export interface OrderHistory {
  /**
   * Items of the customers' boxes delivered or due (not skipped or canceled), delivered from `from` (a date) to
   * before `before`, with their delivery date.
   */
  boxItems(
    db: DbOrTx,
    customerIds: readonly number[],
    from: string,
    before: string,
  ): Promise<(BoxItem & { date: string })[]>;
  /** Items of every delivered box of these customers (undefined: everyone). */
  deliveredItems(db: DbOrTx, customerIds: readonly number[] | undefined): Promise<BoxItem[]>;
}
