import type { Customer } from '@larder/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { LoginPage } from '../features/signup/components/login-page';
import { postLoginDestination, safeNext } from '../features/signup/model/destination';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';

export const meta = () => [{ title: pageTitle('Log in') }];

export default function LoginRoute() {
  const search = usePageSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const next =
    search === undefined ? undefined : safeNext(new URLSearchParams(search).get('next'), window.location.origin);

  const destinationFor = (customer: Customer) =>
    postLoginDestination({
      next,
      isNativeApp: false,
      didCheckout: customer.did_checkout,
      brandSlug: publicEnv.brandSlug,
    });

  // A signed-in visitor has nothing to do here.
  useEffect(() => {
    if (auth.status === 'authenticated' && search !== undefined)
      navigate(destinationFor(auth.customer), { replace: true });
  });

  const onLoggedIn = (customer: Customer) => {
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, { status: 200, body: customer });
    navigate(destinationFor(customer), { replace: true });
  };

  return <LoginPage next={next} onLoggedIn={onLoggedIn} onUnknownError={() => {}} />;
}
