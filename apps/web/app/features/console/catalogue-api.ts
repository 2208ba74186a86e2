// The console's calls for the catalogue: products and recipes to edit, and an edit (docs/decisions/200-operators.md).
import type { AdminCatalogueItem, CatalogueEditRequest } from '@larder/contracts/schemas/admin-store';
import { requestJson } from '../../lib/request';

export const catalogueKey = ['console', 'catalogue'] as const;

export function fetchCatalogue(type: 'product' | 'pairing', search: string, offset: number) {
  return requestJson<{ count: number; results: AdminCatalogueItem[] }>({
    path: '/api/admin/catalogue/',
    query: { type, search: search === '' ? undefined : search, limit: 50, offset },
  });
}

export function editCatalogueItem(type: 'product' | 'pairing', id: number, body: CatalogueEditRequest) {
  return requestJson<AdminCatalogueItem>({ method: 'PATCH', path: `/api/admin/catalogue/${type}/${id}/`, body });
}
