import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Gift cards (issue 17; docs/decisions/170-gift-cards.md): a long random code with a balance. Looked up by the
 * SHA-256 of the code (`code_digest`), never by comparing codes; the code itself is kept to email it on the delivery
 * date. `active` → `redeemed` (the balance moved to the redeemer's credits, once) | `void` (an operator's).
 * A bought card is written `pending` before its charge, with the card to charge (brand, last 4, expiry, the provider's
 * token and customer: never a number) and the digest of the request its Idempotency-Key came with; the charge makes
 * it `active` (with its charge id) or `failed` (a card refusal, `failure_code`). Only `active` cards are emailed or
 * redeemed (docs/decisions/170-gift-cards.md).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    codeDigest: text('code_digest').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('active'),
    /** Who made it: a buyer (`purchase`) or an operator (`operator`). */
    source: text('source').notNull(),
    purchaserName: text('purchaser_name'),
    purchaserEmail: text('purchaser_email'),
    recipientName: text('recipient_name'),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** The day the recipient's email goes out; null for a card not emailed. */
    deliverOn: date('deliver_on', { mode: 'string' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The buyer's Idempotency-Key: a retried purchase is one purchase. */
    purchaseKey: text('purchase_key'),
    chargeId: text('charge_id'),
    /** requestDigest (lib/idempotency.ts) of the purchase, card number left out: the key is bound to it. */
    requestDigest: text('request_digest'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** The provider's reusable handle of the buyer's card (`tok_…`, `pm_…`), to charge a pending purchase again. */
    cardToken: text('card_token'),
    cardProviderCustomerId: text('card_provider_customer_id'),
    /** Why the charge of a `failed` purchase was refused (PaymentFailure's code). */
    failureCode: text('failure_code'),
    redeemedByCustomerId: integer('redeemed_by_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('gift_cards_code_digest_key').on(table.codeDigest),
    uniqueIndex('gift_cards_purchase_key').on(table.purchaseKey),
    index('gift_cards_delivery_idx').on(table.deliverOn, table.deliveredAt),
    index('gift_cards_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('gift_cards_amount_check', sql`${table.amountCents} > 0`),
    check('gift_cards_status_check', sql`${table.status} in ('pending', 'active', 'redeemed', 'void', 'failed')`),
    check('gift_cards_pending_card_check', sql`${table.status} <> 'pending' or ${table.cardToken} is not null`),
    check('gift_cards_source_check', sql`${table.source} in ('purchase', 'operator')`),
  ],
);
