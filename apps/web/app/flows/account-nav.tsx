// The site navigation for a signed-in customer (issue 39), which root.tsx puts under every page's header (ui/header-nav.ts): shown once the page's own customer call says a customer is signed in. It asks nothing itself,
// and its code loads only then, so an anonymous visitor's sign-up or quiz page loads nothing more (decision 070).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { customerQueryOptions } from '../features/auth/api/get-customer';

const AccountNav = lazy(() => import('../features/site-nav/components/account-nav'));

export function SignedInNav() {
  // Observes the customer call the page makes (home, product, recipe, plan, menu, account, help…), never makes one.
  const customer = useQuery({ ...customerQueryOptions(), enabled: false }).data;
  return customer ? (
    <Suspense fallback={null}>
      <AccountNav />
    </Suspense>
  ) : null;
}
