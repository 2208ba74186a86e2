import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Remote configuration read by the storefront: name and text value
 * (docs/decisions/014-dynamic-configs-and-promos.md).
 */
export const dynamicConfigs = pgTable('dynamic_configs', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
