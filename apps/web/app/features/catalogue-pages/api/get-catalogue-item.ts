// GET /api/v2/pairings/{id}/ or /api/v2/products/{id}/: the item as the catalogue holds it now, so a page
// prerendered from older data shows today's price, texts and nutrition after it has painted.
import type { CatalogueKind } from '@larder/contracts/values/catalogue-paths';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';
import type { ApiCatalogueRecord } from '../model/catalogue-page';

export function useCatalogueItem(kind: CatalogueKind, id: number) {
  return useQuery({
    queryKey: ['catalogue-item', kind, id],
    queryFn: () =>
      requestJson<ApiCatalogueRecord>({ path: `/api/v2/${kind === 'recipe' ? 'pairings' : 'products'}/${id}/` }),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
