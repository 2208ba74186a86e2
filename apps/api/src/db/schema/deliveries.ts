import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Delivery zones (issue 15; docs/decisions/150-checkout-and-payments.md): a set of 3-digit ZIP prefixes and whole
 * ZIPs, an IANA time zone, delivery weekdays (0 = Sunday) and a cutoff rule (N days before delivery at a local
 * time). `delivery_fee_cents` null means the dynamic config `checkout.delivery_fee_cents`. Seeded when empty;
 * operators manage them with `npm run zones`.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    zipPrefixes: text('zip_prefixes').array().notNull(),
    zips: text('zips').array().notNull(),
    timeZone: text('time_zone').notNull(),
    deliveryWeekdays: integer('delivery_weekdays').array().notNull(),
    cutoffDaysBefore: integer('cutoff_days_before').notNull(),
    cutoffLocalTime: text('cutoff_local_time').notNull().default('19:00'),
    deliveryFeeCents: integer('delivery_fee_cents'),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('delivery_zones_cutoff_days_check', sql`${table.cutoffDaysBefore} between 1 and 14`),
    check('delivery_zones_fee_check', sql`${table.deliveryFeeCents} >= 0`),
  ],
);

/** "Tell me when you deliver here": an address and a ZIP outside every zone, once per pair. */
export const zoneWaitlist = pgTable(
  'zone_waitlist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    zip: text('zip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('zone_waitlist_email_zip_key').on(sql`lower(${table.email})`, table.zip),
    index('zone_waitlist_zip_idx').on(table.zip),
  ],
);
