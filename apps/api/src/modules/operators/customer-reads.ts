// What the console's Customers screen reads (docs/decisions/200-operators.md): the search (an id, or part of the email
// or the name, any case; sorted and paged on the server) and one customer's page — subscription, orders, credits
// ledger, quiz answers and ratings. Reads only.
import type { AdminCustomerDetail, AdminCustomerSummary } from '@larder/contracts/schemas/admin-console';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import type { AdminCustomerSort } from '@larder/contracts/values/admin-console';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { pairings, products } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/customers';
import { subscriptions } from '../../db/schema/orders';
import { deliveryRatings, itemRatings } from '../../db/schema/ratings';
import { creditsView } from '../credits/ledger';
import { customerOrders } from '../orders/console-reads';
import { mayUnskip } from '../orders/order-actions';
import { findPaymentMethod } from '../payments/repository';
import { findQuiz } from '../preferences/repository';

const CUSTOMER_ORDERS_SHOWN = 50;
const CUSTOMER_RATINGS_SHOWN = 200;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

type CustomerRow = typeof customers.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

function summary(customer: CustomerRow, subscription: Pick<SubscriptionRow, 'status' | 'zoneCode'> | null) {
  return {
    id: customer.id,
    email: customer.email,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    created_at: customer.createdAt.toISOString(),
    email_verified: customer.emailVerifiedAt !== null,
    subscription_status: (subscription?.status ?? null) as AdminCustomerSummary['subscription_status'],
    zone: subscription?.zoneCode ?? null,
  };
}

export interface CustomerSearch {
  q?: string;
  sort: { column: AdminCustomerSort; descending: boolean };
  limit: number;
  offset: number;
}

export async function searchCustomers(db: DbOrTx, search: CustomerSearch) {
  let where: SQL | undefined;
  if (search.q !== undefined) {
    const pattern = `%${escapeLike(search.q)}%`;
    const matches: SQL[] = [
      ilike(customers.email, pattern),
      ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, pattern),
    ];
    if (/^\d{1,9}$/.test(search.q)) matches.push(eq(customers.id, Number(search.q)));
    where = or(...matches);
  }
  const column = {
    id: customers.id,
    email: sql`lower(${customers.email})`,
    name: sql`lower(${customers.firstName} || ' ' || ${customers.lastName})`,
    created_at: customers.createdAt,
  }[search.sort.column];
  const direction = search.sort.descending ? desc : asc;
  const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(customers).where(where);
  const rows = await db
    .select({ customer: customers, status: subscriptions.status, zoneCode: subscriptions.zoneCode })
    .from(customers)
    .leftJoin(subscriptions, eq(subscriptions.customerId, customers.id))
    .where(where)
    .orderBy(direction(column), direction(customers.id))
    .limit(search.limit)
    .offset(search.offset);
  return {
    count: counted?.count ?? 0,
    results: rows.map((row) =>
      summary(row.customer, row.status && row.zoneCode ? { status: row.status, zoneCode: row.zoneCode } : null),
    ),
  };
}

/** The customer's page, or undefined when there is no such customer. */
export async function customerDetail(
  db: DbOrTx,
  customerId: number,
  now: Date,
): Promise<Omit<AdminCustomerDetail, 'support_credits'> | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return undefined;
  const [subscriptionRows, orderRows, credits, quiz, ratingRows, deliveryRatingRows] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.customerId, customerId)).limit(1),
    customerOrders(db, customerId, CUSTOMER_ORDERS_SHOWN),
    creditsView(db, customerId),
    findQuiz(db, customerId),
    db
      .select()
      .from(itemRatings)
      .where(eq(itemRatings.customerId, customerId))
      .orderBy(desc(itemRatings.updatedAt))
      .limit(CUSTOMER_RATINGS_SHOWN),
    db
      .select()
      .from(deliveryRatings)
      .where(eq(deliveryRatings.customerId, customerId))
      .orderBy(desc(deliveryRatings.createdAt)),
  ]);
  const subscription = subscriptionRows[0] ?? null;
  const card = subscription ? await findPaymentMethod(db, subscription.paymentMethodId) : undefined;
  const names = await itemNames(
    db,
    ratingRows.map((row) => ({ type: row.itemType, id: row.itemId })),
  );
  const person = { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}`.trim() };
  return {
    customer: {
      ...summary(customer, subscription),
      email_verified_at: customer.emailVerifiedAt?.toISOString() ?? null,
      last_login_at: customer.lastLoginAt?.toISOString() ?? null,
    },
    subscription: subscription
      ? {
          id: subscription.id,
          status: subscription.status as 'active' | 'paused' | 'canceled',
          zone: subscription.zoneCode,
          delivery_weekday: subscription.deliveryWeekday,
          paused_until: subscription.pausedUntil,
          canceled_at: subscription.canceledAt?.toISOString() ?? null,
          cancel_reason: subscription.cancelReason,
          cancel_note: subscription.cancelNote,
          created_at: subscription.createdAt.toISOString(),
          address: textFields(subscription.address),
          payment_method: card
            ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }
            : null,
        }
      : null,
    orders: orderRows.map((order) => ({
      id: order.id,
      status: order.status as OrderStatus,
      delivery_date: order.deliveryDate,
      zone: order.zoneCode,
      customer: person,
      total_cents: order.totalCents,
      refunded_cents: order.refundedCents,
      created_at: order.createdAt.toISOString(),
      not_delivered: order.notDeliveredAt !== null,
      cutoff_at: order.cutoffAt.toISOString(),
      can_unskip: order.cutoffAt.getTime() > now.getTime() && mayUnskip(order, subscription ?? undefined),
    })),
    credits,
    quiz: quiz
      ? {
          household_size: quiz.householdSize,
          num_adults: quiz.numAdults,
          num_young_children: quiz.numYoungChildren,
          num_older_children: quiz.numOlderChildren,
          weekly_grocery_spend: quiz.weeklyGrocerySpend,
          meals: quiz.meals,
          snacks: quiz.snacks,
          frequencies: {
            breakfast: quiz.breakfastFrequency,
            lunch: quiz.lunchFrequency,
            dinner: quiz.dinnerFrequency,
            snack: quiz.snackFrequency,
            sweets: quiz.sweetsFrequency,
            fruit: quiz.fruitFrequency,
          },
          updated_at: quiz.updatedAt.toISOString(),
        }
      : null,
    item_ratings: ratingRows.map((row) => ({
      item_type: row.itemType,
      item_id: row.itemId,
      name: names.get(`${row.itemType}:${row.itemId}`) ?? `${row.itemType} ${row.itemId}`,
      rating: row.rating,
    })),
    delivery_ratings: deliveryRatingRows.map((row) => ({
      order_id: row.orderId,
      stars: row.stars,
      reasons: row.reasons,
      worth: row.worth,
      comment: row.comment,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** An address snapshot's text fields (an empty or missing one left out). */
function textFields(address: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(address).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

/** Catalogue names of products and pairings, keyed `type:id`. */
export async function itemNames(
  db: DbOrTx,
  items: readonly { type: string; id: number }[],
): Promise<Map<string, string>> {
  const productIds = items.filter((item) => item.type === 'product').map((item) => item.id);
  const pairingIds = items.filter((item) => item.type === 'pairing').map((item) => item.id);
  const [productRows, pairingRows] = await Promise.all([
    productIds.length > 0
      ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds))
      : [],
    pairingIds.length > 0
      ? db.select({ id: pairings.id, name: pairings.name }).from(pairings).where(inArray(pairings.id, pairingIds))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const row of productRows) names.set(`product:${row.id}`, row.name);
  for (const row of pairingRows) names.set(`pairing:${row.id}`, row.name);
  return names;
}

export const customerExists = async (db: DbOrTx, customerId: number) =>
  (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId)))
      .limit(1)
  ).length > 0;
