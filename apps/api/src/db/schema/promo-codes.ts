import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Promo codes (docs/decisions/014-dynamic-configs-and-promos.md). Codes are matched without regard to case; only
 * some columns are public (PromoData).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    discountEffect: text('discount_effect').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The most a percentage takes off one box (FREE40: 40% off, up to $80); null: no cap (migration 0013). */
    maxDiscountCents: integer('max_discount_cents'),
    deliveries: integer('deliveries').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    isGiftCard: boolean('is_gift_card').notNull().default(false),
    /** Listed on /limited-time/ while live (npm run promo -- public CODE). */
    isPublic: boolean('is_public').notNull().default(false),
    /** For operators only (campaign, owner); never sent to clients. */
    internalNote: text('internal_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code_lower_key').on(sql`lower(${table.code})`),
    check('promo_codes_one_discount', sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`),
    check('promo_codes_percent_range', sql`${table.percentOff} between 1 and 100`),
    check('promo_codes_amount_positive', sql`${table.amountOffCents} > 0`),
    check('promo_codes_max_discount_positive', sql`${table.maxDiscountCents} > 0`),
    check('promo_codes_deliveries_positive', sql`${table.deliveries} >= 1`),
    check('promo_codes_dates_ordered', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);
