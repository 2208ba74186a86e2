// GET /api/v2/customers/self/: the signed-in customer (200) or anonymous (403); both are normal answers, so the
// query holds `Customer | null`. Any other status throws an ApiError (then the auth state is an error).
import type { Customer } from '@larder/contracts/schemas/accounts';
import { CUSTOMER_QUERY_STALE_MS } from '@larder/contracts/values/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, requestJson } from '../../../lib/request';

export const CUSTOMER_QUERY_KEY = ['customer', 'self'] as const;
const CUSTOMER_PATH = '/api/v2/customers/self/';

/** The signed-in customer, or null for an anonymous visitor (403). */
export async function getCustomer(): Promise<Customer | null> {
  try {
    return await requestJson<Customer>({ path: CUSTOMER_PATH });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  }
}

export const customerQueryOptions = () =>
  queryOptions({ queryKey: CUSTOMER_QUERY_KEY, queryFn: getCustomer, staleTime: CUSTOMER_QUERY_STALE_MS });

/** An answer (any status) is final; only a call that got no answer is tried again, as often as by default. */
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 3;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; customer: Customer }
  | { status: 'anonymous' }
  | { status: 'error'; httpStatus?: number };

/** The auth state: loading, authenticated (200), anonymous (403), error (any other status or no answer). */
export function authStateFrom(result: { isPending: boolean; data?: Customer | null; error?: unknown }): AuthState {
  if (result.isPending) return { status: 'loading' };
  // The last answer wins over a later failed refetch, as it did when the query held whole responses.
  if (result.data === null) return { status: 'anonymous' };
  if (result.data) return { status: 'authenticated', customer: result.data };
  if (result.error instanceof ApiError) return { status: 'error', httpStatus: result.error.status };
  return { status: 'error' };
}

export function useAuthState(): AuthState {
  const query = useQuery({ ...customerQueryOptions(), retry: retryUnanswered });
  return authStateFrom(query);
}
