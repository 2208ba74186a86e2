// Idempotency-Keys as clients send them (Stripe's rules): up to 255 printable characters, required where an operation
// must not run twice (placing an order, buying a gift card), and bound to the request they first came with: a retry
// with the same key and the same body is the same operation; the same key with another body is refused with 422
// `idempotency_key_reused`, never answered with the first request's result. Callers keep `requestDigest(body)`
// beside what the key made.
import crypto from 'node:crypto';
import { CheckoutErrorCode, CheckoutMessage } from '@larder/contracts/values/checkout';
import { HttpError } from './errors';

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or 400 idempotency_key_required. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, CheckoutErrorCode.IdempotencyKeyRequired, CheckoutMessage.IdempotencyKeyRequired);
  }
  return key;
}

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
