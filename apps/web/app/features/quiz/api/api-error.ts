// A response the quiz's calls did not expect, kept with its status and body for the log.
import type { ApiResponse } from '../../../lib/request';

export class QuizApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${method} ${path} answered ${status}`);
    this.name = 'QuizApiError';
  }
}

/** The body of an expected answer; throws QuizApiError otherwise. */
export function expectStatus<T>(
  response: ApiResponse<unknown>,
  call: { method: string; path: string },
  expected: readonly number[] = [200],
): T {
  if (!expected.includes(response.status)) {
    throw new QuizApiError(call.method, call.path, response.status, response.body);
  }
  return response.body as T;
}
