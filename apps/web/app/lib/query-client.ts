import { SUSPENSE_QUERY_STALE_MS } from '@larder/contracts/values/limits';
import { type DehydratedState, QueryClient } from '@tanstack/react-query';

/** Query defaults: suspense queries stay fresh for 1000 ms; per-query times (customer 5 min) are set on each query. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: SUSPENSE_QUERY_STALE_MS, refetchOnWindowFocus: false },
    },
  });
}

/** A page rendered per visitor gets its first queries' answers from its loader (lib/page-data.server.ts); none else. */
export interface PageDataProps {
  loaderData: { queries: DehydratedState | null };
}
