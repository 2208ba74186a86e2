import type { Customer } from '@larder/contracts/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { CUSTOMER_QUERY_KEY } from '../features/auth/api/get-customer';
import { usePromoData } from '../features/promo/api/get-promo-data';
import { usePromoCode } from '../features/promo/model/promo-code';
import { SignupPage } from '../features/signup/components/signup-page';
import { type AfterSignupSteps, afterSignup } from '../features/signup/model/after-signup';
import {
  isRedeemDestination,
  postLoginDestination,
  postSignupDestination,
  safeNext,
} from '../features/signup/model/destination';
import { SsoButtons, type SsoSignInResult } from '../features/sso/components/sso-buttons';
import { enabledSsoProviders, type SsoProvider } from '../features/sso/model/sso-providers';
import { identifyCustomer, trackSignedUp } from '../features/telemetry/model/analytics';
import { publicEnv } from '../lib/env';
import { describeError, logger, logLoginFailure } from '../lib/logger';
import { isNativeAppBrowser } from '../lib/native-app';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';

export const meta = () => [
  { title: pageTitle('Sign up') },
  { name: 'description', content: 'Create your account and claim your free gift.' },
];

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

export default function SignupRoute() {
  const search = usePageSearch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ssoUnavailable, setSsoUnavailable] = useState(false);
  const next =
    search === undefined ? undefined : safeNext(new URLSearchParams(search).get('next'), window.location.origin);
  const redeemNext = isRedeemDestination(next) ? next : undefined;
  const promoCode = usePromoCode(redeemNext ? undefined : search);
  const promo = usePromoData(promoCode ? { promoCode } : undefined);

  const onSignedUp = async (_customer: Customer) => {
    navigate(postSignupDestination({ next, isNativeApp: false }), { replace: true });
  };

  // Spec §4: an SSO answer with `created` is a sign-up; otherwise a login, which goes to the destination.
  const onSsoSignedIn = async ({ customer, created }: SsoSignInResult) => {
    queryClient.setQueryData(CUSTOMER_QUERY_KEY, { status: 200, body: customer });
    const isNativeApp = isNativeAppBrowser();
    if (created) {
      const destination = postSignupDestination({ next, isNativeApp });
      await afterSignup(customer, { destination, isNativeApp }, await signupSteps(navigate));
      return;
    }
    const didCheckout = customer.did_checkout;
    navigate(postLoginDestination({ next, isNativeApp, didCheckout, brandSlug: publicEnv.brandSlug }), {
      replace: true,
    });
  };

  const ssoButtons =
    enabledSsoProviders().length > 0 && !ssoUnavailable ? (
      <SsoButtons
        onSignedIn={onSsoSignedIn}
        onFailure={logSsoFailure}
        onNothingToShow={() => setSsoUnavailable(true)}
      />
    ) : undefined;

  return (
    <SignupPage
      redeemNext={redeemNext}
      discountEffect={promo.data?.discount_effect}
      ssoButtons={ssoButtons}
      onSignedUp={onSignedUp}
      onUnknownError={() => {}}
    />
  );
}
