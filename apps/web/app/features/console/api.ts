// The console's calls to /api/admin/ (docs/decisions/200-operators.md), through the app's one request function.
// Every answer the console does not expect throws an ApiError; the pages show its `detail` (the server's words).
import type {
  AdminConfigList,
  AdminOrderDetail,
  AdminOrderPage,
  AuditPage,
  ConfigChange,
  OperatorSession,
} from '@larder/contracts/schemas/admin';
import { ApiError, type QueryValue, requestJson } from '../../lib/request';

export const sessionKey = ['console', 'session'] as const;

/** The signed-in operator, or null when no operator is signed in (401). */
export async function fetchSession(): Promise<OperatorSession | null> {
  try {
    return await requestJson<OperatorSession>({ path: '/api/admin/session/' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function signIn(body: { email: string; password: string; totp_code?: string }) {
  return requestJson<OperatorSession>({ method: 'POST', path: '/api/admin/session/', body });
}

export function signOut() {
  return requestJson<null>({ method: 'DELETE', path: '/api/admin/session/' }, { expect: [204, 401] });
}

export function fetchOrders(query: Record<string, QueryValue>) {
  return requestJson<AdminOrderPage>({ path: '/api/admin/orders/', query });
}

export function fetchOrder(id: string) {
  return requestJson<AdminOrderDetail>({ path: `/api/admin/orders/${encodeURIComponent(id)}/` });
}

/** A refund, once per Idempotency-Key (attempt-key.ts): a retry of the same request refunds once. */
export function refundOrder(
  id: number,
  body: {
    as: 'card' | 'credits';
    amount_cents?: number;
    lines?: { item_type: 'product' | 'pairing'; item_id: number; quantity: number }[];
  },
  idempotencyKey: string,
) {
  return requestJson<unknown>({
    method: 'POST',
    path: `/api/admin/orders/${id}/refund/`,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function markNotDelivered(id: number, reason: string) {
  return requestJson<unknown>({ method: 'POST', path: `/api/admin/orders/${id}/not-delivered/`, body: { reason } });
}

export function fetchAudit(query: Record<string, QueryValue>) {
  return requestJson<AuditPage>({ path: '/api/admin/audit/', query });
}

/** Every config the store knows: description, type, default and stored value (support and up). */
export function fetchKnownConfigs() {
  return requestJson<AdminConfigList>({ path: '/api/admin/configs/' });
}

export function changeConfig(name: string, value: string) {
  return requestJson<ConfigChange>({
    method: 'PUT',
    path: `/api/admin/configs/${encodeURIComponent(name)}/`,
    body: { value },
  });
}

/** A 400's field messages ("Say why."), which say more than its generic detail ("Invalid request."). */
function fieldMessages(error: ApiError): string[] {
  if (error.status !== 400 || typeof error.body !== 'object' || error.body === null) return [];
  return Object.entries(error.body)
    .filter(([name, messages]) => name !== 'detail' && name !== 'code' && Array.isArray(messages))
    .flatMap(([, messages]) => (messages as unknown[]).filter((text): text is string => typeof text === 'string'));
}

/** The server's words for a refusal: a bad field's own message, its detail, and for a role too low the role needed. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = fieldMessages(error);
    if (fields.length > 0) return fields.join(' ');
    const needed =
      typeof error.body === 'object' && error.body !== null ? Reflect.get(error.body, 'needed_role') : undefined;
    const detail = error.detail ?? `The server answered ${error.status}.`;
    return error.status === 403 && typeof needed === 'string'
      ? `Refused (403): ${detail} (needed role: ${needed})`
      : detail;
  }
  return 'The console could not reach the server. Check your connection and try again.';
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
