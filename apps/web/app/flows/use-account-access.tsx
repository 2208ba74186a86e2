// What the sign-up and login pages share: where a customer goes once signed in, the post-sign-up flow
// (after-signup.ts), the SSO buttons, and the redirect of a visitor who is already signed in. It composes
// features, so it lives above them.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { postLoginDestination, postSignupDestination } from '../features/account-access/model/destination';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { SsoButtons } from '../features/sso/components/sso-buttons';
import { enabledSsoProviders, type SsoProvider } from '../features/sso/model/sso-providers';
import type { SsoSignInResult } from '../features/sso/model/sso-sign-in';
import { publicEnv } from '../lib/env';
import { describeError, logLoginFailure, logUnknownErrorResponse } from '../lib/logger';
import { isNativeAppBrowser } from '../lib/native-app';
import { usePublicSettings } from '../lib/public-settings';
import { type AfterSignupNavigation, afterSignup } from './after-signup';

function signupNavigation(navigate: NavigateFunction): AfterSignupNavigation {
  return {
    replace: (path) => navigate(path, { replace: true }),
    go: (path) => navigate(path),
    reload: (path) => window.location.assign(path),
  };
}

/** A failed SSO sign-in is logged (the page shows the message). */
function logSsoFailure(provider: SsoProvider, error: unknown): void {
  logLoginFailure(provider, describeError(error).message, (error as { data?: unknown } | null)?.data);
}

/**
 * @param next the safe `next` destination, or undefined; `ready` is false until the page knows its query string.
 */
export function useAccountAccess({ next, ready }: { next: string | undefined; ready: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const [ssoUnavailable, setSsoUnavailable] = useState(false);
  const settings = usePublicSettings();
  // Set once this page signs someone in, so the already-signed-in redirect does not race the flow below.
  const finishing = useRef(false);

  const loginDestination = (customer: Customer) =>
    postLoginDestination({
      next,
      isNativeApp: isNativeAppBrowser(),
      didCheckout: customer.did_checkout,
      brandSlug: publicEnv.brandSlug,
    });

  const remember = (customer: Customer) => {
    finishing.current = true;
    queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, customer);
  };

  const signedUp = async (customer: Customer) => {
    remember(customer);
    const isNativeApp = isNativeAppBrowser();
    const destination = postSignupDestination({ next, isNativeApp });
    await afterSignup(customer, { destination, isNativeApp }, signupNavigation(navigate));
  };

  const loggedIn = (customer: Customer) => {
    remember(customer);
    navigate(loginDestination(customer), { replace: true });
  };

  // An SSO answer with `created` counts as a sign-up; otherwise it is a login.
  const ssoSignedIn = ({ customer, created }: SsoSignInResult) => (created ? signedUp(customer) : loggedIn(customer));

  // A visitor who is already signed in has nothing to do on these pages: on to the destination.
  useEffect(() => {
    if (ready && auth.status === 'authenticated' && !finishing.current) {
      navigate(loginDestination(auth.customer), { replace: true });
    }
  });

  const ssoButtons =
    enabledSsoProviders(settings).length > 0 && !ssoUnavailable ? (
      <SsoButtons onSignedIn={ssoSignedIn} onFailure={logSsoFailure} onNothingToShow={() => setSsoUnavailable(true)} />
    ) : undefined;

  return { signedUp, loggedIn, ssoButtons, onUnknownError: logUnknownErrorResponse };
}
