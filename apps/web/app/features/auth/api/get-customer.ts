// GET /api/v2/customers/self/: the signed-in customer (200) or anonymous (403); both are normal answers.
import type { Customer } from '@larder/contracts/accounts';
import { CUSTOMER_QUERY_STALE_MS } from '@larder/contracts/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiResponse, request } from '../../../lib/request';

export const CUSTOMER_QUERY_KEY = ['customer', 'self'] as const;

export function getCustomer(): Promise<ApiResponse<Customer | { detail: string }>> {
  return request({ path: '/api/v2/customers/self/' });
}

export const customerQueryOptions = () =>
  queryOptions({ queryKey: CUSTOMER_QUERY_KEY, queryFn: getCustomer, staleTime: CUSTOMER_QUERY_STALE_MS });

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; customer: Customer }
  | { status: 'anonymous' }
  | { status: 'error'; httpStatus?: number };

/** Spec §4: loading, authenticated (200), anonymous (403), error (any other status or no answer). */
export function authStateFrom(result: { isPending: boolean; data?: ApiResponse<unknown> }): AuthState {
  if (result.isPending) return { status: 'loading' };
  const response = result.data;
  if (!response) return { status: 'error' };
  if (response.status === 200) return { status: 'authenticated', customer: response.body as Customer };
  if (response.status === 403) return { status: 'anonymous' };
  return { status: 'error', httpStatus: response.status };
}

export function useAuthState(): AuthState {
  const query = useQuery(customerQueryOptions());
  return authStateFrom(query);
}
