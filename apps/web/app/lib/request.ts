// The shared request function of spec §7: every call to the API goes through here.
import { publicEnv } from './env';

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
}

export interface RequestContext {
  origin: string;
  clientKey: string;
  /** The current page address, sent as X-Page-Url. */
  pageUrl: () => string | undefined;
  fetch: typeof fetch;
}

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export function buildUrl(origin: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path, `${origin}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url.toString();
}

function contentTypeOf(headers: Record<string, string>): string | undefined {
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type');
  return entry?.[1];
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  // Only objects (and arrays) are sent; anything else means "no body".
  if (typeof body !== 'object' || body === null) return undefined;
  const contentType = contentTypeOf(headers);
  if (contentType?.toLowerCase().startsWith(FORM_CONTENT_TYPE)) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return form;
  }
  if (!contentType) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(type) && text !== '') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export function createRequest(context: RequestContext) {
  return async function request<T = unknown>(options: RequestOptions): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {
      Authorization: `Client ${context.clientKey}`,
      ...options.headers,
    };
    const pageUrl = context.pageUrl();
    if (pageUrl) headers['X-Page-Url'] = pageUrl;
    const body = encodeBody(options.body, headers);
    const url = buildUrl(context.origin, options.path, options.query);
    const response = await context.fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      // The session cookie must travel with cross-origin calls too (web app on a CDN, API elsewhere).
      credentials: 'include',
      signal: options.signal,
    });
    return { status: response.status, body: (await readBody(response)) as T };
  };
}

export const request = createRequest({
  origin: publicEnv.apiOrigin,
  clientKey: publicEnv.clientKey,
  pageUrl: () => (typeof window === 'undefined' ? undefined : window.location.href),
  fetch: (...args) => globalThis.fetch(...args),
});
