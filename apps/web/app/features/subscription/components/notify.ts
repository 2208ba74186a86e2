// The toasts of the account home's changes: a success says what changed; a refusal shows the server's reason (past
// the cutoff: until when changes were possible). A toast the same as one on screen is not shown again (repeated taps
// stacked identical toasts, issue 39): the one there already says it.
import { ApiError } from '../../../lib/request';
import { type ToastMessage, toasts } from '../../../ui/toast-queue';
import { DeliveriesText } from '../model/texts';

function showOnce(message: ToastMessage, timeoutMs?: number): void {
  const shown = toasts.visibleToasts.some(
    (toast) =>
      !toasts.isDismissed(toast.key) && toast.content.title === message.title && toast.content.tone === message.tone,
  );
  if (!shown) toasts.show(message, { timeoutMs });
}

export const successToast = (title: string) => showOnce({ title, tone: 'success' }, 5000);

export const failureMessage = (error: unknown, fallback: string = DeliveriesText.Failed) =>
  error instanceof ApiError && error.detail ? error.detail : fallback;

export const failureToast = (error: unknown) => showOnce({ title: failureMessage(error), tone: 'critical' });
