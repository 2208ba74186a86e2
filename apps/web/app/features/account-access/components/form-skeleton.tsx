// Stands in for a form until it may show (the captcha is loading, or the page was prerendered): same height, so
// nothing moves when the form appears.
const FIELD_KEYS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

export function FormSkeleton({ fields, failed = false }: { fields: number; failed?: boolean }) {
  if (failed) {
    return (
      <p className="form-skeleton__failed" role="alert">
        We couldn't load the security check. Please reload the page, or try again in a few minutes.
      </p>
    );
  }
  return (
    <div className="form-skeleton" role="status" aria-busy="true" aria-label="Loading the form">
      {FIELD_KEYS.slice(0, fields).map((key) => (
        <div key={key} className="form-skeleton__field" />
      ))}
      <div className="form-skeleton__button" />
    </div>
  );
}
