// What a customer says about a delivered box (issue 27; docs/decisions/190-learning.md): one rating of it (stars,
// reasons, words and, when asked, whether it was worth it) within 14 days, and problems with its lines, each line
// credited once at the price paid, within 7 days and a limit per customer over 30 days, with an email, all in one
// transaction. Ownership is checked first: another customer's order is 404 whatever else is wrong.

import type {
  DeliveryRating,
  DeliveryRatingRequest,
  ProblemReport,
  ProblemReportRequest,
} from '@larder/contracts/schemas/ratings';
import { FEATURE_FLAG_DEFAULTS, type FeatureFlagName } from '@larder/contracts/values/dynamic-configs';
import {
  DELIVERY_RATING_WINDOW_DAYS,
  type DeliveryRatingReason,
  PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS,
  PROBLEM_REPORT_WINDOW_DAYS,
  type ProblemKind,
  RatingErrorCode,
  RatingMessage,
  type WorthAnswer,
} from '@larder/contracts/values/ratings';
import { millisecondsInDay } from 'date-fns/constants';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { lockCustomerRow } from '../accounts/customer-repository';
import { getConfigValue } from '../configs/repository';
import { addCreditEntry, problemCreditReference } from '../credits/ledger';
import type { Outbox } from '../email/outbox';
import {
  creditedOnOrder,
  creditedSince,
  type DeliveryRatingRow,
  insertDeliveryRating,
  insertProblemReport,
  reportedLineKeys,
} from './feedback-repository';
import { withinDeliveredWindow } from './order-actions';
import { givenBack } from './refunds';
import { findOrder, listOrderLines, type OrderRow } from './repository';

/** The window of the problem credit limit ("monthly"): the last 30 days, the same length whatever the calendar. */
export const PROBLEM_CREDIT_PERIOD_DAYS = 30;

const PROBLEM_WORDS: Record<ProblemKind, string> = {
  missing: 'missing',
  damaged: 'damaged',
  spoiled: 'spoiled',
  warm: 'arrived warm',
  quality: 'not up to standard',
};

const NotFound = () => new HttpError(404, 'not_found', 'Not found.');

function toDeliveryRating(row: DeliveryRatingRow): DeliveryRating {
  return {
    order_id: row.orderId,
    stars: row.stars,
    reasons: row.reasons as DeliveryRatingReason[],
    comment: row.comment,
    worth: row.worth as WorthAnswer | null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * What a line of `order` cost the customer: its price less its share of the order's discount, rounded down, so the
 * lines of one order never give back more than their items were paid.
 */
export function linePaidCents(order: Pick<OrderRow, 'subtotalCents' | 'discountCents'>, lineCents: number): number {
  if (order.subtotalCents <= 0) return 0;
  return Math.floor((lineCents * (order.subtotalCents - order.discountCents)) / order.subtotalCents);
}

export class OrderFeedback {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  private async flagOn(db: DbOrTx, name: FeatureFlagName): Promise<boolean> {
    return ((await getConfigValue(db, name)) ?? FEATURE_FLAG_DEFAULTS[name]) === '1';
  }

  /** The customer's order; 404 for another customer's or none. */
  private async ownOrder(db: DbOrTx, customerId: number, orderId: number): Promise<OrderRow> {
    const order = await findOrder(db, customerId, orderId);
    if (!order) throw NotFound();
    return order;
  }

  /** 409 with the reason unless the order was delivered within `days`. */
  private checkDelivered(order: OrderRow, days: number): void {
    if (order.status !== 'delivered' || order.deliveredAt === null) {
      throw new HttpError(409, RatingErrorCode.NotDelivered, RatingMessage.NotDelivered);
    }
    // The window the order's `report_until` and `rate_until` answer (order-actions.ts).
    if (!withinDeliveredWindow(order, days, this.clock.now())) {
      throw new HttpError(409, RatingErrorCode.TooLate, RatingMessage.TooLate(days));
    }
  }

  async rateDelivery(customerId: number, orderId: number, request: DeliveryRatingRequest): Promise<DeliveryRating> {
    const order = await this.ownOrder(this.db, customerId, orderId);
    if (!(await this.flagOn(this.db, 'web.delivery_rating_module'))) {
      throw new HttpError(409, RatingErrorCode.FeatureOff, RatingMessage.FeatureOff);
    }
    this.checkDelivered(order, DELIVERY_RATING_WINDOW_DAYS);
    if (request.worth !== undefined && !(await this.flagOn(this.db, 'web.perceived_value_questions'))) {
      throw new HttpError(400, RatingErrorCode.WorthOff, RatingMessage.WorthOff);
    }
    const written = await insertDeliveryRating(this.db, {
      orderId: order.id,
      customerId,
      stars: request.stars,
      reasons: [...new Set(request.reasons)],
      comment: request.comment ?? '',
      worth: request.worth ?? null,
      createdAt: this.clock.now(),
    });
    if (!written) throw new HttpError(409, RatingErrorCode.AlreadyRated, RatingMessage.AlreadyRated);
    return toDeliveryRating(written);
  }

  async reportProblems(customerId: number, orderId: number, request: ProblemReportRequest): Promise<ProblemReport> {
    const keys = request.lines.map((line) => `${line.content_type}:${line.object_id}`);
    return this.db.transaction(async (tx) => {
      const order = await this.ownOrder(tx, customerId, orderId);
      this.checkDelivered(order, PROBLEM_REPORT_WINDOW_DAYS);
      // A box an operator refunded is support's: a credit here could pay it twice. (A box marked not delivered has no
      // delivery: checkDelivered refused it.)
      if (order.refundedCents > 0) {
        throw new HttpError(409, RatingErrorCode.WithSupport, RatingMessage.WithSupport);
      }
      if (new Set(keys).size !== keys.length) {
        throw new HttpError(400, 'duplicate_lines', 'Name each item of the box once.');
      }
      const lines = new Map(
        (await listOrderLines(tx, order.id)).map((line) => [`${line.itemType}:${line.itemId}`, line]),
      );
      if (keys.some((key) => !lines.has(key))) {
        throw new HttpError(400, RatingErrorCode.NotInBox, RatingMessage.NotInBox);
      }
      // Reports of one customer are counted and written one at a time (the limit and "once" hold under races).
      await lockCustomerRow(tx, customerId);
      const reported = await reportedLineKeys(tx, order.id);
      if (keys.some((key) => reported.has(key))) {
        throw new HttpError(409, RatingErrorCode.AlreadyReported, RatingMessage.AlreadyReported);
      }
      const now = this.clock.now();
      const credited = request.lines.map((line, at) => {
        const orderLine = lines.get(keys[at] as string);
        if (!orderLine) throw new Error('checked above');
        const paid = linePaidCents(order, orderLine.unitPriceCents * orderLine.quantity);
        return { ...line, name: orderLine.name, creditedCents: paid };
      });
      const total = credited.reduce((sum, line) => sum + line.creditedCents, 0);
      const since = new Date(now.getTime() - PROBLEM_CREDIT_PERIOD_DAYS * millisecondsInDay);
      const left = Math.max(0, PROBLEM_CREDIT_MONTHLY_LIMIT_CENTS - (await creditedSince(tx, customerId, since)));
      if (total > left) throw new HttpError(409, RatingErrorCode.CreditLimit, RatingMessage.CreditLimit(left));
      const before = order.refundedCents + (await creditedOnOrder(tx, order.id));
      const report = await insertProblemReport(
        tx,
        { orderId: order.id, customerId, comment: request.comment ?? '', creditedCents: total, createdAt: now },
        credited.map((line) => ({
          itemType: line.content_type,
          itemId: line.object_id,
          problem: line.problem,
          creditedCents: line.creditedCents,
        })),
      );
      for (const line of credited) {
        if (line.creditedCents === 0) continue;
        await addCreditEntry(tx, {
          customerId,
          amountCents: line.creditedCents,
          kind: 'adjustment',
          // The ledger answers an entry with this reference as a `problem` credit naming the item (credits/ledger.ts).
          reference: problemCreditReference(order.id, line.content_type, line.object_id),
          orderId: order.id,
          note: `${line.name}: ${PROBLEM_WORDS[line.problem]}`,
          at: now,
        });
      }
      // Credits given for a box are part of it given back: its points and a friend's referral reward follow.
      if (total > 0) await givenBack(tx, order, before, before + total, now);
      const [customer] = await tx
        .select({ email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (customer) {
        await this.outbox.enqueue(tx, 'problem_credit', customer.email, {
          firstName: customer.firstName,
          orderId: order.id,
          deliveryDate: order.deliveryDate,
          lines: credited.map((line) => ({
            name: line.name,
            problem: PROBLEM_WORDS[line.problem],
            creditedCents: line.creditedCents,
          })),
          creditedCents: total,
        });
      }
      return {
        id: report.id,
        order_id: order.id,
        lines: credited.map((line) => ({
          content_type: line.content_type,
          object_id: line.object_id,
          name: line.name,
          problem: line.problem,
          credited_cents: line.creditedCents,
        })),
        comment: report.comment,
        credited_cents: total,
        created_at: report.createdAt.toISOString(),
      };
    });
  }
}
