// GET /api/v2/offers/: the current public offers (promo codes an operator marked public, within their dates).
import type { PromoData, PublicOfferPage } from '@larder/contracts/schemas/promos';
import { requestJson } from '../../../lib/request';

export async function listPublicOffers(): Promise<PromoData[]> {
  const page = await requestJson<PublicOfferPage>({ path: '/api/v2/offers/', query: { limit: 100 } });
  return page.results;
}
