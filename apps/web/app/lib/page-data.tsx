// The browser's half of a page rendered on the server for one visitor (/plan/ and /my{product}/; the server's half
// is lib/page-data.server.ts): the answers the route's loader sent arrive as the page's query cache, and a page
// reached by a link (no loader on the server) asks for its data itself.
import { type DehydratedState, HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** What such a route's loader gives its page: the dehydrated answers, or null (prerendered, or reached by a link). */
export interface PageDataProps {
  loaderData: { queries: DehydratedState | null };
}

/** The route's `clientLoader`: reached in the browser, the page asks for its data itself, as it always did. */
export function pageDataInBrowser(): PageDataProps['loaderData'] {
  return { queries: null };
}

/** Puts the loader's answers in the query cache for `children`, which read them with their usual queries. */
export function PageData({ loaderData, children }: PageDataProps & { children: ReactNode }) {
  return <HydrationBoundary state={loaderData.queries ?? undefined}>{children}</HydrationBoundary>;
}
