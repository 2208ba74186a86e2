// What happens once an account exists, for the sign-up form and for an SSO login that created the
// account: identify the customer and send the registration event (telemetry); then, unless the destination redeems
// a gift card, save the pending quiz (or start the quiz when there is none), replace the history entry with the plan
// page and go to the destination. It composes the telemetry and quiz features, so it lives in flows/; the quiz
// modules load only once an account exists, so the sign-up page's first load does not carry them.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { isRedeemDestination, planPage } from '../features/account-access/model/destination';
import { identifyCustomer, trackSignedUp } from '../features/telemetry/model/analytics';
import { describeError, logger } from '../lib/logger';
import { paths } from '../site-routes';

/** How the page moves on: the router's navigation, and the browser's own for a fresh load. */
export interface AfterSignupNavigation {
  /** Replaces the current history entry (client-side navigation). */
  replace(path: string): void;
  /** Goes to a page (client-side navigation, a new history entry). */
  go(path: string): void;
  /** Loads a page afresh (the browser's own navigation). */
  reload(path: string): void;
}

/** How long a reload waits, at most, for the sign-up's analytics events to be taken by the SDK. */
export const REPORT_WAIT_MS = 2000;

function loadQuiz() {
  return Promise.all([
    import('../features/quiz/model/quiz-storage'),
    import('../features/quiz/api/save-quiz-to-server'),
  ]);
}

export async function afterSignup(
  customer: Customer,
  { destination, isNativeApp }: { destination: string; isNativeApp: boolean },
  navigation: AfterSignupNavigation,
): Promise<void> {
  // Both settle once the analytics SDK has taken the event (they never reject).
  const reported = Promise.all([identifyCustomer(customer), trackSignedUp()]);
  if (isRedeemDestination(destination)) {
    navigation.replace(destination);
    return;
  }
  const [quiz, { saveQuizToServer }] = await loadQuiz();
  if (!quiz.hasPendingQuiz()) {
    // A reload leaves the page: give the analytics SDK a moment to take both events first.
    await Promise.race([reported, new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS))]);
    navigation.reload(paths.quizStep('intro'));
    return;
  }
  try {
    await saveQuizToServer(customer);
    quiz.clearQuiz();
  } catch (error) {
    // The account exists either way; the quiz stays in local storage so a later visit can save it.
    logger.error('saving the quiz after sign-up failed', { error: describeError(error) });
  }
  const plan = planPage(isNativeApp);
  navigation.replace(plan);
  if (destination !== plan) navigation.go(destination);
}
