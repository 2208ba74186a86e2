// The console's Today screen calls GET /api/admin/today/ (docs/decisions/200-operators.md).
import type { TodayView } from '@larder/contracts/schemas/admin-console';
import { requestJson } from '../../lib/request';

export const todayKey = ['console', 'today'] as const;

export function fetchToday() {
  return requestJson<TodayView>({ path: '/api/admin/today/' });
}
