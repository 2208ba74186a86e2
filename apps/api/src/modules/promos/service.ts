// Promo data (docs/decisions/014-dynamic-configs-and-promos.md): a code answers only while active and between its
// start and end; everything else about it (id, note, start date, active flag) stays on the server.
import type { AppliedPromo } from '@larder/contracts/schemas/checkout';
import type { PromoData, PublicOfferPage, PublicOfferQuery } from '@larder/contracts/schemas/promos';
import { discountTerms } from '@larder/contracts/values/offers';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { pageLinks } from '../../lib/pagination';
import { findPromoCode, listLivePublicPromoCodes, type PromoCodeRow } from './repository';

/** A code as checkout and orders show it: its code, its effect and its terms ("40% off, up to $80"). */
export function appliedPromo(row: PromoCodeRow): AppliedPromo {
  return {
    code: row.code,
    discount_effect: row.discountEffect,
    terms: discountTerms({
      percent_off: row.percentOff,
      amount_off_cents: row.amountOffCents,
      max_discount_cents: row.maxDiscountCents,
    }),
  };
}

function isPromoCodeLive(row: PromoCodeRow, now: Date): boolean {
  return row.active && row.startsAt.getTime() <= now.getTime() && (row.endsAt === null || row.endsAt > now);
}

function toPromoData(row: PromoCodeRow): PromoData {
  return {
    promo_code: row.code,
    discount_effect: row.discountEffect,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
    max_discount_cents: row.maxDiscountCents,
    terms: appliedPromo(row).terms,
    deliveries: row.deliveries,
    is_gift_card: row.isGiftCard,
    expires_at: row.endsAt?.toISOString() ?? null,
  };
}

export class PromoService {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
  ) {}

  /** The public data of a live code, or undefined for an unknown, inactive, not yet started or expired one. */
  async findLivePromo(code: string): Promise<PromoData | undefined> {
    const row = await findPromoCode(this.db, code);
    return row && isPromoCodeLive(row, this.clock.now()) ? toPromoData(row) : undefined;
  }

  /** The live public offers, a page of them (/limited-time/ lists them). */
  async listPublicOffers(query: PublicOfferQuery, url: URL): Promise<PublicOfferPage> {
    const { count, rows } = await listLivePublicPromoCodes(this.db, this.clock.now(), query);
    return { count, ...pageLinks(url, query.limit, query.offset, count), results: rows.map(toPromoData) };
  }

  /**
   * A public offer live now (`/limited-time/<code>/` and its API): a private, disabled, expired or unknown code is
   * undefined alike, so the page answers 404 for all of them and a guesser learns nothing (issue 29).
   */
  async findPublicOffer(code: string): Promise<PromoData | undefined> {
    const row = await findPromoCode(this.db, code);
    return row?.isPublic && isPromoCodeLive(row, this.clock.now()) ? toPromoData(row) : undefined;
  }
}
