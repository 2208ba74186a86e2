// Promo data (docs/decisions/014-dynamic-configs-and-promos.md): a code answers only while active and between its
// start and end; everything else about it (id, note, start date, active flag) stays on the server.
import type { PromoData, PublicOfferPage, PublicOfferQuery } from '@larder/contracts/schemas/promos';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { pageLinks } from '../../lib/pagination';
import { findPromoCode, listLivePublicPromoCodes, type PromoCodeRow } from './repository';

function isPromoCodeLive(row: PromoCodeRow, now: Date): boolean {
  return row.active && row.startsAt.getTime() <= now.getTime() && (row.endsAt === null || row.endsAt > now);
}

function toPromoData(row: PromoCodeRow): PromoData {
  return {
    promo_code: row.code,
    discount_effect: row.discountEffect,
    percent_off: row.percentOff,
    amount_off_cents: row.amountOffCents,
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

  /** Whether any code (live or not) is known by this name: `/limited-time/<code>/` answers 404 when none is. */
  async isKnownCode(code: string): Promise<boolean> {
    return (await findPromoCode(this.db, code)) !== undefined;
  }
}
