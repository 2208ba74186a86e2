// The data of a page rendered on the server for one visitor (/plan/ and /my{product}/, docs/decisions/070-…): its
// route's loader asks the API, in the same process and as that visitor, what the page's first render needs, and
// hands the answers to the browser as a dehydrated query cache, so the HTML already holds the customer's own content
// and hydration finds the same answers. The queries are the page's own (same keys, same functions): nothing about
// how the browser asks changes. Prerendering and `react-router dev` have no visitor, so their pages keep their
// loading state.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PublicSettings } from '@larder/contracts/values/public-settings';
import { type DehydratedState, dehydrate, type FetchQueryOptions } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { setServerFetch } from './request';

/** What the API process gives a page it renders for one visitor (apps/api/src/web/render-pages.ts). */
export interface VisitorContext {
  /** Calls the API as the visitor (their cookies, their address), without leaving the process. */
  fetch: typeof fetch;
}

/** How the API process finishes a page it rendered (app/entry.server.tsx). */
export interface DocumentContext {
  /** A stylesheet of the client build, by its address (`/assets/…css`), to inline. */
  readAsset: (href: string) => string;
  /** The page's Content-Security-Policy, allowing exactly these inline scripts; undefined for a build without one. */
  policy: (scriptHashes: string[]) => string | undefined;
  /** The API process's public run-time settings: the page is rendered with them and carries them (root.tsx). */
  settings: PublicSettings;
}

declare module 'react-router' {
  interface AppLoadContext {
    visitor?: VisitorContext;
    document?: DocumentContext;
  }
}

const visitorFetch = new AsyncLocalStorage<typeof fetch>();
setServerFetch(() => visitorFetch.getStore());

/** A page's first queries, asked together; the answers as a dehydrated cache (failed ones are left to the browser). */
export async function pageData(
  visitor: VisitorContext | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: a list of queries of different data types
  queries: FetchQueryOptions<any, any, any, any>[],
): Promise<DehydratedState | null> {
  if (!visitor) return null;
  const client = createQueryClient();
  await visitorFetch.run(visitor.fetch, () => Promise.all(queries.map((query) => client.prefetchQuery(query))));
  return dehydrate(client);
}
