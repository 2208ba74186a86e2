// What happens once an account exists (spec §4), for the sign-up form and for an SSO login that created the
// account: identify the customer and send the registration event; then, unless the destination redeems a gift
// card, save the pending quiz (or start the quiz when there is none), replace the history entry with the plan
// page and go to the destination. The route module supplies the other features' functions.
import type { Customer } from '@larder/contracts/accounts';
import { paths } from '../../../site-routes';
import { isRedeemDestination, planPage } from './destination';

export interface AfterSignupSteps {
  /** Both settle once the analytics SDK has taken the event (never reject). */
  identify(customer: Customer): Promise<void> | undefined;
  trackSignedUp(customer: Customer): Promise<void> | undefined;
  hasPendingQuiz(): boolean;
  saveQuiz(customer: Customer): Promise<void>;
  clearQuiz(): void;
  /** Replaces the current history entry (client-side navigation). */
  replace(path: string): void;
  /** Goes to a page (client-side navigation, a new history entry). */
  go(path: string): void;
  /** Loads a page afresh (the browser's own navigation). */
  reload(path: string): void;
  logError(message: string, error: unknown): void;
}

/** How long a reload waits, at most, for the sign-up's analytics events to be taken by the SDK. */
export const REPORT_WAIT_MS = 2000;

export async function afterSignup(
  customer: Customer,
  { destination, isNativeApp }: { destination: string; isNativeApp: boolean },
  steps: AfterSignupSteps,
): Promise<void> {
  const reported = Promise.all([steps.identify(customer), steps.trackSignedUp(customer)]);
  if (isRedeemDestination(destination)) {
    steps.replace(destination);
    return;
  }
  if (!steps.hasPendingQuiz()) {
    // A reload leaves the page: give the analytics SDK a moment to take both events first.
    await Promise.race([reported, new Promise((resolve) => setTimeout(resolve, REPORT_WAIT_MS))]);
    steps.reload(paths.quizStep('intro'));
    return;
  }
  try {
    await steps.saveQuiz(customer);
    steps.clearQuiz();
  } catch (error) {
    // The account exists either way; the quiz stays in local storage so a later visit can save it.
    steps.logError('saving the quiz after sign-up failed', error);
  }
  const plan = planPage(isNativeApp);
  steps.replace(plan);
  if (destination !== plan) steps.go(destination);
}
