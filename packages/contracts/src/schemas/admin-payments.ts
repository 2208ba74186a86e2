// The console's Failed payments screen (issue 42; docs/decisions/207-operator-day.md): GET /api/admin/payments/failed/
// (the queue), POST /api/admin/orders/:id/retry-payment/ (charge now) and …/card-update-email/ (ask for a new card).
import { z } from 'zod';
import { ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE } from '../values/admin';
import { OrderStatus } from './checkout';
import { wholeNumberParam } from './query-params';

export const FailedPaymentQuery = z.object({
  limit: wholeNumberParam(1, ADMIN_ORDERS_MAX_PAGE_SIZE, ADMIN_ORDERS_PAGE_SIZE),
  offset: wholeNumberParam(0, 1_000_000, 0),
});

export const FailedPayment = z.object({
  order_id: z.number().int(),
  customer: z.object({ id: z.number().int(), email: z.string(), name: z.string() }),
  delivery_date: z.string(),
  total_cents: z.number().int(),
  /** The failure code the provider's answer was mapped to (`card_declined`…) and its words, as the customer read them. */
  failure_code: z.string().nullable(),
  reason: z.string().nullable(),
  /** Attempts made, and how many a failed payment gets in all (after the last one fails the box is canceled). */
  attempts: z.number().int(),
  attempts_max: z.number().int(),
  next_attempt_at: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type FailedPayment = z.infer<typeof FailedPayment>;

export const FailedPaymentPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(FailedPayment),
});
export type FailedPaymentPage = z.infer<typeof FailedPaymentPage>;

/** A retry's outcome: the order's status after the charge (`paid`, still `payment_failed`, or `canceled`). */
export const PaymentRetryAnswer = z.object({
  order_id: z.number().int(),
  status: OrderStatus,
  reason: z.string().nullable(),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
});
export type PaymentRetryAnswer = z.infer<typeof PaymentRetryAnswer>;

export const CardUpdateEmailAnswer = z.object({ order_id: z.number().int(), sent_to: z.string() });
