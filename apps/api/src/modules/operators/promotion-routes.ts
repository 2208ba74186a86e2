// The console's promotions and gift cards (docs/decisions/200-operators.md): support and up see them; an admin
// creates and disables promo codes, issues and voids gift cards. Every change goes through the owning module's own
// functions (those `npm run promo` and `npm run giftcards` use) and writes its audit row in the same transaction.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminGiftCardList,
  AdminPromotion,
  AdminPromotionList,
  AdminRedemptionList,
  GiftCardIdParams,
  GiftCardIssued,
  GiftCardIssueRequest,
  PromotionCodeParams,
  PromotionCreateRequest,
  StoreAuditRecordType,
} from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import { discountTerms } from '@larder/contracts/values/offers';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { promoRedemptions } from '../../db/schema/orders';
import { HttpError } from '../../lib/errors';
import { idempotencyKeyOf, requestDigest } from '../../lib/idempotency';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { type GiftCardRow, issueCard, listCards, voidCardById } from '../gift-cards/cards';
import { formatCode } from '../gift-cards/codes';
import { findGiftCardById } from '../gift-cards/repository';
import {
  deactivatePromoCode,
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
} from '../promos/repository';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

function promotionState(row: PromoCodeRow, now: Date): AdminPromotion['state'] {
  if (!row.active) return 'disabled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return row.startsAt > now ? 'scheduled' : 'live';
}

function toPromotion(row: PromoCodeRow, now: Date, redemptions: number): AdminPromotion {
  return {
    id: row.id,
    code: row.code,
    state: promotionState(row, now),
    effect: row.discountEffect,
    discount: discountTerms({
      percent_off: row.percentOff,
      amount_off_cents: row.amountOffCents,
      max_discount_cents: row.maxDiscountCents,
    }),
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    max_discount_cents: row.maxDiscountCents,
    deliveries: row.deliveries,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    is_gift_card: row.isGiftCard,
    is_public: row.isPublic,
    note: row.internalNote,
    redemptions,
  };
}

/** What an audit row keeps of a promo code. */
const promotionRecord = (row: PromoCodeRow) => ({
  code: row.code,
  active: row.active,
  effect: row.discountEffect,
  percent_off: row.percentOff,
  amount_off_cents: row.amountOffCents,
  max_discount_cents: row.maxDiscountCents,
  deliveries: row.deliveries,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  is_gift_card: row.isGiftCard,
  is_public: row.isPublic,
});

function toGiftCard(row: GiftCardRow) {
  return {
    id: row.id,
    code_end: formatCode(row.code).slice(-4),
    amount_cents: row.amountCents,
    status: row.status,
    source: row.source,
    recipient_email: row.recipientEmail,
    redeemed_by_customer_id: row.redeemedByCustomerId,
    created_at: row.createdAt.toISOString(),
  };
}

/** What an audit row keeps of a gift card: never its code (the last four only). */
const giftCardRecord = (row: GiftCardRow) => ({
  code_end: formatCode(row.code).slice(-4),
  amount_cents: row.amountCents,
  status: row.status,
  recipient_email: row.recipientEmail,
});

async function redemptionCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: promoRedemptions.promoCodeId, count: count() })
    .from(promoRedemptions)
    .groupBy(promoRedemptions.promoCodeId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;
  const db = database.db;

  app.get(
    '/api/admin/promotions/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Every promo code with its state and how many customers redeemed it',
        response: { 200: AdminPromotionList, ...errors },
      },
    },
    async (_request, reply) => {
      const [rows, counts] = await Promise.all([listPromoCodes(db), redemptionCounts(db)]);
      const now = clock.now();
      reply.header('cache-control', 'no-store');
      return { results: rows.map((row) => toPromotion(row, now, counts.get(row.id) ?? 0)) };
    },
  );

  app.post(
    '/api/admin/promotions/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Create a promo code (admin)',
        body: PromotionCreateRequest,
        response: { 201: AdminPromotion, ...errors },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const body = request.body;
      const now = clock.now();
      const startsAt = body.starts_at ? new Date(body.starts_at) : now;
      const endsAt = body.ends_at ? new Date(body.ends_at) : null;
      if (endsAt && endsAt <= startsAt) {
        throw new HttpError(400, AdminErrorCode.Refused, 'Ends must be after starts.', {
          ends_at: ['Must be after starts.'],
        });
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPromoCode(tx, {
          code: body.code,
          discountEffect: body.effect,
          percentOff: body.percent_off ?? null,
          amountOffCents: body.amount_off_cents ?? null,
          maxDiscountCents: body.max_discount_cents ?? null,
          deliveries: body.deliveries,
          startsAt,
          endsAt,
          isGiftCard: body.is_gift_card,
          isPublic: body.is_public,
          internalNote: body.note,
          createdAt: now,
        });
        if (!inserted) return undefined;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'promotion.create',
          recordType: StoreAuditRecordType.Promotion,
          recordId: inserted.code,
          before: null,
          after: promotionRecord(inserted),
          at: now,
        });
        return inserted;
      });
      if (!row) {
        throw new HttpError(409, AdminErrorCode.Refused, `A code ${body.code} exists (codes ignore case).`, {
          code: ['This code exists.'],
        });
      }
      return reply.code(201).send(toPromotion(row, now, 0));
    },
  );

  app.post(
    '/api/admin/promotions/:code/disable/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Disable a promo code: it stops answering at once (admin)',
        params: PromotionCodeParams,
        response: { 200: AdminPromotion, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const before = await findPromoCode(tx, request.params.code);
        if (!before) return undefined;
        await deactivatePromoCode(tx, before.code);
        const after = { ...before, active: false };
        if (before.active) {
          await recordAudit(tx, {
            operatorId: operator.id,
            action: 'promotion.disable',
            recordType: StoreAuditRecordType.Promotion,
            recordId: before.code,
            before: promotionRecord(before),
            after: promotionRecord(after),
            at: now,
          });
        }
        return after;
      });
      if (!row) throw new HttpError(404, AdminErrorCode.NotFound, `No promo code ${request.params.code}.`);
      return toPromotion(row, now, (await redemptionCounts(db)).get(row.id) ?? 0);
    },
  );

  app.get(
    '/api/admin/promotions/:code/redemptions/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: "A promo code's redemptions: who, which first order, how many discounted deliveries are left",
        params: PromotionCodeParams,
        response: { 200: AdminRedemptionList, ...errors },
      },
    },
    async (request, reply) => {
      const promo = await findPromoCode(db, request.params.code);
      if (!promo) throw new HttpError(404, AdminErrorCode.NotFound, `No promo code ${request.params.code}.`);
      const rows = await db
        .select({ redemption: promoRedemptions, email: customers.email })
        .from(promoRedemptions)
        .innerJoin(customers, eq(customers.id, promoRedemptions.customerId))
        .where(eq(promoRedemptions.promoCodeId, promo.id))
        .orderBy(asc(promoRedemptions.createdAt), asc(promoRedemptions.id));
      reply.header('cache-control', 'no-store');
      return {
        code: promo.code,
        results: rows.map(({ redemption, email }) => ({
          id: redemption.id,
          customer_id: redemption.customerId,
          email,
          order_id: redemption.orderId,
          deliveries_left: redemption.deliveriesLeft,
          at: redemption.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/admin/gift-cards/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'The latest 100 gift cards (codes shown by their last four characters)',
        response: { 200: AdminGiftCardList, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: (await listCards(db)).map(toGiftCard) };
    },
  );

  app.post(
    '/api/admin/gift-cards/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Issue a gift card (admin; Idempotency-Key required: a retry issues one card); with an email it goes out with the next delivery pass',
        body: GiftCardIssueRequest,
        response: { 201: GiftCardIssued, ...errors, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const key = idempotencyKeyOf(request.headers);
      const { amount_cents, email, name, message } = request.body;
      const now = clock.now();
      const issued = await db.transaction(async (tx) => {
        const card = await issueCard(
          tx,
          {
            amountCents: amount_cents,
            recipientEmail: email,
            recipientName: name || undefined,
            message,
            // A space: no client key has one (lib/idempotency.ts), so no buyer can take an operator's key.
            idempotency: { key: `operator ${operator.id} ${key}`, digest: requestDigest(request.body) },
          },
          now,
        );
        // A retry answers as the first request did; only the request that issued the card writes its audit row.
        if (!card.issued) return card;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'gift_card.issue',
          recordType: StoreAuditRecordType.GiftCard,
          recordId: card.row.id,
          before: null,
          after: giftCardRecord(card.row),
          at: now,
        });
        return card;
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ code: issued.code, card: toGiftCard(issued.row) });
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/void/',
    {
      config: { operatorRole: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Void a gift card: it can no longer be redeemed (admin; a redeemed card cannot be)',
        params: GiftCardIdParams,
        response: { 200: AdminGiftCardList.shape.results.element, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const now = clock.now();
      let voided: GiftCardRow | undefined;
      const outcome = await voidCardById(db, request.params.id, now, async (tx, before, after) => {
        voided = after;
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'gift_card.void',
          recordType: StoreAuditRecordType.GiftCard,
          recordId: before.id,
          before: giftCardRecord(before),
          after: giftCardRecord(after),
          at: now,
        });
      });
      if (outcome === 'unknown') throw new HttpError(404, AdminErrorCode.NotFound, 'No such gift card.');
      if (outcome === 'redeemed') {
        throw new HttpError(409, AdminErrorCode.Refused, 'That gift card was redeemed: it cannot be voided.');
      }
      const row = voided ?? (await findGiftCardById(db, request.params.id));
      if (!row) throw new HttpError(404, AdminErrorCode.NotFound, 'No such gift card.');
      return toGiftCard(row);
    },
  );
};
