// The console's calls for stock per delivery date (docs/decisions/210-stock.md), through the app's one request function.
import type { StockAvailability, StockChange, StockPage } from '@larder/contracts/schemas/stock';
import { type QueryValue, requestJson } from '../../lib/request';

export const stockKey = ['console', 'stock'] as const;

export function fetchStock(query: Record<string, QueryValue>) {
  return requestJson<StockPage>({ path: '/api/admin/stock/', query });
}

export function changeStock(item: { type: string; id: number; date: string }, availability: StockAvailability) {
  return requestJson<StockChange>({
    method: 'PUT',
    path: `/api/admin/stock/${item.type}/${item.id}/${item.date}/`,
    body: { availability },
  });
}

/** What may go out, in words. */
export function availabilityText(availability: StockAvailability): string {
  if (availability.kind === 'unlimited') return 'Unlimited';
  if (availability.kind === 'off') return 'Off';
  return `${availability.count} left`;
}
