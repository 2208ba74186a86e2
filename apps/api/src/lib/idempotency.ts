// Idempotency-Keys as clients send them (Stripe's rules): up to 255 printable characters, required where an operation
// must not run twice (placing an order, buying a gift card), and bound to the request they came with — the same key
// with another request is refused with 422 `idempotency_key_reused`, never answered with the first one's result.
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

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A digest of a request's body, the same for the same content whatever the order of its keys. */
export function requestDigest(body: unknown): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

export const idempotencyKeyReused = () =>
  new HttpError(422, CheckoutErrorCode.IdempotencyKeyReused, CheckoutMessage.IdempotencyKeyReused);
