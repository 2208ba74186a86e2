// The server's test clock (TEST_CLOCK=true, apps/api/src/modules/test-clock/routes.ts): a journey moves "now" past
// a week's cutoff, runs the cutoff pass the every-minute job would run, and puts the clock back when it is done.
import type { FinalizationPass } from '@larder/contracts/schemas/test-clock';
import { baseUrl } from './browser';

async function send<T>(method: 'PUT' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: 'Client larder-web',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves the server's now to `at` (it keeps running from there); null puts it back to the real time. */
export async function moveServerClock(at: Date | null): Promise<void> {
  await send('PUT', '/api/v2/test/clock/', { now: at?.toISOString() ?? null });
}

/** Runs the cutoff pass now: finalizes, charges and retries whatever is due at the server's now. */
export function runCutoffPass(): Promise<FinalizationPass> {
  return send<FinalizationPass>('POST', '/api/v2/test/orders/finalize-due/');
}

/** Runs `work` with the server's clock at `at`, and always puts the clock back. */
export async function withServerClock<T>(at: Date, work: () => Promise<T>): Promise<T> {
  await moveServerClock(at);
  try {
    return await work();
  } finally {
    await moveServerClock(null);
  }
}
