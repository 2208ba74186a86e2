// GET /api/get_promo_data/ (docs/decisions/014-dynamic-configs-and-promos.md): promo_code from promoCode plus any
// other named fields (undefined ones are left out by request()). Success is status 200; any other status throws the
// response body, which TanStack Query keeps as the query's error. Cached under the key 'promos'.

import type { PromoData } from '@larder/contracts/schemas/promos';
import { PROMOS_QUERY_KEY } from '@larder/contracts/values/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type QueryValue, requestJson } from '../../../lib/request';

export interface PromoDataParams {
  promoCode: string;
  [field: string]: QueryValue;
}

export async function getPromoData({ promoCode, ...fields }: PromoDataParams): Promise<PromoData> {
  try {
    return await requestJson<PromoData>({ path: '/api/get_promo_data/', query: { promo_code: promoCode, ...fields } });
  } catch (error) {
    // The query's error is the answer's body ({detail, code}), not the ApiError around it.
    if (error instanceof ApiError) throw error.body;
    throw error;
  }
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
