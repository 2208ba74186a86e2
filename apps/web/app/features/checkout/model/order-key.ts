// The Idempotency-Key of placing the order: made once per checkout and kept for the tab (sessionStorage), so a
// retry after a lost answer, a reload or a double click asks for the same order. Forgotten once it is placed.
const KEY = 'larder.checkout.order-key';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function orderKey(): string {
  const stored = storage()?.getItem(KEY);
  if (stored && /^[A-Za-z0-9-]{16,64}$/.test(stored)) return stored;
  const key = crypto.randomUUID();
  storage()?.setItem(KEY, key);
  return key;
}

export function forgetOrderKey(): void {
  storage()?.removeItem(KEY);
}
