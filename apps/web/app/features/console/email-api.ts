// The console's calls for the email outbox and a resent order confirmation (docs/decisions/200-operators.md).
import type { AdminOutboxMessage } from '@larder/contracts/schemas/admin-store';
import { requestJson } from '../../lib/request';

export const outboxKey = ['console', 'email'] as const;

export function fetchOutbox(status: string, offset: number) {
  return requestJson<{ count: number; results: AdminOutboxMessage[] }>({
    path: '/api/admin/email/',
    query: { status: status === 'all' ? undefined : status, limit: 50, offset },
  });
}

export function resendMessage(id: number) {
  return requestJson<{ id: number; status: 'pending' }>({ method: 'POST', path: `/api/admin/email/${id}/resend/` });
}

export function resendConfirmation(orderId: number) {
  return requestJson<{ order_id: number; outbox_id: number }>({
    method: 'POST',
    path: `/api/admin/orders/${orderId}/resend-confirmation/`,
  });
}
