// Calls to the providers (JWKS, Apple's token endpoint, the Graph API): one timeout, bounded bodies, and no answer
// (refused, reset, timed out) reported as ProviderUnavailableError (503).
import { ProviderUnavailableError } from './provider-errors';

/** Larger answers are not read: every provider answer we use is a few kB. */
const MAX_BODY_BYTES = 1_000_000;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export async function callProvider(
  what: string,
  url: string | URL,
  init: RequestInit & { timeoutMs: number },
): Promise<ProviderAnswer> {
  const { timeoutMs, ...rest } = init;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { ...rest, signal, redirect: 'error' });
    const text = await readLimited(response);
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json };
  } catch (error) {
    throw new ProviderUnavailableError(`${what} did not answer`, { cause: error });
  }
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw new Error(`answer of ${declared} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new Error(`answer over ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
