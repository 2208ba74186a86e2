// The outcome line of a settings section: a status after success, an alert after a failure.
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
  const status = (error as { status?: unknown } | null)?.status;
  const detail = (error as { detail?: unknown } | null)?.detail;
  if (status === 429) return texts.tooMany;
  if (typeof status === 'number' && status >= 400 && status < 500 && typeof detail === 'string') return detail;
  return texts.failed;
}
