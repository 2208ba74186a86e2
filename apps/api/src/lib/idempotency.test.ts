// The request digest an Idempotency-Key is bound to: the same body in any key order digests the same, any change of a
// value (nested or in a list) digests differently; the refusal is 422 idempotency_key_reused.
import { CheckoutErrorCode } from '@larder/contracts/values/checkout';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyReused, requestDigest } from './idempotency';

/** The same value with every object's keys in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    );
  }
  return value;
}

describe('requestDigest', () => {
  it('ignores the order of keys, at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(requestDigest(reversed(body))).toBe(requestDigest(body));
      }),
    );
    expect(requestDigest({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      requestDigest({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
  });

  it('tells bodies apart that differ in a value, a nested value, a list order or a member', () => {
    const base = { amount_cents: 5000, card: { last4: '4242' }, tags: ['a', 'b'] };
    const digests = [
      base,
      { ...base, amount_cents: 5001 },
      { ...base, card: { last4: '0341' } },
      { ...base, tags: ['b', 'a'] },
      { ...base, message: 'hi' },
      { ...base, amount_cents: '5000' },
    ].map(requestDigest);
    expect(new Set(digests).size).toBe(digests.length);
    expect(requestDigest({ a: 1, b: undefined })).toBe(requestDigest({ a: 1 }));
    expect(requestDigest(base)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a reused key with 422 idempotency_key_reused', () => {
    const error = idempotencyKeyReused();
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe(CheckoutErrorCode.IdempotencyKeyReused);
    expect(error.message).toBe('This Idempotency-Key was used with a different request.');
  });
});
