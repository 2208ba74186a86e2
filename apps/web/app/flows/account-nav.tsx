// The site navigation for a signed-in customer (issue 39), which root.tsx puts under every page's header: shown once
// the customer call says who is signed in. That call is made only where it is already known or likely (the signed-in
// hint), so an anonymous visitor's sign-up or quiz page makes no call and loads nothing more (decision 070).
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { customerQueryOptions, retryUnanswered } from '../features/auth/api/get-customer';
import { readSignedInHint } from '../features/auth/model/signed-in-hint';
import { AccountNav } from '../features/site-nav/components/account-nav';
import { publicEnv } from '../lib/env';
import { subscribeNever } from '../lib/use-hydrated';

export default function SignedInNav() {
  // Decides only whether to ask, never what is shown: the first render matches the page's HTML either way.
  const hinted = useSyncExternalStore(subscribeNever, readSignedInHint, readSignedInHint);
  const customer = useQuery({ ...customerQueryOptions(), enabled: hinted, retry: retryUnanswered });
  return customer.data ? <AccountNav brandSlug={publicEnv.brandSlug} /> : null;
}
