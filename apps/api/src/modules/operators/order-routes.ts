// The console's orders (docs/decisions/200-operators.md): GET /api/admin/orders/ (search by id, customer email,
// delivery date, status and zone; sorted, filtered and paged on the server) and GET /api/admin/orders/:id/ (the
// order, its lines, its customer and a timeline of what the database records). Support and up; reads only: orders
// are read through the orders module's repository, ratings and problem reports as their tables keep them.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminOrderDetail,
  AdminOrderPage,
  AdminOrderQuery,
  type AdminOrderSummary,
  type AdminTimelineEvent,
  OrderIdParams,
} from '@larder/contracts/schemas/admin';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers } from '../../db/schema/customers';
import { deliveryRatings, problemReports } from '../../db/schema/ratings';
import { HttpError } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { publicRequestUrl } from '../../lib/public-url';
import { listAudit } from '../audit/audit-log';
import {
  findOrderById,
  listOrderLines,
  listOrderRefunds,
  type OrderRow,
  type OrderSearch,
  searchOrders,
} from '../orders/repository';
import { listOrderSubstitutions } from '../orders/substitution';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const TIMELINE_AUDIT_LIMIT = 200;

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

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

export const orderConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/orders/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Search orders: by id, customer email, delivery date, status and zone; sorted and paged',
        querystring: AdminOrderQuery,
        response: { 200: AdminOrderPage, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const sort = query.sort ?? '-delivery_date';
      const descending = sort.startsWith('-');
      const search: OrderSearch = {
        id: query.id,
        email: query.email,
        deliveryDate: query.delivery_date,
        status: query.status,
        zone: query.zone,
        sort: { column: (descending ? sort.slice(1) : sort) as OrderSearch['sort']['column'], descending },
        limit: query.limit,
        offset: query.offset,
      };
      const { count, rows } = await searchOrders(db, search);
      reply.header('cache-control', 'no-store');
      return {
        count,
        ...pageLinks(publicRequestUrl(request), query.limit, query.offset, count),
        results: rows.map((row) => summary(row.order, row)),
      };
    },
  );

  app.get(
    '/api/admin/orders/:id/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'An order with its lines, customer and timeline (placed, locked, charged, refunds, ratings, audit)',
        params: OrderIdParams,
        response: { 200: AdminOrderDetail, ...errors },
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const order = await findOrderById(db, orderId);
      if (!order) throw new HttpError(404, AdminErrorCode.NotFound, `No order ${orderId}.`);
      const [customerRows, lines, refundRows, ratingRows, reportRows, audit, substitutions] = await Promise.all([
        db.select().from(customers).where(eq(customers.id, order.customerId)).limit(1),
        listOrderLines(db, orderId),
        listOrderRefunds(db, orderId),
        db.select().from(deliveryRatings).where(eq(deliveryRatings.orderId, orderId)),
        db
          .select()
          .from(problemReports)
          .where(eq(problemReports.orderId, orderId))
          .orderBy(asc(problemReports.createdAt)),
        listAudit(db, {
          recordType: AuditRecordType.Order,
          recordId: String(orderId),
          limit: TIMELINE_AUDIT_LIMIT,
          offset: 0,
          url: publicRequestUrl(request),
        }),
        listOrderSubstitutions(db, orderId),
      ]);
      const customer = customerRows[0];
      if (!customer) throw new HttpError(404, AdminErrorCode.NotFound, `No customer for order ${orderId}.`);
      reply.header('cache-control', 'no-store');
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
        },
        lines: lines.map((line) => ({
          item_type: line.itemType,
          item_id: line.itemId,
          name: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
        })),
        customer: { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}` },
        timeline: timeline(order, {
          refunds: refundRows,
          ratings: ratingRows,
          reports: reportRows,
          audit: audit.results,
          substitutions,
        }),
      };
    },
  );
};

interface TimelineSources {
  refunds: Awaited<ReturnType<typeof listOrderRefunds>>;
  ratings: (typeof deliveryRatings.$inferSelect)[];
  reports: (typeof problemReports.$inferSelect)[];
  audit: { at: string; action: string; operator: { email: string } | null }[];
  /** Out-of-stock lines at the lock (docs/decisions/210-stock.md); none when left out. */
  substitutions?: Awaited<ReturnType<typeof listOrderSubstitutions>>;
}

/**
 * What happened to the order, oldest first, from the rows that record it. The orders table keeps no time of the
 * charge itself: a charge shows at the lock (when the cutoff pass charges), a failure at the lock too, with the
 * attempts made (docs/decisions/200-operators.md).
 */
export function timeline(order: OrderRow, sources: TimelineSources): AdminTimelineEvent[] {
  const events: { at: Date; kind: string; text: string }[] = [];
  events.push({ at: order.createdAt, kind: 'placed', text: `Placed for ${order.deliveryDate} (${order.zoneCode}).` });
  if (order.finalizedAt) {
    events.push({ at: order.finalizedAt, kind: 'locked', text: `Locked at its cutoff: ${dollars(order.totalCents)}.` });
    const charged = ['paid', 'delivered'].includes(order.status) || (order.status === 'canceled' && order.chargeId);
    if (charged) {
      events.push({
        at: order.finalizedAt,
        kind: 'charged',
        text: `Charged ${dollars(order.totalCents)}${order.chargeId ? ` (${order.chargeId})` : ''}.`,
      });
    } else if (order.status === 'payment_failed') {
      events.push({
        at: order.finalizedAt,
        kind: 'payment_failed',
        text: `Payment failed (${order.paymentFailure ?? 'unknown'}) after ${order.paymentAttempts} attempt(s).`,
      });
    }
  }
  if (order.deliveredAt) events.push({ at: order.deliveredAt, kind: 'delivered', text: 'Delivered.' });
  if (order.notDeliveredAt) {
    events.push({
      at: order.notDeliveredAt,
      kind: 'not_delivered',
      text: `Marked not delivered: ${order.notDeliveredReason ?? ''}`.trim(),
    });
  }
  for (const refund of sources.refunds) {
    const where = refund.method === 'card' ? 'to the card' : 'as credits';
    events.push(
      refund.refusedAt
        ? {
            at: refund.refusedAt,
            kind: 'refund_refused',
            text: `Refund of ${dollars(refund.amountCents)} ${where} refused: ${refund.refusedReason ?? ''}`.trim(),
          }
        : { at: refund.createdAt, kind: 'refund', text: `Refunded ${dollars(refund.amountCents)} ${where}.` },
    );
  }
  for (const rating of sources.ratings) {
    const reasons = rating.reasons.length > 0 ? ` (${rating.reasons.join(', ')})` : '';
    events.push({ at: rating.createdAt, kind: 'rating', text: `Rated ${rating.stars} of 5${reasons}.` });
  }
  for (const report of sources.reports) {
    events.push({
      at: report.createdAt,
      kind: 'problem_report',
      text: `Problem reported, ${dollars(report.creditedCents)} credited.`,
    });
  }
  for (const change of sources.substitutions ?? []) {
    events.push(
      change.toName === null
        ? {
            at: change.at,
            kind: 'removed',
            text: `${change.fromName} was out of stock: removed, ${dollars(change.fromUnitPriceCents * change.quantity)} not charged.`,
          }
        : {
            at: change.at,
            kind: 'substituted',
            text: `${change.fromName} was out of stock: replaced by ${change.toName} (${dollars(change.toUnitPriceCents ?? 0)} for ${dollars(change.fromUnitPriceCents)} each).`,
          },
    );
  }
  for (const entry of sources.audit) {
    events.push({
      at: new Date(entry.at),
      kind: 'audit',
      text: `${entry.action} by ${entry.operator?.email ?? 'the command line'}.`,
    });
  }
  return events
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => ({ at: event.at.toISOString(), kind: event.kind, text: event.text }));
}
