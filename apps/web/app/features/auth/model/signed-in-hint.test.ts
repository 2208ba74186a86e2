import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_QUERY_KEY } from '../api/get-customer';
import { keepSignedInHint, readSignedInHint, SIGNED_IN_HINT_KEY, writeSignedInHint } from './signed-in-hint';

const customer = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  did_checkout: false,
  email_verified: true,
};

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

  it('follows the customer query: a customer writes it, anonymous (a 403, a log-out) removes it', async () => {
    const store = memoryStorage();
    const queryClient = new QueryClient();
    const stop = keepSignedInHint(queryClient, store);
    await queryClient.fetchQuery({ queryKey: CUSTOMER_QUERY_KEY, queryFn: () => customer });
    expect(readSignedInHint(store)).toBe(true);
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, null);
    expect(readSignedInHint(store)).toBe(false);
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, customer);
    expect(readSignedInHint(store)).toBe(true);
    // Other queries leave it alone.
    queryClient.setQueryData(['plan', 'self'], null);
    expect(readSignedInHint(store)).toBe(true);
    stop();
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, null);
    expect(readSignedInHint(store)).toBe(true);
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
