// Where the quiz reports problems that do not stop it (a failed fetch during the save is logged), through
// the storefront's logger (sent with the browser logs once telemetry has loaded).
import { describeError, logger } from '../../../lib/logger';
import { ApiError } from '../../../lib/request';

export function logQuizProblem(message: string, error: unknown): void {
  const response = error instanceof ApiError ? { status: error.status, path: error.path } : undefined;
  logger.warn(message, { error: describeError(error), ...(response ? { response } : {}) });
}
