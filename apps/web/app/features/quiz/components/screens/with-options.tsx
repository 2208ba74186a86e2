// Renders its children with the quiz options (the taxonomy, GET /api/v2/quiz_options/), or what to show while they
// load or when they failed.
import type { QuizOptions } from '@larder/contracts/schemas/quiz-options';
import type { ReactNode } from 'react';
import { useQuizOptions } from '../../api/get-quiz-options';
import { ChoicesStatus } from './choices-status';

export function WithOptions({ children }: { children: (options: QuizOptions) => ReactNode }) {
  const options = useQuizOptions();
  if (options.data) return <>{children(options.data)}</>;
  return <ChoicesStatus onRetry={options.isError ? () => options.refetch() : undefined} />;
}
