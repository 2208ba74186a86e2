// Plain values of the console's Today, Customers and Deliveries screens (docs/decisions/200-operators.md): page
// sizes, the audit record types their changes write, and the words of their refusals. Zod-free for the pages.

/** GET /api/admin/customers/: page sizes and the columns it sorts by. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
export const ADMIN_CUSTOMERS_MAX_PAGE_SIZE = 100;
export const ADMIN_CUSTOMER_SORTS = ['id', 'email', 'name', 'created_at'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];

/** What the customer screen's changes record as `record_type` (the order's skip records `order`). */
export const CustomerAuditRecordType = {
  Customer: 'customer',
  Subscription: 'subscription',
} as const;

/** An operator's reason for a change on a customer's behalf: kept in the audit row. */
export const OPERATOR_REASON_MAX_LENGTH = 500;

/** Most an operator gives in one grant of credits, whatever the role ($1,000.00). */
export const CREDIT_GRANT_MAX_CENTS = 100_000;

/**
 * Order statuses a delivery day's pick list counts, as `npm run orders -- list --picklist` does: the boxes going out
 * (a scheduled one, before its cutoff, as a forecast).
 */
export const PICKED_STATUSES = ['scheduled', 'finalized', 'paid'] as const;

export const ConsoleMessage = {
  AlreadyVerified: 'This customer’s email address is verified already: no link was sent.',
  NoSubscription: 'This customer has no subscription.',
  creditLimit: (limitCents: number) =>
    `Support gives at most $${(limitCents / 100).toFixed(2)} at a time; operations or admin can give more.`,
  /** Support's credits over a period, per operator and per customer (issue 44). */
  creditPeriodLimit: (leftCents: number, periodDays: number) =>
    `Support can give $${(leftCents / 100).toFixed(2)} more here over the last ${periodDays} days (the limits are per operator and per customer); operations or admin can give more.`,
} as const;

/** The console's warning on the credits form once support has at most one grant's worth left (issue 44). */
export const supportCreditsNote = (leftCents: number, periodDays: number) =>
  `You can give this customer $${(leftCents / 100).toFixed(2)} more in credits over ${periodDays} days (support's limits per operator and per customer).`;

/** The header row of the pick list CSV (GET /api/admin/deliveries/pick-list.csv). */
export const PICK_LIST_CSV_HEADER = ['delivery_date', 'zone', 'item_type', 'item_id', 'name', 'quantity'] as const;

/** An item type as the console and its files say it: a pairing is a "recipe" to operators (issue 42). */
export const itemTypeWord = (itemType: string): string => (itemType === 'pairing' ? 'recipe' : itemType);
