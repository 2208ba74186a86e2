// What a quiz screen shows instead of its choices: that they are loading, or, when loading failed, a problem
// message with a Try again button.
import { Button } from '../../../../ui/button';
import { Paragraph } from '../../../../ui/paragraph';

/** `onRetry` given: loading failed and Try again calls it; otherwise the choices are still loading. */
export function ChoicesStatus({ onRetry }: { onRetry?: () => void }) {
  if (onRetry) {
    return (
      <div role="alert" className="quiz-problem">
        <Paragraph>We could not load the choices.</Paragraph>
        <Button prominence="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="quiz-loading">
      Loading the choices…
    </p>
  );
}
