// What the sign-up and login pages share: where a customer goes once signed in (spec §4), the post-sign-up flow
// wired to the quiz and telemetry features, the SSO buttons, and the redirect of a visitor who is already signed
// in. It composes features, so it lives above them (features never import each other).
import type { Customer } from '@larder/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { type AfterSignupSteps, afterSignup } from '../features/signup/model/after-signup';
import { postLoginDestination, postSignupDestination } from '../features/signup/model/destination';
import { SsoButtons, type SsoSignInResult } from '../features/sso/components/sso-buttons';
import { enabledSsoProviders, type SsoProvider } from '../features/sso/model/sso-providers';
import { identifyCustomer, trackSignedUp } from '../features/telemetry/model/analytics';
import { publicEnv } from '../lib/env';
import { describeError, logger, logLoginFailure, logUnknownErrorResponse } from '../lib/logger';
import { isNativeAppBrowser } from '../lib/native-app';

/** The other features' parts of the post-sign-up flow. The quiz modules load only once an account exists. */
async function signupSteps(navigate: NavigateFunction): Promise<AfterSignupSteps> {
  const [quiz, { saveQuizToServer }] = await Promise.all([
    import('../features/quiz/model/quiz-storage'),
    import('../features/quiz/api/save-quiz-to-server'),
  ]);
  return {
    identify: (customer) => identifyCustomer(customer),
    trackSignedUp: () => trackSignedUp(),
    hasPendingQuiz: quiz.hasPendingQuiz,
    saveQuiz: async (customer) => {
      await saveQuizToServer(customer);
    },
    clearQuiz: quiz.clearQuiz,
    replace: (path) => navigate(path, { replace: true }),
    go: (path) => navigate(path),
    reload: (path) => window.location.assign(path),
    logError: (message, error) => logger.error(message, { error: describeError(error) }),
  };
}

/** Spec §8: a failed SSO sign-in is logged (the page shows the message). */
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
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, { status: 200, body: customer });
  };

  const signedUp = async (customer: Customer) => {
    remember(customer);
    const isNativeApp = isNativeAppBrowser();
    const destination = postSignupDestination({ next, isNativeApp });
    await afterSignup(customer, { destination, isNativeApp }, await signupSteps(navigate));
  };

  const loggedIn = (customer: Customer) => {
    remember(customer);
    navigate(loginDestination(customer), { replace: true });
  };

  // Spec §4: an SSO answer with `created` counts as a sign-up; otherwise it is a login.
  const ssoSignedIn = ({ customer, created }: SsoSignInResult) => (created ? signedUp(customer) : loggedIn(customer));

  // A visitor who is already signed in has nothing to do on these pages: on to the destination.
  useEffect(() => {
    if (ready && auth.status === 'authenticated' && !finishing.current) {
      navigate(loginDestination(auth.customer), { replace: true });
    }
  });

  const ssoButtons =
    enabledSsoProviders().length > 0 && !ssoUnavailable ? (
      <SsoButtons onSignedIn={ssoSignedIn} onFailure={logSsoFailure} onNothingToShow={() => setSsoUnavailable(true)} />
    ) : undefined;

  return { signedUp, loggedIn, ssoButtons, onUnknownError: logUnknownErrorResponse };
}
