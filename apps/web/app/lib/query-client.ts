import { SUSPENSE_QUERY_STALE_MS } from '@larder/contracts/values/limits';
import { QueryClient } from '@tanstack/react-query';

/** Query defaults: suspense queries stay fresh for 1000 ms; per-query times (customer 5 min) are set on each query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: SUSPENSE_QUERY_STALE_MS, refetchOnWindowFocus: false },
    },
  });
}
