// The console's Failed payments calls (issue 42): the queue, a retry now, and the email asking for a new card.
import type { FailedPaymentPage, PaymentRetryAnswer } from '@larder/contracts/schemas/admin-payments';
import { ADMIN_ORDERS_MAX_PAGE_SIZE } from '@larder/contracts/values/admin';
import { requestJson } from '../../lib/request';

export const failedPaymentsKey = ['console', 'payments', 'failed'] as const;

export function fetchFailedPayments() {
  return requestJson<FailedPaymentPage>({
    path: '/api/admin/payments/failed/',
    query: { limit: ADMIN_ORDERS_MAX_PAGE_SIZE },
  });
}

export function retryPayment(orderId: number) {
  return requestJson<PaymentRetryAnswer>({ method: 'POST', path: `/api/admin/orders/${orderId}/retry-payment/` });
}

export function askForCard(orderId: number) {
  return requestJson<{ order_id: number; sent_to: string }>({
    method: 'POST',
    path: `/api/admin/orders/${orderId}/card-update-email/`,
  });
}
