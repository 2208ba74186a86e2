// The one stand-in for the network in web tests: `standInNetwork()` replaces `fetch` (vi.stubGlobal; test/setup.ts
// puts the real one back after each test), answers each request from a route by method and path (or a fallback,
// 404 by default), and records every request. `fetch` is a vi.fn, so a test can still count or inspect calls.
import { vi } from 'vitest';

export interface SentRequest {
  method: string;
  url: URL;
  /** The URL's path, e.g. `/api/v2/customers/self/`. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  contentType: string | null;
  /** The body as sent: JSON or form-encoded text, '' for none. */
  body: string;
}

export type NetworkHandler = (request: SentRequest) => Response | Promise<Response>;

/** A JSON answer, as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const notFound: NetworkHandler = () => json({ detail: 'Not found.', code: 'not_found' }, 404);

export function standInNetwork() {
  const routes = new Map<string, NetworkHandler[]>();
  const sent: SentRequest[] = [];
  let fallback = notFound;

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      contentType: headers.get('content-type'),
      body: init.body === undefined || init.body === null ? '' : String(init.body),
    };
    sent.push(request);
    // A route's handlers answer in turn; the last keeps answering.
    const handlers = routes.get(`${request.method} ${request.path}`);
    const handler = (handlers && handlers.length > 1 ? handlers.shift() : handlers?.[0]) ?? fallback;
    return handler(request);
  });
  vi.stubGlobal('fetch', fetch);

  const network = {
    fetch,
    /** Every request, in the order sent. */
    sent,
    /** Answers `method path` with the handlers in turn, the last one from then on (a later `on` replaces them). */
    on(method: string, path: string, ...handlers: [NetworkHandler, ...NetworkHandler[]]) {
      routes.set(`${method} ${path}`, handlers);
      return network;
    },
    /** Answers every request no route matches. */
    otherwise(handler: NetworkHandler) {
      fallback = handler;
      return network;
    },
  };
  return network;
}

export type StandInNetwork = ReturnType<typeof standInNetwork>;
