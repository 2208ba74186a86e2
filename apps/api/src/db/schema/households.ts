import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { customerIdColumn } from './owners';

/**
 * The household of every first order (issue 29; migration 0013): the card's fingerprint and the delivery address's
 * normalised key (modules/promos/household.ts). The new-customer offer is refused to a checkout whose card or address
 * is already here under another account.
 */
export const firstOrderHouseholds = pgTable(
  'first_order_households',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: customerIdColumn(),
    cardFingerprint: text('card_fingerprint'),
    addressKey: text('address_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('first_order_households_card_idx').on(table.cardFingerprint),
    index('first_order_households_address_idx').on(table.addressKey),
  ],
);
