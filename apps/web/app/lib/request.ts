// The shared request function: every call to the API goes through here. Features read an answer with
// `requestJson`: the statuses they expect give the parsed body, any other throws an `ApiError`.
import { publicEnv } from './env';
import { publicSettings } from './public-settings';

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

/** The base of a call without an origin: on the server, whose calls go to the API in the same process by path. */
const IN_PROCESS_BASE = 'http://localhost/';

export function buildUrl(origin: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path, origin === '' ? IN_PROCESS_BASE : `${origin}/`);
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

/** How to read an answer: the statuses that count as one, and optionally a contract's schema for its body. */
export interface ReadOptions<T> {
  /** The expected statuses (default 200), or a test of the status. */
  expect?: readonly number[] | ((status: number) => boolean);
  /** A contract's zod schema (or anything with the same `safeParse`): a body it refuses throws an `ApiError`. */
  schema?: { safeParse(body: unknown): { success: true; data: T } | { success: false } };
}

function fieldOf(body: unknown, name: 'code' | 'detail'): string | undefined {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = Reflect.get(body, name);
  return typeof value === 'string' ? value : undefined;
}

/** An answer the caller did not expect: its status, the contract's error `code` and `detail`, and the call. */
export class ApiError extends Error {
  /** The error body's `code` (an `AccountErrorCode`, `PlanErrorCode`, `SsoErrorCode`...), when it has one. */
  readonly code: string | undefined;
  readonly detail: string | undefined;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}`);
    this.name = 'ApiError';
    this.code = fieldOf(body, 'code');
    this.detail = fieldOf(body, 'detail');
  }
}

function isExpected(status: number, expected: ReadOptions<unknown>['expect'] = [200]): boolean {
  return typeof expected === 'function' ? expected(status) : expected.includes(status);
}

/**
 * The body of an expected answer; throws `ApiError` otherwise. Without a schema the body is of the type the caller
 * named (the contract's type the server answers with, as `request<T>` reads it); with one, the schema checks it.
 */
export function readAnswer<T>(
  response: ApiResponse<T>,
  call: { method: string; path: string },
  read: ReadOptions<T> = {},
): T {
  const fail = () => new ApiError(call.method, call.path, response.status, response.body);
  if (!isExpected(response.status, read.expect)) throw fail();
  if (!read.schema) return response.body;
  const parsed = read.schema.safeParse(response.body);
  if (!parsed.success) throw fail();
  return parsed.data;
}

export function createRequestJson(send: ReturnType<typeof createRequest>) {
  return async function requestJson<T>(options: RequestOptions, read: ReadOptions<T> = {}): Promise<T> {
    const call = { method: options.method ?? 'GET', path: options.path };
    return readAnswer(await send<T>(options), call, read);
  };
}

/**
 * Where a page rendered on the server sends its calls: the API in the same process, as the visitor whose page it is
 * (lib/page-data.server.ts sets it for the render's duration). Undefined in the browser and at build time.
 */
let serverFetch: () => typeof fetch | undefined = () => undefined;

/** Server rendering only: `current` answers the fetch of the request being rendered (lib/page-data.server.ts). */
export function setServerFetch(current: () => typeof fetch | undefined): void {
  serverFetch = current;
}

export const request = createRequest({
  origin: publicEnv.callOrigin,
  // On the server the API process sends its own client key with the calls of a page it renders (render-pages.ts).
  clientKey: publicSettings().clientKey,
  pageUrl: () => (typeof window === 'undefined' ? undefined : window.location.href),
  fetch: (...args) => (serverFetch() ?? globalThis.fetch)(...args),
});

/** Every feature's way to call the API: `requestJson<Plan>({ path }, { expect: [200] })`. */
export const requestJson = createRequestJson(request);
