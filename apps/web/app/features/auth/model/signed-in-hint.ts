// Whether this browser was signed in when the app last learnt who is (local storage): the session cookie is HttpOnly,
// so a page cannot see it. The pages that only mean something to a customer (the plan, the account home) ask for
// their data beside the customer call when the hint says so, instead of one round trip after it; an anonymous
// visitor, who has no hint, makes no call that would be refused. Written by those pages from the customer call's
// answer (so from a customer's second visit on; login and sign-up do not load it, decision 070's first-load budget);
// removed by a log-out (and signing out everywhere) and by their anonymous answer. Nothing shown depends on it: a
// stale one (a session that ended elsewhere) costs one refused call. Not in the shell every page loads.
import { useEffect, useSyncExternalStore } from 'react';
import { subscribeNever } from '../../../lib/use-hydrated';
import type { AuthState } from '../api/get-customer';

/** Local storage key: '1' while the last customer answer was a signed-in customer. */
export const SIGNED_IN_HINT_KEY = 'auth.signed_in';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSignedInHint(store = storage()): boolean {
  try {
    return store?.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSignedInHint(signedIn: boolean, store = storage()): void {
  try {
    if (signedIn) store?.setItem(SIGNED_IN_HINT_KEY, '1');
    else store?.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the pages then wait for the customer call, as without a hint.
  }
}

/**
 * Whether a page should ask for a customer's data now: a customer is signed in, or the customer call is still out
 * and this browser was signed in when it last knew. Keeps the hint in step with the customer call's answer.
 * The hint is read while hydrating too: it decides only whether queries start, never what is shown, so the first
 * render matches the HTML either way, and a value that differed from the server's (which knows no storage) would
 * make React render the whole page again, at once, after hydrating it.
 */
export function useLikelySignedIn(auth: AuthState): boolean {
  const hinted = useSyncExternalStore(subscribeNever, readSignedInHint, readSignedInHint);
  useEffect(() => {
    if (auth.status === 'authenticated' || auth.status === 'anonymous')
      writeSignedInHint(auth.status === 'authenticated');
  }, [auth.status]);
  return auth.status === 'authenticated' || (auth.status === 'loading' && hinted);
}
