// False while React hydrates a prerendered page (and at build time), true afterwards. Anything that depends on
// the URL's query or on browser storage must wait for it: the prerendered HTML was made without either, and a
// first client render that differs from it is a hydration error.

import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** For `useSyncExternalStore` over a value that never changes while the page is open (or is read again on render). */
export const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The page's query string once hydrated (e.g. "?next=%2Fplan%2F"), undefined before. */
export function usePageSearch(): string | undefined {
  const hydrated = useHydrated();
  const { search } = useLocation();
  return hydrated ? search : undefined;
}
