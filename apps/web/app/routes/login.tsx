import type { Customer } from '@larder/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { LoginPage } from '../features/signup/components/login-page';
import { type AfterSignupSteps, afterSignup } from '../features/signup/model/after-signup';
import { postLoginDestination, postSignupDestination, safeNext } from '../features/signup/model/destination';
import { SsoButtons, type SsoSignInResult } from '../features/sso/components/sso-buttons';
import { enabledSsoProviders, type SsoProvider } from '../features/sso/model/sso-providers';
import { identifyCustomer, trackSignedUp } from '../features/telemetry/model/analytics';
import { publicEnv } from '../lib/env';
import { describeError, logger, logLoginFailure } from '../lib/logger';
import { isNativeAppBrowser } from '../lib/native-app';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';

export const meta = () => [{ title: pageTitle('Log in') }];

/**
 * The other features' parts of the post-sign-up flow (spec §4). The quiz modules load only when an SSO sign-in
 * made an account, so they stay out of this page's first load.
 */
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

export default function LoginRoute() {
  const search = usePageSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useAuthState();
  const [ssoUnavailable, setSsoUnavailable] = useState(false);
  // Set while an SSO sign-in finishes, so the signed-in redirect below does not race the post-sign-up flow.
  const [ssoFinishing, setSsoFinishing] = useState(false);
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
    if (auth.status === 'authenticated' && search !== undefined && !ssoFinishing)
      navigate(destinationFor(auth.customer), { replace: true });
  });

  const onLoggedIn = (customer: Customer) => {
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, { status: 200, body: customer });
    navigate(destinationFor(customer), { replace: true });
  };

  // Spec §4: an SSO answer with `created` is a sign-up (the post-sign-up flow runs); otherwise a login.
  const onSsoSignedIn = async ({ customer, created }: SsoSignInResult) => {
    const isNativeApp = isNativeAppBrowser();
    setSsoFinishing(true);
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, { status: 200, body: customer });
    if (!created) {
      const didCheckout = customer.did_checkout;
      navigate(postLoginDestination({ next, isNativeApp, didCheckout, brandSlug: publicEnv.brandSlug }), {
        replace: true,
      });
      return;
    }
    const destination = postSignupDestination({ next, isNativeApp });
    await afterSignup(customer, { destination, isNativeApp }, await signupSteps(navigate));
  };

  const ssoButtons =
    enabledSsoProviders().length > 0 && !ssoUnavailable ? (
      <SsoButtons
        onSignedIn={onSsoSignedIn}
        onFailure={logSsoFailure}
        onNothingToShow={() => setSsoUnavailable(true)}
      />
    ) : undefined;

  return <LoginPage next={next} ssoButtons={ssoButtons} onLoggedIn={onLoggedIn} onUnknownError={() => {}} />;
}
