// The storefront's API asked by the test through the browser context's own request client (Playwright's
// `context.request`): the context's cookies, kept up to date with what the answers set, and the web client's key, with
// no page needed. A JSON answer is parsed; any other comes back as text, as with `api` (page-api.ts).
import type { Page } from 'playwright-core';
import type { Call } from './page-api';

export async function contextApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Call> {
  const response = await page.context().request.fetch(path, {
    method,
    headers: { Authorization: 'Client larder-web', ...headers },
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  return {
    status: response.status(),
    body: response.headers()['content-type']?.includes('json') ? JSON.parse(text) : text,
  };
}
