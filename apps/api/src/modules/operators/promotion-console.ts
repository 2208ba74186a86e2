// The console's promotions (docs/decisions/200-operators.md): support and up see them with their redemptions; an
// admin creates, disables and enables again promo codes through the promos module's own functions (those `npm run promo` uses),
// each change with its audit row in the same transaction. promotion-routes.ts translates HTTP.
import type {
  AdminPromotion,
  AdminPromotionList,
  AdminRedemptionList,
  PromotionCreateRequest,
} from '@larder/contracts/schemas/admin-store';
import { StoreAuditRecordType } from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import { discountTerms } from '@larder/contracts/values/offers';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { promoRedemptionsOf, redemptionCounts } from '../orders/console-reads';
import {
  findPromoCode,
  insertPromoCode,
  listPromoCodes,
  type PromoCodeRow,
  setPromoCodeActive,
} from '../promos/repository';

function promotionState(row: PromoCodeRow, now: Date): AdminPromotion['state'] {
  if (!row.active) return 'disabled';
  if (row.endsAt && row.endsAt <= now) return 'expired';
  return row.startsAt > now ? 'scheduled' : 'live';
}

/** What the console's answers and the audit rows both show of a promo code's terms. */
const promotionTerms = (row: PromoCodeRow) => ({
  percent_off: row.percentOff,
  amount_off_cents: row.amountOffCents,
  max_discount_cents: row.maxDiscountCents,
  deliveries: row.deliveries,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  is_gift_card: row.isGiftCard,
  is_public: row.isPublic,
});

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
    ...promotionTerms(row),
    note: row.internalNote,
    redemptions,
  };
}

/** What an audit row keeps of a promo code. */
const promotionRecord = (row: PromoCodeRow) => ({
  code: row.code,
  active: row.active,
  effect: row.discountEffect,
  ...promotionTerms(row),
});

const noSuchCode = (code: string) => new HttpError(404, AdminErrorCode.NotFound, `No promo code ${code}.`);

export class PromotionConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<z.infer<typeof AdminPromotionList>> {
    const [rows, counts] = await Promise.all([listPromoCodes(this.db), redemptionCounts(this.db)]);
    const now = this.clock.now();
    return { results: rows.map((row) => toPromotion(row, now, counts.get(row.id) ?? 0)) };
  }

  async create(operator: OperatorRow, body: z.output<typeof PromotionCreateRequest>): Promise<AdminPromotion> {
    const now = this.clock.now();
    const startsAt = body.starts_at ? new Date(body.starts_at) : now;
    const endsAt = body.ends_at ? new Date(body.ends_at) : null;
    if (endsAt && endsAt <= startsAt) {
      throw new HttpError(400, AdminErrorCode.Refused, 'Ends must be after starts.', {
        ends_at: ['Must be after starts.'],
      });
    }
    const row = await this.db.transaction(async (tx) => {
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
    return toPromotion(row, now, 0);
  }

  /** Disables a code (it stops answering at once) or enables it again (its undo); audited only when it changes. */
  async setActive(operator: OperatorRow, code: string, active: boolean): Promise<AdminPromotion> {
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const before = await findPromoCode(tx, code);
      if (!before) return undefined;
      await setPromoCodeActive(tx, before.code, active);
      const after = { ...before, active };
      if (before.active !== active) {
        await recordAudit(tx, {
          operatorId: operator.id,
          action: active ? 'promotion.enable' : 'promotion.disable',
          recordType: StoreAuditRecordType.Promotion,
          recordId: before.code,
          before: promotionRecord(before),
          after: promotionRecord(after),
          at: now,
        });
      }
      return after;
    });
    if (!row) throw noSuchCode(code);
    return toPromotion(row, now, (await redemptionCounts(this.db)).get(row.id) ?? 0);
  }

  async redemptions(code: string): Promise<z.infer<typeof AdminRedemptionList>> {
    const promo = await findPromoCode(this.db, code);
    if (!promo) throw noSuchCode(code);
    const rows = await promoRedemptionsOf(this.db, promo.id);
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
  }
}
