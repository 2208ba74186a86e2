// Where the quiz reports problems that do not stop it (spec §8: a failed fetch during the save is logged), through
// the storefront's logger (sent with the browser logs once telemetry has loaded).
import { describeError, logger } from '../../../lib/logger';
import { QuizApiError } from '../api/api-error';

export function logQuizProblem(message: string, error: unknown): void {
  const response = error instanceof QuizApiError ? { status: error.status, path: error.path } : undefined;
  logger.warn(message, { error: describeError(error), ...(response ? { response } : {}) });
}
