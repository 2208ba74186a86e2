// The console's Deliveries screen: a day's orders and pick list, and the pick list as CSV
// (docs/decisions/200-operators.md).
import type { DeliveryDay } from '@larder/contracts/schemas/admin-console';
import { requestJson } from '../../lib/request';

export function fetchDeliveryDay(date: string, zone: string | undefined) {
  return requestJson<DeliveryDay>({ path: '/api/admin/deliveries/', query: { date, zone } });
}

/** The CSV's text (the API wants the client key header, which a plain link cannot send). */
export function fetchPickListCsv(date: string, zone: string | undefined) {
  return requestJson<string>({ path: '/api/admin/deliveries/pick-list.csv', query: { date, zone } });
}
