import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../../test/customer';
import type { AuthState } from '../api/get-customer';
import { readSignedInHint, SIGNED_IN_HINT_KEY, useLikelySignedIn, writeSignedInHint } from './signed-in-hint';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the signed-in hint', () => {
  it('is written and removed', () => {
    const store = memoryStorage();
    expect(readSignedInHint(store)).toBe(false);
    writeSignedInHint(true, store);
    expect(store.getItem(SIGNED_IN_HINT_KEY)).toBe('1');
    expect(readSignedInHint(store)).toBe(true);
    writeSignedInHint(false, store);
    expect(readSignedInHint(store)).toBe(false);
  });

  it('survives storage that refuses', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSignedInHint(refusing)).toBe(false);
    expect(() => writeSignedInHint(true, refusing)).not.toThrow();
  });
});

describe('useLikelySignedIn', () => {
  const customer = customerFixture({ email_verified: true });

  it('keeps the hint in step with the customer call, and trusts it only while the call is out', () => {
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
    const { result, rerender } = renderHook(({ auth }: { auth: AuthState }) => useLikelySignedIn(auth), {
      initialProps: { auth: { status: 'loading' } as AuthState },
    });
    expect(result.current).toBe(false);
    rerender({ auth: { status: 'authenticated', customer } });
    expect(result.current).toBe(true);
    expect(readSignedInHint()).toBe(true);
    rerender({ auth: { status: 'anonymous' } });
    expect(result.current).toBe(false);
    expect(readSignedInHint()).toBe(false);
  });

  it('asks early on a page that starts with the hint', () => {
    writeSignedInHint(true);
    const { result } = renderHook(() => useLikelySignedIn({ status: 'loading' }));
    expect(result.current).toBe(true);
    window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  });
});
