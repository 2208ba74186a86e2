// The toasts of the account home's changes: a success says what changed; a refusal shows the server's reason (past
// the cutoff: until when changes were possible).
import { ApiError } from '../../../lib/request';
import { toasts } from '../../../ui/toast-queue';
import { DeliveriesText } from '../model/texts';

export const successToast = (title: string) => toasts.show({ title, tone: 'success' }, { timeoutMs: 5000 });

export const failureMessage = (error: unknown, fallback: string = DeliveriesText.Failed) =>
  error instanceof ApiError && error.detail ? error.detail : fallback;

export const failureToast = (error: unknown) => toasts.show({ title: failureMessage(error), tone: 'critical' });
