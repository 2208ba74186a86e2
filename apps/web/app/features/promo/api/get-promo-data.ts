// GET /api/get_promo_data/ (spec §7): promo_code from promoCode plus any other named fields (undefined ones are
// left out by request()). Success is status 200; any other status throws the response body (spec §8), which
// TanStack Query keeps as the query's error. Cached under the key 'promos'.
import { PROMOS_QUERY_KEY } from '@larder/contracts/limits';
import type { PromoData } from '@larder/contracts/promos';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type QueryValue, request } from '../../../lib/request';

export interface PromoDataParams {
  promoCode: string;
  [field: string]: QueryValue;
}

export async function getPromoData({ promoCode, ...fields }: PromoDataParams): Promise<PromoData> {
  const response = await request<PromoData>({
    path: '/api/get_promo_data/',
    query: { promo_code: promoCode, ...fields },
  });
  if (response.status !== 200) throw response.body;
  return response.body;
}

export const promoDataQueryOptions = (params: PromoDataParams) =>
  queryOptions({
    queryKey: [PROMOS_QUERY_KEY, params],
    queryFn: () => getPromoData(params),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The promo data for a code, or nothing while it loads, when there is no code, or when the call fails. */
export function usePromoData(params: PromoDataParams | undefined) {
  return useQuery({
    ...promoDataQueryOptions(params ?? { promoCode: '' }),
    enabled: params !== undefined && params.promoCode !== '',
  });
}
