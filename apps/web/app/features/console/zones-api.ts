// The console's calls for delivery zones and the waitlist (docs/decisions/200-operators.md).
import type { AdminZone, AdminZoneRequest } from '@larder/contracts/schemas/admin-store';
import { requestJson } from '../../lib/request';

export const zonesKey = ['console', 'zones'] as const;

export function fetchZones() {
  return requestJson<{ results: AdminZone[] }>({ path: '/api/admin/zones/' });
}

export function saveZone(code: string, body: AdminZoneRequest) {
  return requestJson<AdminZone>({ method: 'PUT', path: `/api/admin/zones/${encodeURIComponent(code)}/`, body });
}

export function setZoneActive(code: string, active: boolean) {
  return requestJson<AdminZone>({
    method: 'POST',
    path: `/api/admin/zones/${encodeURIComponent(code)}/${active ? 'enable' : 'disable'}/`,
  });
}

export function fetchWaitlist(zip: string) {
  return requestJson<{ results: { id: number; email: string; zip: string; at: string }[] }>({
    path: '/api/admin/zones/waitlist/',
    query: { zip: zip === '' ? undefined : zip },
  });
}
