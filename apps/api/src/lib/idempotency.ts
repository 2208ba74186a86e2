// An Idempotency-Key is bound to the request it first came with (Stripe's rule): a retry with the same key and the
// same body is the same operation; the same key with another body is refused with 422 `idempotency_key_reused`,
// never answered with the first request's result. Callers keep `requestDigest(body)` beside what the key made.
import crypto from 'node:crypto';
import { CheckoutErrorCode, CheckoutMessage } from '@larder/contracts/values/checkout';
import { HttpError } from './errors';

/** JSON with every object's keys sorted, so the same body always reads the same (undefined members dropped). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : canonical(item)));
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item)]));
  }
  return value;
}

/** SHA-256 (hex) of the body's canonical JSON: equal for equal bodies whatever their keys' order. */
export function requestDigest(body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(body)) ?? 'null')
    .digest('hex');
}

/** The key was first used with another request. */
export const idempotencyKeyReused = () =>
  new HttpError(422, CheckoutErrorCode.IdempotencyKeyReused, CheckoutMessage.IdempotencyKeyReused);
