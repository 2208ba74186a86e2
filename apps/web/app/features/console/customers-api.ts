// The console's Customers screen: the search, a customer's page and the changes made on their behalf
// (docs/decisions/200-operators.md). Each change answers the customer's page as it is after it.
import type { AdminCustomerDetail, AdminCustomerPage } from '@larder/contracts/schemas/admin-console';
import { type QueryValue, requestJson } from '../../lib/request';

export const customerKey = (id: string) => ['console', 'customer', id] as const;

export function fetchCustomers(query: Record<string, QueryValue>) {
  return requestJson<AdminCustomerPage>({ path: '/api/admin/customers/', query });
}

export function fetchCustomer(id: string) {
  return requestJson<AdminCustomerDetail>({ path: `/api/admin/customers/${encodeURIComponent(id)}/` });
}

export type CustomerChange =
  | { action: 'skip'; body: { order_id: number; reason: string } }
  | { action: 'pause'; body: { weeks: number; reason: string } }
  | { action: 'cancel'; body: { cancel_reason: string; reason: string } }
  | { action: 'credits'; body: { amount_cents: number; reason: string }; idempotencyKey: string }
  | { action: 'verification-email'; body: { reason: string } }
  | { action: 'unskip'; body: { order_id: number; reason: string } }
  | { action: 'resume'; body: { reason: string } }
  | { action: 'reactivate'; body: { reason: string } };

export function changeCustomer(id: number, change: CustomerChange) {
  return requestJson<AdminCustomerDetail>({
    method: 'POST',
    path: `/api/admin/customers/${id}/${change.action}/`,
    body: change.body,
    ...('idempotencyKey' in change ? { headers: { 'Idempotency-Key': change.idempotencyKey } } : {}),
  });
}
