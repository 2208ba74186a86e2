// The outcome line of a settings section: a status after success, an alert after a failure.
import { ApiError } from '../../../lib/request';

export interface SectionOutcome {
  kind: 'saved' | 'failed';
  message: string;
}

export function SectionMessages({ outcome }: { outcome: SectionOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.kind === 'saved' ? 'status' : 'alert'}
      className={outcome.kind === 'saved' ? 'settings-section__saved' : 'settings-section__failed'}
    >
      {outcome.message}
    </p>
  );
}

/** The message of a failed call that has no field to show it under. */
export function failureMessage(error: unknown, texts: { tooMany: string; failed: string }): string {
  if (!(error instanceof ApiError)) return texts.failed;
  if (error.status === 429) return texts.tooMany;
  if (error.status >= 400 && error.status < 500 && error.detail !== undefined) return error.detail;
  return texts.failed;
}
