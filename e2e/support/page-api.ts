// The storefront's API asked from inside a page, as its own scripts ask it: same origin, the page's cookies, the web
// client's key. A JSON answer is parsed; any other (an empty 204, a CSV) comes back as text.
import type { Page } from 'playwright-core';

export type Call = { status: number; body: unknown };

export function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  return page.evaluate(
    async ({ method, path, body, headers }): Promise<Call> => {
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: 'Client larder-web',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return {
        status: response.status,
        body: response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    },
    { method, path, body, headers },
  );
}
