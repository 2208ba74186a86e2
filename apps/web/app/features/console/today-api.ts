// The console's Today screen calls GET /api/admin/today/ (docs/decisions/200-operators.md).
import type { StoreClock, TodayView } from '@larder/contracts/schemas/admin-console';
import { requestJson } from '../../lib/request';

export const todayKey = ['console', 'today'] as const;

export function fetchToday() {
  return requestJson<TodayView>({ path: '/api/admin/today/' });
}

/** The store's date and week (GET /api/admin/today/clock/): where Orders and Deliveries start, as Today does. */
export const storeClockKey = ['console', 'store-clock'] as const;

export function fetchStoreClock() {
  return requestJson<StoreClock>({ path: '/api/admin/today/clock/' });
}
