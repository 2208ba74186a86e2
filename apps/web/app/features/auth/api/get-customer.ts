// GET /api/v2/customers/self/: the signed-in customer (200) or anonymous (403); both are normal answers.
import { CUSTOMER_QUERY_STALE_MS } from '@larder/contracts/limits';
import { queryOptions } from '@tanstack/react-query';
import { type ApiResponse, request } from '../../../lib/request';

export interface CustomerSelf {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  did_checkout: boolean;
}

export const CUSTOMER_QUERY_KEY = ['customer', 'self'] as const;

export function getCustomer(): Promise<ApiResponse<CustomerSelf | { detail: string }>> {
  return request({ path: '/api/v2/customers/self/' });
}

export const customerQueryOptions = () =>
  queryOptions({ queryKey: CUSTOMER_QUERY_KEY, queryFn: getCustomer, staleTime: CUSTOMER_QUERY_STALE_MS });
