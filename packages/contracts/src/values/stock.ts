// Stock per delivery date (docs/decisions/210-stock.md): the console's list and the largest count an operator sets.

/** The audit log's record type of a stock change (record id `type:id:date`). */
export const STOCK_RECORD_TYPE = 'stock';
export const STOCK_COUNT_MAX = 1_000_000;
export const STOCK_PAGE_SIZE = 50;
export const STOCK_MAX_PAGE_SIZE = 200;
export const STOCK_SORTS = ['name', 'type', 'price_cents'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
