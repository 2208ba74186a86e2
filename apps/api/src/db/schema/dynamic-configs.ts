import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Remote configuration read by the storefront (spec §3 "Dynamic config": name, value). */
export const dynamicConfigs = pgTable('dynamic_configs', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
