// The console's orders (docs/decisions/200-operators.md): the search (by id, customer email, delivery date, status
// and zone; sorted, filtered and paged on the server) and an order's page (its lines, customer and timeline). Reads
// only, through the orders module's reads. order-routes.ts translates HTTP.
import type {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  AdminOrderSummary,
} from '@larder/contracts/schemas/admin';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { findCustomerById } from '../accounts/customer-repository';
import { listAudit } from '../audit/audit-log';
import { orderDeliveryRatings, orderProblemReports } from '../orders/console-reads';
import { refundableCents } from '../orders/refunds';
import {
  findOrderById,
  listOrderLines,
  listOrderRefunds,
  type OrderRow,
  type OrderSearch,
  searchOrders,
} from '../orders/repository';
import { listOrderSubstitutions } from '../orders/substitution';
import { findPaymentMethod } from '../payments/repository';
import { itemNames } from './customer-reads';
import { timeline } from './order-timeline';

const TIMELINE_AUDIT_LIMIT = 200;

function summary(order: OrderRow, customer: { email: string; firstName: string; lastName: string }): AdminOrderSummary {
  return {
    id: order.id,
    status: order.status as OrderStatus,
    delivery_date: order.deliveryDate,
    zone: order.zoneCode,
    customer: { id: order.customerId, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
    total_cents: order.totalCents,
    refunded_cents: order.refundedCents,
    created_at: order.createdAt.toISOString(),
    not_delivered: order.notDeliveredAt !== null,
  };
}

export class OrderConsole {
  constructor(private readonly db: Db) {}

  async search(query: AdminOrderQuery, url: URL): Promise<AdminOrderPage> {
    const sort = query.sort ?? '-delivery_date';
    const descending = sort.startsWith('-');
    const search: OrderSearch = {
      id: query.id,
      email: query.email,
      deliveryDate: query.delivery_date,
      deliveryFrom: query.delivery_from,
      deliveryTo: query.delivery_to,
      status: query.status,
      zone: query.zone,
      sort: { column: (descending ? sort.slice(1) : sort) as OrderSearch['sort']['column'], descending },
      limit: query.limit,
      offset: query.offset,
    };
    const { count, rows } = await searchOrders(this.db, search);
    return {
      count,
      ...pageLinks(url, query.limit, query.offset, count),
      results: rows.map((row) => summary(row.order, row)),
    };
  }

  async detail(orderId: number, url: URL): Promise<AdminOrderDetail> {
    const db = this.db;
    const order = await findOrderById(db, orderId);
    if (!order) throw new HttpError(404, AdminErrorCode.NotFound, `No order ${orderId}.`);
    const [customer, lines, refunds, ratings, reports, audit, substitutions, card, refundable, gift] =
      await Promise.all([
        findCustomerById(db, order.customerId),
        listOrderLines(db, orderId),
        listOrderRefunds(db, orderId),
        orderDeliveryRatings(db, orderId),
        orderProblemReports(db, orderId),
        listAudit(db, {
          recordType: AuditRecordType.Order,
          recordId: String(orderId),
          limit: TIMELINE_AUDIT_LIMIT,
          offset: 0,
          url,
        }),
        listOrderSubstitutions(db, orderId),
        findPaymentMethod(db, order.paymentMethodId),
        refundableCents(db, order),
        order.freeGiftProductId === null
          ? undefined
          : itemNames(db, [{ type: 'product', id: order.freeGiftProductId }]),
      ]);
    if (!customer) throw new HttpError(404, AdminErrorCode.NotFound, `No customer for order ${orderId}.`);
    return {
      order: {
        ...summary(order, customer),
        cutoff_at: order.cutoffAt.toISOString(),
        subtotal_cents: order.subtotalCents,
        discount_cents: order.discountCents,
        delivery_fee_cents: order.deliveryFeeCents,
        credits_cents: order.creditsCents,
        charge_id: order.chargeId,
        payment_failure: order.paymentFailure,
        not_delivered_reason: order.notDeliveredReason,
        address: { ...order.address },
        payment_method: card
          ? { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }
          : null,
        refundable_cents: refundable,
      },
      lines: [
        ...lines.map((line) => ({
          item_type: line.itemType,
          item_id: line.itemId,
          name: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          free_gift: false,
        })),
        // The free gift is in the box (and on the packing slip) though it is never a priced line.
        ...(order.freeGiftProductId === null
          ? []
          : [
              {
                item_type: 'product',
                item_id: order.freeGiftProductId,
                name: `${gift?.get(`product:${order.freeGiftProductId}`) ?? `Product ${order.freeGiftProductId}`} (free gift)`,
                quantity: 1,
                unit_price_cents: 0,
                free_gift: true,
              },
            ]),
      ],
      customer: { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
      timeline: timeline(order, { refunds, ratings, reports, audit: audit.results, substitutions }),
    };
  }
}
