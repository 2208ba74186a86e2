// GET /api/v2/offers/<code>/: one public offer live now, for its /limited-time/<code>/ landing. Any other code (private,
// disabled, expired, unknown) is a 404, which this query keeps as "no offer" (issue 29).
import type { PromoData } from '@larder/contracts/schemas/promos';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export function getPublicOffer(code: string): Promise<PromoData> {
  return requestJson<PromoData>({ path: `/api/v2/offers/${encodeURIComponent(code)}/` });
}

export function usePublicOffer(code: string) {
  return useQuery({
    queryKey: ['offers', 'public', code],
    queryFn: () => getPublicOffer(code),
    staleTime: 5 * 60 * 1000,
    retry: false,
    enabled: code !== '',
  });
}
